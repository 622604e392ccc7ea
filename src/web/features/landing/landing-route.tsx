import { roleHome } from '#shared/domain/roles.ts';
import { useSession } from '#web/lib/session.ts';
import { LandingPage } from './landing-page.tsx';

/** The landing inside the app (a navigation back to `/`): the session says where «Личный кабинет» leads. */
export function LandingRoute() {
  const { user } = useSession();
  return <LandingPage homeTo={user ? roleHome(user.role) : null} />;
}
