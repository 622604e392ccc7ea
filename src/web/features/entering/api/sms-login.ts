import { useMutation } from '@tanstack/react-query';
import { SmsLoginResponseSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /sms/login`: the code confirms the phone and opens the session. */
export function postSmsLogin(body: { phone: string; code: string }) {
  return apiRequest('/sms/login', { method: 'POST', body, schema: SmsLoginResponseSchema });
}

export function useSmsLogin() {
  return useMutation({ mutationFn: postSmsLogin });
}
