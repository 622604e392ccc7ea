/**
 * The HTML document around a page: Vite's built `index.html` is the template; into it go the
 * server's settings, the page's own chunks and styles (from Vite's manifest), its markup and its
 * data. Used for every page the server renders and by the build's prerendering (scripts/prerender.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { PAGE_DATA_ID, type RenderedPage } from '#shared/page-render.ts';

/** One record of Vite's build manifest (only what is read here). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Where the template takes the page: marked in src/web/index.html. */
const HTML_START = '<!--page-html-->';
const HTML_END = '<!--/page-html-->';
const DATA = '<!--page-data-->';

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export type DocumentTemplate = {
  /** The document's text before and after the page's markup and data, for one page. */
  parts(page: Pick<RenderedPage, 'modules'>): { head: string; placeholder: string; middle: string; tail: string };
};

/**
 * Reads the built template and manifest from `clientDir` (dist/client). `settings` are what the
 * browser reads from the `jti-config` meta tag (the support links).
 */
export function loadTemplate(clientDir: string, settings: Record<string, string>): DocumentTemplate {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const htmlStart = html.indexOf(HTML_START);
  const htmlEnd = html.indexOf(HTML_END);
  const data = html.indexOf(DATA);
  const headEnd = html.indexOf('</head>');
  if ([htmlStart, htmlEnd, data, headEnd].some((i) => i < 0) || !(headEnd < htmlStart && htmlStart < htmlEnd && htmlEnd < data)) {
    throw new Error(`${clientDir}/index.html lacks the page markers (src/web/index.html)`);
  }

  // What the template loads already: the entry and its static imports (Vite wrote them into the head).
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const loaded = new Set<string>();
  const closure = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) closure(imported, files, css);
  };
  const entryCss = new Set<string>();
  if (entry) closure(Object.keys(manifest).find((k) => manifest[k] === entry)!, loaded, entryCss);

  const meta = `<meta name="jti-config" content="${escapeAttribute(JSON.stringify(settings))}">`;
  const before = html.slice(0, headEnd);
  const afterHead = html.slice(headEnd, htmlStart);
  const placeholder = html.slice(htmlStart + HTML_START.length, htmlEnd);
  const middle = html.slice(htmlEnd + HTML_END.length, data);
  const tail = html.slice(data + DATA.length);

  const links = new Map<string, string>();
  return {
    parts({ modules }) {
      const key = modules.join(' ');
      let head = links.get(key);
      if (head === undefined) {
        const files = new Set<string>(loaded);
        const css = new Set<string>(entryCss);
        for (const module of modules) closure(module, files, css);
        const sheets = [...css].filter((f) => !entryCss.has(f)).map((f) => `<link rel="stylesheet" href="/${f}">`);
        const scripts = [...files].filter((f) => !loaded.has(f)).map((f) => `<link rel="modulepreload" href="/${f}">`);
        head = `${before}${meta}${sheets.join('')}${scripts.join('')}${afterHead}`;
        links.set(key, head);
      }
      return { head, placeholder, middle, tail };
    },
  };
}

/** The page's data as a script element that is never run (data only: the CSP allows no inline script). */
export function dataElement(data: string): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${data}</script>`;
}

/** The whole document of a page, as a stream: the head goes out at once, the markup as React renders it. */
export function documentStream(template: DocumentTemplate, page: RenderedPage): Readable {
  const { head, placeholder, middle, tail } = template.parts(page);
  const out = new PassThrough();
  out.write(head);
  const finish = () => out.end(`${middle}${dataElement(page.data)}${tail}`);
  if (!page.html) {
    out.write(placeholder);
    finish();
    return out;
  }
  page.html.on('error', (e) => out.destroy(e));
  page.html.on('end', finish);
  page.html.pipe(out, { end: false });
  return out;
}

/** The whole document of a page, as text (the build's prerendering). */
export async function documentText(template: DocumentTemplate, page: RenderedPage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of documentStream(template, page)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
