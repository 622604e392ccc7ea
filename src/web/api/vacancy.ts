import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancyResponseSchema } from '#shared/contracts/vacancies.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/vacancies/{id}`: one vacancy (a draft or a missing one is a 404). */
export function fetchVacancy(id: number, signal?: AbortSignal) {
  return apiRequest<typeof VacancyResponseSchema>(`/api/vacancies/${id}`, { signal });
}

export const vacancyQuery = (id: number) =>
  queryOptions({
    queryKey: ['vacancies', 'one', id],
    queryFn: async ({ signal }) => (await fetchVacancy(id, signal)).data,
    staleTime: 60_000,
  });

export function useVacancy(id: number) {
  return useQuery(vacancyQuery(id));
}
