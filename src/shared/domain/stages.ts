/** Stage types, stage and application statuses, and the rules that both server and web apply. */

export const STAGE_TYPES = [
  'SCREENING',
  'VCV',
  'TESTING',
  'ASSESSMENT',
  'RECRUITER_INTERVIEW',
  'MANAGER_INTERVIEW',
  'OFFER',
  'INTERNSHIP_START',
] as const;
export type StageType = (typeof STAGE_TYPES)[number];

/** `{n}` in the API: 1 SCREENING ... 8 INTERNSHIP_START. */
export function stageNumber(type: StageType): number {
  return STAGE_TYPES.indexOf(type) + 1;
}
export function stageType(n: number): StageType | undefined {
  return STAGE_TYPES[n - 1];
}

export const STAGE_STATUSES = [
  'none',
  'awaiting',
  'skipped',
  'expired_awaiting',
  'testing',
  'expired_testing',
  'expired',
  'eval',
  'success',
  'denied_final',
  'denied_add',
  'cancel',
  'assigned',
  'carried_out',
  'reserved',
  'need_reassign',
  'reassigned',
] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

const MEETING: readonly StageStatus[] = [
  'none',
  'awaiting',
  'assigned',
  'need_reassign',
  'reassigned',
  'carried_out',
  'expired',
  'success',
  'denied_final',
  'denied_add',
  'reserved',
  'cancel',
  'skipped',
];

/** Stage statuses allowed per type (PRODUCT.md). */
export const STATUSES_BY_STAGE: Record<StageType, readonly StageStatus[]> = {
  SCREENING: ['none', 'awaiting', 'eval', 'success', 'denied_final', 'denied_add', 'reserved', 'skipped'],
  VCV: ['none', 'awaiting', 'expired_awaiting', 'eval', 'success', 'denied_final', 'denied_add', 'reserved', 'skipped'],
  TESTING: [
    'none',
    'awaiting',
    'testing',
    'expired_testing',
    'expired_awaiting',
    'eval',
    'success',
    'denied_final',
    'denied_add',
    'reserved',
    'skipped',
  ],
  ASSESSMENT: MEETING,
  RECRUITER_INTERVIEW: MEETING,
  MANAGER_INTERVIEW: MEETING,
  OFFER: ['none', 'awaiting', 'expired', 'success', 'cancel', 'denied_final'],
  INTERNSHIP_START: ['none', 'awaiting', 'success', 'cancel'],
};

export const APPLICATION_STATUSES = [
  'none',
  'awaiting',
  'cancel',
  'assigned',
  'carried_out',
  'need_reassign',
  'reassigned',
  'reserved',
  'success',
  'denied_final',
  'denied_add',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A participant's record in one of these is their (at most one) active screening. */
export const ACTIVE_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'none',
  'awaiting',
  'assigned',
  'carried_out',
  'need_reassign',
  'success',
];

export function isActiveApplication(status: ApplicationStatus): boolean {
  return ACTIVE_APPLICATION_STATUSES.includes(status);
}

/**
 * The active stage (spec section 4): the last stage before the first one with no status or status
 * `none`. Returns an index into the list (0 when the very first stage has not started).
 */
export function activeStageIndex(stages: readonly { status?: StageStatus | null }[]): number {
  const firstUnstarted = stages.findIndex((s) => !s.status || s.status === 'none');
  if (firstUnstarted === -1) return Math.max(stages.length - 1, 0);
  return Math.max(firstUnstarted - 1, 0);
}
