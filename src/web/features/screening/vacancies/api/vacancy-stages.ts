import { queryOptions, useQuery } from '@tanstack/react-query';
import { VacancyStagesResponseSchema } from '#shared/contracts/vacancies.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/vacancies/{id}/stages`: the vacancy's pipeline in process order. */
export function fetchVacancyStages(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/vacancies/${id}/stages`, { schema: VacancyStagesResponseSchema, signal });
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
