import { queryOptions } from '@tanstack/react-query';
import { ScreeningVacancyResponseSchema } from '#shared/contracts/screening.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/screening/vacancy`: truthy `data` = the participant has an active screening. */
export const screeningVacancyQuery = queryOptions({
  queryKey: ['screening', 'vacancy'],
  queryFn: ({ signal }) => apiRequest('/api/screening/vacancy', { schema: ScreeningVacancyResponseSchema, signal }),
  staleTime: 60_000,
});
