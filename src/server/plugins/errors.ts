/**
 * One shape for every error answer: `{ message, errors? }` in Russian. Validation is 422 with texts
 * per field, malformed JSON 400, a database outage 503 with Retry-After, and a 500 never leaks a
 * stack trace.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ru } from '#shared/i18n/ru.ts';
import { ruUnavailablePage } from '#shared/i18n/ru/unavailable-page.ts';
import { outageReason } from '../db/unavailable.ts';
import { HttpError, invalid, type FieldErrors } from '../lib/errors.ts';

/** What a 503 asks the caller to wait, in seconds: the pool reconnects as soon as PostgreSQL is back. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

function fieldOf(instancePath: string, context: string | undefined): string {
  const first = instancePath.split('/').filter(Boolean)[0];
  return first ?? context ?? 'body';
}

/**
 * The field of the first string (a value or a key) holding U+0000 or a lone UTF-16 surrogate, or
 * null. PostgreSQL text cannot store NUL and refuses the whole statement, and PGlite receives a lone
 * surrogate as broken UTF-8 and fails the same way, so such input must stop here as a 422, not reach
 * the database as a 500. Iterative: a parsed body may nest 100,000 levels deep.
 */
const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

function fieldWithNul(value: unknown, context: string): string | null {
  const stack: [unknown, string][] = [[value, context]];
  while (stack.length > 0) {
    const [v, field] = stack.pop()!;
    if (typeof v === 'string' && unstorable(v)) return field;
    if (!v || typeof v !== 'object') continue;
    for (const [key, item] of Object.entries(v)) {
      const at = field === context ? key : field;
      if (unstorable(key)) return at;
      stack.push([item, at]);
    }
  }
  return null;
}

/**
 * Errors Fastify answers on its own, before any hook or handler (a path that is not valid
 * percent-encoding, a path parameter over `maxParamLength`): passed as `frameworkErrors` in app.ts so
 * they get the same Russian `{ message }` as everything else instead of Fastify's English.
 */
/**
 * Logs a bug for whoever fixes it, without the personal data it may carry: a failed query's error
 * (Drizzle) repeats its parameters (e-mails, phones, session hashes) in its message and stack, so
 * only the SQL text and the driver's error code are kept.
 */
function logUnhandled(request: FastifyRequest, error: Error): void {
  const failed = error as Error & { query?: unknown; params?: unknown };
  if (typeof failed.query === 'string' && 'params' in failed) {
    // The driver's message can quote a value too («invalid input syntax for type integer: "…"»):
    // keep only its SQLSTATE and where it happened.
    const cause = (failed.cause ?? {}) as Record<string, unknown>;
    const { code, constraint, table, column, routine } = cause;
    // (`sqlstate`, not `code`: the logger redacts every `code`, which is usually an SMS code.)
    request.log.error(
      { query: failed.query, cause: { sqlstate: code, constraint, table, column, routine } },
      'unhandled error: failed query',
    );
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over 16 KB, a request line
 * it cannot read, a request too slow to arrive): the same Russian `{ message }` as every other answer,
 * written on the socket as Node would, which then closes.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, ru.errors.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ru.errors.requestTimeout]
        : [400, ru.errors.malformedJson];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    logUnhandled(request, error);
    void reply.code(500).send({ message: ru.errors.server });
    return;
  }
  void reply.code(status).send({ message: status === 414 ? ru.errors.urlTooLong : ru.errors.badUrl });
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [context, value] of parts) {
      const field = fieldWithNul(value, context);
      if (field !== null) throw invalid({ [field]: [ru.errors.nulCharacter] });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath, error.validationContext);
        const texts = (errors[field] ??= []);
        const text = issue.message ?? ru.errors.validation;
        if (!texts.includes(text)) texts.push(text);
      }
      return reply.code(422).send({ message: ru.errors.validation, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its contract');
      return reply.code(500).send({ message: ru.errors.server });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ message: ru.errors.malformedJson });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: ru.errors.payloadTooLarge });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: ru.errors.unsupportedMediaType });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.code(429).send({ message: ru.errors.tooMany(60) });
      return reply.code(status).send({ message: status === 404 ? ru.errors.notFound : ru.errors.validation });
    }
    const outage = outageReason(error);
    if (outage) {
      // Also reached from the session lookup in onRequest (plugins/access.ts): any DB-backed call.
      // Logged without the query's parameters or a stack (see outageReason).
      request.log.error({ outage }, 'database unavailable: answered 503');
      reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      // A page a browser asked for gets a page, not the API's JSON (issue 30, item 10).
      if (wantsPage(request))
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(unavailablePage(request.method !== 'GET' && request.method !== 'HEAD'));
      return reply.send({ message: ru.errors.unavailable });
    }
    logUnhandled(request, error);
    return reply.code(500).send({ message: ru.errors.server });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: ru.errors.notFound }));
}

/** A browser's request for a page, or its native form post: outside the API, taking HTML. */
function wantsPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/api/') || path.startsWith('/sanctum/') || path === '/readyz' || path === '/healthz')
    return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The page a browser shows while the database is away: self-contained (no script, no stylesheet to
 * fetch, nothing the outage could break), in Russian. A page asked for again comes back by itself
 * after the Retry-After; a form that was posted is not sent again without the person.
 */
function unavailablePage(posted: boolean): string {
  const t = ruUnavailablePage;
  const refresh = posted ? '' : `<meta http-equiv="refresh" content="${UNAVAILABLE_RETRY_AFTER_SECONDS}">\n`;
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}<title>${t.title} — Стажировка в JTI</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8f9fa;color:#212529}
main{max-width:28rem;padding:2rem 1.5rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .75rem}
p{margin:0 0 1.25rem;line-height:1.5}
a{color:#00594f;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p>${posted ? t.resend : t.retry}</p>
${posted ? '' : `<p><a href="">${t.reload}</a></p>\n`}</main>
</body>
</html>
`;
}
