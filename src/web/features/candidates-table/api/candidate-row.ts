/** `GET /api/dashboard/candidates/{id}`: the candidate as one table row, for the preview. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidateRowResponseSchema } from '#shared/contracts/candidate-card.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const candidateRowQuery = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', 'candidates', 'row', id],
    queryFn: async ({ signal }) =>
      (await apiRequest<typeof CandidateRowResponseSchema>(`/api/dashboard/candidates/${id}`, { signal }))
        .data,
    retry: false,
  });

export const useCandidateRow = (id: number | null) =>
  useQuery({ ...candidateRowQuery(id ?? 0), enabled: id !== null });
