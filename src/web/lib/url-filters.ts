/**
 * A list's search, filters, sort and page live in the URL query, so back, forward, reload and a
 * shared link keep them. These read and write them for every staff list (users, candidates,
 * positions, applications); each list names its own keys, in the API's names.
 */

/** Every key's value, '' when absent. */
export function readFilters<K extends string>(
  params: URLSearchParams,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
}

/** `sort` when the list allows it (else `fallback`), `order` descending unless it says `asc`. */
export function readSort<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  fallback: S,
): { sort: S; order: 'asc' | 'desc' } {
  const sort = params.get('sort');
  return {
    sort: sorts.find((s) => s === sort) ?? fallback,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
}

/** The page, 1 unless the URL holds a whole number above it. */
export const readPage = (params: URLSearchParams): number =>
  Math.max(1, Math.floor(Number(params.get('page'))) || 1);

export const hasFilters = (filters: Record<string, string>): boolean =>
  Object.values(filters).some((v) => v !== '');

/** How many filters are set, leaving out `except` (the search, the order): what a folded panel counts. */
export const countSet = (filters: Record<string, string>, except: readonly string[] = []): number =>
  Object.entries(filters).filter(([k, v]) => v !== '' && !except.includes(k)).length;

/** The filters that say something, for the API's query. */
export function nonEmpty(filters: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
}

/**
 * A new query with `patch` applied: an empty value removes its key, unless the key is in
 * `keepEmpty` (where '' means something, as «all statuses»). Changing anything but the page sends
 * the list back to its first page, so a narrower filter never lands on a page that is gone.
 */
export function patched(
  prev: URLSearchParams,
  patch: Record<string, string>,
  keepEmpty: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(patch))
    if (v || keepEmpty.includes(k)) next.set(k, v);
    else next.delete(k);
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** The same query without `keys` and the page (sort, page size and the rest stay). */
export function withoutFilters(prev: URLSearchParams, keys: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const k of keys) next.delete(k);
  next.delete('page');
  return next;
}
