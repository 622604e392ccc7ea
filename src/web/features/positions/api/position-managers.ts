/** `GET /api/dashboard/vacancies/{id}/managers`. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionManagersResponseSchema } from '#shared/contracts/position-managers.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const positionManagersQuery = (id: number) =>
  queryOptions({
    queryKey: ['positions', 'managers', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof PositionManagersResponseSchema>(`/api/dashboard/vacancies/${id}/managers`, {
        signal,
      }),
  });

export const usePositionManagers = (id: number) => useQuery(positionManagersQuery(id));
