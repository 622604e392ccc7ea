/**
 * The table's filters, sort and page live in the URL query (back, forward and reload keep them);
 * this turns the URL into the `GET /api/dashboard/candidates` query and back. Names are the API's.
 */
import { CANDIDATE_SORTS } from '#shared/contracts/candidates-table.ts';
import {
  hasFilters,
  nonEmpty,
  patched,
  readPage as readUrlPage,
  readFilters as readUrlFilters,
  readSort as readUrlSort,
  withoutFilters as withoutUrlFilters,
} from '#web/lib/url-filters.ts';

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

export const readFilters = (params: URLSearchParams): Filters => readUrlFilters(params, FILTER_KEYS);
export const readSort = (params: URLSearchParams): Sort => readUrlSort(params, CANDIDATE_SORTS, 'applied_at');
export { hasFilters, patched };

export function readPage(params: URLSearchParams): { page: number; per_page: number } {
  const perPage = Number(params.get('per_page'));
  return {
    page: readUrlPage(params),
    per_page: PER_PAGE_OPTIONS.includes(String(perPage)) ? perPage : DEFAULT_PER_PAGE,
  };
}

/** The API query: empty filters left out, the position fixed by the page (not the URL). */
export function apiQuery(params: URLSearchParams, vacancyId: number | null): Record<string, string | number> {
  const out: Record<string, string | number> = nonEmpty(readFilters(params));
  if (vacancyId !== null) out.vacancy_id = vacancyId;
  return { ...out, ...readSort(params), ...readPage(params) };
}

/** The same query without any filter (sort, page size and the open preview stay). */
export const withoutFilters = (prev: URLSearchParams) => withoutUrlFilters(prev, FILTER_KEYS);
