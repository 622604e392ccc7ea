import type { SmsSendCodeResponseSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /sms/send-code`: a new code to the phone (once a minute). */
export function postSendCode(phone: string) {
  return apiRequest<typeof SmsSendCodeResponseSchema>('/sms/send-code', { method: 'POST', body: { phone } });
}
