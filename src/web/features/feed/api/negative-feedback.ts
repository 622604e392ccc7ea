/** `POST /api/posts/{id}/negative-feedback`: «Не интересно» with a reason; the post leaves the reader's feed. */
import type { OkSchema } from '#shared/contracts/common.ts';
import type { NegativeFeedbackBody } from '#shared/contracts/posts.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const sendNegativeFeedback = (id: number, body: NegativeFeedbackBody) =>
  apiRequest<typeof OkSchema>(`/api/posts/${id}/negative-feedback`, { method: 'POST', body });
