import { createContext, lazy, Suspense, use, useEffect, useState, type ComponentType } from 'react';
import { partPending } from '#web/lib/page-live.ts';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';

/** The server's parts, loading: its render waits for them (entry-server.tsx), so none suspends there. */
const serverParts: Promise<unknown>[] = [];

/**
 * The modules of the parts a page's render drew, for the parts that name theirs (`lazyPart`'s
 * `module`): the server adds them to the page's modules, so the HTML preloads their chunks and
 * inlines their styles (entry-server.tsx), as it does the page's own.
 */
export const RenderedParts = createContext<Set<string> | null>(null);

/**
 * A part of a page in a chunk of its own, for what most visits never show (a form for a rare state,
 * a running test): the page's chunk stays small. The server renders it in place; the browser keeps
 * the server's HTML until the part's chunk has arrived, then hydrates it (no inline script, no
 * mismatch: React's selective hydration inside the part's Suspense boundary).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: {
    /**
     * The part's module under src/web (as Vite's manifest names it), for a part the first screen
     * shows whenever it is there (a stage's panel): when the server draws it, the HTML preloads its
     * chunk and carries its styles, so the browser has it by the time it hydrates the page. Without
     * it, the part's chunk is asked for when the browser reaches it.
     */
    module?: string;
  } = {},
): LazyPart<P> {
  if (import.meta.env.SSR) {
    let Loaded: ComponentType<P> | null = null;
    serverParts.push(load().then((component) => (Loaded = component)));
    function ServerPart(props: P) {
      const drawn = use(RenderedParts);
      if (options.module) drawn?.add(options.module);
      if (!Loaded) throw new Error('a page part rendered before it loaded');
      // The browser's tree, child for child (BrowserPart): `useId` numbers by the tree's shape, and a
      // part whose ids reach its text (SimpleGrid's style) would not hydrate with one child less.
      return (
        <Suspense fallback={null}>
          <Loaded {...props} />
          <Ready onReady={noop} />
        </Suspense>
      );
    }
    return Object.assign(ServerPart, { preload: () => undefined, ready: () => Promise.resolve() });
  }
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => (loading ??= reloadOnceIfStale(load).then((component) => (loaded = component)));
  const Part = lazy(() => start().then((component) => ({ default: component })));
  function BrowserPart(props: P) {
    // The page is live only once this part is too (lib/page-live.ts).
    const [done] = useState(partPending);
    useEffect(() => done, [done]);
    // Preloaded: drawn at once, without a frame of nothing. Chosen once, so the part keeps its state.
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Part);
    return (
      <Suspense fallback={null}>
        <Shown {...props} />
        <Ready onReady={done} />
      </Suspense>
    );
  }
  return Object.assign(BrowserPart, { preload: () => void start(), ready: start });
}

/**
 * A lazy part; `preload()` fetches its chunk ahead of its first showing (e.g. the next step of a
 * form, asked for once the page is live), so it then appears with no wait; `ready()` is that fetch's
 * end, for a route to wait for before it shows (render/route.tsx `beforeShown`).
 */
export type LazyPart<P> = ComponentType<P> & {
  preload: () => void;
  /** Its chunk, loaded (fetched now if it was not asked for yet). */
  ready: () => Promise<unknown>;
};

const noop = () => undefined;

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/** Every part the loaded pages declared, loaded (the server entry waits for it before rendering). */
export function partsLoaded(): Promise<unknown> {
  return Promise.all(serverParts);
}
