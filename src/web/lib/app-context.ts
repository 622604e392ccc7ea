import type { QueryClient } from '@tanstack/react-query';
import { createContext, type LoaderFunctionArgs } from 'react-router';
import type { PageRequest } from '#shared/page-render.ts';

/** What the server knows of the request it renders (entry-server.tsx). */
export type ServerRequestInfo = {
  /** A session cookie came with the request (whether it is valid, the session check says). */
  sessionCookie: boolean;
  /** The width guess from the request's client hints (render-hints.tsx). */
  mobile: boolean;
  /** The vacancy a signed-out visitor was sent to sign in from (its cookie): where sign-in leads. */
  returnVacancyId: number | null;
  /** A native form post whose CSRF field did not hold: its action refuses it (lib/form-action.ts). */
  csrfRefused: boolean;
  /** Seals the sign-up's password for its next native post, and opens it (decision 053). */
  sealer: NonNullable<PageRequest['sealer']> | null;
};

/**
 * What every route loader works with: the query cache the page renders from (one per request on the
 * server, the page's own in the browser) and, on the server, the request's facts. The loaders are the
 * guards of spec section 4 and the first screen's data: the same code decides on the server for the
 * first request and in the browser for every navigation after it.
 */
export type AppContext = { queryClient: QueryClient; server: ServerRequestInfo | null };

export const appContext = createContext<AppContext>();

export function appOf(args: Pick<LoaderFunctionArgs, 'context'>): AppContext {
  return args.context.get(appContext);
}

type Start = (queryClient: QueryClient) => Promise<unknown>;

/**
 * The page's first-screen data. On the server it is awaited, so it travels in the HTML and
 * hydration asks for nothing; in the browser it is only started, and the page shows its own loading
 * state as it always did. A failure on the server is thrown (entry-server.tsx then lets the browser
 * render the page, which shows the error in place).
 */
export async function pageData(ctx: AppContext, ...starts: Start[]): Promise<null> {
  const all = Promise.all(starts.map((start) => start(ctx.queryClient)));
  if (ctx.server) await all;
  else all.catch(() => undefined);
  return null;
}
