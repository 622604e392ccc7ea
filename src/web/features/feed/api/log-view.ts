/** `POST /api/posts/log/{id}`: the first time the reader sees a post. */
import type { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const logView = (id: number) =>
  apiRequest<typeof OkSchema>(`/api/posts/log/${id}`, { method: 'POST' });
