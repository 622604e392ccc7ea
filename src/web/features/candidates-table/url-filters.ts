/**
 * The table's filters, sort and page live in the URL query (back, forward and reload keep them);
 * this turns the URL into the `GET /api/dashboard/candidates` query and back. Names are the API's.
 */
import { CANDIDATE_SORTS } from '#shared/contracts/candidates-table.ts';

/** The filter keys, in the API's own names; `departments` and `status` are comma-separated lists. */
export const FILTER_KEYS = [
  'q',
  'stage',
  'stage_status',
  'status',
  'city_id',
  'institution_id',
  'english_level',
  'departments',
  'applied_from',
  'applied_to',
  'overdue',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;

export type Sort = { sort: (typeof CANDIDATE_SORTS)[number]; order: 'asc' | 'desc' };
export const PER_PAGE_OPTIONS = ['20', '50', '100'];
const DEFAULT_PER_PAGE = 20;

export function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Filters;
}

export function readSort(params: URLSearchParams): Sort {
  const sort = params.get('sort');
  return {
    sort: CANDIDATE_SORTS.find((s) => s === sort) ?? 'applied_at',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

export function readPage(params: URLSearchParams): { page: number; per_page: number } {
  const perPage = Number(params.get('per_page'));
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    per_page: PER_PAGE_OPTIONS.includes(String(perPage)) ? perPage : DEFAULT_PER_PAGE,
  };
}

export const hasFilters = (f: Filters) => FILTER_KEYS.some((k) => f[k] !== '');

/** The API query: empty filters left out, the position fixed by the page (not the URL). */
export function apiQuery(params: URLSearchParams, vacancyId: number | null): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(readFilters(params))) if (v !== '') out[k] = v;
  if (vacancyId !== null) out.vacancy_id = vacancyId;
  return { ...out, ...readSort(params), ...readPage(params) };
}

/**
 * A new query with `patch` applied (empty values removed). Changing anything but the page sends
 * the table back to its first page, so a narrower filter never lands on a page that is gone.
 */
export function patched(prev: URLSearchParams, patch: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(patch))
    if (v) next.set(k, v);
    else next.delete(k);
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** The same query without any filter (sort, page size and the open preview stay). */
export function withoutFilters(prev: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const k of FILTER_KEYS) next.delete(k);
  next.delete('page');
  return next;
}
