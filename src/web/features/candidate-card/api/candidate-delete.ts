/** `DELETE /api/dashboard/candidate/{id}` (recruiter). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { candidateKey } from './candidate-card.ts';

export const deleteCandidate = (id: number) =>
  apiRequest(`/api/dashboard/candidate/${id}`, { method: 'DELETE' });

export function useDeleteCandidate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCandidate(id),
    onSuccess: () => queryClient.removeQueries({ queryKey: candidateKey(id) }),
  });
}
