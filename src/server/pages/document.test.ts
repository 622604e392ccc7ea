import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { writeStandInBuild } from '../test/stand-in-build.ts';
import { documentText, loadTemplate } from './document.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-document-'));
writeStandInBuild(dist, 'export const x = 1;\n');
const template = loadTemplate(path.join(dist, 'client'), {});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const page = (chunks: (Buffer | string)[]) => ({
  status: 200,
  entry: 'app' as const,
  modules: ['features/progress-page.tsx'],
  data: '{}',
  html: Readable.from(chunks),
});
const IMAGE = '<link rel="preload" as="image" href="/api/file/1" fetchPriority="high"/>';

describe('the document around a rendered page', () => {
  it('puts the preloads React wrote first into the head, before the scripts, and the markup after them', async () => {
    const html = await documentText(template, page([`${IMAGE}<main>Лента</main>`]));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(IMAGE);
    expect(head.indexOf(IMAGE)).toBeLessThan(head.indexOf('<script'));
    expect(head.indexOf(IMAGE)).toBeLessThan(head.indexOf('data-modules='));
    expect(html.split(IMAGE)).toHaveLength(2);
    expect(html).toContain('<main>Лента</main>');
  });

  it('keeps a chunk that ends inside a letter whole, and leaves a page without preloads as it was', async () => {
    const text = Buffer.from(`${IMAGE}<main>Лента новостей</main>`);
    const cut = text.indexOf(Buffer.from('н')) + 1; // inside the two bytes of «н»
    const html = await documentText(template, page([text.subarray(0, cut), text.subarray(cut)]));
    expect(html).toContain('<main>Лента новостей</main>');
    const plain = await documentText(template, page(['<main>Без картинок</main>']));
    expect(plain).toContain('<main>Без картинок</main>');
    expect(plain).not.toContain('rel="preload"');
  });

  it('sends the head and the data of a page whose markup is empty', async () => {
    const html = await documentText(template, page([]));
    expect(html).toContain('</head>');
    expect(html).toContain('<script type="application/json" id="jti-page-data">{}</script>');
  });
});
