/**
 * The list's filters in the URL query string, so a reload, a shared link and the back button keep
 * them: `?q=аналитик&dep=7&dep=2&city=12&format=1&hours=20&tag=SQL`. Unknown or broken values are
 * dropped rather than sent to the API.
 */
import type { VacancyFilters } from '#shared/contracts/vacancies.ts';
import { DEPARTMENTS, HOURS_PER_WEEK, WORK_FORMATS, values } from '#shared/domain/selection-lists.ts';

const KEYS = {
  title: 'q',
  departments: 'dep',
  city_ids: 'city',
  work_formats: 'format',
  hours: 'hours',
  tags: 'tag',
} as const;

const numbers = (params: URLSearchParams, key: string, allowed?: readonly number[]) =>
  [...new Set(params.getAll(key).map(Number))].filter(
    (n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647 && (!allowed || allowed.includes(n)),
  );

export function filtersFromSearch(params: URLSearchParams): VacancyFilters {
  return {
    title: (params.get(KEYS.title) ?? '').slice(0, 100),
    departments: numbers(params, KEYS.departments, values(DEPARTMENTS)),
    city_ids: numbers(params, KEYS.city_ids).slice(0, 50),
    work_formats: numbers(params, KEYS.work_formats, values(WORK_FORMATS)),
    hours: numbers(params, KEYS.hours, values(HOURS_PER_WEEK)),
    tags: [
      ...new Set(
        params
          .getAll(KEYS.tags)
          .map((t) => t.trim().slice(0, 50))
          .filter(Boolean),
      ),
    ].slice(0, 20),
  };
}

export function searchFromFilters(f: VacancyFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.title.trim()) params.set(KEYS.title, f.title);
  for (const d of f.departments) params.append(KEYS.departments, String(d));
  for (const c of f.city_ids) params.append(KEYS.city_ids, String(c));
  for (const w of f.work_formats) params.append(KEYS.work_formats, String(w));
  for (const h of f.hours) params.append(KEYS.hours, String(h));
  for (const t of f.tags) params.append(KEYS.tags, t);
  return params;
}

export function hasFilters(f: VacancyFilters): boolean {
  return (
    Boolean(f.title.trim()) ||
    [f.departments, f.city_ids, f.work_formats, f.hours, f.tags].some((l) => l.length > 0)
  );
}
