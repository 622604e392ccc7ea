import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { partPending } from '#web/lib/page-live.ts';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';

/** The server's parts, loading: its render waits for them (entry-server.tsx), so none suspends there. */
const serverParts: Promise<unknown>[] = [];

/**
 * A part of a page in a chunk of its own, for what most visits never show (a form for a rare state,
 * a running test): the page's chunk stays small. The server renders it in place; the browser keeps
 * the server's HTML until the part's chunk has arrived, then hydrates it (no inline script, no
 * mismatch: React's selective hydration inside the part's Suspense boundary).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<P> | null = null;
    serverParts.push(load().then((component) => (Loaded = component)));
    return function ServerPart(props: P) {
      if (!Loaded) throw new Error('a page part rendered before it loaded');
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      );
    };
  }
  const Part = lazy(() => reloadOnceIfStale(load).then((component) => ({ default: component })));
  return function BrowserPart(props: P) {
    // The page is live only once this part is too (lib/page-live.ts).
    const [done] = useState(partPending);
    useEffect(() => done, [done]);
    return (
      <Suspense fallback={null}>
        <Part {...props} />
        <Ready onReady={done} />
      </Suspense>
    );
  };
}

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/** Every part the loaded pages declared, loaded (the server entry waits for it before rendering). */
export function partsLoaded(): Promise<unknown> {
  return Promise.all(serverParts);
}
