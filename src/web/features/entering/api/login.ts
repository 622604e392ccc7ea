import { useMutation } from '@tanstack/react-query';
import { LoginResponseSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /login`: e-mail and password; an unconfirmed phone answers `activation_phone`. */
export function postLogin(body: { email: string; password: string }) {
  return apiRequest('/login', { method: 'POST', body, schema: LoginResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
