/** `POST /api/dashboard/vacancies/{id}/managers`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PositionManagersResponseSchema } from '#shared/contracts/position-managers.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const addPositionManager = ({ id, userId }: { id: number; userId: number }) =>
  apiRequest<typeof PositionManagersResponseSchema>(`/api/dashboard/vacancies/${id}/managers`, {
    method: 'POST',
    body: { user_id: userId },
  });

export function useAddPositionManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPositionManager,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: ['positions', 'managers', id] }),
  });
}
