/**
 * What the participant will be told about a stage status change: the very text of ru.stageNotice
 * (the server sends the same one), so the confirm modal can quote it.
 */
import { stageType, type StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import { formatMoscow } from '#web/lib/dates.ts';

const t = ru.staffCandidateCard;

export function participantNotice(n: number, status: StageStatus, deadlineAt: string | null): string {
  const byStatus = ru.stageNotice.byStatus;
  const type = stageType(n);
  if (status === 'awaiting' && type) {
    return t.willNotify(
      byStatus.awaiting[type](deadlineAt ? formatMoscow(deadlineAt) : ru.stageNotice.noDeadline),
    );
  }
  if (status in byStatus && status !== 'awaiting')
    return t.willNotify(byStatus[status as Exclude<keyof typeof byStatus, 'awaiting'>]);
  return t.noNotice;
}

export const stageName = (n: number): string => {
  const type = stageType(n);
  return type ? ru.web.stageTypes[type] : String(n);
};
