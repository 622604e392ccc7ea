import type { SmsLoginResponseSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /sms/login`: the code confirms the phone and opens the session. */
export function postSmsLogin(body: { phone: string; code: string }) {
  return apiRequest<typeof SmsLoginResponseSchema>('/sms/login', { method: 'POST', body });
}
