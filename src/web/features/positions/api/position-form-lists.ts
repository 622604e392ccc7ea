/** `GET /api/dashboard/vacancies/form-lists`: departments, cities, stage types and the like. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionFormListsResponseSchema } from '#shared/contracts/positions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const positionFormListsQuery = queryOptions({
  queryKey: ['positions', 'form-lists'],
  queryFn: ({ signal }) =>
    apiRequest<typeof PositionFormListsResponseSchema>('/api/dashboard/vacancies/form-lists', { signal }),
  staleTime: 5 * 60_000,
});

export const usePositionFormLists = () => useQuery(positionFormListsQuery);
