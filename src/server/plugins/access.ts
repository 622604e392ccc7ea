/**
 * The guard every request passes, in the order docs/product.md fixes: CSRF on unsafe methods (419),
 * signed in (401), role may make this call (403). It runs in `onRequest`, before the body is read
 * or validated, so a forbidden caller learns nothing about the input or the records.
 *
 * Every route must declare `config.access`; registering one without it fails at start-up.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { ACCESS_KINDS, needsSignIn, roleMay, type Access } from '#shared/domain/access.ts';
import { csrfMismatch, forbidden, notOperator, unauthenticated } from '../lib/errors.ts';
import { SESSION_COOKIE } from '../lib/cookies.ts';
import { verifyCsrf } from './csrf.ts';
import { loadSession } from './session.ts';
import type { AppDeps } from '../app-deps.ts';
import type { SessionUser } from '../lib/session-user.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** A page's native form post: its token is a hidden field, checked once the body is read (pages/form-posts.ts). */
    formPost?: true;
    /**
     * A request the browser makes by itself (the live stream's connection and its reconnects): the
     * session is checked but not extended, since only a person's requests count as activity.
     */
    passive?: true;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * An `operator` call (the metrics, issue 34): with `METRICS_TOKEN` set, only `Authorization: Bearer
 * <token>`; without it, only a caller on this machine that did not come through a proxy. The
 * connection's own address decides, never `X-Forwarded-For` (TRUST_PROXY would let a client name
 * any address), and a proxied request carries that header: nginx on the same host is loopback too.
 */
function operatorMay(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.headers.authorization ?? '');
    const expected = Buffer.from(`Bearer ${token}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  const headers = request.headers;
  return (
    LOOPBACK.has(request.socket.remoteAddress ?? '') && !headers['x-forwarded-for'] && !headers.forwarded
  );
}

/** Every registered route, with its declared access and schema: the route-walking tests and the fuzzer read this. */
export const registeredRoutes: {
  method: string;
  url: string;
  access: Access | undefined;
  schema?: FastifySchema;
}[] = [];

export function registerAccessGuard(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = ([] as string[]).concat(route.method);
    if (route.url.startsWith('/api/docs') || route.url === '*' || methods.every((m) => m === 'HEAD')) return;
    if (!access || !ACCESS_KINDS.includes(access)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access (config.access)`);
    }
    for (const method of methods)
      registeredRoutes.push({ method, url: route.url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // static files and the API docs
    if (access === 'operator') {
      // No session, no CSRF: a scraper has neither; its token (or its place) is the whole check.
      if (!operatorMay(request, deps.config.METRICS_TOKEN)) throw notOperator();
      return;
    }
    const { formPost } = request.routeOptions.config;
    if (!SAFE_METHODS.has(request.method) && access !== 'signed' && !formPost && !verifyCsrf(request, deps)) {
      throw csrfMismatch();
    }
    const token = request.cookies[SESSION_COOKIE];
    const touch = !request.routeOptions.config.passive;
    request.user = token ? await loadSession(deps, token, { touch }) : null;
    if (!needsSignIn(access)) return;
    if (!request.user) throw unauthenticated();
    if (!roleMay(access, request.user.role)) throw forbidden();
  });
}

/** The caller of a route whose access needs a sign-in (the guard has already refused anyone else). */
export function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
