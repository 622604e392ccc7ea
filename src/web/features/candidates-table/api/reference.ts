/** The public lists the filters pick from: `GET /api/cities` and `GET /api/institutions?query=`. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CitiesResponseSchema, InstitutionsResponseSchema } from '#shared/contracts/reference.ts';
import { apiRequest } from '#web/lib/api-client.ts';

const citiesQuery = queryOptions({
  queryKey: ['reference', 'cities'],
  queryFn: async ({ signal }) =>
    (await apiRequest<typeof CitiesResponseSchema>('/api/cities', { signal })).data,
  staleTime: Infinity,
});

export const useCities = () => useQuery(citiesQuery);

export const useInstitutions = (query: string) =>
  useQuery(
    queryOptions({
      queryKey: ['reference', 'institutions', query],
      queryFn: async ({ signal }) =>
        (
          await apiRequest<typeof InstitutionsResponseSchema>('/api/institutions', {
            query: { query },
            signal,
          })
        ).data,
      staleTime: 10 * 60_000,
      placeholderData: keepPreviousData,
    }),
  );
