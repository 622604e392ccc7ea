/** `DELETE /api/dashboard/vacancies/{id}/managers/{uid}/delete`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const removePositionManager = ({ id, userId }: { id: number; userId: number }) =>
  apiRequest(`/api/dashboard/vacancies/${id}/managers/${userId}/delete`, { method: 'DELETE' });

export function useRemovePositionManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePositionManager,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: ['positions', 'managers', id] }),
  });
}
