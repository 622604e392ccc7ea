import { redirect } from 'react-router';
import type { UserInfo } from '#shared/contracts/auth.ts';
import type { AppContext } from './app-context.ts';
import {
  getClientState,
  setCurrentPhone,
  setReturnVacancyId,
  setWelcome,
  type WelcomeSource,
} from './client-state.ts';
import { homeAfterSignIn } from './home.ts';
import { signedIn } from './session.ts';

/**
 * After a sign-in (`POST /login`, `/sms/login`, the activation): where the user goes next, as a
 * form action's redirect. In the browser the session is remembered and the welcome marked here; on
 * the server the API's answer has set the session cookie, and the vacancy to return to is its cookie's.
 */
export function finishSignIn(ctx: AppContext, user: UserInfo, source: WelcomeSource): Response {
  if (ctx.server) return redirect(homeAfterSignIn(user, ctx.server.returnVacancyId));
  const target = homeAfterSignIn(user, getClientState().returnVacancyId);
  // A vacancy to return to is a participant's: staff signing in on this device forget it.
  if (user.role !== 'participant') setReturnVacancyId(null);
  setWelcome(source);
  setCurrentPhone(null);
  signedIn(ctx.queryClient, user);
  return redirect(target);
}
