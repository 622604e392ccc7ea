/** `GET /api/dashboard/candidate/{id}/history`: the newest 100 changes (the server sorts newest first). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryResponseSchema } from '#shared/contracts/candidate-card.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { candidateKey } from './candidate-card.ts';

export async function fetchCandidateHistory(id: number, signal?: AbortSignal) {
  return (
    await apiRequest<typeof HistoryResponseSchema>(`/api/dashboard/candidate/${id}/history`, {
      query: { per_page: 100 },
      signal,
    })
  ).data;
}

export const candidateHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...candidateKey(id), 'history'],
    queryFn: ({ signal }) => fetchCandidateHistory(id, signal),
  });

export const useCandidateHistory = (id: number) => useQuery(candidateHistoryQuery(id));
