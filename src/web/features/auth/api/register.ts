import type { RegisterResponseSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /register`: creates the participant and sends an SMS code; does not sign in. */
export function postRegister(body: unknown) {
  return apiRequest<typeof RegisterResponseSchema>('/register', { method: 'POST', body });
}
