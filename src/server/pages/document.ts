/**
 * The HTML document around a page: Vite's built `index.html` (or `landing.html`) is the template;
 * into it go the server's settings, the page's own chunks and styles (from Vite's manifest), its
 * markup and its data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_ID, type RenderedPage } from '#shared/page-render.ts';

/** One record of Vite's build manifest (only what is read here). */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Where the template takes the page: marked in src/web/index.html. */
const HTML_START = '<!--page-html-->';
const HTML_END = '<!--/page-html-->';
const DATA = '<!--page-data-->';

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export type DocumentTemplate = {
  /** The document's text before and after the page's markup and data, for one page. */
  parts(page: Pick<RenderedPage, 'modules' | 'entry'>): {
    /**
     * The head before its scripts, where the preloads React writes go (`documentBytes`), and the
     * rest of it (the boot script's tag, the settings, the styles): as bytes, made once per set of
     * modules (the rest holds the page's inlined styles, ~90 kB that would otherwise be encoded again
     * for every page request).
     */
    head: { open: Buffer; rest: Buffer };
    placeholder: string;
    middle: string;
    tail: string;
  };
  /** Every script and stylesheet a page makes the browser load: its entry's and its own (bench/bundle-size.ts). */
  files(page: Pick<RenderedPage, 'modules' | 'entry'>): { scripts: string[]; styles: string[] };
};

/** Each browser entry's built page: the app's (index.html) and the landing's own (landing.html). */
const ENTRY_FILES: Record<RenderedPage['entry'], string> = { app: 'index.html', landing: 'landing.html' };
/** Every page's first script (src/web/render/boot.ts): it asks for the page's scripts once the HTML is painted. */
const BOOT = 'render/boot.ts';
/** What Vite wrote into a template's head to load its entry: the boot script does it instead. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * Reads the built templates and the manifest from `clientDir` (dist/client). `settings` are what the
 * browser reads from the `jti-config` meta tag (the support links).
 */
export function loadTemplate(clientDir: string, settings: Record<string, string>): DocumentTemplate {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const closure = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) closure(imported, files, css);
  };
  const boot = new Set<string>();
  closure(BOOT, boot, new Set());
  const bootFile = manifest[BOOT]?.file;
  if (!bootFile) throw new Error(`${clientDir} lacks the boot script (src/web/${BOOT})`);
  const meta = `<meta name="jti-config" content="${escapeAttribute(JSON.stringify(settings))}">`;
  const cssText = new Map<string, string>();
  const readCss = (file: string) => {
    let text = cssText.get(file);
    if (text === undefined) {
      text = fs.readFileSync(path.join(clientDir, file), 'utf8');
      cssText.set(file, text);
    }
    return text;
  };
  /**
   * A page's stylesheets go inside its HTML: nothing to fetch before the first paint. Each also gets
   * a disabled link, which the browser does not load, for the app's chunk loader to see the sheet is
   * on the page already and not fetch it again when the page's chunks load.
   */
  const inlineStyles = (files: string[]) =>
    files.length === 0
      ? ''
      : `<style>${files.map(readCss).join('\n')}</style>${files.map((f) => `<link rel="stylesheet" href="/${f}" disabled>`).join('')}`;

  const templates = Object.fromEntries(
    Object.entries(ENTRY_FILES).map(([entry, file]) => {
      const html = fs.readFileSync(path.join(clientDir, file), 'utf8');
      const htmlStart = html.indexOf(HTML_START);
      const htmlEnd = html.indexOf(HTML_END);
      const data = html.indexOf(DATA);
      const headEnd = html.indexOf('</head>');
      if (
        [htmlStart, htmlEnd, data, headEnd].some((i) => i < 0) ||
        !(headEnd < htmlStart && htmlStart < htmlEnd && htmlEnd < data)
      ) {
        throw new Error(`${clientDir}/${file} lacks the page markers (src/web/${file})`);
      }
      // What every page of the template loads: its entry and the entry's static imports.
      const loaded = new Set<string>();
      const entryCss = new Set<string>();
      closure(file, loaded, entryCss);
      // Vite's tags that load them are taken out (the boot script loads them), and its stylesheet
      // links too: the page's styles go inline (inlineStyles).
      const head = html.slice(0, headEnd);
      const entryScript = ENTRY_SCRIPT.exec(head);
      if (!entryScript) throw new Error(`${clientDir}/${file} lacks its entry's script`);
      const before = head
        .replace(entryScript[0], '')
        .replace(MODULE_PRELOAD, '')
        .replace(/<link rel="stylesheet"[^>]*>\s*/g, '');
      return [
        entry,
        {
          loaded,
          entryFile: entryScript[1],
          entryCss,
          before,
          afterHead: html.slice(headEnd, htmlStart),
          placeholder: html.slice(htmlStart + HTML_START.length, htmlEnd),
          middle: html.slice(htmlEnd + HTML_END.length, data),
          tail: html.slice(data + DATA.length),
        },
      ];
    }),
  ) as Record<
    RenderedPage['entry'],
    {
      loaded: Set<string>;
      entryFile: string;
      entryCss: Set<string>;
      before: string;
      afterHead: string;
      placeholder: string;
      middle: string;
      tail: string;
    }
  >;

  const files = ({ modules, entry }: Pick<RenderedPage, 'modules' | 'entry'>) => {
    const t = templates[entry];
    const scripts = new Set<string>([...boot, ...t.loaded]);
    const styles = new Set<string>(t.entryCss);
    for (const module of modules) closure(module, scripts, styles);
    return { scripts: [...scripts], styles: [...styles] };
  };
  const heads = new Map<string, { open: Buffer; rest: Buffer }>();
  return {
    files,
    parts(page) {
      const t = templates[page.entry];
      const key = `${page.entry}:${page.modules.join(' ')}`;
      let head = heads.get(key);
      if (head === undefined) {
        const { scripts, styles } = files(page);
        // Every script the page needs, named on the boot script's tag: it asks for them all at once.
        const modules = scripts.filter((f) => !boot.has(f) && f !== t.entryFile).map((f) => `/${f}`);
        const bootTag = `<script type="module" src="/${bootFile}" data-entry="/${escapeAttribute(t.entryFile)}" data-modules="${escapeAttribute(modules.join(' '))}"></script>`;
        head = {
          open: Buffer.from(t.before),
          rest: Buffer.from(`${bootTag}${meta}${inlineStyles(styles)}${t.afterHead}`),
        };
        heads.set(key, head);
      }
      return { head, placeholder: t.placeholder, middle: t.middle, tail: t.tail };
    },
  };
}

/**
 * React writes a page's preloads first (`<link rel="preload" as="image" fetchPriority="high">` for its
 * largest image, the LCP of `/newswire`): moved into the head, a phone asks for that image with the
 * HTML, before the boot script asks for the page's scripts.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * The whole document of a page: the head, the markup (the template's spinner for a page the browser
 * renders itself), then the data as a script element that is never run (data only: the CSP allows no
 * inline script).
 */
export function documentBytes(template: DocumentTemplate, page: RenderedPage): Buffer {
  const { head, placeholder, middle, tail } = template.parts(page);
  const html = page.html ?? placeholder;
  const preloads = page.html === undefined ? '' : (LEADING_PRELOADS.exec(html)?.[0] ?? '');
  return Buffer.concat([
    head.open,
    Buffer.from(preloads),
    head.rest,
    Buffer.from(
      `${html.slice(preloads.length)}${middle}<script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>${tail}`,
    ),
  ]);
}
