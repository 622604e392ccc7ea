/** `POST /api/dashboard/candidate/{id}/stage/{n}/extend-deadline`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { candidateKey } from './candidate-card.ts';

export const extendDeadline = (id: number, n: number, days: number) =>
  apiRequest(`/api/dashboard/candidate/${id}/stage/${n}/extend-deadline`, { method: 'POST', body: { days } });

export function useExtendDeadline(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ n, days }: { n: number; days: number }) => extendDeadline(id, n, days),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateKey(id) }),
  });
}
