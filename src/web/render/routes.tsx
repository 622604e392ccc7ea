/**
 * Every route of spec section 2, with its guard and its first-screen data as the route's loader
 * (app/guards.ts) and its component imported into a chunk of its own (route.tsx `lazyRoute`). The
 * same routes render on the server for the first request (entry-server.tsx) and in the browser after
 * it (entry-client.tsx).
 */
import { Navigate, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { appOf, pageData } from '#web/lib/app-context.ts';
import { activeStageIndex } from '#shared/domain/stages.ts';
import { chatThreadQuery } from '#web/api/chat.ts';
import { feedQuery } from '#web/features/feed/api/feed.ts';
import { materialQuery, materialsQuery, profileQuery } from '#web/features/participant/api.ts';
import { messagesQuery, unreadQuery, NOTIFICATIONS_PAGE } from '#web/api/messages.ts';
import { showsSlots } from '#shared/domain/meeting-slots.ts';
import { meetingSlotsQuery } from '#web/api/meeting-slots.ts';
import { screeningStagesQuery } from '#web/api/screening-stages.ts';
import { screeningVacancyQuery } from '#web/api/screening-vacancy.ts';
import { testingTimerQuery } from '#web/features/screening/api/testing-timer.ts';
import { vcvInterviewQuery } from '#web/features/screening/api/vcv-interview.ts';
import { PANEL_MODULES } from '#web/features/screening/progress/panel-modules.ts';
import { vacancyFilterQuery } from '#web/features/screening/vacancies/api/vacancies-filter.ts';
import { vacancyCitiesQuery } from '#web/features/screening/vacancies/api/vacancy-cities.ts';
import { vacancyQuery } from '#web/api/vacancy.ts';
import { vacancyStagesQuery } from '#web/api/vacancy-stages.ts';
import { filtersFromSearch } from '#web/features/screening/vacancies/filters-url.ts';
import { isPostCategory } from '#web/features/feed/api/feed.ts';
import { citiesQuery } from '#web/api/cities.ts';
import { citizenshipsQuery } from '#web/api/citizenships.ts';
import {
  always,
  currentUser,
  enteringGuard,
  forRole,
  idParams,
  mobileGuard,
  progressGuard,
  roleFirst,
  rootGuard,
  screeningRedirect,
  vacanciesGuard,
  vacancyGuard,
  verifiedGuard,
} from '#web/app/guards.ts';
import {
  BadRequest,
  MobileOnly,
  NotFound,
  Root,
  RootError,
  RootPending,
  ServerError,
} from '#web/app/root.tsx';
import { lazyRoute, type RouteHandle } from './route.tsx';

/** Rendered once a minute for every signed-out visitor (web-app.ts), frameless. */
const errorPage = (status: number): RouteHandle => ({ shared: true, status });

/**
 * The participant frame's own data: the unread dot (whether the usability survey is due comes with
 * the session check). Each page below guards itself (a denied vacancy page is remembered for after
 * sign-in, not the frame).
 */
const participantFrame: LoaderFunction = async (args) => {
  const ctx = appOf(args);
  if ((await currentUser(ctx))?.role !== 'participant') return null;
  return pageData(ctx, (qc) => qc.ensureQueryData(unreadQuery));
};

/** /progress: the stages, and what the active stage's panel reads first. */
const progress = progressGuard(async ({ queryClient }) => {
  const stages = await queryClient.ensureQueryData(screeningStagesQuery);
  const active = stages[activeStageIndex(stages)];
  if (active?.type === 'VCV' && active.status === 'awaiting')
    await queryClient.ensureQueryData(vcvInterviewQuery);
  if (active?.type === 'TESTING' && (active.status === 'awaiting' || active.status === 'testing'))
    await queryClient.ensureQueryData(testingTimerQuery);
  if (active && showsSlots(active)) await queryClient.ensureQueryData(meetingSlotsQuery);
});

const staffPositionRoutes = (area: 'admin' | 'recruiter'): RouteObject[] => [
  {
    path: 'positions',
    ...lazyRoute(() => import('#web/features/positions/positions-page.tsx'), 'PositionsPage', { area }),
  },
  {
    path: 'positions/new',
    ...lazyRoute(() => import('#web/features/positions/position-form-page.tsx'), 'PositionFormPage', {
      area,
    }),
  },
  {
    path: 'positions/:positionId',
    loader: idParams(['positionId']),
    ...lazyRoute(() => import('#web/features/positions/position-page.tsx'), 'PositionPage', { area }),
  },
  {
    path: 'positions/:positionId/edit',
    loader: idParams(['positionId']),
    ...lazyRoute(() => import('#web/features/positions/position-form-page.tsx'), 'PositionFormPage', {
      area,
      edit: true,
    }),
  },
  {
    // Its loader (the id checked, the first rows) comes with its module.
    path: 'positions/:positionId/candidates',
    ...lazyRoute(
      () => import('#web/features/candidates-table/candidates-page.tsx'),
      'PositionCandidatesPage',
      { area },
    ),
  },
  {
    path: 'positions/:positionId/candidates/:candidateId',
    loader: idParams(['positionId', 'candidateId']),
    ...lazyRoute(() => import('#web/features/candidate-card/candidate-card-page.tsx'), 'CandidateRoutePage', {
      area,
    }),
  },
];

/** Staff pages: the frame with its role checked first, and its pages (decision 069: drawn by the server, as every page). */
function staffFrame(role: 'admin' | 'recruiter' | 'manager') {
  return {
    // The role before the pages' own loaders (which the router runs beside the frame's); and again on
    // every navigation, which runs no page loader.
    middleware: [roleFirst(role)],
    loader: forRole(role),
    shouldRevalidate: always,
    ...lazyRoute(() => import('#web/app/layouts/staff-layout.tsx'), 'StaffLayout'),
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Root,
    ErrorBoundary: RootError,
    HydrateFallback: RootPending,
    loader: rootGuard,
    shouldRevalidate: always,
    children: [
      // Its loader, the open vacancies, comes with its module.
      {
        path: '/',
        ...lazyRoute(() => import('#web/features/landing/landing-route.tsx'), 'LandingRoute', null, {
          shared: true,
          entry: 'landing',
        }),
      },

      // /entering: frameless pages for signed-out visitors (pathless parent: the URLs stay short).
      {
        id: 'entering',
        ...lazyRoute(() => import('#web/app/layouts/entering-layout.tsx'), 'EnteringLayout'),
        children: [
          {
            loader: enteringGuard,
            shouldRevalidate: always,
            children: [
              // Its loader, the vacancy the visitor came for, comes with its module.
              {
                path: '/login',
                ...lazyRoute(() => import('#web/features/auth/login-page.tsx'), 'LoginPage', null, {
                  form: true,
                }),
              },
              {
                path: '/email_login',
                ...lazyRoute(
                  () => import('#web/features/auth/email-login-page.tsx'),
                  'EmailLoginPage',
                  null,
                  { form: true },
                ),
              },
              // Its lists come with the page, so that it works before the scripts and without them.
              {
                path: '/signup',
                loader: (args: LoaderFunctionArgs) =>
                  pageData(
                    appOf(args),
                    (qc) => qc.ensureQueryData(citiesQuery),
                    (qc) => qc.ensureQueryData(citizenshipsQuery),
                  ),
                ...lazyRoute(() => import('#web/features/auth/signup-page.tsx'), 'SignupPage', null, {
                  form: true,
                }),
              },
              // Needs the phone kept in this tab's storage: only the browser can render it.
              {
                path: '/activation',
                ...lazyRoute(() => import('#web/features/auth/activation-page.tsx'), 'ActivationPage', null, {
                  render: 'browser',
                }),
              },
              {
                path: '/reset/:token',
                ...lazyRoute(() => import('#web/features/auth/reset-page.tsx'), 'ResetPage', null, {
                  form: true,
                }),
              },
            ],
          },
          // Reachable during sign-up and by a signed-in user who owes the answer.
          {
            path: '/verified',
            loader: verifiedGuard,
            shouldRevalidate: always,
            ...lazyRoute(() => import('#web/features/auth/verified-page.tsx'), 'VerifiedPage', null, {
              form: true,
            }),
          },
        ],
      },

      // Participant.
      {
        id: 'participant',
        loader: participantFrame,
        shouldRevalidate: always,
        ...lazyRoute(() => import('#web/app/layouts/participant-layout.tsx'), 'ParticipantLayout'),
        children: [
          { path: '/screening', loader: screeningRedirect },
          {
            path: '/progress',
            loader: progress,
            shouldRevalidate: always,
            ...lazyRoute(() => import('#web/features/screening/progress-page.tsx'), 'ProgressPage', null, {
              form: true,
              // Read by the server only (bench:bundles): the browser's bundle goes without the list.
              parts: import.meta.env.SSR ? Object.values(PANEL_MODULES) : undefined,
            }),
          },
          {
            path: '/vacancies',
            shouldRevalidate: always,
            loader: vacanciesGuard((args, ctx) =>
              pageData(
                ctx,
                (qc) =>
                  qc.ensureInfiniteQueryData(
                    vacancyFilterQuery(filtersFromSearch(new URL(args.request.url).searchParams)),
                  ),
                // The city filter's first suggestions: the cities with open vacancies.
                (qc) => qc.ensureQueryData(vacancyCitiesQuery('')),
              ),
            ),
            ...lazyRoute(() => import('#web/features/screening/vacancies-page.tsx'), 'VacanciesPage', null, {
              form: true,
            }),
          },
          {
            path: '/vacancies/:id',
            shouldRevalidate: always,
            loader: vacancyGuard((args, ctx) => {
              const id = Number(args.params.id);
              return pageData(
                ctx,
                (qc) => qc.ensureQueryData(vacancyQuery(id)),
                (qc) => qc.ensureQueryData(vacancyStagesQuery(id)),
              );
            }),
            ...lazyRoute(() => import('#web/features/screening/vacancy-page.tsx'), 'VacancyPage', null, {
              form: true,
            }),
          },
          {
            path: '/profile',
            loader: forRole('participant', (_args, ctx) =>
              pageData(
                ctx,
                (qc) => qc.ensureQueryData(profileQuery),
                (qc) => qc.ensureQueryData(citiesQuery),
                (qc) => qc.ensureQueryData(citizenshipsQuery),
              ),
            ),
            ...lazyRoute(() => import('#web/features/participant/profile-page.tsx'), 'ProfilePage', null, {
              form: true,
            }),
          },
          {
            Component: MobileOnly,
            children: [
              {
                path: '/mobile',
                shouldRevalidate: always,
                loader: mobileGuard(false, async (_args, ctx) => {
                  const screening = await ctx.queryClient.ensureQueryData(screeningVacancyQuery);
                  return pageData(
                    ctx,
                    async (qc) => {
                      if (!screening.data) return;
                      const stages = await qc.ensureQueryData(screeningStagesQuery);
                      const active = stages[activeStageIndex(stages)];
                      if (active && showsSlots(active)) await qc.ensureQueryData(meetingSlotsQuery);
                    },
                    (qc) => qc.ensureQueryData(messagesQuery(1, 1)),
                    (qc) => qc.ensureQueryData(materialsQuery),
                  );
                }),
                ...lazyRoute(() => import('#web/features/participant/mobile-page.tsx'), 'MobilePage', null, {
                  form: true,
                }),
              },
              {
                path: '/mobile/material',
                shouldRevalidate: always,
                // A material's link names it (`?id=`): the server draws it with its text.
                loader: mobileGuard(true, async (args, ctx) => {
                  const id = Number(new URL(args.request.url).searchParams.get('id'));
                  return id > 0 ? pageData(ctx, (qc) => qc.ensureQueryData(materialQuery(id))) : null;
                }),
                ...lazyRoute(() => import('#web/features/participant/material-page.tsx'), 'MaterialPage'),
              },
            ],
          },
          {
            path: '/notifications',
            loader: forRole('participant', (_args, ctx) =>
              pageData(
                ctx,
                (qc) => qc.ensureQueryData(messagesQuery(1, NOTIFICATIONS_PAGE)),
                (qc) => qc.ensureInfiniteQueryData(chatThreadQuery('me')),
              ),
            ),
            ...lazyRoute(
              () => import('#web/features/messages/notifications-page.tsx'),
              'NotificationsPage',
              null,
              { form: true },
            ),
          },
          {
            path: '/newswire',
            loader: forRole('participant', (args, ctx) => {
              const category = new URL(args.request.url).searchParams.get('category');
              return pageData(
                ctx,
                (qc) => qc.ensureInfiniteQueryData(feedQuery(isPostCategory(category) ? category : null)),
                // The selection note beside the feed.
                (qc) => qc.ensureQueryData(screeningVacancyQuery),
              );
            }),
            ...lazyRoute(() => import('#web/features/feed/newswire-page.tsx'), 'NewswirePage'),
          },
        ],
      },

      // Admin.
      {
        path: '/admin',
        ...staffFrame('admin'),
        children: [
          { index: true, element: <Navigate to="/admin/statistics" replace /> },
          {
            path: 'statistics',
            ...lazyRoute(() => import('#web/features/statistics/statistics-page.tsx'), 'StatisticsPage'),
          },
          {
            path: 'dashboard',
            ...lazyRoute(
              () => import('#web/features/plan-dashboard/plan-dashboard-page.tsx'),
              'DashboardPage',
            ),
          },
          // Not in spec section 2: the admin's posts and learning materials (docs/decisions/007-admin-content-pages.md).
          {
            path: 'posts',
            ...lazyRoute(() => import('#web/features/admin-posts/admin-posts-page.tsx'), 'AdminPostsPage'),
          },
          {
            path: 'materials',
            ...lazyRoute(
              () => import('#web/features/admin-materials/admin-materials-page.tsx'),
              'AdminMaterialsPage',
            ),
          },
          ...staffPositionRoutes('admin'),
          {
            path: 'users',
            ...lazyRoute(() => import('#web/features/admin-users/users-page.tsx'), 'UsersPage'),
          },
          {
            path: 'users/:userId',
            loader: idParams(['userId']),
            ...lazyRoute(() => import('#web/features/admin-users/user-page.tsx'), 'UserPage'),
          },
          {
            path: 'request',
            ...lazyRoute(
              () => import('#web/features/applications/applications-page.tsx'),
              'ApplicationsPage',
            ),
          },
        ],
      },

      // Recruiter: the index is the positions list and the recruiter's home.
      {
        path: '/recruiter',
        ...staffFrame('recruiter'),
        children: [
          {
            index: true,
            ...lazyRoute(() => import('#web/features/positions/positions-page.tsx'), 'PositionsPage', {
              area: 'recruiter',
            }),
          },
          ...staffPositionRoutes('recruiter'),
        ],
      },

      // Manager.
      {
        path: '/manager',
        ...staffFrame('manager'),
        children: [
          { index: true, element: <Navigate to="/manager/candidates" replace /> },
          {
            path: 'candidates',
            ...lazyRoute(
              () => import('#web/features/candidates-table/candidates-page.tsx'),
              'CandidatesPage',
              { area: 'manager' },
            ),
          },
          {
            path: 'interviews',
            ...lazyRoute(
              () => import('#web/features/interview-times/interview-times-page.tsx'),
              'InterviewTimesPage',
            ),
          },
          {
            path: 'candidates/:candidateId',
            loader: idParams(['candidateId']),
            ...lazyRoute(
              () => import('#web/features/candidate-card/candidate-card-page.tsx'),
              'CandidateRoutePage',
              {
                area: 'manager',
              },
            ),
          },
        ],
      },

      // The unsubscribe link of the vacancy e-mails: public, no frame.
      {
        path: '/unsubscribe/:token',
        ...lazyRoute(
          () => import('#web/features/screening/vacancies/unsubscribe-page.tsx'),
          'UnsubscribePage',
        ),
      },
      { path: '/500', Component: ServerError, handle: errorPage(500) },
      { path: '/400', Component: BadRequest, handle: errorPage(400) },
      { path: '*', Component: NotFound, handle: errorPage(404) },
    ],
  },
];
