import type { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /forgot-password`: the same answer whether or not the e-mail is registered. */
export function postForgotPassword(body: { email: string }) {
  return apiRequest<typeof OkSchema>('/forgot-password', { method: 'POST', body });
}
