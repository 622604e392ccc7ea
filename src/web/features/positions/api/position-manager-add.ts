/** `POST /api/dashboard/vacancies/{id}/managers`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PositionManagersResponseSchema } from '#shared/contracts/position-managers.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const addPositionManager = ({ id, userId }: { id: number; userId: number }) =>
  apiRequest(`/api/dashboard/vacancies/${id}/managers`, {
    method: 'POST',
    body: { user_id: userId },
    schema: PositionManagersResponseSchema,
  });

export function useAddPositionManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPositionManager,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: ['positions', 'managers', id] }),
  });
}
