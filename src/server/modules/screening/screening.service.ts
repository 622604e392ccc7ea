/** The participant's screening area (reads): the active screening's vacancy and stages, the last outcome. */
import { and, asc, desc, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ENDED_APPLICATION_STATUSES, type LastOutcome } from '#shared/contracts/apply.ts';
import type { ParticipantStage, ScreeningVacancyResponse } from '#shared/contracts/screening.ts';
import type { PublicVacancy } from '#shared/contracts/vacancies.ts';
import { ACTIVE_APPLICATION_STATUSES } from '#shared/domain/stages.ts';
import { publicVacancyStatus } from '#shared/domain/vacancy-status.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { candidates, candidateStages, cities, files, vacancies, vacancyStages } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { dueSurveyFor } from '../users/feedback.service.ts';
import { offerFileId, toParticipantStage } from './participant-stage.ts';

type VacancyRow = typeof vacancies.$inferSelect & { cityName: string | null };

/** A vacancy row in its public shape (status set A). */
export function toPublicVacancy(v: VacancyRow): PublicVacancy {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    department: v.department,
    city: v.cityId && v.cityName ? { id: v.cityId, name: v.cityName } : null,
    work_format: v.workFormat,
    hours: v.hours,
    english_level: v.englishLevel,
    tags: v.tags,
    status: publicVacancyStatus(v.status) ?? 'closed',
  };
}

/** The participant's active screening (at most one, kept by the database), or null. */
export async function activeCandidate(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: candidates.id, status: candidates.status, vacancyId: candidates.vacancyId })
    .from(candidates)
    .where(and(eq(candidates.userId, userId), inArray(candidates.status, [...ACTIVE_APPLICATION_STATUSES])))
    .limit(1);
  return row ?? null;
}

/**
 * `GET /api/screening/vacancy`: the vacancy of the participant's active screening, or null, and the
 * survey due. Without an active screening it also answers the last ended record's outcome, once:
 * answering marks it seen (`candidates.outcome_seen_at`) in the same transaction. The access table
 * has no separate "seen" call, and the web app keeps the answer in its cache for the session, so a
 * banner shown once is what the participant reads.
 */
export async function getScreeningVacancy(db: Db, userId: number): Promise<ScreeningVacancyResponse> {
  return db.transaction(async (tx) => {
    const survey = await dueSurveyFor(tx, userId);
    const candidate = await activeCandidate(tx, userId);
    if (!candidate)
      return { data: null, application: null, last_outcome: await takeLastOutcome(tx, userId), survey };
    const [vacancy] = await tx
      .select({ ...getTableColumns(vacancies), cityName: cities.name })
      .from(vacancies)
      .leftJoin(cities, eq(cities.id, vacancies.cityId))
      .where(eq(vacancies.id, candidate.vacancyId));
    if (!vacancy) return { data: null, application: null, last_outcome: null, survey };
    return {
      data: toPublicVacancy(vacancy),
      application: { id: candidate.id, status: candidate.status },
      last_outcome: null,
      survey,
    };
  });
}

/** The latest ended record whose outcome was not shown yet, marked seen now. */
async function takeLastOutcome(tx: Tx, userId: number): Promise<LastOutcome | null> {
  const [last] = await tx
    .select({
      id: candidates.id,
      status: candidates.status,
      seen: candidates.outcomeSeenAt,
      title: vacancies.title,
    })
    .from(candidates)
    .innerJoin(vacancies, eq(vacancies.id, candidates.vacancyId))
    .where(and(eq(candidates.userId, userId), inArray(candidates.status, [...ENDED_APPLICATION_STATUSES])))
    .orderBy(desc(sql`coalesce(${candidates.endedAt}, ${candidates.updatedAt})`), desc(candidates.id))
    .limit(1);
  if (!last || last.seen) return null;
  // A conditional update: two tabs asking at once show the banner once between them.
  const [marked] = await tx
    .update(candidates)
    .set({ outcomeSeenAt: now() })
    .where(and(eq(candidates.id, last.id), isNull(candidates.outcomeSeenAt)))
    .returning({ id: candidates.id });
  if (!marked) return null;
  return { vacancy_title: last.title, status: last.status as LastOutcome['status'] };
}

/** `GET /api/screening/vacancy/stages`: the active screening's stages, without `skipped` ones. */
export async function getScreeningStages(db: DbOrTx, userId: number): Promise<ParticipantStage[]> {
  const candidate = await activeCandidate(db, userId);
  if (!candidate) return [];
  const rows = await db
    .select({
      n: candidateStages.n,
      status: candidateStages.status,
      deadlineAt: candidateStages.deadlineAt,
      slot: candidateStages.slot,
      score: candidateStages.score,
      data: candidateStages.data,
    })
    .from(candidateStages)
    .where(and(eq(candidateStages.candidateId, candidate.id), ne(candidateStages.status, 'skipped')))
    .orderBy(asc(candidateStages.n));
  const settingRows = await db
    .select({ n: vacancyStages.n, settings: vacancyStages.settings })
    .from(vacancyStages)
    .where(eq(vacancyStages.vacancyId, candidate.vacancyId));
  const fileIds = rows.map((r) => offerFileId(r.data)).filter((id) => id !== null);
  const fileRows = fileIds.length
    ? await db
        .select({ id: files.id, name: files.originalName })
        .from(files)
        .where(and(inArray(files.id, fileIds), isNull(files.erasedAt)))
    : [];
  const ctx = {
    settings: new Map(settingRows.map((s) => [s.n, s.settings])),
    offerFiles: new Map(fileRows.map((f) => [f.id, f.name])),
  };
  return rows.map((r) => toParticipantStage(r, ctx));
}

/** `GET /api/screening/applications/amount`: applications waiting for triage. */
export async function countAwaitingApplications(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(candidates)
    .where(eq(candidates.status, 'awaiting'));
  return Number(row?.n ?? 0);
}
