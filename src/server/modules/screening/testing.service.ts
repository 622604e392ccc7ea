/**
 * The online test stage (TESTING, n = 3) from the participant's side: start, the timer, one answer at
 * a time, submit, and the time-out. The attempt lives in candidate_stages.data of stage 3 with its
 * own copy of the questions (so a test edited mid-attempt cannot shift the answers); while the test
 * runs, the stage's deadline_at is the attempt's end, which is what the sweep looks for.
 *
 * Every status change goes through setStageStatus. Each call locks the candidate row first (the
 * order setStageStatus and staff actions use), so a sweep, a second tab and staff never interleave.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  TestingSettingsSchema,
  type TestingAnswerBody,
  type TestingAnswerResponse,
  type TestingSettings,
  type TestingState,
  type TestingSubmitResponse,
} from '#shared/contracts/testing.ts';
import { ACTIVE_APPLICATION_STATUSES, stageNumber, type StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { candidates, candidateStages, vacancyStages } from '../../db/schema.ts';
import { addMinutes, now } from '../../lib/clock.ts';
import { HttpError, invalid, notFound } from '../../lib/errors.ts';
import { refreshCurrentStage, setStageStatus } from '../stages/stage-transition.service.ts';

const t = ru.testing;
const N = stageNumber('TESTING');

/** What candidate_stages.data of stage 3 holds once the test has started. */
type Attempt = {
  started_at: string;
  ends_at: string;
  answers: Record<string, number>;
  questions: TestingSettings['questions'];
  score?: number;
  finished_at?: string;
};

type Loaded = {
  candidateId: number;
  status: StageStatus;
  deadlineAt: Date | null;
  score: number | null;
  attempt: Attempt | null;
  settings: TestingSettings | null;
};

const refuse = (message: string) => new HttpError(422, message);

function readAttempt(data: Record<string, unknown>): Attempt | null {
  if (
    typeof data.started_at !== 'string' ||
    typeof data.ends_at !== 'string' ||
    !Array.isArray(data.questions)
  )
    return null;
  return { answers: {}, ...data } as Attempt;
}

/** The caller's active screening's stage 3, with the candidate row locked; 404 when there is none. */
async function loadLocked(tx: Tx, userId: number): Promise<Loaded> {
  const [candidate] = await tx
    .select({ id: candidates.id, vacancyId: candidates.vacancyId })
    .from(candidates)
    .where(and(eq(candidates.userId, userId), inArray(candidates.status, [...ACTIVE_APPLICATION_STATUSES])))
    .limit(1)
    .for('update');
  if (!candidate) throw notFound(t.noStage);
  const [stage] = await tx
    .select()
    .from(candidateStages)
    .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, N)));
  if (!stage || stage.status === 'skipped') throw notFound(t.noStage);
  const [setup] = await tx
    .select({ settings: vacancyStages.settings })
    .from(vacancyStages)
    .where(and(eq(vacancyStages.vacancyId, candidate.vacancyId), eq(vacancyStages.n, N)));
  const settings = TestingSettingsSchema.safeParse(setup?.settings);
  return {
    candidateId: candidate.id,
    status: stage.status,
    deadlineAt: stage.deadlineAt,
    score: stage.score,
    attempt: readAttempt(stage.data),
    settings: settings.success ? settings.data : null,
  };
}

/** Percent of the questions answered correctly (unanswered ones count as wrong). */
function scoreOf(attempt: Attempt): number {
  const right = attempt.questions.filter((q, i) => attempt.answers[String(i)] === q.correct).length;
  return Math.round((right * 100) / attempt.questions.length);
}

const remainingSeconds = (attempt: Attempt) =>
  Math.max(0, Math.ceil((new Date(attempt.ends_at).getTime() - now().getTime()) / 1000));
const isOverdue = (attempt: Attempt) => new Date(attempt.ends_at).getTime() <= now().getTime();

async function writeAttempt(
  tx: Tx,
  candidateId: number,
  attempt: Attempt,
  extra: { score?: number; deadlineAt?: Date } = {},
) {
  await tx
    .update(candidateStages)
    .set({ data: attempt, updatedAt: now(), ...extra })
    .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, N)));
  // The deadline is the attempt's end: the staff table shows and sorts by it.
  if (extra.deadlineAt) await refreshCurrentStage(tx, candidateId);
}

