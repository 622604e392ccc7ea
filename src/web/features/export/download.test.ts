import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { fetchWithProgress, fileNameOf, formatBytes } from './download.ts';

afterEach(() => vi.unstubAllGlobals());

/** A streamed answer in the chunks given, without a Content-Length (as the server sends exports). */
function streamed(chunks: Uint8Array[], headers: Record<string, string>) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

describe('fileNameOf', () => {
  it('takes the UTF-8 name first, then the plain one, else the fallback', () => {
    expect(
      fileNameOf(
        `attachment; filename="Kandidaty.xlsx"; filename*=UTF-8''${encodeURIComponent('Кандидаты_01.10.2026-31.10.2026.xlsx')}`,
        'x.xlsx',
      ),
    ).toBe('Кандидаты_01.10.2026-31.10.2026.xlsx');
    expect(fileNameOf('attachment; filename="Feedback.xlsx"', 'x.xlsx')).toBe('Feedback.xlsx');
    expect(fileNameOf(`attachment; filename="a.xlsx"; filename*=UTF-8''%E0%A4%A`, 'x.xlsx')).toBe('a.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });
});

describe('formatBytes', () => {
  it('bytes, kilobytes and megabytes in Russian', () => {
    expect(formatBytes(512)).toBe('512 Б');
    expect(formatBytes(1536)).toBe('1,5 КБ');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 МБ');
  });
});

describe('fetchWithProgress', () => {
  it('counts the bytes as they arrive and returns the whole file with its name', async () => {
    const chunks = [new Uint8Array([80, 75, 3]), new Uint8Array(1000), new Uint8Array(24)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamed(chunks, {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('Обратная связь_21.11.2026.xlsx')}`,
        }),
      ),
    );
    const seen: number[] = [];
    const file = await fetchWithProgress('/api/dashboard/export/feedback', (n) => seen.push(n));
    expect(seen).toEqual([3, 1003, 1027]);
    expect(file.name).toBe('Обратная связь_21.11.2026.xlsx');
    expect(file.blob.size).toBe(1027);
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 2)).toEqual(new Uint8Array([80, 75]));
  });

  it('a refused export throws the server text for the field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          {
            message: 'Проверьте введённые данные',
            errors: { date_to: ['Дата окончания раньше даты начала'] },
          },
          { status: 422 },
        ),
      ),
    );
    const err = await fetchWithProgress(
      '/api/dashboard/export?date_from=02.10.2026&date_to=01.10.2026',
      () => {},
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
    expect((err as ApiError).message).toBe('Дата окончания раньше даты начала');
  });
});
