import type { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** `POST /api/vacancies/filter/subscribe`: an e-mail when a matching vacancy opens. */
export function postSubscribe(body: { email: string }) {
  return apiRequest<typeof OkSchema>('/api/vacancies/filter/subscribe', { method: 'POST', body });
}
