import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CloseResponseSchema } from '#shared/contracts/apply.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `PUT /api/screening/close`: the participant withdraws from their active screening. */
export function closeScreening() {
  return apiRequest('/api/screening/close', { method: 'PUT', body: {}, schema: CloseResponseSchema });
}

/** On success the screening state is cleared (PRODUCT.md: withdrawal clears it) and read again. */
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
