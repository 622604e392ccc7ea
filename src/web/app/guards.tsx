import { useEffect, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useMatch, useParams } from 'react-router';
import type { Role } from '#shared/domain/roles.ts';
import { roleHome } from '#shared/domain/roles.ts';
import { ruWebShell } from '#shared/i18n/ru/ui/shell.ts';
import { ruWebWelcome } from '#shared/i18n/ru/ui/welcome.ts';
import { screeningStagesQuery } from '#web/features/screening/api/screening-stages.ts';
import { screeningVacancyQuery } from '#web/features/screening/api/screening-vacancy.ts';
import { getClientState, setReturnVacancyId, setWelcome, useClientState } from '#web/lib/client-state.ts';
import { homeAfterSignIn } from '#web/lib/home.ts';
import { useIsMobile } from '#web/lib/media.ts';
import { prefetchSession, useSession } from '#web/lib/session.ts';

export function PageLoader() {
  return (
    <Center mih="60dvh">
      <Loader aria-label={ruWebShell.loading} />
    </Center>
  );
}

/** A path parameter that cannot be an id (`/vacancies/abc`) is a bad request. */
export function isIdParam(value: string | undefined): boolean {
  return value !== undefined && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647;
}

const NO_FORCE = new Set(['/verified', '/500', '/400']);

/**
 * The root of every page: scroll on navigation, the one-time welcome message, and a participant who
 * owes the "how did you hear" answer is kept on /verified.
 */
export function RootGuard() {
  const session = useSession();
  const location = useLocation();
  const welcome = useClientState((s) => s.welcome);

  useEffect(() => {
    if (location.hash) {
      if (location.hash === '#subscribe') return;
      const id = decodeURIComponent(location.hash.slice(1));
      const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' }), 50);
      return () => window.clearTimeout(timer);
    }
    window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    if (!welcome || location.pathname === '/login' || location.pathname === '/email_login' || location.pathname === '/activation') return;
    setWelcome(null);
    notifications.show({ color: 'green', title: ruWebWelcome.title, message: ruWebWelcome[welcome] });
  }, [welcome, location.pathname]);

  if (session.user?.role === 'participant' && session.user.need_how_know && !NO_FORCE.has(location.pathname)) {
    return <Navigate to="/verified" replace />;
  }
  return <Outlet />;
}

RootGuard.preload = prefetchSession;

/** Entering pages are for signed-out visitors; a signed-in user goes home. */
export function EnteringGuard() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'authenticated') return <Navigate to={homeAfterSignIn(session.user, getClientState().returnVacancyId)} replace />;
  return <Outlet />;
}

/** Pages of one role: a signed-out visitor goes to /login, another role to its own home. */
export function RoleGuard({ role, children }: { role: Role; children?: ReactNode }) {
  const session = useSession();
  const vacancy = useMatch('/vacancies/:id');
  const vacancyId = vacancy?.params.id;

  if (vacancy && !isIdParam(vacancyId)) return <Navigate to="/400" replace />;
  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'anonymous') {
    // Spec section 4: a visitor denied a vacancy page comes back to it after sign-in.
    if (vacancy && vacancyId) return <StoreVacancyThenLogin id={Number(vacancyId)} />;
    return <Navigate to="/login" replace />;
  }
  if (session.user.role !== role) return <Navigate to={roleHome(session.user.role)} replace />;
  return children ?? <Outlet />;
}

function StoreVacancyThenLogin({ id }: { id: number }) {
  useEffect(() => setReturnVacancyId(id), [id]);
  return <Navigate to="/login" replace />;
}

/** Route parameters that must be ids; anything else is /400. */
export function IdParamsGuard({ names }: { names: readonly string[] }) {
  const params = useParams();
  if (names.some((n) => !isIdParam(params[n]))) return <Navigate to="/400" replace />;
  return <Outlet />;
}

/** /screening: one fresh fetch decides between progress and vacancies. */
export function ScreeningRedirect() {
  const screening = useQuery({ ...screeningVacancyQuery, refetchOnMount: 'always' });
  if (screening.isPending || screening.isFetching) return <PageLoader />;
  return <Navigate to={screening.data?.data ? '/progress' : '/vacancies'} replace />;
}

/** /progress only with an active screening, /vacancies only without one. */
export function ScreeningGuard({ need }: { need: 'active' | 'none' }) {
  const screening = useQuery(screeningVacancyQuery);
  if (screening.isPending) return <PageLoader />;
  const active = Boolean(screening.data?.data);
  if (need === 'active' && !active) return <Navigate to="/vacancies" replace />;
  if (need === 'none' && active) return <Navigate to="/progress" replace />;
  return <Outlet />;
}

/**
 * The screening check, started beside the session check when a participant route matches (before the
 * participant layout has loaded). Only with the stored auth flag: a visitor without it goes to /login
 * unasked. If the user turns out not to be a participant, the guard never reads the answer.
 */
function prefetchScreening(queryClient: QueryClient): void {
  if (getClientState().authenticated) void queryClient.prefetchQuery(screeningVacancyQuery);
}
ScreeningGuard.preload = prefetchScreening;

/** /vacancies/:id with an active screening: only that screening's vacancy, with its stages loaded. */
export function VacancyGuard() {
  const id = Number(useParams().id);
  const screening = useQuery(screeningVacancyQuery);
  const active = screening.data?.data ?? null;
  const stages = useQuery({ ...screeningStagesQuery, enabled: Boolean(active) });
  const returnId = useClientState((s) => s.returnVacancyId);

  useEffect(() => {
    if (returnId !== null) setReturnVacancyId(null);
  }, [returnId]);

  if (screening.isPending) return <PageLoader />;
  if (active) {
    if (active.id !== id) return <Navigate to="/progress" replace />;
    if (stages.isPending) return <PageLoader />;
    if (!stages.data) return <Navigate to="/progress" replace />;
  }
  return <Outlet />;
}

VacancyGuard.preload = prefetchScreening;

/** Mobile pages need the mobile mode (< 768 px); the material page also a picked material. */
export function MobileGuard({ material = false }: { material?: boolean }) {
  const mobile = useIsMobile();
  const picked = useClientState((s) => s.pickedMaterial);
  if (!mobile) return <Navigate to={roleHome('participant')} replace />;
  if (material && !picked?.title) return <Navigate to="/mobile" replace />;
  return <Outlet />;
}
