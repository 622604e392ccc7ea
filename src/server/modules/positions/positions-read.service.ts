/**
 * Reading positions for staff: the list (search, filters, sort, pages) with the number of
 * candidates per stage they are at, and one position with its pipeline and managers.
 *
 * "The stage a candidate is at" is the last stage whose status is not none/skipped; a candidate who
 * has not started any stage counts at SCREENING. Counted in one grouped query for the whole page
 * (candidates by vacancy_id via candidates_vacancy_status_idx, their stages via the
 * candidate_stages primary key), never per position.
 */
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PositionDetail, PositionListItem, PositionListQuery } from '#shared/contracts/positions.ts';
import { stageType, type StageType } from '#shared/domain/stages.ts';
import {
  canChangeVacancyStatus,
  VACANCY_STATUSES,
  type VacancyStatus,
} from '#shared/domain/vacancy-status.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  candidateStages,
  candidates,
  cities,
  vacancies,
  vacancyManagers,
  vacancyStages,
} from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { escapeLike } from '../vacancies/vacancies.service.ts';

type StageCounts = Map<number, { n: number; count: number }[]>;

/** Candidates per vacancy and the stage they are at, for the given vacancies: one query. */
export async function countCandidatesByStage(db: DbOrTx, vacancyIds: number[]): Promise<StageCounts> {
  const out: StageCounts = new Map();
  if (vacancyIds.length === 0) return out;
  // Per candidate, the PK (candidate_id, n) read backwards up to the first started stage: cost grows
  // with the page's candidates, not with the whole table (EXPLAIN: ~60 ms for 100 positions of 100).
  const current = db
    .select({ n: candidateStages.n })
    .from(candidateStages)
    .where(
      and(
        eq(candidateStages.candidateId, candidates.id),
        notInArray(candidateStages.status, ['none', 'skipped']),
      ),
    )
    .orderBy(desc(candidateStages.n))
    .limit(1)
    .as('current_stage');
  const stageN = sql<number>`coalesce(${current.n}, 1)::int`;
  const rows = await db
    .select({ vacancyId: candidates.vacancyId, n: stageN, count: sql<number>`count(*)::int` })
    .from(candidates)
    .leftJoinLateral(current, sql`true`)
    .where(inArray(candidates.vacancyId, vacancyIds))
    .groupBy(candidates.vacancyId, stageN)
    .orderBy(asc(candidates.vacancyId), asc(stageN));
  for (const r of rows) {
    const list = out.get(r.vacancyId) ?? [];
    list.push({ n: Number(r.n), count: Number(r.count) });
    out.set(r.vacancyId, list);
  }
  return out;
}

const candidateTotals = (db: DbOrTx) =>
  db
    .select({ vacancyId: candidates.vacancyId, total: sql<number>`count(*)::int`.as('total') })
    .from(candidates)
    .groupBy(candidates.vacancyId)
    .as('candidate_totals');

function filtersOf(q: PositionListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (q.search) where.push(sql`lower(${vacancies.title}) like ${`%${escapeLike(q.search.toLowerCase())}%`}`);
  if (q.status?.length) where.push(inArray(vacancies.status, q.status));
  if (q.department?.length) where.push(inArray(vacancies.department, q.department));
  if (q.city_id?.length) where.push(inArray(vacancies.cityId, q.city_id));
  if (q.tag) where.push(sql`${q.tag} = any(${vacancies.tags})`);
  if (q.recruiter_id) where.push(eq(vacancies.recruiterId, q.recruiter_id));
  return where.length ? and(...where) : undefined;
}

async function pipelinesOf(db: DbOrTx, vacancyIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (vacancyIds.length === 0) return out;
  const rows = await db
    .select({ vacancyId: vacancyStages.vacancyId, n: vacancyStages.n })
    .from(vacancyStages)
    .where(inArray(vacancyStages.vacancyId, vacancyIds))
    .orderBy(asc(vacancyStages.vacancyId), asc(vacancyStages.n));
  for (const r of rows) out.set(r.vacancyId, [...(out.get(r.vacancyId) ?? []), r.n]);
  return out;
}

const listColumns = {
  id: vacancies.id,
  title: vacancies.title,
  status: vacancies.status,
  department: vacancies.department,
  cityId: vacancies.cityId,
  cityName: cities.name,
  tags: vacancies.tags,
  headcount: vacancies.headcount,
  recruiterId: vacancies.recruiterId,
  createdAt: vacancies.createdAt,
};
type ListRow = { [K in keyof typeof listColumns]: unknown } & { id: number };

