/** The public vacancies: the open list and its filters, one vacancy and its pipeline, the search log. */
import { and, asc, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { ScreeningQuestionSchema } from '#shared/contracts/apply.ts';
import type { City } from '#shared/contracts/reference.ts';
import type {
  VacanciesResponse,
  VacancyDetail,
  VacancyFilters,
  VacancyStage,
} from '#shared/contracts/vacancies.ts';
import { stageType } from '#shared/domain/stages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cities, vacancies, vacancySearches, vacancyStages } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { toPublicVacancy } from '../screening/screening.service.ts';

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of a filter over open vacancies; every list matches any of its values. */
function filterConditions(f: VacancyFilters): SQL[] {
  const where: SQL[] = [eq(vacancies.status, 'open')];
  const title = f.title.trim().toLowerCase();
  if (title) where.push(sql`lower(${vacancies.title}) like ${`%${escapeLike(title)}%`}`);
  if (f.departments.length) where.push(inArray(vacancies.department, f.departments));
  if (f.city_ids.length) where.push(inArray(vacancies.cityId, f.city_ids));
  if (f.work_formats.length) where.push(inArray(vacancies.workFormat, f.work_formats));
  if (f.hours.length) where.push(inArray(vacancies.hours, f.hours));
  const tags = [...new Set(f.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  if (tags.length) {
    const list = sql.join(
      tags.map((t) => sql`${t}`),
      sql`, `,
    );
    where.push(
      sql`exists (select 1 from unnest(${vacancies.tags}) as vt(tag) where lower(vt.tag) in (${list}))`,
    );
  }
  return where;
}

/** Whether an open vacancy matches a filter: the same rules as `filterConditions`, for one row. */
export function vacancyMatches(v: typeof vacancies.$inferSelect, f: VacancyFilters): boolean {
  const title = f.title.trim().toLowerCase();
  const tags = f.tags.map((t) => t.trim().toLowerCase());
  return (
    v.status === 'open' &&
    (!title || v.title.toLowerCase().includes(title)) &&
    (!f.departments.length || f.departments.includes(v.department)) &&
    (!f.city_ids.length || (v.cityId !== null && f.city_ids.includes(v.cityId))) &&
    (!f.work_formats.length || f.work_formats.includes(v.workFormat)) &&
    (!f.hours.length || f.hours.includes(v.hours)) &&
    (!tags.length || v.tags.some((t) => tags.includes(t.toLowerCase())))
  );
}

async function pageOfVacancies(
  db: DbOrTx,
  where: SQL[],
  page: number,
  perPage: number,
): Promise<VacanciesResponse> {
  const condition = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...getTableColumns(vacancies), cityName: cities.name })
      .from(vacancies)
      .leftJoin(cities, eq(cities.id, vacancies.cityId))
      .where(condition)
      .orderBy(desc(vacancies.createdAt), desc(vacancies.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(vacancies)
      .where(condition),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    data: rows.map((r) => {
      const { description: _description, ...card } = toPublicVacancy(r);
      return card;
    }),
    meta: { total, page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/** `GET /api/vacancies/all`: the open vacancies, newest first. */
export function listOpenVacancies(db: DbOrTx, page: number, perPage: number): Promise<VacanciesResponse> {
  return pageOfVacancies(db, filterConditions(emptyFilters()), page, perPage);
}

export function emptyFilters(): VacancyFilters {
  return { title: '', departments: [], city_ids: [], work_formats: [], hours: [], tags: [] };
}

/**
 * `POST /api/vacancies/filter`: the open vacancies matching the filters, newest first. A first page
 * is a new search and is written to the search log (the landing export); further pages of the same
 * search ("show more") are not, so the log counts searches, not scrolls.
 */
export async function filterVacancies(
  db: DbOrTx,
  filters: VacancyFilters,
  page: number,
  perPage: number,
  userId: number | null,
): Promise<VacanciesResponse> {
  const result = await pageOfVacancies(db, filterConditions(filters), page, perPage);
  if (page === 1) {
    await db.insert(vacancySearches).values({
      filters: canonicalFilters(filters),
      resultsCount: result.meta.total,
      userId,
      createdAt: now(),
    });
  }
  return result;
}

/** Filters in one canonical form (trimmed lower-case title and tags, sorted unique lists): for the log and for subscriptions. */
export function canonicalFilters(f: VacancyFilters): VacancyFilters {
  const nums = (a: number[]) => [...new Set(a)].sort((x, y) => x - y);
  return {
    title: f.title.trim().toLowerCase(),
    departments: nums(f.departments),
    city_ids: nums(f.city_ids),
    work_formats: nums(f.work_formats),
    hours: nums(f.hours),
    tags: [...new Set(f.tags.map((t) => t.trim().toLowerCase()).filter(Boolean))].sort(),
  };
}

/** `POST /api/vacancies/cities/search`: cities with open vacancies matching the query, at most 20. */
export function searchVacancyCities(db: DbOrTx, query: string): Promise<City[]> {
  const q = query.trim().toLowerCase();
  const open = sql`exists (select 1 from ${vacancies} where ${vacancies.cityId} = ${cities.id} and ${vacancies.status} = 'open')`;
  const where = q ? and(open, sql`lower(${cities.name}) like ${`%${escapeLike(q)}%`}`) : open;
  return db
    .select({ id: cities.id, name: cities.name, region: cities.region })
    .from(cities)
    .where(where)
    .orderBy(
      sql`case when lower(${cities.name}) like ${`${escapeLike(q)}%`} then 0 else 1 end`,
      sql`${cities.name} collate "und-x-icu"`,
    )
    .limit(20);
}

/**
 * `GET /api/vacancies/{id}`: any vacancy but a draft, in status set A, with the instant it was
 * created; a draft or a missing one is 404.
 */
export async function getPublicVacancy(db: DbOrTx, id: number): Promise<VacancyDetail> {
  const [row] = await db
    .select({ ...getTableColumns(vacancies), cityName: cities.name })
    .from(vacancies)
    .leftJoin(cities, eq(cities.id, vacancies.cityId))
    .where(and(eq(vacancies.id, id), ne(vacancies.status, 'draft')));
  if (!row) throw notFound();
  return { ...toPublicVacancy(row), created_at: row.createdAt.toISOString() };
}

/** `GET /api/vacancies/{id}/stages`: the pipeline in process order, without stage settings (but the screening questions). */
export async function getPublicVacancyStages(db: DbOrTx, id: number): Promise<VacancyStage[]> {
  await getPublicVacancy(db, id);
  const rows = await db
    .select({
      n: vacancyStages.n,
      deadlineDays: vacancyStages.deadlineDays,
      settings: vacancyStages.settings,
    })
    .from(vacancyStages)
    .where(eq(vacancyStages.vacancyId, id))
    .orderBy(asc(vacancyStages.n));
  return rows.flatMap((s) => {
    const type = stageType(s.n);
    if (!type) return [];
    // The screening questions are the apply form (id and text only); no other setting is shown.
    const questions =
      type === 'SCREENING' ? ScreeningQuestionSchema.array().safeParse(s.settings.questions) : null;
    return [
      {
        n: s.n,
        type,
        deadline_days: s.deadlineDays,
        ...(questions?.success && questions.data.length ? { questions: questions.data } : {}),
      },
    ];
  });
}
