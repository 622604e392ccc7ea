import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeStandInBuild } from '../test/stand-in-build.ts';
import { loadTemplate } from './document.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-document-'));
writeStandInBuild(dist, 'export const x = 1;\n');
const template = loadTemplate(path.join(dist, 'client'), {});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const documentOf = (html: string | undefined) =>
  template
    .document({
      status: 200,
      entry: 'app',
      modules: ['features/progress-page.tsx'],
      data: '{}',
      html,
    })
    .toString('utf8');
const IMAGE = '<link rel="preload" as="image" href="/api/file/1" fetchPriority="high"/>';

describe('the document around a rendered page', () => {
  it('puts the preloads React wrote first into the head, before the scripts, and the markup after them', () => {
    const html = documentOf(`${IMAGE}<main>Лента</main>`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(IMAGE);
    expect(head.indexOf(IMAGE)).toBeLessThan(head.indexOf('<script'));
    expect(head.indexOf(IMAGE)).toBeLessThan(head.indexOf('data-modules='));
    expect(html.split(IMAGE)).toHaveLength(2);
    expect(html).toContain('<main>Лента</main>');
  });

  it('leaves a page without preloads as it was', () => {
    const plain = documentOf('<main>Без картинок</main>');
    expect(plain).toContain('<main>Без картинок</main>');
    expect(plain).not.toContain('rel="preload"');
  });

  it('puts the spinner and the data in a page the browser renders itself', () => {
    const html = documentOf(undefined);
    expect(html).toContain('<div class="boot">Загрузка…</div>');
    expect(html).toContain('<script type="application/json" id="jti-page-data">{}</script>');
  });
});
