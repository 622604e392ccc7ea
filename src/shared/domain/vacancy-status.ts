/**
 * Vacancy statuses. Staff calls use set B (stored); public and participant calls use set A, where
 * `stop` and `close` both show as `closed` and `draft` is never shown.
 */
export const VACANCY_STATUSES = ['draft', 'open', 'stop', 'close'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

export const PUBLIC_VACANCY_STATUSES = ['open', 'closed'] as const;
export type PublicVacancyStatus = (typeof PUBLIC_VACANCY_STATUSES)[number];

export function publicVacancyStatus(status: VacancyStatus): PublicVacancyStatus | null {
  if (status === 'draft') return null;
  return status === 'open' ? 'open' : 'closed';
}

const TRANSITIONS: Record<VacancyStatus, readonly VacancyStatus[]> = {
  draft: ['open'],
  open: ['stop', 'close'],
  stop: ['open', 'close'],
  close: ['open'],
};

/** Whether staff may move a vacancy from one status to another; back to draft only without candidates. */
export function canChangeVacancyStatus(
  from: VacancyStatus,
  to: VacancyStatus,
  hasCandidates: boolean,
): boolean {
  if (to === 'draft') return from !== 'draft' && !hasCandidates;
  return TRANSITIONS[from].includes(to);
}
