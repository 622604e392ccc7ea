import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { roleHome } from '#shared/domain/roles.ts';
import { BadRequestPage, NotFoundPage, ServerErrorPage } from '#web/features/errors/error-pages.tsx';
import { useSession } from '#web/lib/session.ts';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';
import {
  EnteringGuard,
  IdParamsGuard,
  MobileGuard,
  PageLoader,
  RoleGuard,
  RootGuard,
  ScreeningGuard,
  ScreeningRedirect,
  VacancyGuard,
} from './guards.tsx';
import type { Preloadable } from './preload-route.ts';

/**
 * A page or frame in a chunk of its own, loaded on the first visit of its route, so the landing and
 * the participant pages do not carry staff code (docs/decisions/015-code-splitting.md).
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & Preloadable {
  if (import.meta.env.MODE === 'test') return preloadedPage(load);
  // One import for the preload and the render: `preloadRoute` starts it when the route matches, so the
  // page's chunk loads beside its layout's instead of after the layout has rendered.
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () => (loading ??= reloadOnceIfStale(load));
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function LazyPage(props: P) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // A failed load is shown by the render (the error page); the preload itself stays silent.
  LazyPage.preload = () => loadOnce().catch(() => undefined);
  return LazyPage;
}

/**
 * The web tests render the whole app at a path (src/web/test/render.tsx) and wait for a page within
 * testing-library's timeout: there every page is imported before the first test, as the static
 * imports were, and rendered without a Suspense step. Vite drops this branch from the build.
 */
const testLoads: Promise<void>[] = [];
function preloadedPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  testLoads.push(
    load().then((component) => {
      Loaded = component;
    }),
  );
  return function PreloadedPage(props: P) {
    return Loaded ? <Loaded {...props} /> : null;
  };
}

