import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AfterFirstRender } from '#web/components/client-only.tsx';
import { RenderHintsProvider, type RenderHints } from '#web/lib/render-hints.tsx';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';
import { theme } from './theme.ts';

/**
 * The notifications' container (its transitions and portal) loads after the first render: pages call
 * `notifications.show`, whose store is tiny and keeps what was shown until the container is there.
 * Never on the server: a portal has nothing to render there.
 */
const Notifications = lazy(() =>
  reloadOnceIfStale(() => import('@mantine/notifications')).then((m) => ({ default: m.Notifications })),
);

/**
 * Theme, notifications, the query cache and the first render's hints: what every page needs, on the
 * server and in the browser alike; kept small because it is in the entry chunk. The dates setup is in
 * the staff layout, the modals' provider in the online test's panel: the only places that use them.
 */
export function Providers({ queryClient, hints = null, children }: { queryClient: QueryClient; hints?: RenderHints | null; children: ReactNode }) {
  return (
    <RenderHintsProvider value={hints}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <AfterFirstRender>
            <Suspense fallback={null}>
              <Notifications position="bottom-right" zIndex={1000} limit={3} />
            </Suspense>
          </AfterFirstRender>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </RenderHintsProvider>
  );
}
