import type { LoginResponseSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /login`: e-mail and password; an unconfirmed phone answers `activation_phone`. */
export function postLogin(body: { email: string; password: string }) {
  return apiRequest<typeof LoginResponseSchema>('/login', { method: 'POST', body });
}
