/**
 * CSRF with Laravel Sanctum's contract: `GET /sanctum/csrf-cookie` sets a readable `XSRF-TOKEN`
 * cookie, every unsafe request echoes it in `X-XSRF-TOKEN`, anything else answers 419 (decision 020).
 *
 * The token is bound to whoever holds it: `nonce.HMAC(secret, holder + nonce)`, where the holder is
 * the SHA-256 of the session cookie, or, for a visitor not signed in, of a random visitor id. Both
 * cookies are HttpOnly, so a token planted from a sibling subdomain or over plain HTTP is worthless
 * without them, and a token never outlives a sign-in or a sign-out: those answers set the next one.
 * Nothing is stored: any server with `APP_SECRET` checks a token, and a cache in front of the session
 * lookup changes nothing, since only the cookie's value is read here.
 *
 * A second line: an unsafe request a browser says comes from another site or origin
 * (`Sec-Fetch-Site`, `Origin`) is refused whatever its token.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { cookieOptions, CSRF_COOKIE, SESSION_COOKIE, VISITOR_COOKIE } from '../lib/cookies.ts';
import { hmac, randomToken, safeEqual, sha256 } from '../lib/tokens.ts';

export const CSRF_HEADER = 'x-xsrf-token';

/** Who a token belongs to: the session cookie, else the visitor id; null with neither. */
function holderOf(cookies: Record<string, string | undefined>): string | null {
  const session = cookies[SESSION_COOKIE];
  if (session) return `session:${sha256(session)}`;
  const visitor = cookies[VISITOR_COOKIE];
  return visitor ? `visitor:${sha256(visitor)}` : null;
}

const signature = (secret: string, holder: string, nonce: string) => hmac(secret, `csrf:${holder}:${nonce}`);

function mint(secret: string, holder: string): string {
  const nonce = randomToken(18);
  return `${nonce}.${signature(secret, holder, nonce)}`;
}

function setToken(reply: FastifyReply, deps: AppDeps, holder: string): string {
  const token = mint(deps.secret, holder);
  reply.setCookie(CSRF_COOKIE, token, cookieOptions(deps, { httpOnly: false }));
  return token;
}

/**
 * A token for whoever holds these cookies, as their browser would echo it: the server's own calls
 * while it renders their page (pages/in-process.ts). Null without a session or a visitor id.
 */
export function csrfTokenFor(cookies: Record<string, string | undefined>, secret: string): string | null {
  const holder = holderOf(cookies);
  return holder ? mint(secret, holder) : null;
}

/** A browser's word that the request comes from another site or origin than the app's. */
function fromElsewhere(request: FastifyRequest, deps: AppDeps): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false; // not a browser, or one too old to say: the token decides
  // The Host header itself, not `request.host`: with TRUST_PROXY that reads X-Forwarded-Host, which
  // any caller can send, and an Origin of theirs would then pass as the app's own (issue 30).
  return (
    origin !== new URL(deps.config.PUBLIC_URL).origin &&
    origin !== `${request.protocol}://${request.headers.host ?? ''}`
  );
}

/** A token signed for this holder (`nonce.signature`). */
function signedFor(deps: AppDeps, holder: string, token: string): boolean {
  const [nonce, sig] = token.split('.');
  return !!nonce && !!sig && safeEqual(sig, signature(deps.secret, holder, nonce));
}

/**
 * Whether a native form post (its hidden `_csrf` field, pages/form-posts.ts) may go on: from the
 * app's own pages, with a token signed for the holder of its cookies. The field is not compared
 * with the cookie: a page carries the token minted when it was drawn, and two tabs hold two.
 */
export function verifyCsrfField(request: FastifyRequest, deps: AppDeps, field: string | undefined): boolean {
  if (fromElsewhere(request, deps)) return false;
  const holder = holderOf(request.cookies);
  return !!field && !!holder && signedFor(deps, holder, field);
}

/**
 * The token a page's forms carry in their hidden field, for whoever holds these cookies; a first
 * visitor gets a visitor id (and the cookie's token) with this answer.
 */
export function pageCsrfToken(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): string {
  const holder = holderOf(request.cookies);
  return holder ? mint(deps.secret, holder) : startVisitor(reply, deps);
}

/** Whether an unsafe request may go on: from the app's own pages, with the token of its holder. */
export function verifyCsrf(request: FastifyRequest, deps: AppDeps): boolean {
  if (fromElsewhere(request, deps)) return false;
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  const holder = holderOf(request.cookies);
  if (!cookie || typeof header !== 'string' || !holder) return false;
  // The web app sends the cookie's value URL-decoded, as it read it; compare decoded forms.
  let headerValue: string;
  try {
    headerValue = decodeURIComponent(header);
  } catch {
    return false;
  }
  return safeEqual(cookie, headerValue) && signedFor(deps, holder, cookie);
}

/** `GET /sanctum/csrf-cookie`: a token for the request's session, or its visitor id (made now if it has none). */
export function issueCsrfCookie(request: FastifyRequest, reply: FastifyReply, deps: AppDeps): void {
  const holder = holderOf(request.cookies);
  if (holder) setToken(reply, deps, holder);
  else startVisitor(reply, deps);
}

/** At sign-in: the next token belongs to the new session; the visitor id is done with. */
export function bindCsrfToSession(reply: FastifyReply, deps: AppDeps, sessionToken: string): void {
  setToken(reply, deps, `session:${sha256(sessionToken)}`);
  reply.clearCookie(VISITOR_COOKIE, cookieOptions(deps, { httpOnly: true }));
}

/** At sign-out (and for a first visit): a new visitor id and a token bound to it. */
export function startVisitor(reply: FastifyReply, deps: AppDeps): string {
  const visitor = randomToken(32);
  reply.setCookie(VISITOR_COOKIE, visitor, cookieOptions(deps, { httpOnly: true }));
  return setToken(reply, deps, `visitor:${sha256(visitor)}`);
}
