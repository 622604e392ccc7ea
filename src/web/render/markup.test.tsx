import { lazy, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from './markup.ts';

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** What the streaming renderer alone writes once everything has loaded (what the server sent before). */
function streamed(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => void text(pipe(new PassThrough())).then(resolve, reject),
      onShellError: reject,
    });
  });
}

function Card({ title }: { title: string }) {
  return (
    <section>
      <h2>{title}</h2>
      <p>
        Этап {2} из {7}: «тест» &amp; <b>видео</b>
      </p>
    </section>
  );
}

function Page({ Part }: { Part: React.ComponentType<{ title: string }> }) {
  return (
    <main>
      <Card title="Прогресс" />
      <Suspense fallback={<p>Загрузка…</p>}>
        <Part title="Часть страницы" />
      </Suspense>
    </main>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('renderPage', () => {
  it('writes what the streaming renderer writes, byte for byte', async () => {
    const page = <Page Part={Card} />;
    const html = await renderPage(page);
    expect(html).toContain('Часть страницы');
    expect(html).toBe(await streamed(page));
  });

  it('renders a component not loaded yet whole, as it renders once loaded', async () => {
    const Part = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { default: Card };
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = await renderPage(<Page Part={Part} />);
    expect(first).toContain('<h2>Часть страницы</h2>');
    expect(first).not.toContain('Загрузка');
    expect(first).not.toContain('<!--$!-->');
    // Loaded now: the synchronous renderer draws it, the same.
    expect(await renderPage(<Page Part={Part} />)).toBe(first);
  });

  it('fails on an error inside a boundary rather than leave that part to the browser', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): React.ReactNode {
      throw new Error('сломано');
    }
    await expect(renderPage(<Page Part={Broken} />)).rejects.toThrow('сломано');
    expect(errors).toHaveBeenCalled();
  });
});
