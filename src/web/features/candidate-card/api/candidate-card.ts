/** `GET /api/dashboard/candidate/{id}`: the whole card. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CandidateCardResponseSchema } from '#shared/contracts/candidate-card.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const candidateKey = (id: number) => ['dashboard', 'candidate', id] as const;

export async function fetchCandidateCard(id: number, signal?: AbortSignal) {
  return (await apiRequest(`/api/dashboard/candidate/${id}`, { schema: CandidateCardResponseSchema, signal }))
    .data;
}

export const candidateCardQuery = (id: number) =>
  queryOptions({
    queryKey: candidateKey(id),
    queryFn: ({ signal }) => fetchCandidateCard(id, signal),
    retry: false,
  });

export const useCandidateCard = (id: number) => useQuery(candidateCardQuery(id));
