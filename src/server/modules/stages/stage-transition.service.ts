/**
 * The one place a candidate's stage status changes: staff actions, the participant's own steps (a
 * submitted test, the last video answer, an offer decision, a withdrawal), the erasure of their data
 * and the deadline sweep all come here, so
 * the rules of src/shared/domain/stage-rules.ts, the history and the participant's notice are never
 * skipped. Callers pass their transaction; the change is written in it.
 */
import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  changeStage,
  expiredStatus,
  moveToStage,
  withdraw,
  type StageChange,
} from '#shared/domain/stage-rules.ts';
import {
  isActiveApplication,
  STAGE_TYPES,
  stageStatusesIn,
  stageType,
  type StageStatus,
} from '#shared/domain/stages.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { SilentStageStatus } from '#shared/i18n/ru/stage-notice.ts';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { candidateHistory, candidates, candidateStages, vacancyStages } from '../../db/schema.ts';
import { sqlList } from '../../db/sql-list.ts';
import { now } from '../../lib/clock.ts';
import { syncMeetingInvitation, syncMeetingsOf } from '../meeting-invitations/meeting-invitations.service.ts';
import { notifyUser } from '../messages/notify.service.ts';
import { publishesSlots } from './published-slots.ts';

const DAY_MS = 86_400_000;

/**
 * Who made the change and why; `deadline` is one staff chose instead of the vacancy's days; `tell`
 * the participant's notice for the changed stage instead of its status's own text, sent even when
 * the status stays (a booked meeting moved again: decision 031).
 */
export type Actor = { actorId: number | null; note?: string; deadline?: Date; tell?: string };

/** Sets stage n of a candidate to `status` with everything that follows from it. */
export async function setStageStatus(
  deps: AppDeps,
  tx: Tx,
  candidateId: number,
  n: number,
  status: StageStatus,
  actor: Actor,
): Promise<StageChange> {
  const stages = await lockStages(tx, candidateId);
  const change = changeStage(stages, n, status);
  await tellParticipant(deps, tx, candidateId, await applyChange(tx, candidateId, stages, change, actor));
  await syncMeetings(deps, tx, candidateId, change);
  return change;
}

/** Moves a candidate to stage n: the pipeline stages before it pass, n awaits the candidate. */
export async function moveCandidateToStage(
  deps: AppDeps,
  tx: Tx,
  candidateId: number,
  n: number,
  actor: Actor,
): Promise<StageChange> {
  const stages = await lockStages(tx, candidateId);
  const change = moveToStage(stages, n);
  await tellParticipant(deps, tx, candidateId, await applyChange(tx, candidateId, stages, change, actor));
  await syncMeetings(deps, tx, candidateId, change);
  return change;
}

/**
 * How a withdrawal is written: the participant's own (history action `withdrawn`, its outcome told
 * by the answer, so already seen) or an erasure (`status`). Neither sends the stage notice: the
 * participant's own gets the closing notice from its caller, and nobody is left to read an erased one.
 */
export type Withdrawal = Actor & { recordAction: 'withdrawn' | 'status'; outcomeSeen: boolean };

/**
 * The participant leaves the selection (the rule `withdraw` of stage-rules.ts); a meeting they had
 * booked or been given is cancelled in every calendar, whatever stage it was (the record ended).
 */
export async function withdrawCandidate(
  deps: AppDeps,
  tx: Tx,
  candidateId: number,
  how: Withdrawal,
): Promise<StageChange> {
  const stages = await lockStages(tx, candidateId);
  const change = withdraw(stages);
  await applyChange(tx, candidateId, stages, change, how, how);
  await syncMeetingsOf(deps, tx, candidateId);
  return change;
}

/** The calendars of the meeting stages a change wrote (decision 070): moved, cancelled or sent anew. */
async function syncMeetings(deps: AppDeps, tx: Tx, candidateId: number, change: StageChange): Promise<void> {
  // A record that ended (refused, reserved) ends its meetings too, whichever stage the change wrote.
  if (change.application && !isActiveApplication(change.application))
    return syncMeetingsOf(deps, tx, candidateId);
  for (const w of change.writes) await syncMeetingInvitation(deps, tx, candidateId, w.n);
}

