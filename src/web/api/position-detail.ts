/**
 * `GET /api/dashboard/vacancies/{id}`: one position with its pipeline and status variants (its pages,
 * and the candidates table's stages).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionDetailResponseSchema } from '#shared/contracts/positions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const positionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['positions', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof PositionDetailResponseSchema>(`/api/dashboard/vacancies/${id}`, { signal }),
  });

export const usePositionDetail = (id: number, enabled = true) =>
  useQuery({ ...positionDetailQuery(id), enabled });
