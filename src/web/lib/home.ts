import type { UserInfo } from '#shared/contracts/auth.ts';
import { roleHome } from '#shared/domain/roles.ts';

/**
 * Where a signed-in user belongs: a participant who still owes the "how did you hear" answer goes
 * to /verified (and from there on to the vacancy); a participant who was denied a vacancy page before
 * signing in goes back to it (its guard then forgets it); everyone else goes to their role's home.
 */
export function homeAfterSignIn(
  user: Pick<UserInfo, 'role' | 'need_how_know'>,
  returnVacancyId: number | null,
): string {
  if (user.role === 'participant' && user.need_how_know) return '/verified';
  if (user.role === 'participant' && returnVacancyId !== null) return `/vacancies/${returnVacancyId}`;
  return roleHome(user.role);
}
