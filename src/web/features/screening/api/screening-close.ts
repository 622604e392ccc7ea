import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CloseResponseSchema } from '#shared/contracts/apply.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `PUT /api/screening/close`: the participant withdraws from their active screening. */
export function closeScreening() {
  return apiRequest<typeof CloseResponseSchema>('/api/screening/close', { method: 'PUT', body: {} });
}

/** On success the screening state is cleared (docs/product.md: withdrawal clears it) and read again. */
export function useCloseScreening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeScreening,
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: ['screening'] });
      await queryClient.invalidateQueries({ queryKey: ['screening'] });
    },
  });
}