/**
 * Turns overdue `awaiting` stages into `expired_awaiting` / `expired`. Every server sweeps (decision
 * 016): each stage is claimed by a conditional update that returns it only to the sweep that flipped
 * it, and only that sweep writes the history and the notice, so every stage expires exactly once.
 */
export async function expireOverdueStages(deps: AppDeps): Promise<number> {
  const overdue = await deps.db
    .select({ candidateId: candidateStages.candidateId, n: candidateStages.n })
    .from(candidateStages)
    .where(and(eq(candidateStages.status, 'awaiting'), lt(candidateStages.deadlineAt, now())))
    .limit(500);
  let expired = 0;
  for (const { candidateId, n } of overdue) {
    const to = expiredStatus(n, 'awaiting');
    if (!to) continue;
    const done = await deps.db.transaction(async (tx) => {
      await lockCandidate(tx, candidateId); // first, as staff actions do: the same lock order never deadlocks
      const [flipped] = await tx
        .update(candidateStages)
        .set({ status: to, updatedAt: now() })
        .where(
          and(
            eq(candidateStages.candidateId, candidateId),
            eq(candidateStages.n, n),
            eq(candidateStages.status, 'awaiting'),
            lt(candidateStages.deadlineAt, now()),
          ),
        )
        .returning({ n: candidateStages.n });
      if (!flipped) return false; // another server, or the candidate, got there first
      await refreshCurrentStage(tx, candidateId);
      await writeHistory(tx, candidateId, [{ n, before: 'awaiting', after: to }], {
        actorId: null,
        note: ru.statuses.stage.staff[to],
      });
      await tellParticipant(deps, tx, candidateId, [{ n, status: to, deadline: null }]);
      return true;
    });
    if (done) expired += 1;
  }
  return expired;
}

const OUTSIDE = sqlList(stageStatusesIn('outside'));
const PASSED = sqlList(stageStatusesIn('passed'));
const NOT_STARTED = sqlList(stageStatusesIn('not_started'));

/**
 * The candidate's current stage, as the staff table and the card show it: the first pipeline stage
 * opened and not passed (in progress, or where the way ended), else the last one passed, else the
 * first one (as `getCandidateRow` of the card).
 */
const CURRENT_STAGE_OF = (
  candidateId: SQL,
) => sql`select cs.n, cs.status, cs.deadline_at from ${candidateStages} cs
  where cs.candidate_id = ${candidateId} and cs.status not in ${OUTSIDE}
  order by case when cs.status in ${PASSED} then 1 when cs.status in ${NOT_STARTED} then 2 else 0 end,
    case when cs.status in ${PASSED} then -cs.n else cs.n end
  limit 1`;

/**
 * Copies the current stage onto the candidate row (decision 008), where the staff table filters and
 * sorts on it by index. Every write to a candidate's stage statuses or deadlines calls this in the
 * same transaction: the transitions here, and the places that create stage rows.
 */
export async function refreshCurrentStage(db: DbOrTx, candidateId: number): Promise<void> {
  await db.execute(refreshCurrentStagesStatement(candidateId));
}

/** The statement of `refreshCurrentStage`; without an id it refreshes every candidate (bulk seeds). */
export function refreshCurrentStagesStatement(candidateId?: number): SQL {
  return sql`update ${candidates} c
    set (current_stage_n, current_stage_status, current_stage_deadline_at) = (${CURRENT_STAGE_OF(sql`c.id`)})
    ${candidateId === undefined ? sql`` : sql`where c.id = ${candidateId}`}`;
}

/**
 * Row locks keep two staff members (or staff and the sweep) from interleaving on one candidate. Taken
 * first in every transaction that changes a candidate, so the lock order never deadlocks.
 */
