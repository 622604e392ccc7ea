import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from './markup.ts';

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
  it('writes the whole page, with no inline script', async () => {
    const html = await renderPage(<Page Part={Card} />);
    expect(html).toMatch(/^<main><section><h2>Прогресс<\/h2>.*<h2>Часть страницы<\/h2>.*<\/main>$/);
    expect(html).not.toContain('<script');
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
    // Loaded now: drawn the same.
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
