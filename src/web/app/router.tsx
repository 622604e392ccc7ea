import { Navigate, useParams, type RouteObject } from 'react-router';
import { roleHome } from '#shared/domain/roles.ts';
import { CandidateCardPage } from '#web/features/candidate-card/candidate-card-page.tsx';
import { CandidatesPage } from '#web/features/candidates-table/candidates-page.tsx';
import { ActivationPage } from '#web/features/entering/activation-page.tsx';
import { EmailLoginPage } from '#web/features/entering/email-login-page.tsx';
import { LoginPage } from '#web/features/entering/login-page.tsx';
import { ResetPage } from '#web/features/entering/reset-page.tsx';
import { VerifiedPage } from '#web/features/entering/verified-page.tsx';
import { BadRequestPage, NotFoundPage, ServerErrorPage } from '#web/features/errors/error-pages.tsx';
import { LandingPage } from '#web/features/landing/landing-page.tsx';
import { NotificationsPage } from '#web/features/messages/notifications-page.tsx';
import { AdminMaterialsPage } from '#web/features/admin-materials/admin-materials-page.tsx';
import { MaterialPage } from '#web/features/participant/material-page.tsx';
import { MobilePage } from '#web/features/participant/mobile-page.tsx';
import { NewswirePage } from '#web/features/feed/newswire-page.tsx';
import { AdminPostsPage } from '#web/features/admin-posts/admin-posts-page.tsx';
import { ProfilePage } from '#web/features/participant/profile-page.tsx';
import { ProgressPage } from '#web/features/screening/progress-page.tsx';
import { VacanciesPage } from '#web/features/screening/vacancies-page.tsx';
import { VacancyPage } from '#web/features/screening/vacancy-page.tsx';
import { UnsubscribePage } from '#web/features/screening/vacancies/unsubscribe-page.tsx';
import { PositionFormPage } from '#web/features/positions/position-form-page.tsx';
import { PositionPage } from '#web/features/positions/position-page.tsx';
import { PositionsPage } from '#web/features/positions/positions-page.tsx';
import { SignupPage } from '#web/features/signup/signup-page.tsx';
import { ApplicationsPage } from '#web/features/applications/applications-page.tsx';
import { UserPage } from '#web/features/admin-users/user-page.tsx';
import { UsersPage } from '#web/features/admin-users/users-page.tsx';
import { DashboardPage } from '#web/features/dashboard/dashboard-page.tsx';
import { StatisticsPage } from '#web/features/statistics/statistics-page.tsx';
import { useSession } from '#web/lib/session.ts';
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
import { EnteringLayout } from './layouts/entering-layout.tsx';
import { ParticipantLayout } from './layouts/participant-layout.tsx';
import { StaffLayout } from './layouts/staff-layout.tsx';

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
  const backTo = area === 'manager' ? '/manager/candidates' : `/${area}/positions/${positionId ?? ''}/candidates`;
  return <CandidateCardPage area={area} backTo={backTo} />;
}

/** A position's candidates table; `key` starts a fresh page (selection, search box) for another position. */
function PositionCandidatesPage({ area }: { area: 'admin' | 'recruiter' }) {
  const { positionId } = useParams();
  return <CandidatesPage key={positionId} area={area} vacancyId={Number(positionId)} />;
}

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
    children: [{ path: 'positions/:positionId/candidates/:candidateId', element: <CandidatePage area={area} /> }],
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
          { element: <ScreeningGuard need="active" />, children: [{ path: '/progress', element: <ProgressPage /> }] },
          { element: <ScreeningGuard need="none" />, children: [{ path: '/vacancies', element: <VacanciesPage /> }] },
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
          { element: <IdParamsGuard names={['userId']} />, children: [{ path: 'users/:userId', element: <UserPage /> }] },
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
        children: [{ index: true, element: <PositionsPage area="recruiter" /> }, ...staffPositionRoutes('recruiter')],
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
