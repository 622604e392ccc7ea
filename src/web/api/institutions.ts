import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InstitutionsResponseSchema } from '#shared/contracts/reference.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `GET /api/institutions?query=`: at most 20 matches. */
export const institutionsQuery = (query: string) =>
  queryOptions({
    queryKey: ['reference', 'institutions', query],
    queryFn: async ({ signal }) =>
      (await apiRequest<typeof InstitutionsResponseSchema>('/api/institutions', { query: { query }, signal }))
        .data,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
  });
