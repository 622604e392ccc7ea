import { useMutation } from '@tanstack/react-query';
import { StepOkSchema } from '#shared/contracts/auth.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /register/validate-preferences`: the server's check of this sign-up step. */
export function postValidatePreferences(body: unknown) {
  return apiRequest('/register/validate-preferences', { method: 'POST', body, schema: StepOkSchema });
}

export function useValidatePreferences() {
  return useMutation({ mutationFn: postValidatePreferences });
}
