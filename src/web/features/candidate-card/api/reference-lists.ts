/** The public lists the edit form picks from: `GET /api/cities`, `GET /api/institutions?query=`. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CitiesResponseSchema, InstitutionsResponseSchema } from '#shared/contracts/reference.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const useCities = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: ['reference', 'cities'],
      queryFn: async ({ signal }) =>
        (await apiRequest('/api/cities', { schema: CitiesResponseSchema, signal })).data,
      staleTime: Infinity,
    }),
    enabled,
  });

export const useInstitutions = (query: string, enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: ['reference', 'institutions', query],
      queryFn: async ({ signal }) =>
        (
          await apiRequest('/api/institutions', {
            query: { query },
            schema: InstitutionsResponseSchema,
            signal,
          })
        ).data,
      staleTime: 10 * 60_000,
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
