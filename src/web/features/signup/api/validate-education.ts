import { useMutation } from '@tanstack/react-query';
import { StepOkSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /register/validate-education`: the server's check of this sign-up step. */
export function postValidateEducation(body: unknown) {
  return apiRequest('/register/validate-education', { method: 'POST', body, schema: StepOkSchema });
}

export function useValidateEducation() {
  return useMutation({ mutationFn: postValidateEducation });
}
