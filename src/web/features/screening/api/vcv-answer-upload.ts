/**
 * `POST /api/screening/stage/2/attach` with one video answer (`question` + `file`). A video is large
 * and the participant is often on a phone, so this call shows its progress: XMLHttpRequest, the one
 * browser API with upload progress. It follows the api client's rules otherwise: credentials, the
 * CSRF header (fetched when missing, refreshed and retried once on 419), Russian errors as ApiError,
 * the answer checked against the contract.
 */
import { useQueryClient } from '@tanstack/react-query';
import { AttachResponseSchema, type AttachResponse } from '#shared/contracts/apply.ts';
import { ErrorSchema } from '#shared/contracts/common.ts';
import { ru } from '#shared/i18n/ru.ts';
import { ApiError, CSRF_COOKIE } from '#web/lib/api-client.ts';

export type VcvAnswerUpload = {
  question: number;
  blob: Blob;
  fileName: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

function csrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === CSRF_COOKIE) return decodeURIComponent(v.join('='));
  }
  return null;
}

type Answer = { status: number; text: string };

function send(upload: VcvAnswerUpload): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/screening/stage/2/attach');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = csrfToken();
    if (token) xhr.setRequestHeader('X-XSRF-TOKEN', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) upload.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, ru.web.errors.network));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    upload.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    // The text field first: the server checks it before reading a byte of the video.
    const form = new FormData();
    form.append('question', String(upload.question));
    form.append('file', upload.blob, upload.fileName);
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

/** Uploads one answer; resolves with the file and the stage's status after it (`eval` after the last). */
export async function uploadVcvAnswer(upload: VcvAnswerUpload): Promise<AttachResponse> {
  if (!csrfToken()) await fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { Accept: 'application/json' } });
  let res = await send(upload);
  if (res.status === 419) {
    await fetch('/sanctum/csrf-cookie', { credentials: 'include', headers: { Accept: 'application/json' } });
    res = await send(upload);
  }
  const json = parse(res.text);
  if (res.status < 200 || res.status >= 300) {
    const error = ErrorSchema.safeParse(json);
    if (res.status >= 500 || !error.success) throw new ApiError(res.status, ru.vcv.panel.uploadFailed);
    throw new ApiError(res.status, error.data.message, error.data.errors ?? {});
  }
  const parsed = AttachResponseSchema.safeParse(json);
  if (!parsed.success) throw new ApiError(res.status, ru.web.errors.badAnswer);
  return parsed.data;
}

/** After an answer: the interview (answered, retakes) and, after the last, the stages change. */
export function useInvalidateAfterAnswer() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['screening'] });
}
