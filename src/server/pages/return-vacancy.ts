/**
 * The vacancy a signed-out visitor opened, kept from the redirect to sign-in on (spec section 4:
 * "stored locally for redirect after login"). The guard sends `/login?vacancy=7`; this answer also
 * sets a cookie, so no quick tap on «Зарегистрироваться» before the page's scripts run can lose it.
 * The browser copies it into its local storage (web lib/client-state.ts); the server's sign-in reads
 * it for where to go next.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { cookieOptions, RETURN_VACANCY_COOKIE } from '../lib/cookies.ts';

const VACANCY_ID = /^[1-9]\d{0,9}$/;
const DAY_SECONDS = 86_400;

export function returnVacancyOf(request: FastifyRequest): number | null {
  const value = request.cookies[RETURN_VACANCY_COOKIE];
  return value && VACANCY_ID.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}

/** The entering pages whose address may name the vacancy (`?vacancy=7`): sign-in, and sign-up from its preview. */
const NAMING_PAGES = new Set(['/login', '/signup']);

/**
 * When a redirect sends a visitor to sign in from a vacancy, or a sign-in or sign-up page is opened
 * with one in its address (the vacancy's «Зарегистрироваться», a shared sign-in link), the cookie
 * remembers that vacancy.
 */
export function rememberReturnVacancy(reply: FastifyReply, deps: AppDeps, location: string): void {
  const url = new URL(location, 'http://page.local');
  const id = url.searchParams.get('vacancy');
  if (!NAMING_PAGES.has(url.pathname) || !id || !VACANCY_ID.test(id)) return;
  reply.setCookie(RETURN_VACANCY_COOKIE, id, {
    ...cookieOptions(deps, { httpOnly: false }),
    maxAge: DAY_SECONDS,
  });
}
