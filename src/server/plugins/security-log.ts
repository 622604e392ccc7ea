/**
 * Security events in the log (ASVS V16.3): every sign-in, sign-out, registration, SMS code and
 * password reset, with its outcome, and every refused call (419, 401, 403, 429), each with who (user
 * id when known), from where (address) and what (route, status). Never the e-mail, phone, code,
 * token or password: the logger's redaction covers headers, and nothing here reads the body.
 */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics.ts';

export const SECURITY_EVENTS = [
  'register',
  'sms-code',
  'sign-in',
  'sign-in-sms',
  'sign-out',
  'password-reset-request',
  'password-reset',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a call whose every outcome goes to the security log. */
    securityEvent?: SecurityEvent;
  }
  interface FastifyRequest {
    /** Set by the sign-in when it opens a session, so the event names who signed in. */
    signedInUserId?: number;
  }
}

const REFUSED: Record<number, string> = {
  401: 'not-signed-in',
  403: 'forbidden',
  419: 'csrf-mismatch',
  429: 'rate-limited',
};

/** The sign-ins' methods, by their security event: the metrics count them here, with the log. */
const SIGN_IN_METHOD: Partial<Record<SecurityEvent, 'password' | 'sms'>> = {
  'sign-in': 'password',
  'sign-in-sms': 'sms',
};

export function registerSecurityLog(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const event = request.routeOptions.config?.securityEvent;
    const refused = REFUSED[reply.statusCode];
    if (!event && !refused) return;
    if (event) countOutcome(metrics, event, reply.statusCode);
    const entry = {
      // A refusal says more than the call it refused (the route names the call).
      security: refused ?? event,
      outcome: reply.statusCode < 400 ? 'success' : 'failure',
      status: reply.statusCode,
      userId: request.signedInUserId ?? request.user?.id ?? null,
      ip: request.ip,
      route: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
    };
    if (entry.outcome === 'success') request.log.info(entry, 'security event');
    else request.log.warn(entry, 'security event');
  });
}

/** `jti_sign_ins_total` and `jti_registrations_total` by outcome: one place, the one that logs them. */
function countOutcome(metrics: Metrics, event: SecurityEvent, status: number): void {
  const method = SIGN_IN_METHOD[event];
  if (!method && event !== 'register') return;
  const outcome =
    status < 400
      ? 'success'
      : status >= 500
        ? 'error'
        : status === 429
          ? 'rate-limited'
          : status === 419
            ? 'csrf-mismatch'
            : 'failure';
  if (method) metrics.signIns.inc({ method, outcome });
  else metrics.registrations.inc({ outcome });
}
