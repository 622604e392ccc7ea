/** `PUT /api/messages/{id}/read` and `PUT /api/messages/all/read`; both refresh the list and the unread dot. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') =>
      apiRequest<typeof OkSchema>(`/api/messages/${id === 'all' ? 'all' : String(id)}/read`, {
        method: 'PUT',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
