/**
 * Applying to a vacancy, replacing the CV, and withdrawing (docs/product.md «Applying» and «Active
 * screening»). Each change runs in one transaction with its history row and the participant's
 * message and e-mail.
 *
 * A participant may apply again to a vacancy on which they have an ENDED record (cancelled, denied,
 * reserved, reassigned): a new record is made and the old one stays as it was, history and all, so
 * statistics count both attempts. Only an active screening blocks an application (one at a time,
 * kept by the partial unique index `candidates_one_active_uq` as well).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  ScreeningQuestionSchema,
  type LastOutcome,
  type ScreeningQuestion,
} from '#shared/contracts/apply.ts';
import { MAX_ANSWER } from '#shared/domain/apply.ts';
import { ru } from '#shared/i18n/ru.ts';
import {
  ACTIVE_APPLICATION_STATUSES,
  STAGE_TYPES,
  type ApplicationStatus,
  type StageStatus,
} from '#shared/domain/stages.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  candidateFiles,
  candidateHistory,
  candidates,
  candidateStages,
  vacancies,
  vacancyStages,
} from '../../db/schema.ts';
import {
  refreshCurrentStage,
  setStageStatus,
  withdrawCandidate,
} from '../stages/stage-transition.service.ts';
import { now } from '../../lib/clock.ts';
import { HttpError, invalid, notFound } from '../../lib/errors.ts';
import { notifyUser } from '../messages/notify.service.ts';

const t = ru.apply;

/** Serialises one participant's applications (PostgreSQL runs them side by side; PGlite never does). */
async function lockParticipant(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(72417003, ${userId}::int)`);
}

/** The participant's active record, locked for the transaction, or null. */
export async function findActiveCandidate(db: DbOrTx, userId: number, lock = false) {
  const q = db
    .select()
    .from(candidates)
    .where(and(eq(candidates.userId, userId), inArray(candidates.status, [...ACTIVE_APPLICATION_STATUSES])))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The vacancy a participant may apply to, with its screening questions; refuses otherwise. */
export async function openVacancyForApply(
  db: DbOrTx,
  vacancyId: number,
): Promise<{ id: number; title: string; questions: ScreeningQuestion[]; pipeline: number[] }> {
  const [vacancy] = await db
    .select({ id: vacancies.id, title: vacancies.title, status: vacancies.status })
    .from(vacancies)
    .where(eq(vacancies.id, vacancyId));
  if (!vacancy || vacancy.status === 'draft') throw notFound();
  if (vacancy.status !== 'open')
    throw new HttpError(422, t.vacancyClosed, { errors: { vacancy_id: [t.vacancyClosed] } });
  const stages = await db
    .select({ n: vacancyStages.n, settings: vacancyStages.settings })
    .from(vacancyStages)
    .where(eq(vacancyStages.vacancyId, vacancyId));
  const raw = stages.find((s) => s.n === 1)?.settings?.questions;
  const questions = ScreeningQuestionSchema.array().safeParse(raw);
  return {
    id: vacancy.id,
    title: vacancy.title,
    questions: questions.success ? questions.data : [],
    pipeline: [...new Set([1, ...stages.map((s) => s.n)])],
  };
}

const alreadyActive = () =>
  new HttpError(422, t.alreadyActive, { errors: { vacancy_id: [t.alreadyActive] } });

/**
 * A reassigned participant's `none` record on this very vacancy: the screening they still have to
 * answer (docs/product.md «Application status», `none`). Applying to that vacancy completes it instead of being refused.
 */
const answersReassigned = (
  active: { status: ApplicationStatus; vacancyId: number } | null,
  vacancyId: number,
) => active?.status === 'none' && active.vacancyId === vacancyId;

/**
 * Refuses early (before any file is read) when the participant already has an active screening,
 * unless it is a reassigned record on this vacancy waiting for their answers.
 */
export async function assertNoActiveScreening(db: DbOrTx, userId: number, vacancyId: number): Promise<void> {
  const active = await findActiveCandidate(db, userId);
  if (active && !answersReassigned(active, vacancyId)) throw alreadyActive();
}

/** The answers field (a JSON object) checked against the questions: each required, each bounded. */
export function parseAnswers(raw: string, questions: readonly ScreeningQuestion[]): Record<string, string> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid({ answers: [t.answersInvalid] });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalid({ answers: [t.answersInvalid] });
  const given = value as Record<string, unknown>;
  const answers: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  for (const q of questions) {
    const text = typeof given[q.id] === 'string' ? (given[q.id] as string).trim() : '';
    if (!text) errors[`answers.${q.id}`] = [t.answerRequired];
    else if (text.length > MAX_ANSWER) errors[`answers.${q.id}`] = [t.answerLong(MAX_ANSWER)];
    else answers[q.id] = text;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return answers;
}

const isActiveIndexViolation = (err: unknown) => {
  const cause = ((err as { cause?: unknown }).cause ?? err) as { code?: string; constraint?: string };
  return cause.code === '23505' && cause.constraint === 'candidates_one_active_uq';
};

export type ApplyInput = {
  vacancyId: number;
  answers: Record<string, string>;
  cvFileId: number | null;
  cvLink: string;
};

/** `POST /api/screening/apply`, after the form was read and its CV stored: the record, in one transaction. */
export async function applyToVacancy(
  deps: AppDeps,
  userId: number,
  input: ApplyInput,
): Promise<{ id: number; status: ApplicationStatus }> {
  try {
    return await deps.db.transaction(async (tx) => {
      await lockParticipant(tx, userId);
      const vacancy = await openVacancyForApply(tx, input.vacancyId);
      const active = await findActiveCandidate(tx, userId, true);
      if (active && answersReassigned(active, vacancy.id))
        return await completeReassigned(deps, tx, userId, active.id, vacancy.title, input);
      if (active) throw alreadyActive();
      const at = now();
      const [row] = await tx
        .insert(candidates)
        .values({
          userId,
          vacancyId: vacancy.id,
          status: 'awaiting',
          source: 'site',
          answers: input.answers,
          cvFileId: input.cvFileId,
          cvLink: input.cvLink,
          submittedAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: candidates.id, status: candidates.status });
      const candidateId = row!.id;
      await tx.insert(candidateStages).values(
        STAGE_TYPES.map((_, i) => {
          const n = i + 1;
          const status: StageStatus = n === 1 ? 'eval' : vacancy.pipeline.includes(n) ? 'none' : 'skipped';
          return { candidateId, n, status, updatedAt: at };
        }),
      );
      await refreshCurrentStage(tx, candidateId);
      if (input.cvFileId)
        await tx
          .insert(candidateFiles)
          .values({ candidateId, fileId: input.cvFileId, n: 1, role: 'cv', createdAt: at });
      await tx.insert(candidateHistory).values({
        candidateId,
        actorId: userId,
        action: 'applied',
        n: 1,
        after: 'awaiting',
        note: 'Отклик на вакансию',
        createdAt: at,
      });
      await notifyUser(deps, tx, userId, {
        title: t.noticeAppliedTitle,
        text: t.noticeAppliedText(vacancy.title),
        link: '/progress',
        key: `applied:${candidateId}`,
      });
      return { id: candidateId, status: row!.status };
    });
  } catch (err) {
    if (isActiveIndexViolation(err)) throw alreadyActive();
    throw err;
  }
}

/**
 * Fills in the reassigned record (made by `PUT /api/screening/user/{id}/vacancy` with SCREENING
 * `awaiting`) as a new application would be: answers, CV, record `awaiting`, SCREENING `eval`.
 * The stage moves through `setStageStatus` (SCREENING allows awaiting → eval), so its history row
 * and the current-stage copy are written as for any other change.
 */
async function completeReassigned(
  deps: AppDeps,
  tx: Tx,
  userId: number,
  candidateId: number,
  vacancyTitle: string,
  input: ApplyInput,
) {
  const [screening] = await tx
    .select({ status: candidateStages.status })
    .from(candidateStages)
    .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, 1)));
  // Staff may have moved the record on meanwhile; then there is nothing left to answer.
  if (screening?.status !== 'awaiting') throw alreadyActive();
  const at = now();
  await tx
    .update(candidates)
    .set({
      status: 'awaiting',
      answers: input.answers,
      cvFileId: input.cvFileId,
      cvLink: input.cvLink,
      submittedAt: at,
      updatedAt: at,
    })
    .where(eq(candidates.id, candidateId));
  await tx.insert(candidateHistory).values({
    candidateId,
    actorId: userId,
    action: 'applied',
    n: 1,
    before: 'none',
    after: 'awaiting',
    note: 'Ответы на скрининг после перевода на другую вакансию',
    createdAt: at,
  });
  await setStageStatus(deps, tx, candidateId, 1, 'eval', {
    actorId: userId,
    note: 'Ответы на скрининг получены',
  });
  if (input.cvFileId)
    await tx
      .insert(candidateFiles)
      .values({ candidateId, fileId: input.cvFileId, n: 1, role: 'cv', createdAt: at })
      .onConflictDoNothing();
  await notifyUser(deps, tx, userId, {
    title: t.noticeAppliedTitle,
    text: t.noticeAppliedText(vacancyTitle),
    link: '/progress',
    key: `applied:${candidateId}`,
  });
  return { id: candidateId, status: 'awaiting' as const };
}

/** The active record whose screening (stage 1) still waits for staff, so its CV may change; refuses otherwise. */
export async function replaceableCvCandidate(db: DbOrTx, userId: number, lock = false) {
  const candidate = await findActiveCandidate(db, userId, lock);
  if (!candidate) throw new HttpError(422, t.noActive);
  const [screening] = await db
    .select({ status: candidateStages.status })
    .from(candidateStages)
    .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, 1)));
  if (screening?.status !== 'eval') throw new HttpError(422, t.cvLocked);
  return candidate;
}

/** `POST /api/screening/stage/1/cv` and `/cv/link`: the new CV (a stored file or a link) replaces the old one. */
export async function replaceCv(
  deps: AppDeps,
  userId: number,
  cv: { fileId: number } | { link: string },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const candidate = await replaceableCvCandidate(tx, userId, true);
    const at = now();
    const fileId = 'fileId' in cv ? cv.fileId : null;
    const link = 'link' in cv ? cv.link : '';
    await tx
      .update(candidates)
      .set({ cvFileId: fileId, cvLink: link, updatedAt: at })
      .where(eq(candidates.id, candidate.id));
    // The old CV stays linked (history), so staff can still open the version they read.
    if (fileId) {
      await tx
        .insert(candidateFiles)
        .values({ candidateId: candidate.id, fileId, n: 1, role: 'cv', createdAt: at })
        .onConflictDoNothing();
    }
    await tx.insert(candidateHistory).values({
      candidateId: candidate.id,
      actorId: userId,
      action: 'cv_replaced',
      n: 1,
      before: candidate.cvFileId ? `file:${candidate.cvFileId}` : candidate.cvLink || null,
      after: fileId ? `file:${fileId}` : link,
      note: 'Резюме заменено',
      createdAt: at,
    });
  });
}

/**
 * `PUT /api/screening/close`: the participant withdraws (the rule `withdraw` of stage-rules.ts,
 * written by the stage-transition service). After an accepted offer (`success`) withdrawal is refused: that is a conversation with the team.
 */
export async function closeScreening(
  deps: AppDeps,
  userId: number,
): Promise<{ application: { id: number; status: ApplicationStatus }; outcome: LastOutcome }> {
  return deps.db.transaction(async (tx) => {
    await lockParticipant(tx, userId);
    const candidate = await findActiveCandidate(tx, userId, true);
    if (!candidate) throw new HttpError(422, t.noActive);
    if (candidate.status === 'success') throw new HttpError(422, t.closeAfterOffer);
    // The outcome is told by this answer (on /vacancies), so it is seen now, not told again.
    await withdrawCandidate(deps, tx, candidate.id, {
      actorId: userId,
      note: 'Участник вышел из отбора',
      recordAction: 'withdrawn',
      outcomeSeen: true,
    });
    const [vacancy] = await tx
      .select({ title: vacancies.title })
      .from(vacancies)
      .where(eq(vacancies.id, candidate.vacancyId));
    await notifyUser(deps, tx, userId, {
      title: t.noticeClosedTitle,
      text: t.noticeClosedText(vacancy?.title ?? ''),
      link: '/vacancies',
      key: `withdrawn:${candidate.id}`,
    });
    return {
      application: { id: candidate.id, status: 'cancel' as const },
      outcome: { vacancy_title: vacancy?.title ?? '', status: 'cancel' as const },
    };
  });
}
