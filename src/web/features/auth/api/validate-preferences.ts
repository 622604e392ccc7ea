import type { StepOkSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /register/validate-preferences`: the server's check of this sign-up step. */
export function postValidatePreferences(body: unknown) {
  return apiRequest<typeof StepOkSchema>('/register/validate-preferences', { method: 'POST', body });
}
