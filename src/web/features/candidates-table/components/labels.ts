/** How the table names stages, statuses and codes (the same words as the candidate card). */
import type { CSSProperties } from 'react';
import { ENGLISH_LEVELS } from '#shared/domain/selection-lists.ts';
import { stageType, type StageStatus } from '#shared/domain/stages.ts';
import { ruStageNotice } from '#shared/i18n/ru/stage-notice.ts';
import { formatMoscow } from '#shared/i18n/dates.ts';

export const englishLabel = (level: number | null): string | null =>
  level === null ? null : (ENGLISH_LEVELS.find((l) => l.value === level)?.label ?? String(level));

export const dayOf = (iso: string | null): string | null => (iso ? formatMoscow(iso, 'DD.MM.YYYY') : null);

const RED: readonly StageStatus[] = [
  'denied_final',
  'denied_add',
  'cancel',
  'expired',
  'expired_awaiting',
  'expired_testing',
];
const GREEN: readonly StageStatus[] = ['success', 'carried_out'];
const BLUE: readonly StageStatus[] = ['awaiting', 'assigned', 'reassigned', 'testing', 'eval'];

const stageStatusColor = (s: StageStatus): string =>
  RED.includes(s)
    ? 'red'
    : GREEN.includes(s)
      ? 'green'
      : BLUE.includes(s)
        ? 'blue'
        : s === 'need_reassign'
          ? 'yellow'
          : 'gray';

/**
 * The text of a light badge: the shade-9 red, blue and gray read well on their light background,
 * green and yellow even at shade 9 do not (axe colour-contrast, about 4.0 and 2.8): darker ones here.
 */
const TEXT: Record<string, string> = {
  red: 'var(--ui-color-red-9)',
  blue: 'var(--ui-color-blue-9)',
  gray: 'var(--ui-color-gray-9)',
  green: '#1e6b30',
  yellow: '#7a5200',
};

/** Set as the badge's own CSS variable, which wins over the variant's colour. */
export const stageStatusBadge = (s: StageStatus) => {
  const color = stageStatusColor(s);
  return { color, style: { textTransform: 'none', '--badge-color': TEXT[color] } as CSSProperties };
};

/**
 * What every selected candidate will be told about the new stage status: the very text the server
 * sends (ruStageNotice), with the deadline not known here (each candidate's own).
 */
export function bulkNotice(n: number, status: StageStatus): string | null {
  const byStatus = ruStageNotice.byStatus;
  const type = stageType(n);
  if (status === 'awaiting') return type ? byStatus.awaiting[type](ruStageNotice.noDeadline) : null;
  if (status in byStatus) return byStatus[status as Exclude<keyof typeof byStatus, 'awaiting'>];
  return null;
}
