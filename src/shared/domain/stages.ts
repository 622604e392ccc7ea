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

/** Stage statuses allowed per type (docs/product.md). */
export const STATUSES_BY_STAGE: Record<StageType, readonly StageStatus[]> = {
  SCREENING: ['none', 'awaiting', 'eval', 'success', 'denied_final', 'denied_add', 'reserved', 'skipped'],
  VCV: [
    'none',
    'awaiting',
    'expired_awaiting',
    'eval',
    'success',
    'denied_final',
    'denied_add',
    'reserved',
    'skipped',
  ],
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

/**
 * Status groups: what each status means wherever statuses are counted, filtered or ordered (the
 * funnel, the plan dashboard, the current stage, the one-active-screening index, the demo data).
 * Each is a Record over every status, so a new status does not compile until it is placed in a
 * group, and every list below follows from the groups.
 */
export type StageStatusGroup =
  /** `none`: the stage has not opened. */
  | 'not_started'
  /** `skipped`: not in this position's pipeline. */
  | 'outside'
  /** Opened and waiting: on the candidate, on staff, or past a deadline. */
  | 'in_progress'
  | 'passed'
  | 'refused'
  /** Kept in reserve: the way ends here without a refusal. */
  | 'reserved'
  /** The candidate declined or left (a withdrawal, an erasure). */
  | 'cancelled';

export const STAGE_STATUS_GROUP: Record<StageStatus, StageStatusGroup> = {
  none: 'not_started',
  skipped: 'outside',
  awaiting: 'in_progress',
  expired_awaiting: 'in_progress',
  testing: 'in_progress',
  expired_testing: 'in_progress',
  expired: 'in_progress',
  eval: 'in_progress',
  assigned: 'in_progress',
  carried_out: 'in_progress',
  need_reassign: 'in_progress',
  reassigned: 'in_progress',
  success: 'passed',
  denied_final: 'refused',
  denied_add: 'refused',
  reserved: 'reserved',
  cancel: 'cancelled',
};

/** The stage statuses of the groups given, in declaration order. */
export const stageStatusesIn = (...groups: StageStatusGroup[]): readonly StageStatus[] =>
  STAGE_STATUSES.filter((s) => groups.includes(STAGE_STATUS_GROUP[s]));

/** Not reached: the funnel counts a stage as reached when its status is anything else. */
export const STAGE_NOT_REACHED = stageStatusesIn('not_started', 'outside');
/** Decided on merit: where the funnel's time at a stage ends. */
export const STAGE_DECIDED = stageStatusesIn('passed', 'refused');
export const STAGE_REFUSED = stageStatusesIn('refused');
/** With a result the participant is surveyed on. */
export const STAGE_WITH_RESULT = stageStatusesIn('passed', 'refused', 'reserved');
/** End the candidate's way at this stage and carry over to the record (stage-rules.ts). */
export const STAGE_CARRIED_OVER = stageStatusesIn('refused', 'reserved', 'cancelled');

export type ApplicationStatusGroup =
  /** `none`: started, not yet submitted. */
  | 'draft'
  | 'in_progress'
  /** `success`: the offer accepted. */
  | 'hired'
  | 'refused'
  /** Withdrawn, kept in reserve, or moved to another position: the record is over. */
  | 'ended';

export const APPLICATION_STATUS_GROUP: Record<ApplicationStatus, ApplicationStatusGroup> = {
  none: 'draft',
  awaiting: 'in_progress',
  assigned: 'in_progress',
  carried_out: 'in_progress',
  need_reassign: 'in_progress',
  success: 'hired',
  denied_final: 'refused',
  denied_add: 'refused',
  cancel: 'ended',
  reserved: 'ended',
  reassigned: 'ended',
};

/** The application statuses of the groups given, in declaration order. */
export const applicationStatusesIn = (...groups: ApplicationStatusGroup[]): readonly ApplicationStatus[] =>
  APPLICATION_STATUSES.filter((s) => groups.includes(APPLICATION_STATUS_GROUP[s]));

/** A participant's record in one of these is their (at most one) active screening. */
export const ACTIVE_APPLICATION_STATUSES = applicationStatusesIn('draft', 'in_progress', 'hired');
/** Still in selection, as the plan dashboard counts them. */
export const APPLICATION_IN_PROGRESS = applicationStatusesIn('in_progress');
/** Decided: hired or refused. */
export const APPLICATION_DECIDED = applicationStatusesIn('hired', 'refused');

export function isActiveApplication(status: ApplicationStatus): boolean {
  return ACTIVE_APPLICATION_STATUSES.includes(status);
}

/**
 * The active stage (spec section 4): the last stage before the first one with no status or status
 * `none`. Returns an index into the list (0 when the very first stage has not started). This is the
 * participant's side (their materials, their withdrawal); staff pages show the candidate row's
 * current stage (server: stage-transition.service.ts), which also sees a later stage staff opened.
 */
export function activeStageIndex(stages: readonly { status?: StageStatus | null }[]): number {
  const firstUnstarted = stages.findIndex((s) => !s.status || s.status === 'none');
  if (firstUnstarted === -1) return Math.max(stages.length - 1, 0);
  return Math.max(firstUnstarted - 1, 0);
}
