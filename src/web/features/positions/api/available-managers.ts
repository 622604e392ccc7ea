/** `GET /api/dashboard/vacancies/{id}/managers/available`: managers who may be added. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableManagersResponseSchema } from '#shared/contracts/position-managers.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const availableManagersQuery = (id: number) =>
  queryOptions({
    queryKey: ['positions', 'managers', id, 'available'],
    queryFn: ({ signal }) =>
      apiRequest<typeof AvailableManagersResponseSchema>(
        `/api/dashboard/vacancies/${id}/managers/available`,
        {
          signal,
        },
      ),
  });

export const useAvailableManagers = (id: number, enabled: boolean) =>
  useQuery({ ...availableManagersQuery(id), enabled });
