import { hydrate, QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { toDeviceClock } from './clock.ts';

/** How long after the page arrived its queries count as just fetched (the first render mounting them). */
const FIRST_RENDER_MS = 10_000;

/** Per cache: when it was filled from the page's HTML, and with which queries. */
const fromPage = new WeakMap<QueryClient, { at: number; hashes: Set<string> }>();

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // What the server sent in the HTML is not asked for again as the first render mounts it, even
        // by the queries that refetch on every mount (docs/decisions/022-server-rendering.md). A query
        // invalidated since (a change the visitor made) is asked for again like any other: else a
        // panel mounted within the first seconds would show the page's copy from before the change.
        refetchOnMount: (query: Query) => {
          if (query.state.isInvalidated) return true;
          const page = fromPage.get(queryClient);
          return !(page?.hashes.has(query.queryHash) && Date.now() - page.at < FIRST_RENDER_MS);
        },
        // Client errors (401, 403, 404, 422) will not change on a retry.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/**
 * Fills the cache with what the server rendered the page from. Its fetch times are the server's: put
 * on this device's clock, like every later fetch's (lib/clock.ts; call `startServerClock` first).
 */
export function hydrateFromPage(queryClient: QueryClient, state: DehydratedState): void {
  const queries = state.queries.map((q) => ({
    ...q,
    state: { ...q.state, dataUpdatedAt: toDeviceClock(q.state.dataUpdatedAt) },
  }));
  hydrate(queryClient, { ...state, queries });
  fromPage.set(queryClient, { at: Date.now(), hashes: new Set(state.queries.map((q) => q.queryHash)) });
}
