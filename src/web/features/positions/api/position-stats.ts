/** `GET /api/dashboard/vacancies/{id}/statistics`: the position's funnel. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionStatisticsSchema } from '#shared/contracts/position-stats.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const positionStatsQuery = (id: number) =>
  queryOptions({
    queryKey: ['positions', 'stats', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof PositionStatisticsSchema>(`/api/dashboard/vacancies/${id}/statistics`, { signal }),
  });

export const usePositionStats = (id: number) => useQuery(positionStatsQuery(id));
