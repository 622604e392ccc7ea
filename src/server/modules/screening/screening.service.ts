/** The participant's active screening: its vacancy and its stages (the rest comes with the journey). */
import { and, asc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { ParticipantStage, ScreeningVacancyResponse } from '#shared/contracts/screening.ts';
import type { PublicVacancy } from '#shared/contracts/vacancies.ts';
import { ACTIVE_APPLICATION_STATUSES, stageType } from '#shared/domain/stages.ts';
import { publicVacancyStatus } from '#shared/domain/vacancy-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidates, candidateStages, cities, vacancies } from '../../db/schema.ts';

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

async function activeCandidate(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: candidates.id, status: candidates.status, vacancyId: candidates.vacancyId })
    .from(candidates)
    .where(and(eq(candidates.userId, userId), inArray(candidates.status, [...ACTIVE_APPLICATION_STATUSES])))
    .limit(1);
  return row ?? null;
}

/** `GET /api/screening/vacancy`: the vacancy of the participant's active screening, or null. */
export async function getScreeningVacancy(db: DbOrTx, userId: number): Promise<ScreeningVacancyResponse> {
  const candidate = await activeCandidate(db, userId);
  if (!candidate) return { data: null, application: null };
  const [vacancy] = await db
    .select({ ...getTableColumns(vacancies), cityName: cities.name })
    .from(vacancies)
    .leftJoin(cities, eq(cities.id, vacancies.cityId))
    .where(eq(vacancies.id, candidate.vacancyId));
  if (!vacancy) return { data: null, application: null };
  return { data: toPublicVacancy(vacancy), application: { id: candidate.id, status: candidate.status } };
}


/** `GET /api/screening/vacancy/stages`: the active screening's stages, without `skipped` ones. */
export async function getScreeningStages(db: DbOrTx, userId: number): Promise<ParticipantStage[]> {
  const candidate = await activeCandidate(db, userId);
  if (!candidate) return [];
  const rows = await db
    .select({ n: candidateStages.n, status: candidateStages.status, deadlineAt: candidateStages.deadlineAt })
    .from(candidateStages)
    .where(and(eq(candidateStages.candidateId, candidate.id), ne(candidateStages.status, 'skipped')))
    .orderBy(asc(candidateStages.n));
  return rows.map((s) => ({
    n: s.n,
    type: stageType(s.n) ?? 'SCREENING',
    status: s.status,
    deadline_at: s.deadlineAt ? s.deadlineAt.toISOString() : null,
  }));
}

/** `GET /api/screening/applications/amount`: applications waiting for triage. */
export async function countAwaitingApplications(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(candidates)
    .where(eq(candidates.status, 'awaiting'));
  return Number(row?.n ?? 0);
}
