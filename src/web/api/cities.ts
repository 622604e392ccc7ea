import { queryOptions } from '@tanstack/react-query';
import type { CitiesResponseSchema } from '#shared/contracts/reference.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/cities`: every city, sorted. */
export const citiesQuery = queryOptions({
  queryKey: ['reference', 'cities'],
  queryFn: async ({ signal }) =>
    (await apiRequest<typeof CitiesResponseSchema>('/api/cities', { signal })).data,
  staleTime: Infinity,
});
