/** What the staff position form and filters pick from: selection lists, cities, recruiters, tags. */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { DEPARTMENTS, ENGLISH_LEVELS, HOURS_PER_WEEK, WORK_FORMATS } from '#shared/domain/selection-lists.ts';
import { STAGE_TYPES, stageNumber } from '#shared/domain/stages.ts';
import { VACANCY_STATUSES, type VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cities, users, vacancies, vacancyTags } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import { statusVariants } from './positions-read.service.ts';

const options = (list: readonly { value: number; label: string }[]) =>
  list.map((o) => ({ value: o.value, label: o.label }));
const userName = sql<string>`trim(${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.middleName})`;

/** Recruiter and admin accounts still in use: who may own a position. */
const activeRecruiter = and(
  inArray(users.role, ['recruiter', 'admin']),
  isNull(users.deactivatedAt),
  isNull(users.anonymisedAt),
);

export async function listFormLists(db: DbOrTx) {
  const [cityRows, recruiters] = await Promise.all([
    db
      .select({ value: cities.id, label: cities.name })
      .from(cities)
      .orderBy(sql`${cities.name} collate "und-x-icu"`),
    db
      .select({ value: users.id, label: userName, email: users.email })
      .from(users)
      .where(activeRecruiter)
      .orderBy(sql`${userName} collate "und-x-icu"`, asc(users.id)),
  ]);
  return {
    departments: options(DEPARTMENTS),
    work_formats: options(WORK_FORMATS),
    hours: options(HOURS_PER_WEEK),
    english_levels: options(ENGLISH_LEVELS),
    cities: cityRows,
    stage_types: STAGE_TYPES.map((type) => ({ n: stageNumber(type), type, label: ru.stageNames[type] })),
    recruiters: recruiters.map((r) => ({ value: r.value, label: r.label || r.email || `#${r.value}` })),
  };
}

export async function isActiveRecruiter(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), activeRecruiter));
  return Boolean(row);
}

/** `variants`: per status where a position may go, `draft` included (it also needs no candidates). */
export function listStatusVariants(): Record<VacancyStatus, VacancyStatus[]> {
  return Object.fromEntries(VACANCY_STATUSES.map((from) => [from, statusVariants(from, false)])) as Record<
    VacancyStatus,
    VacancyStatus[]
  >;
}

/** `entities`: the cities and tags positions use, for the list's filters. */
export async function listEntities(db: DbOrTx) {
  const [cityRows, tagRows] = await Promise.all([
    db
      .selectDistinct({ value: cities.id, label: cities.name })
      .from(vacancies)
      .innerJoin(cities, eq(cities.id, vacancies.cityId)),
    db.selectDistinct({ tag: sql<string>`unnest(${vacancies.tags})` }).from(vacancies),
  ]);
  const collator = new Intl.Collator('ru');
  return {
    cities: cityRows.sort((a, b) => collator.compare(a.label, b.label)),
    tags: tagRows.map((r) => r.tag).sort(collator.compare),
  };
}

export function listTags(db: DbOrTx) {
  return db
    .select({ id: vacancyTags.id, name: vacancyTags.name })
    .from(vacancyTags)
    .orderBy(sql`${vacancyTags.name} collate "und-x-icu"`, asc(vacancyTags.id));
}

/** Adds a tag to the list; the same name in another case is a 422. */
export async function createTag(db: DbOrTx, name: string) {
  const [row] = await db
    .insert(vacancyTags)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: vacancyTags.id, name: vacancyTags.name });
  if (!row) throw invalid({ name: [ru.positions.tagExists] }, ru.positions.tagExists);
  return row;
}
