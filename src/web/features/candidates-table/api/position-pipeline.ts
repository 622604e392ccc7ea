/** `GET /api/dashboard/vacancies/{id}` (recruiter, admin): the position's title and the stages of its pipeline. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PositionDetailResponseSchema } from '#shared/contracts/positions.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const positionPipelineQuery = (id: number) =>
  queryOptions({
    queryKey: ['positions', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest<typeof PositionDetailResponseSchema>(`/api/dashboard/vacancies/${id}`, { signal }),
  });

export const usePositionPipeline = (id: number | null) =>
  useQuery({ ...positionPipelineQuery(id ?? 0), enabled: id !== null });
