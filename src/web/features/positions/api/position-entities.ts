/** `GET /api/dashboard/vacancies/entities`: the cities and tags the list can be filtered by. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionEntitiesResponseSchema } from '#shared/contracts/positions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const positionEntitiesQuery = queryOptions({
  queryKey: ['positions', 'entities'],
  queryFn: ({ signal }) =>
    apiRequest<typeof PositionEntitiesResponseSchema>('/api/dashboard/vacancies/entities', { signal }),
  staleTime: 5 * 60_000,
});

export const usePositionEntities = () => useQuery(positionEntitiesQuery);
