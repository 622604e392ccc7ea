/**
 * The users list's search, filters, sort and page live in the URL query (back, forward and reload
 * keep them); this turns the URL into the `GET /api/dashboard/users` query (through lib/url-filters.ts). Names
 * are the API's.
 */
import { USER_SORTS } from '#shared/contracts/admin-users.ts';
import {
  hasFilters,
  nonEmpty,
  patched,
  readPage,
  readFilters as readUrlFilters,
  readSort as readUrlSort,
  withoutFilters as withoutUrlFilters,
} from '#web/lib/url-filters.ts';

export const FILTER_KEYS = [
  'q',
  'role',
  'state',
  'city_id',
  'institution_id',
  'registered_from',
  'registered_to',
  'phone_verified',
  'active_screening',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Record<FilterKey, string>;
export type Sort = { sort: (typeof USER_SORTS)[number]; order: 'asc' | 'desc' };

export const PER_PAGE = 20;

export const readFilters = (params: URLSearchParams): Filters => readUrlFilters(params, FILTER_KEYS);
export const readSort = (params: URLSearchParams): Sort => readUrlSort(params, USER_SORTS, 'registered_at');
export { hasFilters, patched, readPage };

export function apiQuery(params: URLSearchParams): Record<string, string | number> {
  return {
    ...nonEmpty(readFilters(params)),
    ...readSort(params),
    page: readPage(params),
    per_page: PER_PAGE,
  };
}

export const withoutFilters = (prev: URLSearchParams) => withoutUrlFilters(prev, FILTER_KEYS);