function listItem(
  r: ListRow & { total: number | null },
  pipeline: number[],
  byStage: { n: number; count: number }[],
): PositionListItem {
  return {
    id: r.id,
    title: r.title as string,
    status: r.status as VacancyStatus,
    department: r.department as number,
    city_id: (r.cityId as number | null) ?? null,
    city_name: (r.cityName as string | null) ?? null,
    tags: r.tags as string[],
    headcount: r.headcount as number,
    recruiter_id: (r.recruiterId as number | null) ?? null,
    created_at: (r.createdAt as Date).toISOString(),
    pipeline,
    candidates_count: r.total ?? 0,
    by_stage: byStage,
  };
}

/** `GET /api/dashboard/vacancies`. */
export async function listPositions(db: DbOrTx, q: PositionListQuery) {
  const totals = candidateTotals(db);
  const where = filtersOf(q);
  const direction = q.order === 'asc' ? asc : desc;
  const sortKey = {
    created_at: vacancies.createdAt,
    title: sql`${vacancies.title} collate "und-x-icu"`,
    status: vacancies.status,
    candidates: sql`coalesce(${totals.total}, 0)`,
  }[q.sort];
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...listColumns, total: totals.total })
      .from(vacancies)
      .leftJoin(cities, eq(cities.id, vacancies.cityId))
      .leftJoin(totals, eq(totals.vacancyId, vacancies.id))
      .where(where)
      .orderBy(direction(sortKey), direction(vacancies.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(vacancies)
      .where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [pipelines, counts] = await Promise.all([pipelinesOf(db, ids), countCandidatesByStage(db, ids)]);
  return {
    data: rows.map((r) => listItem(r, pipelines.get(r.id) ?? [], counts.get(r.id) ?? [])),
    meta: { total: count?.total ?? 0, page: q.page, per_page: q.per_page },
  };
}

export async function hasCandidates(db: DbOrTx, vacancyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.vacancyId, vacancyId))
    .limit(1);
  return Boolean(row);
}

/** Where a position may go now. */
export function statusVariants(from: VacancyStatus, withCandidates: boolean): VacancyStatus[] {
  return VACANCY_STATUSES.filter((to) => to !== from && canChangeVacancyStatus(from, to, withCandidates));
}

/** `GET /api/dashboard/vacancies/{id}`: the whole position, test answers included. */
export async function getPosition(db: DbOrTx, vacancyId: number): Promise<PositionDetail> {
  const totals = candidateTotals(db);
  const [row] = await db
    .select({
      ...listColumns,
      total: totals.total,
      description: vacancies.description,
      answerDays: vacancies.answerDays,
      workFormat: vacancies.workFormat,
      hours: vacancies.hours,
      englishLevel: vacancies.englishLevel,
      coverFileId: vacancies.coverFileId,
      updatedAt: vacancies.updatedAt,
    })
    .from(vacancies)
    .leftJoin(cities, eq(cities.id, vacancies.cityId))
    .leftJoin(totals, eq(totals.vacancyId, vacancies.id))
    .where(eq(vacancies.id, vacancyId));
  if (!row) throw notFound(ru.positions.notFound);
  const [stages, managers, counts] = await Promise.all([
    db
      .select()
      .from(vacancyStages)
      .where(eq(vacancyStages.vacancyId, vacancyId))
      .orderBy(asc(vacancyStages.n)),
    db
      .select({ userId: vacancyManagers.userId })
      .from(vacancyManagers)
      .where(eq(vacancyManagers.vacancyId, vacancyId))
      .orderBy(asc(vacancyManagers.userId)),
    countCandidatesByStage(db, [vacancyId]),
  ]);
  const item = listItem(
    row,
    stages.map((s) => s.n),
    counts.get(vacancyId) ?? [],
  );
  return {
    ...item,
    description: row.description,
    answer_days: row.answerDays,
    work_format: row.workFormat,
    hours: row.hours,
    english_level: row.englishLevel,
    cover_file_id: row.coverFileId,
    updated_at: row.updatedAt.toISOString(),
    stages: stages.map((s) => ({
      n: s.n,
      type: stageType(s.n) as StageType,
      deadline_days: s.deadlineDays,
      settings: s.settings,
    })),
    manager_ids: managers.map((m) => m.userId),
    status_variants: statusVariants(row.status, item.candidates_count > 0),
  };
}
