/**
 * What the participant will be told about a stage status change: the very text of ruStageNotice
 * (the server sends the same one), so the confirm modal can quote it.
 */
import { stageType, type StageStatus } from '#shared/domain/stages.ts';
import { ruStaffCandidateCard } from '#shared/i18n/ru/staff-candidate-card.ts';
import { ruStageNotice } from '#shared/i18n/ru/stage-notice.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';

const t = ruStaffCandidateCard;

export function participantNotice(n: number, status: StageStatus, deadlineAt: string | null): string {
  const byStatus = ruStageNotice.byStatus;
  const type = stageType(n);
  if (status === 'awaiting' && type) {
    return t.willNotify(
      byStatus.awaiting[type](deadlineAt ? formatMoscow(deadlineAt) : ruStageNotice.noDeadline),
    );
  }
  if (status in byStatus && status !== 'awaiting')
    return t.willNotify(byStatus[status as Exclude<keyof typeof byStatus, 'awaiting'>]);
  return t.noNotice;
}
