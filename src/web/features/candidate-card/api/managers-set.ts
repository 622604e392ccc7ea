/** `PUT /api/dashboard/candidate/{id}/manager`: the candidate's personal managers, all of them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CandidateManagersResponseSchema } from '#shared/contracts/position-managers.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { candidateKey } from './candidate-card.ts';

export const setCandidateManagers = (id: number, userIds: number[]) =>
  apiRequest<typeof CandidateManagersResponseSchema>(`/api/dashboard/candidate/${id}/manager`, {
    method: 'PUT',
    body: { user_ids: userIds },
  });

export function useSetCandidateManagers(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => setCandidateManagers(id, userIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKey(id) }),
  });
}
