/**
 * The usability survey's post (decision 052), to /profile's action from the page's form
 * (`/profile?usability=1`) or from the dialog: a score and a comment, or «Не сейчас» (recorded
 * too, so it is not asked again), by `PUT /api/users/feedback/usability`.
 */
import { redirect } from 'react-router';
import type { OkSchema } from '#shared/contracts/common.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import type { AppContext } from '#web/lib/app-context.ts';
import type { Fields } from '#web/lib/form-action.ts';
import { userInfoQuery } from '#web/lib/session.ts';

export type UsabilityResult = { sent?: true };

export async function usabilityAction(fields: Fields, ctx: AppContext) {
  const body =
    fields.intent === 'usability-skip'
      ? { skipped: true }
      : { score: fields.score ? Number(fields.score) : undefined, comment: (fields.comment ?? '').trim() };
  await apiRequest<typeof OkSchema>('/api/users/feedback/usability', { method: 'PUT', body });
  ctx.queryClient.setQueryData(userInfoQuery.queryKey, (old) =>
    old ? { ...old, usability_due: false } : old,
  );
  // A native post leads on (303); the dialog's post, in the browser, stays where it is.
  return ctx.server ? redirect('/profile?usability=sent') : ({ sent: true } satisfies UsabilityResult);
}
