import type { StepOkSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /register/validate-education`: the server's check of this sign-up step. */
export function postValidateEducation(body: unknown) {
  return apiRequest<typeof StepOkSchema>('/register/validate-education', { method: 'POST', body });
}
