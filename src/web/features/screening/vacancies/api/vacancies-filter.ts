import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { VacanciesResponseSchema, VacancyFilters } from '#shared/contracts/vacancies.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const PER_PAGE = 12;

/** `POST /api/vacancies/filter`: one page of the open vacancies matching the filters. */
export function postVacancyFilter(filters: VacancyFilters, page: number, signal?: AbortSignal) {
  return apiRequest<typeof VacanciesResponseSchema>('/api/vacancies/filter', {
    method: 'POST',
    body: { ...filters, page, per_page: PER_PAGE },
    signal,
  });
}

/** The pages loaded so far ("show more" loads the next). */
export const vacancyFilterQuery = (filters: VacancyFilters) =>
  infiniteQueryOptions({
    queryKey: ['vacancies', 'filter', filters],
    queryFn: ({ pageParam, signal }) => postVacancyFilter(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.last_page ? last.meta.page + 1 : undefined),
    staleTime: 30_000,
  });

export function useVacancyFilter(filters: VacancyFilters) {
  return useInfiniteQuery(vacancyFilterQuery(filters));
}
