/**
 * `POST /api/screening/apply` (multipart) with upload progress. A CV can be 10 MB on a phone's
 * connection, so this uses XMLHttpRequest, the one browser API with upload progress, and otherwise
 * keeps the api client's rules: credentials, the CSRF header (fetched when missing, refreshed and
 * retried once on 419), Russian errors as ApiError, a 500 to /500, the answer checked against the
 * contract. The text fields go first: the server checks them before reading a byte of the CV.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplyResponseSchema, type ApplyResponse } from '#shared/contracts/apply.ts';
import { ErrorSchema } from '#shared/contracts/common.ts';
import { ru } from '#shared/i18n/ru.ts';
import { ApiError, CSRF_COOKIE } from '#web/lib/api-client.ts';
import { navigateTo } from '#web/lib/navigation.ts';

export type ApplyInput = {
  vacancyId: number;
  answers: Record<string, string>;
  cv: { file: File } | { link: string };
  onProgress?: (percent: number) => void;
};

function csrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === CSRF_COOKIE) return decodeURIComponent(v.join('='));
  }
  return null;
}

const fetchCsrf = () => fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { Accept: 'application/json' } });

function send(input: ApplyInput): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/screening/apply');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = csrfToken();
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) input.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, ru.web.errors.network));
    const form = new FormData();
    form.append('vacancy_id', String(input.vacancyId));
    form.append('answers', JSON.stringify(input.answers));
    if ('link' in input.cv) form.append('cv_link', input.cv.link);
    else form.append('cv', input.cv.file, input.cv.file.name);
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Sends the application; resolves with the new record `{ id, status }`. */
export async function submitApplication(input: ApplyInput): Promise<ApplyResponse> {
  if (!csrfToken()) await fetchCsrf();
  let res = await send(input);
  if (res.status === 419) {
    await fetchCsrf();
    res = await send(input);
  }
  const json = parse(res.text);
  if (res.status >= 500) {
    navigateTo('/500');
    throw new ApiError(res.status, ru.errors.server);
  }
  if (res.status < 200 || res.status >= 300) {
    const error = ErrorSchema.safeParse(json);
    throw new ApiError(res.status, error.success ? error.data.message : ru.web.errors.unknown, error.success ? (error.data.errors ?? {}) : {});
  }
  const parsed = ApplyResponseSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(res.status, ru.web.errors.badAnswer);
  return parsed.data;
}

/** The mutation; on success the screening area is read again (the participant now has one). */
export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['screening'] }),
  });
}
