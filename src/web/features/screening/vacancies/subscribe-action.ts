/**
 * /vacancies' subscription form (decision 052): the e-mail and the filters of the page's address
 * (`POST /api/vacancies/filter/subscribe`). Posted natively before the scripts, or by the router
 * after; the page loads this when the form is sent.
 */
import type { Fields, FormResult } from '#web/lib/form-action.ts';
import { postVacancySubscribe } from './api/vacancy-subscribe.ts';
import { filtersFromSearch } from './filters-url.ts';

/** What the form shows once the address is taken: the API's confirmation in place of the form. */
export type SubscribeResult = FormResult & { subscribed?: string };

export async function subscribeAction(fields: Fields, request: Request): Promise<SubscribeResult> {
  const filters = filtersFromSearch(new URL(request.url).searchParams);
  const res = await postVacancySubscribe({ email: (fields.email ?? '').trim(), filters });
  return { subscribed: res.message };
}
