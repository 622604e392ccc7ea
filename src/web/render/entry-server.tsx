/**
 * The web app's server entry, built by Vite into `dist/server/entry-server.js` and called by the
 * server for every page request (src/server/pages/web-app.ts): the routes' guards and first-screen
 * data run here (their API calls answered in-process, with the visitor's cookies), then the page
 * renders to a string. docs/architecture.md, «A page».
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { UserInfo } from '#shared/contracts/auth.ts';
import { roleHome } from '#shared/domain/roles.ts';
import type { InProcessCall, PageAnswer, PageRenderer, PageRequest } from '#shared/page-render.ts';
import { BaseProviders } from '#web/app/base-providers.tsx';
import { Providers } from '#web/app/providers.tsx';
import { partsLoaded, RenderedParts } from '#web/components/lazy-part.tsx';
import { landingVacanciesQuery } from '#web/features/landing/api/landing-vacancies.ts';
import { LandingPage } from '#web/features/landing/landing-page.tsx';
import { ApiError, callInProcess } from '#web/lib/api-client.ts';
import { appContext } from '#web/lib/app-context.ts';
import { jsonInScript } from '#web/lib/json-in-script.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { userInfoKey } from '#web/lib/session.ts';
import { renderPage } from './markup.ts';
import type { LandingData, PageData } from './page-data.ts';
import type { RouteHandle } from './route.tsx';
import { routes } from './routes.tsx';

const handler = createStaticHandler(routes);

/** The in-process caller of the request being rendered: requests render concurrently. */
const calls = new AsyncLocalStorage<InProcessCall>();
callInProcess(() => {
  const call = calls.getStore();
  if (!call) throw new Error('an API call outside a page render');
  return call;
});

const handlesOf = (matches: { route: { handle?: unknown } }[]) =>
  matches.map((m) => (m.route.handle ?? {}) as RouteHandle);

/** The browser entry and the route modules of a page whose matched routes have `handles`, root first. */
function modulesOf(handles: RouteHandle[]) {
  if (handles.at(-1)?.entry === 'landing') return { entry: 'landing' as const, modules: [] };
  return { entry: 'app' as const, modules: handles.flatMap((h) => (h.module ? [h.module] : [])) };
}

/** A loader's failure on the server: a server error is /500, anything else the browser shows in place. */
function failure(context: StaticHandlerContext): { where: 'server' | 'browser'; problem: string } | null {
  const errors = Object.values(context.errors ?? {});
  if (errors.length === 0) return null;
  const problem = errors
    .map((e) => (e instanceof ApiError ? `${e.status} ${e.message}` : String(e)))
    .join('; ');
  return {
    where: errors.some((e) => !(e instanceof ApiError) || e.status >= 500) ? 'server' : 'browser',
    problem,
  };
}

/**
 * The route's loaders (the guards and the page's data) for `request`, after its action for a form
 * post (decision 052), with the query cache they filled.
 */
async function runLoaders(request: PageRequest) {
  const queryClient = createQueryClient();
  const context = new RouterContextProvider();
  context.set(appContext, {
    queryClient,
    server: {
      sessionCookie: request.sessionCookie,
      mobile: request.mobile,
      returnVacancyId: request.returnVacancyId,
      csrfRefused: request.form?.csrfValid === false,
      sealer: request.sealer ?? null,
    },
  });
  const url = new URL(request.url, 'http://page.local');
  const init = request.form ? { method: 'POST', body: request.form.data } : undefined;
  const result = await calls.run(request.call, () =>
    handler.query(new Request(url, init), { requestContext: context }),
  );
  return { queryClient, result };
}

async function render(request: PageRequest): Promise<PageAnswer> {
  const { queryClient, result } = await runLoaders(request);
  if (result instanceof Response) return { redirect: result.headers.get('Location') ?? '/' };

  const failed = failure(result);
  // From the loaders' own matches: matching the URL again flattens and ranks every route (~0.5 ms).
  const handles = handlesOf(result.matches);
  const { entry, modules } = modulesOf(handles);
  if (failed?.where === 'server' && entry !== 'landing')
    throw new Error(`a page's data failed on the server: ${failed.problem}`);
  const answer = {
    // A form's refusal answers with its own status (422, 419, 429: form-action.ts).
    status: request.form ? result.statusCode : (handles.findLast((h) => h.status)?.status ?? 200),
    entry,
    modules,
    ...(failed ? { problem: failed.problem } : {}),
  };
  const user = queryClient.getQueryData<UserInfo>(userInfoKey);
  const hints = {
    mobile: request.mobile,
    now: Date.now(),
    authenticated: user !== undefined,
    csrf: request.csrfToken,
  };

  // The landing has a browser entry of its own, without the router: it renders as that entry does.
  // Its vacancies failing, it goes without them: the page every first visit opens always opens.
  if (entry === 'landing') {
    const landing: LandingData = {
      hints,
      homeTo: user ? roleHome(user.role) : null,
      vacancies: queryClient.getQueryData(landingVacanciesQuery.queryKey) ?? null,
    };
    const html = await renderPage(
      <BaseProviders hints={hints}>
        <LandingPage homeTo={landing.homeTo} vacancies={landing.vacancies} />
      </BaseProviders>,
    );
    return { ...answer, data: jsonInScript(landing), html };
  }

  const rendered = failed === null && !handles.some((h) => h.render === 'browser');
  const data: PageData = {
    rendered,
    hints,
    router: { loaderData: result.loaderData, actionData: result.actionData, errors: null },
    queries: dehydrate(queryClient),
    liveFrom: request.liveFrom,
  };
  if (!rendered) return { ...answer, data: jsonInScript(data) };

  await partsLoaded();
  const router = createStaticRouter(handler.dataRoutes, result);
  const drawn = new Set<string>();
  const html = await renderPage(
    <RenderedParts value={drawn}>
      <Providers queryClient={queryClient} hints={hints}>
        <StaticRouterProvider router={router} context={result} hydrate={false} />
      </Providers>
    </RenderedParts>,
  );
  // The parts drawn that name their module (a stage's panel): their chunks named and styles inlined
  // like the page's own.
  return { ...answer, modules: [...modules, ...drawn], data: jsonInScript(data), html };
}

/** The full paths of the routes whose pages post forms (their handle says `form`), in Fastify's syntax too. */
function formPages(list = routes, parent = '', into: string[] = []): string[] {
  for (const route of list) {
    const path = route.path?.startsWith('/')
      ? route.path
      : `${parent.replace(/\/$/, '')}/${route.path ?? ''}`;
    const full = route.path === undefined ? parent : path;
    if ((route.handle as RouteHandle | undefined)?.form) into.push(full);
    if (route.children) formPages(route.children, full, into);
  }
  return into;
}

export const renderer: PageRenderer = {
  render,
  async redirectOf(request) {
    const { result } = await runLoaders(request);
    return result instanceof Response ? (result.headers.get('Location') ?? '/') : null;
  },
  sharedKey(url) {
    const match = matchRoutes(routes, new URL(url, 'http://page.local').pathname)?.at(-1);
    if (!(match?.route.handle as RouteHandle | undefined)?.shared) return null;
    // The not-found page answers any path: one copy, rendered at a path no route has.
    return match?.route.path === '*' ? '/not-found' : (match?.route.path ?? null);
  },
  pageModules(url) {
    const handles = handlesOf(matchRoutes(routes, new URL(url, 'http://page.local').pathname) ?? []);
    return { ...modulesOf(handles), parts: handles.flatMap((h) => h.parts ?? []) };
  },
  formPages: formPages(),
};
