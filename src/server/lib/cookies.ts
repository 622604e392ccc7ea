/**
 * The app's cookies and the attributes they share: path `/`, SameSite=Lax, Secure as `COOKIE_SECURE`
 * says, kept for `SESSION_DAYS`. The session and visitor ids are HttpOnly; the CSRF token is
 * readable, for the web app to echo in `X-XSRF-TOKEN` (decision 020).
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config.ts';

export const SESSION_COOKIE = 'jti_session';
/** A random id for a visitor not signed in, so their CSRF token is bound to something (decision 020). */
export const VISITOR_COOKIE = 'jti_visitor';
export const CSRF_COOKIE = 'XSRF-TOKEN';
/**
 * The vacancy a signed-out visitor was sent to sign in from (pages/return-vacancy.ts); readable, so
 * the web app copies it where the specification keeps it, the browser's local storage.
 */
export const RETURN_VACANCY_COOKIE = 'jti_return_vacancy';

export function cookieOptions(
  deps: { config: Pick<Config, 'cookieSecure' | 'SESSION_DAYS'> },
  opts: { httpOnly: boolean },
): CookieSerializeOptions {
  return {
    path: '/',
    sameSite: 'lax',
    secure: deps.config.cookieSecure,
    httpOnly: opts.httpOnly,
    maxAge: deps.config.SESSION_DAYS * 86_400,
  };
}
