import { queryOptions } from '@tanstack/react-query';
import type { ScreeningStagesResponseSchema } from '#shared/contracts/screening.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/screening/vacancy/stages`: the active screening's stages (skipped ones left out). */
export const screeningStagesQuery = queryOptions({
  queryKey: ['screening', 'stages'],
  queryFn: async ({ signal }) =>
    (await apiRequest<typeof ScreeningStagesResponseSchema>('/api/screening/vacancy/stages', { signal }))
      .data,
  staleTime: 60_000,
});
