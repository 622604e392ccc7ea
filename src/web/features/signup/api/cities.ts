import { queryOptions } from '@tanstack/react-query';
import { CitiesResponseSchema } from '#shared/contracts/reference.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/cities`: every city, sorted. */
export const citiesQuery = queryOptions({
  queryKey: ['reference', 'cities'],
  queryFn: async ({ signal }) => (await apiRequest('/api/cities', { schema: CitiesResponseSchema, signal })).data,
  staleTime: Infinity,
});