const CandidateCardPage = lazyPage(() =>
  import('#web/features/candidate-card/candidate-card-page.tsx').then((m) => m.CandidateCardPage),
);
const CandidatesPage = lazyPage(() =>
  import('#web/features/candidates-table/candidates-page.tsx').then((m) => m.CandidatesPage),
);
const ActivationPage = lazyPage(() =>
  import('#web/features/entering/activation-page.tsx').then((m) => m.ActivationPage),
);
const EmailLoginPage = lazyPage(() =>
  import('#web/features/entering/email-login-page.tsx').then((m) => m.EmailLoginPage),
);
const LoginPage = lazyPage(() => import('#web/features/entering/login-page.tsx').then((m) => m.LoginPage));
const ResetPage = lazyPage(() => import('#web/features/entering/reset-page.tsx').then((m) => m.ResetPage));
const VerifiedPage = lazyPage(() =>
  import('#web/features/entering/verified-page.tsx').then((m) => m.VerifiedPage),
);
const LandingPage = lazyPage(() =>
  import('#web/features/landing/landing-page.tsx').then((m) => m.LandingPage),
);
const NotificationsPage = lazyPage(() =>
  import('#web/features/messages/notifications-page.tsx').then((m) => m.NotificationsPage),
);
const AdminMaterialsPage = lazyPage(() =>
  import('#web/features/admin-materials/admin-materials-page.tsx').then((m) => m.AdminMaterialsPage),
);
const MaterialPage = lazyPage(() =>
  import('#web/features/participant/material-page.tsx').then((m) => m.MaterialPage),
);
const MobilePage = lazyPage(() =>
  import('#web/features/participant/mobile-page.tsx').then((m) => m.MobilePage),
);
const NewswirePage = lazyPage(() =>
  import('#web/features/feed/newswire-page.tsx').then((m) => m.NewswirePage),
);
const AdminPostsPage = lazyPage(() =>
  import('#web/features/admin-posts/admin-posts-page.tsx').then((m) => m.AdminPostsPage),
);
const ProfilePage = lazyPage(() =>
  import('#web/features/participant/profile-page.tsx').then((m) => m.ProfilePage),
);
const ProgressPage = lazyPage(() =>
  import('#web/features/screening/progress-page.tsx').then((m) => m.ProgressPage),
);
const VacanciesPage = lazyPage(() =>
  import('#web/features/screening/vacancies-page.tsx').then((m) => m.VacanciesPage),
);
const VacancyPage = lazyPage(() =>
  import('#web/features/screening/vacancy-page.tsx').then((m) => m.VacancyPage),
);
const UnsubscribePage = lazyPage(() =>
  import('#web/features/screening/vacancies/unsubscribe-page.tsx').then((m) => m.UnsubscribePage),
);
const PositionFormPage = lazyPage(() =>
  import('#web/features/positions/position-form-page.tsx').then((m) => m.PositionFormPage),
);
const PositionPage = lazyPage(() =>
  import('#web/features/positions/position-page.tsx').then((m) => m.PositionPage),
);
const PositionsPage = lazyPage(() =>
  import('#web/features/positions/positions-page.tsx').then((m) => m.PositionsPage),
);
const SignupPage = lazyPage(() => import('#web/features/signup/signup-page.tsx').then((m) => m.SignupPage));
const ApplicationsPage = lazyPage(() =>
  import('#web/features/applications/applications-page.tsx').then((m) => m.ApplicationsPage),
);
const UserPage = lazyPage(() => import('#web/features/admin-users/user-page.tsx').then((m) => m.UserPage));
const UsersPage = lazyPage(() => import('#web/features/admin-users/users-page.tsx').then((m) => m.UsersPage));
const DashboardPage = lazyPage(() =>
  import('#web/features/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
);
const StatisticsPage = lazyPage(() =>
  import('#web/features/statistics/statistics-page.tsx').then((m) => m.StatisticsPage),
);
const EnteringLayout = lazyPage(() =>
  import('#web/app/layouts/entering-layout.tsx').then((m) => m.EnteringLayout),
);
const ParticipantLayout = lazyPage(() =>
  import('#web/app/layouts/participant-layout.tsx').then((m) => m.ParticipantLayout),
);
const StaffLayout = lazyPage(() => import('#web/app/layouts/staff-layout.tsx').then((m) => m.StaffLayout));
if (import.meta.env.MODE === 'test') await Promise.all(testLoads);

/** Where the error pages' "home" link goes. */
function useHomeTo(): string {
  const { user } = useSession();
  return user ? roleHome(user.role) : '/';
}

function Landing() {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  return <LandingPage homeTo={session.user ? roleHome(session.user.role) : null} />;
}

Landing.preload = LandingPage.preload;

function ServerError() {
  return <ServerErrorPage homeTo={useHomeTo()} />;
}
function BadRequest() {
  return <BadRequestPage homeTo={useHomeTo()} />;
}
function NotFound() {
  return <NotFoundPage homeTo={useHomeTo()} />;
}

/** The staff candidate card, with the way back to the list it was opened from. */
function CandidatePage({ area }: { area: 'admin' | 'recruiter' | 'manager' }) {
  const { positionId } = useParams();
  const backTo =
    area === 'manager' ? '/manager/candidates' : `/${area}/positions/${positionId ?? ''}/candidates`;
  return <CandidateCardPage area={area} backTo={backTo} />;
}

CandidatePage.preload = CandidateCardPage.preload;

/** A position's candidates table; `key` starts a fresh page (selection, search box) for another position. */
function PositionCandidatesPage({ area }: { area: 'admin' | 'recruiter' }) {
  const { positionId } = useParams();
  return <CandidatesPage key={positionId} area={area} vacancyId={Number(positionId)} />;
}

PositionCandidatesPage.preload = CandidatesPage.preload;

const staffPositionRoutes = (area: 'admin' | 'recruiter'): RouteObject[] => [
  { path: 'positions', element: <PositionsPage area={area} /> },
  { path: 'positions/new', element: <PositionFormPage area={area} /> },
  {
    element: <IdParamsGuard names={['positionId']} />,
    children: [
      { path: 'positions/:positionId', element: <PositionPage area={area} /> },
      { path: 'positions/:positionId/edit', element: <PositionFormPage area={area} edit /> },
      { path: 'positions/:positionId/candidates', element: <PositionCandidatesPage area={area} /> },
    ],
  },
  {
    element: <IdParamsGuard names={['positionId', 'candidateId']} />,
    children: [
      { path: 'positions/:positionId/candidates/:candidateId', element: <CandidatePage area={area} /> },
    ],
  },
];

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootGuard />,
    children: [
      { path: '/', element: <Landing /> },

      // /entering: frameless pages for signed-out visitors (pathless parent: the URLs stay short).
      {
        id: 'entering',
        element: <EnteringLayout />,
        children: [
          {
            element: <EnteringGuard />,
            children: [
              { path: '/login', element: <LoginPage /> },
              { path: '/email_login', element: <EmailLoginPage /> },
              { path: '/signup', element: <SignupPage /> },
              { path: '/activation', element: <ActivationPage /> },
              { path: '/reset/:token', element: <ResetPage /> },
            ],
          },
          // Reachable during sign-up and by a signed-in user who owes the answer: the page checks itself.
          { path: '/verified', element: <VerifiedPage /> },
        ],
      },

      // Participant.
      {
        element: (
          <RoleGuard role="participant">
            <ParticipantLayout />
          </RoleGuard>
        ),
        children: [
          { path: '/screening', element: <ScreeningRedirect /> },
          {
            element: <ScreeningGuard need="active" />,
            children: [{ path: '/progress', element: <ProgressPage /> }],
          },
          {
            element: <ScreeningGuard need="none" />,
            children: [{ path: '/vacancies', element: <VacanciesPage /> }],
          },
          { element: <VacancyGuard />, children: [{ path: '/vacancies/:id', element: <VacancyPage /> }] },
          { path: '/profile', element: <ProfilePage /> },
          {
            element: <MobileGuard />,
            children: [{ path: '/mobile', element: <MobilePage /> }],
          },
          {
            element: <MobileGuard material />,
            children: [{ path: '/mobile/material', element: <MaterialPage /> }],
          },
          { path: '/notifications', element: <NotificationsPage /> },
          { path: '/newswire', element: <NewswirePage /> },
        ],
      },

      // Admin.
      {
        path: '/admin',
        element: (
          <RoleGuard role="admin">
            <StaffLayout />
          </RoleGuard>
        ),
        children: [
          { index: true, element: <Navigate to="/admin/statistics" replace /> },
          { path: 'statistics', element: <StatisticsPage /> },
          { path: 'dashboard', element: <DashboardPage /> },
          // Not in spec section 2: the admin's posts (docs/decisions/007-admin-content-pages.md).
          { path: 'posts', element: <AdminPostsPage /> },
          // Not in spec section 2 either: the admin's learning materials (same decision record).
          { path: 'materials', element: <AdminMaterialsPage /> },
          ...staffPositionRoutes('admin'),
          { path: 'users', element: <UsersPage /> },
          {
            element: <IdParamsGuard names={['userId']} />,
            children: [{ path: 'users/:userId', element: <UserPage /> }],
          },
          { path: 'request', element: <ApplicationsPage /> },
        ],
      },

      // Recruiter: the index is the positions list and the recruiter's home.
      {
        path: '/recruiter',
        element: (
          <RoleGuard role="recruiter">
            <StaffLayout />
          </RoleGuard>
        ),
        children: [
          { index: true, element: <PositionsPage area="recruiter" /> },
          ...staffPositionRoutes('recruiter'),
        ],
      },

      // Manager.
      {
        path: '/manager',
        element: (
          <RoleGuard role="manager">
            <StaffLayout />
          </RoleGuard>
        ),
        children: [
          { index: true, element: <Navigate to="/manager/candidates" replace /> },
          { path: 'candidates', element: <CandidatesPage area="manager" /> },
          {
            element: <IdParamsGuard names={['candidateId']} />,
            children: [{ path: 'candidates/:candidateId', element: <CandidatePage area="manager" /> }],
          },
        ],
      },

      // Errors: frameless.
      // The unsubscribe link of the vacancy e-mails: public, no frame.
      { path: '/unsubscribe/:token', element: <UnsubscribePage /> },
      { path: '/500', element: <ServerError /> },
      { path: '/400', element: <BadRequest /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
