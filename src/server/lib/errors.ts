/** Errors a service throws to answer the caller with a 4xx and a Russian message. */
import { ru } from '#shared/i18n/ru.ts';

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    message: string,
    opts: { errors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    if (opts.errors) this.errors = opts.errors;
    this.headers = opts.headers ?? {};
  }
}

export const unauthenticated = () => new HttpError(401, ru.errors.unauthenticated);
/** An `operator` call (the metrics) without its token, or from elsewhere than this machine. */
export const notOperator = () => new HttpError(401, ru.errors.operatorOnly);
export const forbidden = (message: string = ru.errors.forbidden) => new HttpError(403, message);
export const notFound = (message: string = ru.errors.notFound) => new HttpError(404, message);
export const csrfMismatch = () => new HttpError(419, ru.errors.csrf);

/** 422 with texts per field. */
export function invalid(errors: FieldErrors, message: string = ru.errors.validation): HttpError {
  return new HttpError(422, message, { errors });
}

/** 429 with Retry-After in whole seconds; `errors` when the text belongs beside a field. */
export function tooMany(retryAfterSeconds: number, message?: string, errors?: FieldErrors): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message ?? ru.errors.tooMany(seconds), {
    headers: { 'retry-after': String(seconds) },
    ...(errors ? { errors } : {}),
  });
}
