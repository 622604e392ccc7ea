import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
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
 * What every page needs, the landing's own entry included: the first render's hints, the theme and
 * the notifications (providers.tsx adds the query cache for the app's pages).
 */
export function BaseProviders({
  hints = null,
  children,
}: {
  hints?: RenderHints | null;
  children: ReactNode;
}) {
  return (
    <RenderHintsProvider value={hints}>
      {/* The theme's variables and the global classes are a stylesheet made at build time (vite.config.ts). */}
      <MantineProvider
        theme={theme}
        defaultColorScheme="light"
        withCssVariables={false}
        withGlobalClasses={false}
      >
        <AfterFirstRender>
          <Suspense fallback={null}>
            <Notifications position="bottom-right" zIndex={1000} limit={3} />
          </Suspense>
        </AfterFirstRender>
        {children}
      </MantineProvider>
    </RenderHintsProvider>
  );
}
