/** `PUT /api/dashboard/candidate/{id}` (recruiter): corrects the candidate's data; answers the whole card. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateCardResponseSchema, CandidateEditInput } from '#shared/contracts/candidate-card.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { candidateKey } from './candidate-card.ts';

export function useEditCandidate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CandidateEditInput) =>
      (
        await apiRequest<typeof CandidateCardResponseSchema>(`/api/dashboard/candidate/${id}`, {
          method: 'PUT',
          body: input,
        })
      ).data,
    onSuccess: async (card) => {
      queryClient.setQueryData(candidateKey(id), card);
      // The history gained an entry; the tables show the name, city and institution.
      await queryClient.invalidateQueries({ queryKey: [...candidateKey(id), 'history'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard', 'candidates'] });
    },
  });
}
