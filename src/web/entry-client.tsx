import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's own variables, made at build time (scripts/mantine-css.ts).
import 'virtual:mantine-theme.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterContextProvider, RouterProvider } from 'react-router';
import { appContext } from './lib/app-context.ts';
import { Providers } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { readPageData } from './app/ssr-data.ts';
import { setAuthenticated } from './lib/client-state.ts';
import { startServerClock } from './lib/clock.ts';
import { setNavigator } from './lib/navigation.ts';
import { createQueryClient, hydrateFromPage } from './lib/query-client.ts';
import { keepTypedValues, whenLive } from './lib/page-live.ts';
import { startsAt } from './lib/live.ts';

/**
 * The browser's start: the server sent the page with its data (entry-server.tsx), so the page is
 * hydrated from that data without asking the server again; a page the server only guarded (staff)
 * is rendered here, its guards running first. Under `npm run dev` no data comes: rendered here too.
 */
const page = readPageData();
const queryClient = createQueryClient();
if (page) {
  startServerClock(page.hints.now);
  hydrateFromPage(queryClient, page.queries);
  // The server checked the session: the stored auth flag follows (spec section 4).
  setAuthenticated(page.hints.authenticated);
  startsAt(page.liveFrom);
}

// The matched routes' modules were preloaded by the boot script (boot.ts): have them before hydrating.
if (page?.rendered) {
  const lazy = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const router = createBrowserRouter(routes, {
  hydrationData: page?.rendered ? page.router : undefined,
  getContext: () => {
    const context = new RouterContextProvider();
    context.set(appContext, { queryClient, server: null });
    return context;
  },
});
setNavigator((to) => void router.navigate(to));

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
if (page?.rendered) whenLive(keepTypedValues(root));

const app = (
  <StrictMode>
    <Providers queryClient={queryClient} hints={page?.rendered ? page.hints : null}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);
if (page?.rendered) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the page answers taps sooner (Lighthouse's blocking time).
  startTransition(() => {
    hydrateRoot(root, app, {
      // A page that differs from its HTML is a bug: say so loudly (the browser journeys fail on it).
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    });
  });
} else {
  createRoot(root).render(app);
}
