/** `DELETE /api/dashboard/vacancies/{id}`: only a position without candidates. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';

export const deletePosition = (id: number) =>
  apiRequest(`/api/dashboard/vacancies/${id}`, { method: 'DELETE' });

export function useDeletePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['positions', 'list'] }),
  });
}
