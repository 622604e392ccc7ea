import { useMutation } from '@tanstack/react-query';
import type { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /api/vacancies/filter/unsubscribe`: the same answer for a known and an unknown token. */
export function postVacancyUnsubscribe(token: string) {
  return apiRequest<typeof OkSchema>('/api/vacancies/filter/unsubscribe', {
    method: 'POST',
    body: { token },
  });
}

export function useVacancyUnsubscribe() {
  return useMutation({ mutationFn: postVacancyUnsubscribe });
}