export async function lockCandidate(tx: Tx, candidateId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${candidates} where ${candidates.id} = ${candidateId} for update`);
}

async function lockStages(tx: Tx, candidateId: number) {
  await lockCandidate(tx, candidateId);
  return tx
    .select({ n: candidateStages.n, status: candidateStages.status })
    .from(candidateStages)
    .where(eq(candidateStages.candidateId, candidateId))
    .orderBy(candidateStages.n);
}

/** A stage whose status changed, with its new deadline: what the participant is told of; `tell`: the actor's own words for it. */
type Changed = { n: number; status: StageStatus; deadline: Date | null; tell?: string };

/** How the record's own status change is written (a withdrawal's differs, see `Withdrawal`). */
type RecordWrite = { recordAction: 'status' | 'withdrawn'; outcomeSeen: boolean };

/** Writes a change with its history and the current-stage copy; returns the stages that changed. */
async function applyChange(
  tx: Tx,
  candidateId: number,
  stages: { n: number; status: StageStatus }[],
  change: StageChange,
  actor: Actor,
  record: RecordWrite = { recordAction: 'status', outcomeSeen: false },
): Promise<Changed[]> {
  const [candidate] = await tx.select().from(candidates).where(eq(candidates.id, candidateId));
  if (!candidate) throw new Error(`no candidate ${candidateId}`);
  const days = change.writes.length
    ? await deadlineDays(
        tx,
        candidate.vacancyId,
        change.writes.map((w) => w.n),
      )
    : new Map();
  const at = now();
  const deadlines = new Map<number, Date | null>();
  for (const w of change.writes) {
    const deadline =
      w.deadline === 'start'
        ? (actor.deadline ?? addDays(at, days.get(w.n)))
        : w.deadline === 'clear'
          ? null
          : undefined;
    if (deadline !== undefined) deadlines.set(w.n, deadline);
    await tx
      .update(candidateStages)
      .set({ status: w.status, updatedAt: at, ...(deadline !== undefined ? { deadlineAt: deadline } : {}) })
      .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, w.n)));
  }
  await refreshCurrentStage(tx, candidateId);
  const before = new Map(stages.map((s) => [s.n, s.status]));
  await writeHistory(
    tx,
    candidateId,
    change.writes.map((w) => ({ n: w.n, before: before.get(w.n) ?? null, after: w.status })),
    actor,
  );
  if (change.application && change.application !== candidate.status) {
    const ends = isActiveApplication(candidate.status) && !isActiveApplication(change.application);
    await tx
      .update(candidates)
      .set({
        status: change.application,
        updatedAt: at,
        ...(ends ? { endedAt: at } : {}),
        ...(record.outcomeSeen ? { outcomeSeenAt: at } : {}),
      })
      .where(eq(candidates.id, candidateId));
    await tx.insert(candidateHistory).values({
      candidateId,
      actorId: actor.actorId,
      action: record.recordAction,
      before: candidate.status,
      after: change.application,
      note: actor.note ?? '',
      createdAt: at,
    });
  }
  // A stage the actor tells about in their own words (a booked meeting) is told even if unchanged.
  const told = actor.tell === undefined ? undefined : change.writes[0]?.n;
  return change.writes
    .filter((w) => w.status !== before.get(w.n) || w.n === told)
    .map((w) => ({
      n: w.n,
      status: w.status,
      deadline: deadlines.get(w.n) ?? null,
      ...(w.n === told ? { tell: actor.tell } : {}),
    }));
}

async function deadlineDays(
  db: DbOrTx,
  vacancyId: number,
  ns: number[],
): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ n: vacancyStages.n, days: vacancyStages.deadlineDays })
    .from(vacancyStages)
    .where(and(eq(vacancyStages.vacancyId, vacancyId), inArray(vacancyStages.n, ns)));
  return new Map(rows.map((r) => [r.n, r.days]));
}

function addDays(at: Date, days: number | null | undefined): Date | null {
  // End of the last day, Moscow time, would be kinder; a whole number of days from now is clear.
  return days ? new Date(at.getTime() + days * DAY_MS) : null;
}

async function writeHistory(
  db: DbOrTx,
  candidateId: number,
  rows: { n: number; before: string | null; after: string }[],
  actor: Actor,
): Promise<void> {
  if (rows.length === 0) return;
  const at = now();
  await db.insert(candidateHistory).values(
    rows.map((r) => ({
      candidateId,
      actorId: actor.actorId,
      action: 'stage_status',
      n: r.n,
      before: r.before,
      after: r.after,
      note: actor.note ?? '',
      createdAt: at,
    })),
  );
}

/**
 * Tells the participant of new details of stage n that leave its status as it is (staff setting the
 * internship start's date and place), in the stage's notice with the details' own text.
 */
export async function tellStageDetails(
  deps: AppDeps,
  db: DbOrTx,
  candidateId: number,
  n: number,
  status: StageStatus,
  text: string,
): Promise<void> {
  await tellParticipant(deps, db, candidateId, [{ n, status, deadline: null, tell: text }]);
}

/**
 * The participant's notice of a change; statuses they caused themselves say nothing. A stage passed
 * and the next one opened by it are one event, told in one notice (the first stage passed names the
 * one the participant was at; a move over several stages passes them all); any other stage that
 * changed gets its own.
 */
async function tellParticipant(deps: AppDeps, db: DbOrTx, candidateId: number, changed: Changed[]) {
  const told = changed.filter((c) => !SILENT.has(c.status));
  if (told.length === 0) return;
  const [candidate] = await db
    .select({ userId: candidates.userId, vacancyId: candidates.vacancyId })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  const statusText = async (c: Changed) =>
    c.tell ?? noticeText(c, PICKING.has(c.status) && (await publishesSlots(db, candidate!.vacancyId, c.n)));
  const opened = told.find((c) => c.status === 'awaiting' && c.tell === undefined);
  const passed = opened ? told.filter((c) => c.status === 'success' && c.n < opened.n) : [];
  const notice = (n: number, status: StageStatus, title: string, text: string) =>
    notifyUser(deps, db, candidate!.userId, {
      title,
      text,
      link: '/progress',
      key: `stage:${candidateId}:${n}:${status}:${now().getTime()}`,
    });
  if (opened && passed.length > 0) {
    const t = ru.stageNotice;
    await notice(
      opened.n,
      'awaiting',
      t.passedNext(stageNameOf(passed[0]!.n), stageNameOf(opened.n)),
      t.passedNextText(await statusText(opened)),
    );
  }
  for (const c of told) {
    if (passed.length > 0 && (c === opened || passed.includes(c))) continue;
    const title = ru.stageNotice.title(stageNameOf(c.n), ru.statuses.stage.participant[c.status]);
    await notice(c.n, c.status, title, await statusText(c));
  }
}

/** Statuses the participant caused themselves (or that are no news): `SilentStageStatus`. */
const SILENT = new Set<StageStatus>(['none', 'skipped', 'testing'] satisfies SilentStageStatus[]);

/**
 * What a notice says of a stage's new status; `picksTime`: a meeting stage that awaits the
 * participant's choice among the position's published times, not staff's invitation.
 */
function noticeText({ n, status, deadline }: Changed, picksTime: boolean): string {
  const t = ru.stageNotice;
  const at = deadline ? formatDateTimeMsk(deadline) : null;
  if (picksTime) return status === 'awaiting' ? t.pickTime(at) : t.pickNewTime;
  if (status !== 'awaiting')
    return t.byStatus[status as Exclude<StageStatus, SilentStageStatus | 'awaiting'>];
  return t.byStatus.awaiting[stageType(n) ?? STAGE_TYPES[0]](at ?? t.noDeadline);
}

/** Statuses in which a meeting stage waits for a time: the participant's pick, where times are published. */
const PICKING = new Set<StageStatus>(['awaiting', 'need_reassign']);
