/** `GET /api/dashboard/vacancies`: the staff list with candidates per stage. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionListResponseSchema } from '#shared/contracts/positions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export type PositionsListParams = {
  search?: string;
  status?: string;
  department?: string;
  city_id?: string;
  tag?: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
};

export const positionsListQuery = (params: PositionsListParams) =>
  queryOptions({
    queryKey: ['positions', 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<typeof PositionListResponseSchema>('/api/dashboard/vacancies', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export const usePositionsList = (params: PositionsListParams) => useQuery(positionsListQuery(params));
