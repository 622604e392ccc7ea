import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider } from 'react-router';
import { Providers } from '#web/app/providers.tsx';
import { appContext } from '#web/lib/app-context.ts';
import { setAuthenticated } from '#web/lib/client-state.ts';
import { startServerClock } from '#web/lib/clock.ts';
import { startsAt } from '#web/lib/live.ts';
import { setNavigator } from '#web/lib/navigation.ts';
import { keepTypedValues, whenLive } from '#web/lib/page-live.ts';
import { createQueryClient, hydrateFromPage } from '#web/lib/query-client.ts';
import { pageRoot, showPage } from './browser-start.tsx';
import { readPageData, type PageData } from './page-data.ts';
import { routes } from './routes.tsx';

/**
 * The app's start in the browser: the server sent the page with its data (entry-server.tsx), so the
 * page is hydrated from that data without asking the server again; a page the server only guarded
 * (staff) is rendered here, its guards running first. Under `npm run dev` no data comes: rendered here too.
 */
const page = readPageData<PageData>();
const rendered = page?.rendered ?? false;
const queryClient = createQueryClient();
if (page) {
  startServerClock(page.hints.now);
  hydrateFromPage(queryClient, page.queries);
  // The server checked the session: the stored auth flag follows (spec section 4).
  setAuthenticated(page.hints.authenticated);
  startsAt(page.liveFrom);
}

// The matched routes' modules were asked for by the boot script (boot.ts): have them before hydrating.
if (rendered) {
  const lazy = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const router = createBrowserRouter(routes, {
  hydrationData: rendered ? page?.router : undefined,
  getContext: () => {
    const context = new RouterContextProvider();
    context.set(appContext, { queryClient, server: null });
    return context;
  },
});
setNavigator((to) => void router.navigate(to));

const root = pageRoot();
if (rendered) whenLive(keepTypedValues(root));
showPage(
  root,
  <Providers queryClient={queryClient} hints={rendered ? page?.hints : null}>
    <RouterProvider router={router} />
  </Providers>,
  rendered,
);
