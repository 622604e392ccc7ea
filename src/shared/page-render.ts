/**
 * The contract between the server and the web app's server entry (src/web/render/entry-server.tsx, built
 * by Vite into `dist/server/`): the server hands it a page request, it answers with a redirect or
 * the page. Types only; the two sides never import each other (docs/decisions/022-server-rendering.md).
 */

/**
 * An API call made while a page renders: answered by the server in-process, with the visitor's
 * cookies. The body is JSON text, or a multipart form (a native form post's upload).
 */
export type InProcessCall = (
  url: string,
  method: string,
  body: string | FormData | undefined,
) => Promise<Response>;

export type PageRequest = {
  /** Path and query. */
  url: string;
  /** A session cookie came with the request. */
  sessionCookie: boolean;
  /** Width under 768 px, guessed from the request's client hints. */
  mobile: boolean;
  /**
   * The newest live event's id, read before the page's data (a signed-in visitor's page): the tab's
   * live stream starts there (src/web/lib/live.ts). Null for a visitor without a session.
   */
  liveFrom: number | null;
  call: InProcessCall;
  /** The token the page's forms carry in their hidden field, minted for this visitor (decision 052). */
  csrfToken: string;
  /** The vacancy a signed-out visitor was sent to sign-in from (its cookie), for after sign-in. */
  returnVacancyId: number | null;
  /** A native form post to the page (decision 052): its fields (and file), and whether its CSRF field held. */
  form?: { data: FormData; csrfValid: boolean };
  /** Seals a secret a multi-step form carries between its native posts, and opens it (decision 053). */
  sealer?: { seal(text: string): string; unseal(sealed: string): string | null };
};

export type RenderedPage = {
  status: number;
  /** The page's browser entry: the app's, or the landing's own (src/web/landing.html). */
  entry: 'app' | 'landing';
  /** The route modules (paths under src/web) the page uses: their chunks are preloaded from the HTML. */
  modules: string[];
  /** The JSON the browser starts from (the router's and the query cache's state, the hints). */
  data: string;
  /** The page's markup; absent when the browser renders the page itself (the server only guarded it). */
  html?: string;
  /** Why the page's data could not be had on the server (the browser renders it and shows the error). */
  problem?: string;
};

export type PageAnswer = { redirect: string } | RenderedPage;

/** What the server entry exports as `renderer`. */
export type PageRenderer = {
  render(request: PageRequest): Promise<PageAnswer>;
  /**
   * Where the guards send a request for `url`, or null when the page would render: runs the route's
   * loaders only (the server follows a redirect chain with it, rendering nothing it would throw away).
   */
  redirectOf(request: PageRequest): Promise<string | null>;
  /**
   * For a page that is the same for every signed-out visitor (the landing, the error pages), the URL
   * that renders it, which also names the copy the server renders once a while and sends them all.
   * Null for any other page.
   */
  sharedKey(url: string): string | null;
  /**
   * The browser entry and the route modules a page at `url` loads (bench/bundle-size.ts sums them),
   * and the lazy parts its first screen draws one of (their chunks preloaded with the page's when
   * drawn: /progress's stage panels).
   */
  pageModules(url: string): Pick<RenderedPage, 'entry' | 'modules'> & { parts: string[] };
  /** The paths (Fastify's syntax too) of the pages whose forms the server takes (decision 052). */
  formPages: string[];
};

/** The id of the element that carries `RenderedPage.data` in the HTML. */
export const PAGE_DATA_ID = 'jti-page-data';

/** The hidden field that carries a page form's CSRF token (Laravel's name; decision 052). */
export const CSRF_FIELD = '_token';
