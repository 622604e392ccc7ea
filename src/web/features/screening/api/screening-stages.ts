import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * `GET /api/screening/vacancy/stages`: the active screening's stages (skipped ones left out). The
 * guards use it, so the contract is imported on the first call, not with the entry chunk.
 */
export const screeningStagesQuery = queryOptions({
  queryKey: ['screening', 'stages'],
  queryFn: async ({ signal }) => {
    const { ScreeningStagesResponseSchema } = await import('#shared/contracts/screening.ts');
    return (await apiRequest('/api/screening/vacancy/stages', { schema: ScreeningStagesResponseSchema, signal })).data;
  },
  staleTime: 60_000,
});
