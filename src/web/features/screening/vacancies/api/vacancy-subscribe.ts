import type { OkSchema } from '#shared/contracts/common.ts';
import type { SubscribeBody } from '#shared/contracts/vacancies.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /api/vacancies/filter/subscribe`: an e-mail when a vacancy matching the filters opens. */
export function postVacancySubscribe(body: SubscribeBody) {
  return apiRequest<typeof OkSchema>('/api/vacancies/filter/subscribe', { method: 'POST', body });
}
