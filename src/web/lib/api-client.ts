import type { z } from 'zod';
import { ruErrors } from '#shared/i18n/ru/errors.ts';
import { ruWebErrors } from '#shared/i18n/ru/ui/errors.ts';
import { navigateTo } from './navigation.ts';

/** An answer other than 2xx, or no answer at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly retryAfter: number | null;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> = {},
    retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }

  /** The first text per field, the shape `form.setErrors` takes. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, texts] of Object.entries(this.errors)) {
      const first = texts[0];
      if (first) out[field] = first;
    }
    return out;
  }
}

export const CSRF_COOKIE = 'XSRF-TOKEN';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

async function fetchCsrfCookie(): Promise<void> {
  await fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { Accept: 'application/json' } });
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
};

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * How a call reaches the server while a page renders there (src/web/render/entry-server.tsx): in-process,
 * with the visitor's own cookies, so the page's data is exactly the API's answer. Unset in the browser.
 */
export type ServerCall = (
  url: string,
  method: string,
  body: string | FormData | undefined,
) => Promise<Response>;
let serverCall: (() => ServerCall) | null = null;

/** Set once by the server entry: every call made while a page renders goes through `call()`. */
export function callInProcess(call: () => ServerCall): void {
  serverCall = call;
}

/** The in-process caller while a page renders on the server (an upload's form post, lib/upload.ts); null in the browser. */
export function inProcessCaller(): ServerCall | null {
  return serverCall ? serverCall() : null;
}

async function send(url: string, method: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const json = body === undefined ? undefined : JSON.stringify(body);
  if (serverCall) return serverCall()(url, method, json);
  const unsafe = UNSAFE.has(method);
  if (unsafe && !readCookie(CSRF_COOKIE)) await fetchCsrfCookie();
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readCookie(CSRF_COOKIE);
  if (token) headers['X-XSRF-TOKEN'] = token;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, { method, credentials: 'include', headers, body: json, signal });
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one way the web app calls the server: credentials, the CSRF token (fetched when missing,
 * refreshed and retried once on 419), JSON, a 500 sends the user to /500, errors become `ApiError`.
 * The answer is typed by the call's contract, `S` (`apiRequest<typeof XResponseSchema>(…)`): the
 * server checks every answer against it before sending, so the browser takes it as typed without
 * carrying zod to check it again (docs/decisions/022-server-rendering.md).
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions = {},
): Promise<S extends z.ZodType ? z.infer<S> : undefined> {
  const method = options.method ?? 'GET';
  const url = withQuery(path, options.query);
  let res: Response;
  try {
    res = await send(url, method, options.body, options.signal);
    if (res.status === 419 && !serverCall) {
      await fetchCsrfCookie();
      res = await send(url, method, options.body, options.signal);
    }
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, ruWebErrors.network);
  }

  if (res.status >= 500) {
    // On the server the page's render answers with /500 itself (src/web/render/entry-server.tsx).
    if (!serverCall) navigateTo('/500');
    throw new ApiError(res.status, ruErrors.server);
  }

  const json = await readJson(res);
  if (!res.ok) {
    const body = readErrorBody(json);
    const retry = Number(res.headers.get('Retry-After'));
    const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : null;
    throw new ApiError(
      res.status,
      body?.message ?? fallbackMessage(res.status, retryAfter),
      body?.errors ?? {},
      retryAfter,
    );
  }
  return json as S extends z.ZodType ? z.infer<S> : undefined;
}

/**
 * An error answer of the shape `ErrorSchema` (contracts/common.ts) describes: `message` and, for a
 * 422, texts per field; null for anything else. Checked by hand, not with the schema, so the entry
 * chunk every page loads carries no zod (docs/decisions/015-code-splitting.md).
 */
export function readErrorBody(json: unknown): { message: string; errors: Record<string, string[]> } | null {
  if (typeof json !== 'object' || json === null) return null;
  const { message, errors } = json as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return null;
  if (errors === undefined) return { message, errors: {} };
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return null;
  const fields = Object.values(errors as Record<string, unknown>);
  const textsOnly = fields.every(
    (texts) => Array.isArray(texts) && texts.every((text) => typeof text === 'string'),
  );
  return textsOnly ? { message, errors: errors as Record<string, string[]> } : null;
}

function fallbackMessage(status: number, retryAfter: number | null): string {
  switch (status) {
    case 401:
      return ruErrors.unauthenticated;
    case 403:
      return ruErrors.forbidden;
    case 404:
      return ruErrors.notFound;
    case 419:
      return ruErrors.csrf;
    case 422:
      return ruErrors.validation;
    case 429:
      return ruErrors.tooMany(retryAfter ?? 60);
    default:
      return ruWebErrors.unknown;
  }
}

/** The message to show for any thrown value. */
export function errorMessage(e: unknown): string {
  return e instanceof ApiError ? e.message : ruWebErrors.unknown;
}