/** Scores the attempt and ends it with `status` (eval, success or expired_testing). */
async function finishAttempt(
  deps: AppDeps,
  tx: Tx,
  s: Loaded & { attempt: Attempt },
  status: StageStatus,
  actorId: number | null,
) {
  const score = scoreOf(s.attempt);
  const attempt: Attempt = { ...s.attempt, score, finished_at: now().toISOString() };
  await writeAttempt(tx, s.candidateId, attempt, { score });
  await setStageStatus(deps, tx, s.candidateId, N, status, {
    actorId,
    note: status === 'expired_testing' ? t.historyExpired : '',
  });
  s.status = status;
  s.score = score;
  s.attempt = attempt;
}

/**
 * A running test past its end becomes `expired_testing` with the answers so far scored. Answers true
 * when it did; the caller's transaction has the candidate row locked.
 */
async function expireIfOverdue(deps: AppDeps, tx: Tx, s: Loaded): Promise<boolean> {
  if (s.status !== 'testing' || !s.attempt || !isOverdue(s.attempt)) return false;
  await finishAttempt(deps, tx, s as Loaded & { attempt: Attempt }, 'expired_testing', null);
  return true;
}

/**
 * A `testing` stage without an attempt (set by hand, or demo data): the attempt starts now, so the
 * participant gets the full time rather than a test they cannot see.
 */
async function ensureAttempt(tx: Tx, s: Loaded): Promise<void> {
  if (s.status !== 'testing' || s.attempt || !s.settings) return;
  s.attempt = await beginAttempt(tx, s.candidateId, s.settings);
}

/** A new attempt from now, with its own copy of the questions; the stage's deadline is its end. */
async function beginAttempt(
  tx: Tx,
  candidateId: number,
  settings: NonNullable<Loaded['settings']>,
): Promise<Attempt> {
  const at = now();
  const attempt: Attempt = {
    started_at: at.toISOString(),
    ends_at: addMinutes(at, settings.time_limit_minutes).toISOString(),
    answers: {},
    questions: settings.questions,
  };
  await writeAttempt(tx, candidateId, attempt, { deadlineAt: new Date(attempt.ends_at) });
  return attempt;
}

function stateOf(s: Loaded): TestingState {
  const questions = s.attempt?.questions ?? [];
  const running = s.status === 'testing' && s.attempt;
  return {
    status: s.status,
    question_count: s.attempt?.questions.length ?? s.settings?.questions.length ?? 0,
    time_limit_minutes: s.settings?.time_limit_minutes ?? 0,
    pass_mark: s.settings?.pass_mark ?? null,
    started_at: s.attempt?.started_at ?? null,
    ends_at: s.attempt?.ends_at ?? null,
    remaining_seconds: running ? remainingSeconds(s.attempt!) : 0,
    // Picked field by field: the correct answers never leave the server.
    questions: questions.map((q) => ({ text: q.text, choices: [...q.choices] })),
    answers: questions.map((_, i) => s.attempt?.answers[String(i)] ?? null),
    score: s.attempt?.score ?? s.score ?? null,
  };
}

/**
 * Runs `work` on the locked stage; an attempt found overdue is expired and committed first, and then
 * `afterExpiry` decides the answer (a refusal is thrown only after the expiry is saved).
 */
async function withStage<T>(
  deps: AppDeps,
  userId: number,
  work: (tx: Tx, s: Loaded) => Promise<T>,
  refuseAfterExpiry = false,
): Promise<T> {
  const outcome = await deps.db.transaction(async (tx) => {
    const s = await loadLocked(tx, userId);
    await ensureAttempt(tx, s);
    if ((await expireIfOverdue(deps, tx, s)) && refuseAfterExpiry) return { refused: true as const };
    return { refused: false as const, value: await work(tx, s) };
  });
  if (outcome.refused) throw invalid({ choice: [t.timeUp] }, t.timeUp);
  return outcome.value;
}

/** `GET /api/screening/stage/testing/timer`: the test as the participant left it (for a reload too). */
export function getTestingState(deps: AppDeps, userId: number): Promise<TestingState> {
  return withStage(deps, userId, async (_tx, s) => stateOf(s));
}

