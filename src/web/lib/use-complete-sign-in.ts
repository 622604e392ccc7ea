import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UserInfo } from '#shared/contracts/auth.ts';
import {
  getClientState,
  setCurrentPhone,
  setReturnVacancyId,
  setWelcome,
  type WelcomeSource,
} from './client-state.ts';
import { homeAfterSignIn } from './home.ts';
import { signedIn } from './session.ts';

/** After /sms/login or /login: remember the session, mark the welcome and open the right page. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: UserInfo, source: WelcomeSource, to?: string) => {
    const target = to ?? homeAfterSignIn(user, getClientState().returnVacancyId);
    // A vacancy to return to is a participant's: staff signing in on this device forget it.
    if (user.role !== 'participant') setReturnVacancyId(null);
    setWelcome(source);
    setCurrentPhone(null);
    signedIn(queryClient, user);
    void navigate(target, { replace: true });
  };
}
