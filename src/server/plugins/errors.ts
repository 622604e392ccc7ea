/**
 * One shape for every error answer: `{ message, errors? }` in Russian. Validation is 422 with texts
 * per field, malformed JSON 400, a database outage 503 with Retry-After, and a 500 never leaks a
 * stack trace.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ru } from '#shared/i18n/ru.ts';
import { outageReason } from '../db/unavailable.ts';
import { HttpError, type FieldErrors } from '../lib/errors.ts';

/** What a 503 asks the caller to wait, in seconds: the pool reconnects as soon as PostgreSQL is back. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

function fieldOf(instancePath: string, context: string | undefined): string {
  const first = instancePath.split('/').filter(Boolean)[0];
  return first ?? context ?? 'body';
}

export function registerErrorHandling(app: FastifyInstance): void {
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
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ message: ru.errors.unavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: ru.errors.server });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: ru.errors.notFound }));
}