/** `POST /api/screening/stage/testing/start`: starts the timer; a running test is answered as it is. */
export function startTest(deps: AppDeps, userId: number): Promise<TestingState> {
  return withStage(deps, userId, async (tx, s) => {
    if (s.status === 'testing') return stateOf(s);
    if (s.status === 'none') throw refuse(t.notOpen);
    if (s.status === 'expired_awaiting') throw refuse(t.deadlinePassed);
    if (s.status === 'expired_testing') throw refuse(t.timeUp);
    if (s.status !== 'awaiting') throw refuse(t.alreadyFinished);
    if (s.deadlineAt && s.deadlineAt.getTime() <= now().getTime()) throw refuse(t.deadlinePassed); // the sweep expires it
    if (!s.settings) throw refuse(t.notConfigured);
    await setStageStatus(deps, tx, s.candidateId, N, 'testing', { actorId: userId });
    const attempt = await beginAttempt(tx, s.candidateId, s.settings);
    return stateOf({ ...s, status: 'testing', attempt });
  });
}

/** `PUT /api/screening/stage/testing/answer`: keeps one answer while the time lasts. */
export function saveAnswer(
  deps: AppDeps,
  userId: number,
  body: TestingAnswerBody,
): Promise<TestingAnswerResponse> {
  return withStage(
    deps,
    userId,
    async (tx, s) => {
      if (s.status === 'awaiting' || s.status === 'none') throw refuse(t.notStarted);
      if (s.status !== 'testing' || !s.attempt) throw refuse(t.alreadyFinished);
      const question = s.attempt.questions[body.question];
      if (!question) throw invalid({ question: [t.questionIndex] });
      if (body.choice >= question.choices.length) throw invalid({ choice: [t.choiceIndex] });
      const attempt = {
        ...s.attempt,
        answers: { ...s.attempt.answers, [String(body.question)]: body.choice },
      };
      await writeAttempt(tx, s.candidateId, attempt);
      return { question: body.question, choice: body.choice, remaining_seconds: remainingSeconds(attempt) };
    },
    true,
  );
}

/**
 * `POST /api/screening/stage/testing/submit`: scores the test. At or above the pass mark it passes
 * (the next stage opens by the rules); otherwise, or with no pass mark, staff decide (`eval`). A test
 * already ended (submitted twice, or timed out) answers its result.
 */
export function submitTest(deps: AppDeps, userId: number): Promise<TestingSubmitResponse> {
  return withStage(deps, userId, async (tx, s) => {
    if (s.status === 'awaiting' || s.status === 'none') throw refuse(t.notStarted);
    if (s.status === 'testing' && s.attempt) {
      const score = scoreOf(s.attempt);
      const passMark = s.settings?.pass_mark;
      const status: StageStatus =
        passMark !== null && passMark !== undefined && score >= passMark ? 'success' : 'eval';
      await finishAttempt(deps, tx, s as Loaded & { attempt: Attempt }, status, userId);
    }
    if (!s.attempt?.finished_at) throw refuse(t.alreadyFinished);
    return { score: s.attempt.score ?? 0, status: s.status };
  });
}

/**
 * The sweep: running tests past their end become `expired_testing`, answers so far scored. The stage
 * is re-read under the candidate lock with the same condition, so with several servers sweeping at
 * once each attempt expires exactly once.
 */
export async function expireOverdueTests(deps: AppDeps): Promise<number> {
  const overdue = await deps.db
    .select({ candidateId: candidateStages.candidateId })
    .from(candidateStages)
    .where(
      and(
        eq(candidateStages.n, N),
        eq(candidateStages.status, 'testing'),
        lt(candidateStages.deadlineAt, now()),
      ),
    )
    .limit(500);
  let expired = 0;
  for (const { candidateId } of overdue) {
    const done = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from ${candidates} where ${candidates.id} = ${candidateId} for update`);
      const [stage] = await tx
        .select()
        .from(candidateStages)
        .where(
          and(
            eq(candidateStages.candidateId, candidateId),
            eq(candidateStages.n, N),
            eq(candidateStages.status, 'testing'),
          ),
        );
      if (!stage || !stage.deadlineAt || stage.deadlineAt.getTime() > now().getTime()) return false; // another server, or the participant, got there first
      const attempt = readAttempt(stage.data);
      if (!attempt) {
        // Running with no attempt on record (set by hand): nothing to score, the time is simply up.
        await setStageStatus(deps, tx, candidateId, N, 'expired_testing', {
          actorId: null,
          note: t.historyExpired,
        });
        return true;
      }
      const s: Loaded = {
        candidateId,
        status: stage.status,
        deadlineAt: stage.deadlineAt,
        score: stage.score,
        attempt,
        settings: null,
      };
      return expireIfOverdue(deps, tx, s);
    });
    if (done) expired += 1;
  }
  return expired;
}
