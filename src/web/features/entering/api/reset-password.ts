import { useMutation } from '@tanstack/react-query';
import { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /reset-password`: a new password by the e-mailed link's token. */
export function postResetPassword(body: { token: string; password: string; password_confirmation: string }) {
  return apiRequest('/reset-password', { method: 'POST', body, schema: OkSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
