import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancyStagesResponseSchema } from '#shared/contracts/vacancies.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/vacancies/{id}/stages`: the vacancy's pipeline in process order. */
export function fetchVacancyStages(id: number, signal?: AbortSignal) {
  return apiRequest<typeof VacancyStagesResponseSchema>(`/api/vacancies/${id}/stages`, { signal });
}

export const vacancyStagesQuery = (id: number) =>
  queryOptions({
    queryKey: ['vacancies', 'stages', id],
    queryFn: async ({ signal }) => (await fetchVacancyStages(id, signal)).data,
    staleTime: 60_000,
  });

export function useVacancyStages(id: number) {
  return useQuery(vacancyStagesQuery(id));
}
