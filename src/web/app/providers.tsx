import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';
import { theme } from './theme.ts';

/**
 * The notifications' container (its transitions and portal) loads after the first render: pages call
 * `notifications.show`, whose store is tiny and keeps what was shown until the container is there.
 */
const Notifications = lazy(() =>
  reloadOnceIfStale(() => import('@mantine/notifications')).then((m) => ({ default: m.Notifications })),
);

/**
 * Theme, notifications and the query cache: what every page needs, kept small because it is in the
 * entry chunk (docs/decisions/015-code-splitting.md). The dates setup is in the staff layout, the
 * modals' provider in the online test's panel: the only places that use them.
 */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Suspense fallback={null}>
          <Notifications position="bottom-right" zIndex={1000} limit={3} />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
