/**
 * The landing's logs: `GET /api/dashboard/export/search` (every search of the public vacancy list:
 * the filters, how many matched, who searched) and `GET /api/dashboard/export/subscriptions` (the
 * e-mail subscriptions to a filter). Filters are spelled out in words: departments, cities, formats.
 */
import { sql } from 'drizzle-orm';
import { DEPARTMENTS, labelOf, WORK_FORMATS } from '#shared/domain/selection-lists.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cities, users, vacancySearches, vacancySubscriptions } from '../../db/schema.ts';
import { xlsxSheet, type XlsxColumn } from '../../lib/xlsx.ts';
import { jsonPages, jsonRows } from './batches.ts';

const t = ru.applications.exports;
const c = t.columns;

type Filters = {
  title?: unknown;
  departments?: unknown;
  city_ids?: unknown;
  work_formats?: unknown;
  hours?: unknown;
  tags?: unknown;
};

const numbers = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** City names by id, read once per export (the list of cities is small). */
async function cityNames(db: DbOrTx): Promise<Map<number, string>> {
  const rows = await db.select({ id: cities.id, name: cities.name }).from(cities);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The filter columns shared by both exports. */
function filterColumns<Row extends { filters: Filters | string }>(
  names: Map<number, string>,
): XlsxColumn<Row>[] {
  const f = (r: Row): Filters =>
    (typeof r.filters === 'string' ? (JSON.parse(r.filters) as Filters) : r.filters) ?? {};
  return [
    { header: c.searchTitle, value: (r) => (typeof f(r).title === 'string' ? f(r).title : '') },
    {
      header: c.departments,
      width: 30,
      value: (r) => numbers(f(r).departments).map((d) => labelOf(DEPARTMENTS, d as never)),
    },
    {
      header: c.cities,
      width: 30,
      value: (r) => numbers(f(r).city_ids).map((id) => names.get(id) ?? String(id)),
    },
    {
      header: c.workFormats,
      value: (r) => numbers(f(r).work_formats).map((w) => labelOf(WORK_FORMATS, w as never)),
    },
    { header: c.hours, value: (r) => numbers(f(r).hours).map(String) },
    { header: c.tags, value: (r) => strings(f(r).tags) },
  ];
}

type SearchRow = {
  id: number;
  created_at: Date | string;
  user_id: number | null;
  last_name: string | null;
  first_name: string | null;
  anonymised: boolean | null;
  filters: Filters | string;
  results_count: number;
};

export async function searchExportSheet(db: DbOrTx) {
  const names = await cityNames(db);
  const rows = jsonRows<SearchRow>(
    jsonPages(
      db,
      (after, limit) => sql`
        select ${vacancySearches.id}::int as id, ${vacancySearches.createdAt} as created_at, ${users.id} as user_id,
          ${users.lastName} as last_name, ${users.firstName} as first_name, (${users.anonymisedAt} is not null) as anonymised,
          ${vacancySearches.filters} as filters, ${vacancySearches.resultsCount} as results_count
        from ${vacancySearches} left join ${users} on ${users.id} = ${vacancySearches.userId}
        where ${vacancySearches.id} > ${after}
        order by ${vacancySearches.id}
        limit ${limit}`,
    ),
  );
  const who = (r: SearchRow) =>
    r.user_id === null
      ? t.visitor
      : r.anonymised
        ? t.erased
        : [r.last_name, r.first_name].filter(Boolean).join(' ');
  return xlsxSheet<SearchRow>({
    name: t.files.search,
    columns: [
      { header: c.at, type: 'datetime', value: (r) => r.created_at },
      { header: c.participant, width: 30, value: who },
      { header: c.userId, type: 'number', value: (r) => r.user_id },
      ...filterColumns<SearchRow>(names),
      { header: c.results, type: 'number', value: (r) => r.results_count },
    ],
    rows,
  });
}

type SubscriptionRow = {
  id: number;
  email: string;
  filters: Filters | string;
  created_at: Date | string;
  unsubscribed_at: Date | string | null;
};

export async function subscriptionsExportSheet(db: DbOrTx) {
  const names = await cityNames(db);
  const rows = jsonRows<SubscriptionRow>(
    jsonPages(
      db,
      (after, limit) => sql`
        select ${vacancySubscriptions.id} as id, ${vacancySubscriptions.email} as email, ${vacancySubscriptions.filters} as filters,
          ${vacancySubscriptions.createdAt} as created_at, ${vacancySubscriptions.unsubscribedAt} as unsubscribed_at
        from ${vacancySubscriptions}
        where ${vacancySubscriptions.id} > ${after}
        order by ${vacancySubscriptions.id}
        limit ${limit}`,
    ),
  );
  return xlsxSheet<SubscriptionRow>({
    name: t.files.subscriptions,
    columns: [
      { header: c.email, width: 30, value: (r) => r.email },
      ...filterColumns<SubscriptionRow>(names),
      { header: c.subscribedAt, type: 'date', value: (r) => r.created_at },
      { header: c.unsubscribedAt, type: 'date', value: (r) => r.unsubscribed_at },
      { header: c.active, type: 'boolean', value: (r) => r.unsubscribed_at === null },
    ],
    rows,
  });
}
