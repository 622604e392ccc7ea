/** The public lists the edit form picks from: `GET /api/cities`, `GET /api/institutions?query=`. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CitiesResponseSchema, InstitutionsResponseSchema } from '#shared/contracts/reference.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const useCities = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: ['reference', 'cities'],
      queryFn: async ({ signal }) =>
        (await apiRequest<typeof CitiesResponseSchema>('/api/cities', { signal })).data,
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
          await apiRequest<typeof InstitutionsResponseSchema>('/api/institutions', {
            query: { query },
            signal,
          })
        ).data,
      staleTime: 10 * 60_000,
      placeholderData: keepPreviousData,
    }),
    enabled,
  });
