import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * `GET /api/screening/vacancy`: truthy `data` = the participant has an active screening. The guards
 * use it, so the contract is imported on the first call, not with the entry chunk.
 */
export const screeningVacancyQuery = queryOptions({
  queryKey: ['screening', 'vacancy'],
  queryFn: async ({ signal }) => {
    const { ScreeningVacancyResponseSchema } = await import('#shared/contracts/screening.ts');
    return apiRequest('/api/screening/vacancy', { schema: ScreeningVacancyResponseSchema, signal });
  },
  staleTime: 60_000,
});
