/** `GET /api/dashboard/candidates/stages/{n}/statuses`: the statuses stage n allows. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StageStatusesResponseSchema } from '#shared/contracts/candidate-stages.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export async function fetchStageStatuses(n: number, signal?: AbortSignal) {
  return (
    await apiRequest<typeof StageStatusesResponseSchema>(`/api/dashboard/candidates/stages/${n}/statuses`, {
      signal,
    })
  ).data;
}

export const stageStatusesQuery = (n: number) =>
  queryOptions({
    queryKey: ['dashboard', 'stage-statuses', n],
    queryFn: ({ signal }) => fetchStageStatuses(n, signal),
    staleTime: Infinity,
  });

export const useStageStatuses = (n: number, enabled: boolean) =>
  useQuery({ ...stageStatusesQuery(n), enabled });
