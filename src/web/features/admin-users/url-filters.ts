/**
 * The users list's search, filters, sort and page live in the URL query (back, forward and reload
 * keep them); this turns the URL into the `GET /api/dashboard/users` query. Names are the API's.
 */
import { USER_SORTS } from '#shared/contracts/admin-users.ts';

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

export function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Filters;
}

export function readSort(params: URLSearchParams): Sort {
  const sort = params.get('sort');
  return {
    sort: USER_SORTS.find((s) => s === sort) ?? 'registered_at',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

export const readPage = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page'))) || 1);

export const hasFilters = (f: Filters) => FILTER_KEYS.some((k) => f[k] !== '');

export function apiQuery(params: URLSearchParams): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(readFilters(params))) if (v !== '') out[k] = v;
  return { ...out, ...readSort(params), page: readPage(params), per_page: PER_PAGE };
}

/** `patch` applied (empty values removed); anything but the page sends the list back to page 1. */
export function patched(prev: URLSearchParams, patch: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(patch))
    if (v) next.set(k, v);
    else next.delete(k);
  if (!('page' in patch)) next.delete('page');
  return next;
}

export function withoutFilters(prev: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const k of FILTER_KEYS) next.delete(k);
  next.delete('page');
  return next;
}
