/** `POST /api/posts/log/{id}`: the first time the reader sees a post. */
import { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const logView = (id: number) =>
  apiRequest(`/api/posts/log/${id}`, { method: 'POST', schema: OkSchema });
