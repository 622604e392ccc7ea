/**
 * What a stage status change does to the rest of a candidate record (docs/product.md «Rules»), as pure
 * functions: the server applies them in one transaction, the web app uses the same tables to explain
 * a stage. Each rule is tested transition by transition in stage-rules.test.ts.
 */
import {
  activeStageIndex,
  STAGE_CARRIED_OVER,
  STAGE_TYPES,
  STATUSES_BY_STAGE,
  stageType,
  type ApplicationStatus,
  type StageStatus,
  type StageType,
} from './stages.ts';

export type StageRow = { n: number; status: StageStatus };

/** One stage row to write: its new status, and whether its deadline starts now or is cleared. */
export type StageWrite = { n: number; status: StageStatus; deadline: 'start' | 'keep' | 'clear' };

export type StageChange = {
  writes: StageWrite[];
  /** The record's new status, or null when it stays as it is. */
  application: ApplicationStatus | null;
};

/** Stage types whose `awaiting` waits for the candidate and so has a deadline. */
const CANDIDATE_DEADLINE: readonly StageType[] = [
  'VCV',
  'TESTING',
  'ASSESSMENT',
  'RECRUITER_INTERVIEW',
  'MANAGER_INTERVIEW',
  'OFFER',
];

export function hasCandidateDeadline(type: StageType): boolean {
  return CANDIDATE_DEADLINE.includes(type);
}

export function isStatusAllowed(n: number, status: StageStatus): boolean {
  const type = stageType(n);
  return !!type && STATUSES_BY_STAGE[type].includes(status);
}

/** The next stage of the pipeline after n (skipped ones are not in the pipeline). */
export function nextPipelineStage(stages: readonly StageRow[], n: number): StageRow | undefined {
  return [...stages].sort((a, b) => a.n - b.n).find((s) => s.n > n && s.status !== 'skipped');
}

const OFFER_N = STAGE_TYPES.indexOf('OFFER') + 1;

/**
 * Setting stage n to `status`. Throws on a status its type does not allow or on a skipped stage
 * (callers validate first and answer 422; this is the last guard).
 */
export function changeStage(stages: readonly StageRow[], n: number, status: StageStatus): StageChange {
  const type = stageType(n);
  const current = stages.find((s) => s.n === n);
  if (!type || !current) throw new Error(`no stage ${n}`);
  if (!isStatusAllowed(n, status)) throw new Error(`${type} does not allow ${status}`);
  if (current.status === 'skipped' && status !== 'skipped') throw new Error(`${type} is not in the pipeline`);

  const writes: StageWrite[] = [
    { n, status, deadline: status === 'awaiting' && hasCandidateDeadline(type) ? 'start' : 'keep' },
  ];
  if (STAGE_CARRIED_OVER.includes(status)) return { writes, application: status as ApplicationStatus };
  if (status !== 'success') return { writes, application: null };

  const next = nextPipelineStage(stages, n);
  if (next && next.status === 'none') {
    const nextType = stageType(next.n)!;
    writes.push({
      n: next.n,
      status: 'awaiting',
      deadline: hasCandidateDeadline(nextType) ? 'start' : 'clear',
    });
  }
  return { writes, application: applicationAfterSuccess(type, next) };
}

/** The record after stage `type` passed, given the stage that comes next (if any). */
function applicationAfterSuccess(type: StageType, next: StageRow | undefined): ApplicationStatus {
  if (type === 'OFFER' || type === 'INTERNSHIP_START') return 'success';
  // Every stage before the offer has passed: the next one is the offer, or there is none left.
  if (!next || next.n >= OFFER_N) return 'carried_out';
  return 'assigned';
}

/**
 * Moving a candidate to stage n (`PUT /api/dashboard/candidate/{id}/stage`): n becomes `awaiting`,
 * every pipeline stage before it that has not passed is marked `success`, and the record follows.
 */
export function moveToStage(stages: readonly StageRow[], n: number): StageChange {
  const type = stageType(n);
  const target = stages.find((s) => s.n === n);
  if (!type || !target || target.status === 'skipped') throw new Error(`stage ${n} is not in the pipeline`);
  const writes: StageWrite[] = stages
    .filter((s) => s.n < n && s.status !== 'skipped' && s.status !== 'success')
    .map((s) => ({ n: s.n, status: 'success' as const, deadline: 'keep' as const }));
  writes.push({ n, status: 'awaiting', deadline: hasCandidateDeadline(type) ? 'start' : 'clear' });
  const application: ApplicationStatus =
    n === 1
      ? 'awaiting'
      : n >= OFFER_N
        ? type === 'INTERNSHIP_START'
          ? 'success'
          : 'carried_out'
        : 'assigned';
  return { writes, application };
}

/**
 * The participant leaves the selection (their own withdrawal, or their data erased): the record
 * becomes `cancel`; the stage they were at becomes `cancel` where its type has that status
 * (meetings, offer, start) and stays as it is elsewhere (a screening or a test has no `cancel`: the
 * record says it all).
 */
export function withdraw(stages: readonly StageRow[]): StageChange {
  const pipeline = [...stages].sort((a, b) => a.n - b.n).filter((s) => s.status !== 'skipped');
  const current = pipeline[activeStageIndex(pipeline)];
  const cancels = !!current && current.status !== 'cancel' && isStatusAllowed(current.n, 'cancel');
  return {
    writes: cancels ? [{ n: current.n, status: 'cancel', deadline: 'keep' }] : [],
    application: 'cancel',
  };
}

/** The statuses a stage gets when its deadline passed without the participant acting (`expiredStatus`). */
export const EXPIRED_STATUSES: readonly StageStatus[] = ['expired_awaiting', 'expired'];

/**
 * Overdue, as a recruiter means it: the deadline passed without the participant acting. That is a
 * stage the sweep already marked expired, or one still waiting past its deadline (until the next
 * sweep). The staff table's «Просрочен» filter, its mark, the card and the dashboard all count this.
 */
export function isOverdue(status: StageStatus, deadline: Date | null, at: Date): boolean {
  if (EXPIRED_STATUSES.includes(status)) return true;
  return status === 'awaiting' && deadline !== null && deadline.getTime() < at.getTime();
}

/**
 * What an overdue stage becomes, or null when this status has no candidate deadline. A running test
 * past its time limit is the testing module's (it scores the answers given so far).
 */
export function expiredStatus(n: number, status: StageStatus): StageStatus | null {
  const type = stageType(n);
  if (!type || status !== 'awaiting' || !hasCandidateDeadline(type)) return null;
  return type === 'VCV' || type === 'TESTING' ? 'expired_awaiting' : 'expired';
}
