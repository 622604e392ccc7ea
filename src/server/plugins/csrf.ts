/**
 * CSRF as in Laravel Sanctum: `GET /sanctum/csrf-cookie` sets a readable `XSRF-TOKEN` cookie, and
 * every unsafe request echoes it in `X-XSRF-TOKEN`. The token is signed with the app secret, so a
 * cookie planted by another site (without the secret) is refused too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hmac, randomToken, safeEqual } from '../lib/tokens.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

export function issueCsrfToken(secret: string): string {
  const nonce = randomToken(18);
  return `${nonce}.${hmac(secret, `csrf:${nonce}`)}`;
}

function validToken(token: string, secret: string): boolean {
  const [nonce, sig] = token.split('.');
  return !!nonce && !!sig && safeEqual(sig, hmac(secret, `csrf:${nonce}`));
}

export function verifyCsrf(request: FastifyRequest, secret: string): boolean {
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string') return false;
  // The browser sends the cookie value URL-decoded by the client that read it; compare decoded forms.
  let headerValue: string;
  try {
    headerValue = decodeURIComponent(header);
  } catch {
    return false;
  }
  return safeEqual(cookie, headerValue) && validToken(cookie, secret);
}

export function setCsrfCookie(reply: FastifyReply, secret: string, secure: boolean): void {
  reply.setCookie(CSRF_COOKIE, issueCsrfToken(secret), {
    path: '/',
    sameSite: 'lax',
    secure,
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 14,
  });
}
