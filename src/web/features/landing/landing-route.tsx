import type { LoaderFunction } from 'react-router';
import { roleHome } from '#shared/domain/roles.ts';
import { appOf, pageData } from '#web/lib/app-context.ts';
import { useSession } from '#web/lib/session.ts';
import { landingVacanciesQuery, useLandingVacancies } from './api/landing-vacancies.ts';
import { LandingPage } from './landing-page.tsx';

/**
 * The open vacancies: awaited on the server (entry-server.tsx puts them in the landing's data),
 * started in the browser. With the module, so the app's entry does not carry it.
 */
export const loader: LoaderFunction = (args) =>
  pageData(appOf(args), (qc) => qc.ensureQueryData(landingVacanciesQuery));

/**
 * The landing inside the app (a navigation back to `/`): the session says where «Личный кабинет»
 * leads; the vacancies come as the loader started them.
 */
export function LandingRoute() {
  const { user } = useSession();
  const vacancies = useLandingVacancies();
  return <LandingPage homeTo={user ? roleHome(user.role) : null} vacancies={vacancies.data ?? null} />;
}
