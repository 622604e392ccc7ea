/** `GET /api/dashboard/candidate/{id}/managers/available` (recruiter). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateManagerChoicesResponseSchema } from '#shared/contracts/position-managers.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { candidateKey } from './candidate-card.ts';

export async function fetchAvailableManagers(id: number, signal?: AbortSignal) {
  return (
    await apiRequest<typeof CandidateManagerChoicesResponseSchema>(
      `/api/dashboard/candidate/${id}/managers/available`,
      {
        signal,
      },
    )
  ).data;
}

export const availableManagersQuery = (id: number) =>
  queryOptions({
    queryKey: [...candidateKey(id), 'managers'],
    queryFn: ({ signal }) => fetchAvailableManagers(id, signal),
  });

export const useAvailableManagers = (id: number) => useQuery(availableManagersQuery(id));
