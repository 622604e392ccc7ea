/** `GET /api/dashboard/candidate/{id}`: the whole card. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateCardResponseSchema } from '#shared/contracts/candidate-card.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const candidateKey = (id: number) => ['dashboard', 'candidate', id] as const;

export async function fetchCandidateCard(id: number, signal?: AbortSignal) {
  return (await apiRequest<typeof CandidateCardResponseSchema>(`/api/dashboard/candidate/${id}`, { signal }))
    .data;
}

export const candidateCardQuery = (id: number) =>
  queryOptions({
    queryKey: candidateKey(id),
    queryFn: ({ signal }) => fetchCandidateCard(id, signal),
    retry: false,
  });

export const useCandidateCard = (id: number) => useQuery(candidateCardQuery(id));
