import { lazy, Suspense, type ReactNode } from 'react';
import { AfterFirstRender } from '#web/components/client-only.tsx';
import { RenderHintsProvider, type RenderHints } from '#web/lib/render-hints.tsx';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';

/**
 * The notices' region (components/ui/toast.tsx) loads after the first render: pages call `notify`
 * (lib/notify.ts), whose queue is tiny and keeps what was shown until the region is there. Never on
 * the server: a portal has nothing to render there.
 */
const Toasts = lazy(() =>
  reloadOnceIfStale(() => import('#web/components/ui/toast.tsx')).then((m) => ({ default: m.Toasts })),
);

/**
 * What every page needs, the landing's own entry included: the first render's hints and the notices (providers.tsx adds the query cache for the app's pages).
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
      <AfterFirstRender>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </AfterFirstRender>
      {children}
    </RenderHintsProvider>
  );
}
