import { isValidElement, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type DataRouter, type RouteObject } from 'react-router';

/**
 * What a route element can start before it renders: its lazy chunk (`lazyPage` in router.tsx) or
 * the query a guard waits for (guards.tsx). Without it each step waits for the one above it to
 * render: the session, then the layout's chunk, then the screening check, then the page's chunk
 * (bench/README.md, «Lighthouse»).
 */
export type Preload = (queryClient: QueryClient) => unknown;
export type Preloadable = { preload?: Preload };

/**
 * Starts, all at once, what the routes matching `pathname` need: every element on the match, and the
 * elements they wrap (`<RoleGuard><ParticipantLayout /></RoleGuard>`). Loads and queries are shared
 * with the render (one import, react-query's dedup), so starting them early only saves the waiting.
 */
export function preloadRoute(routes: RouteObject[], pathname: string, queryClient: QueryClient): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadElement(match.route.element, queryClient);
}

function preloadElement(node: ReactNode, queryClient: QueryClient): void {
  if (Array.isArray(node)) {
    for (const child of node as ReactNode[]) preloadElement(child, queryClient);
    return;
  }
  if (!isValidElement<{ children?: ReactNode }>(node)) return;
  if (typeof node.type === 'function') (node.type as Preloadable).preload?.(queryClient);
  preloadElement(node.props.children, queryClient);
}

/** Preloads the router's route now and on every navigation (main.tsx, and the web tests' app). */
export function preloadRoutes(router: DataRouter, routes: RouteObject[], queryClient: QueryClient): void {
  preloadRoute(routes, router.state.location.pathname, queryClient);
  router.subscribe((state) => preloadRoute(routes, state.location.pathname, queryClient));
}
