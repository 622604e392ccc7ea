/** `PUT /api/dashboard/candidate/{id}/stage`: move the candidate to stage n. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffStagesResponseSchema } from '#shared/contracts/candidate-stages.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { candidateKey } from './candidate-card.ts';

export const moveStage = (id: number, n: number) =>
  apiRequest<typeof StaffStagesResponseSchema>(`/api/dashboard/candidate/${id}/stage`, {
    method: 'PUT',
    body: { n },
  });

export function useMoveStage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (n: number) => moveStage(id, n),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKey(id) }),
  });
}
