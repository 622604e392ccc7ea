/**
 * Sending a multipart form with upload progress. A CV or a video can be large on a phone's
 * connection, so this uses XMLHttpRequest, the one browser API with upload progress, and otherwise
 * keeps the api client's rules: credentials, the CSRF header (fetched when missing, refreshed and
 * retried once on 419), Russian errors as ApiError, a 500 to /500, the answer typed by the contract
 * (`uploadForm<typeof XResponseSchema>`). Put the text fields first: the server checks them before
 * reading a byte of the file.
 */
import type { z } from 'zod';
import { ruErrors } from '#shared/i18n/ru/errors.ts';
import { ruWebErrors } from '#shared/i18n/ru/ui/errors.ts';
import { ApiError, CSRF_COOKIE, inProcessCaller, readErrorBody, type ServerCall } from './api-client.ts';
import { navigateTo } from './navigation.ts';

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** Builds the form anew for each attempt (a retry after 419 sends it again). */
  form: () => FormData;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The message for a 5xx instead of going to /500 (a failed video upload is retried in place). */
  serverErrorMessage?: string;
};

function csrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === CSRF_COOKIE) return decodeURIComponent(v.join('='));
  }
  return null;
}

const fetchCsrf = () =>
  fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { Accept: 'application/json' } });

function send(url: string, opts: UploadOptions): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = csrfToken();
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0)
        opts.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, ruWebErrors.network));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(opts.form());
  });
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** On the server (a page's native form post, decision 052): the same call in-process, no progress to show. */
async function sendInProcess(
  call: ServerCall,
  url: string,
  opts: UploadOptions,
): Promise<{ status: number; text: string }> {
  const res = await call(url, opts.method ?? 'POST', opts.form());
  return { status: res.status, text: await res.text() };
}

export async function uploadForm<S extends z.ZodType>(url: string, opts: UploadOptions): Promise<z.infer<S>> {
  const inProcess = inProcessCaller();
  let res: { status: number; text: string };
  if (inProcess) res = await sendInProcess(inProcess, url, opts);
  else {
    if (!csrfToken()) await fetchCsrf();
    res = await send(url, opts);
    if (res.status === 419) {
      await fetchCsrf();
      res = await send(url, opts);
    }
  }
  const json = parse(res.text);
  if (res.status >= 500) {
    if (opts.serverErrorMessage) throw new ApiError(res.status, opts.serverErrorMessage);
    if (!inProcess) navigateTo('/500');
    throw new ApiError(res.status, ruErrors.server);
  }
  if (res.status < 200 || res.status >= 300) {
    const error = readErrorBody(json);
    throw new ApiError(res.status, error?.message ?? ruWebErrors.unknown, error?.errors ?? {});
  }
  return json as z.infer<S>;
}
