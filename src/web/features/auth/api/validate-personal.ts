import type { StepOkSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /register/validate-personal`: the server's check of this sign-up step. */
export function postValidatePersonal(body: unknown) {
  return apiRequest<typeof StepOkSchema>('/register/validate-personal', { method: 'POST', body });
}
