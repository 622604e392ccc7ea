import { queryOptions } from '@tanstack/react-query';
import type { MessagesResponseSchema } from '#shared/contracts/messages.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Messages per page on /notifications. */
export const NOTIFICATIONS_PAGE = 20;

/** `GET /api/messages?page=&per_page=`: newest first, with the unread count in `meta`. */
export const messagesQuery = (page: number, perPage = 20) =>
  queryOptions({
    queryKey: ['messages', 'list', page, perPage],
    queryFn: ({ signal }) =>
      apiRequest<typeof MessagesResponseSchema>('/api/messages', {
        query: { page, per_page: perPage },
        signal,
      }),
  });

/** The unread-message flag: the smallest page, read for `meta.unread`. */
export const unreadQuery = queryOptions({
  queryKey: ['messages', 'unread'],
  queryFn: async ({ signal }) => {
    const res = await apiRequest<typeof MessagesResponseSchema>('/api/messages', {
      query: { page: 1, per_page: 1 },
      signal,
    });
    return res.meta.unread > 0;
  },
  staleTime: 0,
});
