import { useMutation } from '@tanstack/react-query';
import type { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /reset-password`: a new password by the e-mailed link's token. */
export function postResetPassword(body: { token: string; password: string; password_confirmation: string }) {
  return apiRequest<typeof OkSchema>('/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: postResetPassword });
}
