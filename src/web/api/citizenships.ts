import { queryOptions } from '@tanstack/react-query';
import type { CitizenshipsResponseSchema } from '#shared/contracts/reference.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/citizenships`: Россия first. */
export const citizenshipsQuery = queryOptions({
  queryKey: ['reference', 'citizenships'],
  queryFn: async ({ signal }) =>
    (await apiRequest<typeof CitizenshipsResponseSchema>('/api/citizenships', { signal })).data,
  staleTime: Infinity,
});
