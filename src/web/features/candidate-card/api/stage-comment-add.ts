/** `POST /api/dashboard/candidate/{id}/stage-comment/{n}`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { candidateKey } from './candidate-card.ts';

export function addStageComment(input: { id: number; n: number; text: string }) {
  return apiRequest(`/api/dashboard/candidate/${input.id}/stage-comment/${input.n}`, {
    method: 'POST',
    body: { text: input.text },
  });
}

export function useAddStageComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { n: number; text: string }) => addStageComment({ id, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKey(id) }),
  });
}
