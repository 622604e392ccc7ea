import { queryOptions } from '@tanstack/react-query';
import type { ScreeningVacancyResponseSchema } from '#shared/contracts/screening.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/screening/vacancy`: truthy `data` = the participant has an active screening. */
export const screeningVacancyQuery = queryOptions({
  queryKey: ['screening', 'vacancy'],
  queryFn: ({ signal }) =>
    apiRequest<typeof ScreeningVacancyResponseSchema>('/api/screening/vacancy', { signal }),
  staleTime: 60_000,
});
