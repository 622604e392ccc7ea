import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';

/**
 * Every page and frame, each in a chunk of its own, so a page carries only its own code
 * (docs/decisions/022-server-rendering.md). Keys are relative to this folder.
 */
const modules = import.meta.glob<Record<string, unknown>>([
  '../features/**/*-page.tsx',
  '../features/**/*-route.tsx',
  './layouts/*-layout.tsx',
  // The landing's page is the landing entry's, and the route's (landing-route.tsx): not a route module.
  '!../features/landing/landing-page.tsx',
]);

/** What a route tells the server (entry-server.tsx) and the build (scripts/prerender.ts). */
export type RouteHandle = {
  /** The module the route loads, under src/web (as Vite's manifest names it): its chunks are preloaded from the HTML. */
  module?: string;
  /** 'browser': the server only runs the guards and sends the frame; the browser renders the page (staff). */
  render?: 'browser';
  /** The same for every signed-out visitor: rendered at build time. */
  prerender?: true;
  /**
   * The same for every signed-out visitor but for the data it reads (the landing's open vacancies):
   * the server renders it for them once a while and sends that copy (decision 062).
   */
  shared?: true;
  /** The page's HTTP status. */
  status?: number;
  /** 'landing': the page has a browser entry of its own (entry-landing.tsx) and renders without the router. */
  entry?: 'landing';
  /**
   * The page posts forms the server takes without scripts: its module exports `action`
   * (lib/form-action.ts, decision 052).
   */
  form?: true;
  /**
   * The modules of the lazy parts the first screen draws one of (under src/web: /progress's stage
   * panels): the server preloads the one it drew (components/lazy-part.tsx `module`); bench:bundles
   * counts the page with the heaviest.
   */
  parts?: readonly string[];
};

function loaderOf(module: string) {
  const key = module.startsWith('app/') ? `./${module.slice('app/'.length)}` : `../${module}`;
  const load = modules[key];
  if (!load) throw new Error(`no page module ${module}`);
  return load;
}

/**
 * A route whose component, `name` exported by `module` (a path under src/web), loads with it; given
 * `props`, and the rest of the route's `handle`.
 */
export function lazyRoute<P extends object>(
  module: string,
  name: string,
  props?: P | null,
  more?: Omit<RouteHandle, 'module'>,
): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = loaderOf(module);
  const handle: RouteHandle = { module, ...more };
  return {
    handle,
    lazy: async () => {
      const loaded = await reloadOnceIfStale(load);
      const Component = loaded[name] as ComponentType<P> | undefined;
      if (!Component) throw new Error(`${module} exports no ${name}`);
      // What the page must have before it shows, if it says (progress-page.tsx: its stages' panels).
      await (loaded.beforeShown as (() => Promise<unknown>) | undefined)?.();
      const action = loaded.action as ActionFunction | undefined;
      if (more?.form && !action) throw new Error(`${module} exports no action`);
      // A page's own data may load with its module (the landing's vacancies, /login's vacancy): the
      // app's entry, which every page loads, does not carry it.
      const loader = loaded.loader as LoaderFunction | undefined;
      return {
        element: <Component {...(props ?? ({} as P))} />,
        ...(action ? { action } : {}),
        ...(loader ? { loader } : {}),
      };
    },
  };
}
