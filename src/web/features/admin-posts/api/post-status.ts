/** `PUT /api/dashboard/posts/{id}/status`: hides or shows a post. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPostResponseSchema } from '#shared/contracts/posts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export function useSetPostHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      apiRequest<typeof AdminPostResponseSchema>(`/api/dashboard/posts/${id}/status`, {
        method: 'PUT',
        body: { hidden },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin-posts', 'list'] }),
  });
}
