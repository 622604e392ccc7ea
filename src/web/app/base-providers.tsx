import { lazy, Suspense, type ContextType, type ReactNode } from 'react';
import { MantineContext, MantineThemeProvider } from '@mantine/core';
import { AfterFirstRender } from '#web/components/client-only.tsx';
import { RenderHintsProvider, type RenderHints } from '#web/lib/render-hints.tsx';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';
import { theme } from './theme.ts';

/**
 * The notices' region (components/ui/toast.tsx) loads after the first render: pages call `notify`
 * (lib/notify.ts), whose queue is tiny and keeps what was shown until the region is there. Never on
 * the server: a portal has nothing to render there.
 */
const Toasts = lazy(() =>
  reloadOnceIfStale(() => import('#web/components/ui/toast.tsx')).then((m) => ({ default: m.Toasts })),
);

/**
 * What Mantine's components read from MantineProvider, given without MantineProvider itself: the app
 * is light only (the `<html>` of both documents says so) and the theme's variables and global classes
 * are a stylesheet made at build time (decision 038), so its colour-scheme manager (localStorage,
 * matchMedia, an effect on `<html>` while hydrating), its variables' resolver and its classes would run
 * for nothing — and cost ~3.5 kB gzipped on every page.
 */
const MANTINE: NonNullable<ContextType<typeof MantineContext>> = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
  deduplicateInlineStyles: false,
};

/**
 * What every page needs, the landing's own entry included: the first render's hints, the theme and
 * the notices (providers.tsx adds the query cache for the app's pages).
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
      <MantineContext value={MANTINE}>
        <MantineThemeProvider theme={theme}>
          <AfterFirstRender>
            <Suspense fallback={null}>
              <Toasts />
            </Suspense>
          </AfterFirstRender>
          {children}
        </MantineThemeProvider>
      </MantineContext>
    </RenderHintsProvider>
  );
}
