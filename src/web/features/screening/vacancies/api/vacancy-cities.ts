import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CitiesSearchResponseSchema } from '#shared/contracts/vacancies.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /api/vacancies/cities/search`: cities that have open vacancies, matching the query (≤ 20). */
export function postVacancyCities(query: string, signal?: AbortSignal) {
  return apiRequest<typeof CitiesSearchResponseSchema>('/api/vacancies/cities/search', {
    method: 'POST',
    body: { query },
    signal,
  });
}

export const vacancyCitiesQuery = (query: string) =>
  queryOptions({
    queryKey: ['vacancies', 'cities', query],
    queryFn: async ({ signal }) => (await postVacancyCities(query, signal)).data,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useVacancyCities(query: string) {
  return useQuery(vacancyCitiesQuery(query));
}
