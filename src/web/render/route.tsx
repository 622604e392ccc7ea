import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';

/** What a route tells the server (entry-server.tsx); the browser reads none of it. */
export type RouteHandle = {
  /**
   * The route's module under src/web, as Vite's manifest names it: the HTML names its chunks and
   * inlines its styles. Written by the build from the route's import (scripts/route-modules.ts), on
   * the server's build only.
   */
  module?: string;
  /** 'browser': the server only runs the guards and sends the frame; the browser renders the page (/activation, which reads this tab's storage). */
  render?: 'browser';
  /**
   * The same for every signed-out visitor: the server renders it for them once a minute and sends
   * that copy (the error pages; the landing, whose open vacancies change: decision 062).
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
   * panels): the server names the one it drew (components/lazy-part.tsx `module`); bench:bundles
   * counts the page with the heaviest.
   */
  parts?: readonly string[];
};

/** A route module's import; the build adds the module's path for the server (scripts/route-modules.ts). */
type ModuleImport<M> = (() => Promise<M>) & { module?: string };

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A route whose component, `name` exported by the module `load` imports, comes in a chunk of its own
 * when the route is first shown, given `props`; `more` is the rest of the route's handle. The module
 * may also export the route's `loader` (data only its page reads), `action` (its forms) and
 * `beforeShown` (what must load before it shows: progress-page.tsx's stage panels).
 */
export function lazyRoute<M extends Record<string, unknown>, K extends keyof M & string>(
  load: ModuleImport<M>,
  name: K,
  props?: PropsOf<M[K]> | null,
  more?: Omit<RouteHandle, 'module'>,
): Pick<RouteObject, 'lazy' | 'handle'> {
  if (import.meta.env.SSR && !load.module) throw new Error(`the route of ${name} lacks its module's path`);
  return {
    handle: { module: load.module, ...more } satisfies RouteHandle,
    lazy: async () => {
      const loaded = await reloadOnceIfStale(load);
      // Typed where the route names it (`name`, `props`); here only a component.
      const Component = loaded[name] as ComponentType<object>;
      await (loaded.beforeShown as (() => Promise<unknown>) | undefined)?.();
      const action = loaded.action as ActionFunction | undefined;
      if (more?.form && !action) throw new Error(`the module of ${name} exports no action`);
      const loader = loaded.loader as LoaderFunction | undefined;
      return {
        element: <Component {...(props ?? {})} />,
        ...(action ? { action } : {}),
        ...(loader ? { loader } : {}),
      };
    },
  };
}
