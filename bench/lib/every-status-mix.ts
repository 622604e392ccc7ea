/**
 * A status mix for `seedJourneyData` (journey-seed.ts) in which every stage status and every record
 * status of the domain occurs, each where the rules allow it: a record stands at one stage k in one
 * status that stage allows (STATUSES_BY_STAGE), the pipeline stages before k passed, those after it
 * not reached, ASSESSMENT skipped for a quarter of the records that are not at it. The record's status
 * is what the demo data derives from its furthest stage (`applicationStatusAt`), plus the record-only
 * statuses (`none` before the form is sent, `need_reassign`, `reassigned`).
 *
 * Each participant gets one of `LIFECYCLE_SLOTS` slots, a pure function of the user id; the common
 * sights (a fresh application, a refusal at the screening) take several slots. Any run of that many
 * consecutive user ids meets every case at least once.
 */
import { applicationStatusAt } from '#server/demo/demo-seed.ts';
import {
  STAGE_TYPES,
  STATUSES_BY_STAGE,
  stageNumber,
  type ApplicationStatus,
  type StageStatus,
} from '#shared/domain/stages.ts';
import type { StatusMix } from './journey-seed.ts';

export type LifecycleCase = { n: number; status: StageStatus; application: ApplicationStatus };

/** How many slots a case takes beyond its one (`n:status`): what a real intake looks like most. */
const EXTRA_WEIGHT: Record<string, number> = {
  '1:eval': 12,
  '1:denied_final': 12,
  '1:reserved': 3,
  '2:awaiting': 4,
  '2:denied_final': 3,
  '3:awaiting': 4,
  '3:denied_final': 5,
  '5:assigned': 2,
  '7:awaiting': 2,
  '8:success': 3,
};

function lifecycleCases(): LifecycleCase[] {
  const cases: LifecycleCase[] = [];
  for (const type of STAGE_TYPES) {
    for (const status of STATUSES_BY_STAGE[type]) {
      // A passed stage is never the furthest one, but for the last.
      if (status === 'none' || status === 'skipped' || (status === 'success' && type !== 'INTERNSHIP_START'))
        continue;
      const c = { n: stageNumber(type), status, application: applicationStatusAt(type, status) };
      cases.push(...Array<LifecycleCase>(1 + (EXTRA_WEIGHT[`${c.n}:${c.status}`] ?? 0)).fill(c));
    }
  }
  return [
    ...cases,
    { n: 1, status: 'none', application: 'none' }, // the form not sent yet
    { n: 1, status: 'eval', application: 'reassigned' }, // moved to another vacancy before a decision
    { n: 4, status: 'carried_out', application: 'need_reassign' }, // staff asked to move the record
  ];
}

/** One entry per slot. */
export const LIFECYCLE: readonly LifecycleCase[] = lifecycleCases();
export const LIFECYCLE_SLOTS = LIFECYCLE.length;

const SKIPPED_N = stageNumber('ASSESSMENT');

/** The slot of a user id (a prime step, so consecutive ids go round all the slots). */
const slotOf = (userId: string) => `(1 + (${userId}::bigint * 7919) % ${LIFECYCLE_SLOTS})::int`;
const pick = (values: readonly (string | number)[], userId: string) =>
  `(array[${values.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(',')}])[${slotOf(userId)}]`;

export const EVERY_STATUS_MIX: StatusMix = {
  candidateStatus: pick(
    LIFECYCLE.map((c) => c.application),
    'u.id',
  ),
  stageStatus: `(select case
      when n = ${SKIPPED_N} and k <> ${SKIPPED_N} and c.user_id % 4 = 0 then 'skipped'
      when n < k then 'success' when n = k then s else 'none' end
    from (select ${pick(
      LIFECYCLE.map((c) => c.n),
      'c.user_id',
    )} as k, ${pick(
      LIFECYCLE.map((c) => c.status),
      'c.user_id',
    )} as s) x)`,
};
