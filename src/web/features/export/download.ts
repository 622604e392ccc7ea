/**
 * Downloading an export with progress. The server streams the XLSX as it writes it, so there is no
 * Content-Length: the reader counts the bytes received and the page shows that with a spinner; the
 * file is then saved through a blob link under the name the server gave (Content-Disposition).
 */
import { ErrorSchema } from '#shared/contracts/common.ts';
import { ruApplications } from '#shared/i18n/ru/applications.ts';
import { ruErrors } from '#shared/i18n/ru/errors.ts';
import { ruWebErrors } from '#shared/i18n/ru/ui/errors.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { navigateTo } from '#web/lib/navigation.ts';
import { formatNumber } from '#shared/i18n/numbers.ts';

/** The file name of `attachment; filename="..."; filename*=UTF-8''...` (the UTF-8 one first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain ? plain[1]! : fallback;
}

/** 1 536 000 → «1,5 МБ». */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} Б`;
  const units = ['КБ', 'МБ', 'ГБ'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${formatNumber(v)} ${units[i]}`;
}

/** Fetches `url`, reporting the bytes received, and returns the file with its name. */
export async function fetchWithProgress(
  url: string,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; name: string }> {
  let res: Response;
  try {
    res = await fetch(url, {
      credentials: 'include',
      headers: {
        Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, application/json',
      },
      signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, ruWebErrors.network);
  }
  if (res.status >= 500) {
    navigateTo('/500');
    throw new ApiError(res.status, ruErrors.server);
  }
  if (!res.ok) {
    let message: string = ruApplications.exports.failed;
    let errors: Record<string, string[]> = {};
    try {
      const parsed = ErrorSchema.safeParse(await res.json());
      if (parsed.success) {
        message = Object.values(parsed.data.errors ?? {})[0]?.[0] ?? parsed.data.message;
        errors = parsed.data.errors ?? {};
      }
    } catch {
      // Not JSON: the general text stays.
    }
    throw new ApiError(res.status, message, errors);
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = res.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
  }
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  const blob = reader ? new Blob(chunks, { type }) : await res.blob();
  return { blob, name: fileNameOf(res.headers.get('content-disposition'), 'export.xlsx') };
}

/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the save before the URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
