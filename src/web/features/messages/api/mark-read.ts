/** `PUT /api/messages/{id}/read` and `PUT /api/messages/all/read`; both refresh the list and the unread dot. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `id` as a form sent it: the API judges what is not a notice's id. */
export function putMarkRead(id: number | string | 'all') {
  return apiRequest<typeof OkSchema>(`/api/messages/${encodeURIComponent(String(id))}/read`, {
    method: 'PUT',
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | 'all') => putMarkRead(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
