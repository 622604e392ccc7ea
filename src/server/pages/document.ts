/**
 * The HTML document around a page: Vite's built `index.html` (or `landing.html`) is the template;
 * into it go the server's settings, the page's own chunks and styles (from Vite's manifest), its
 * markup and its data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_ID, type RenderedPage } from '#shared/page-render.ts';

/** One record of Vite's build manifest (only what is read here). */
type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
type PageFiles = Pick<RenderedPage, 'modules' | 'entry'>;

export type DocumentTemplate = {
  /** The whole document of a page. */
  document(page: RenderedPage): Buffer;
  /** Every script and stylesheet a page makes the browser load: its entry's and its own (bench/bundle-size.ts). */
  files(page: PageFiles): { scripts: string[]; styles: string[] };
};

/** Where the template takes the page: marked in src/web/index.html. */
const HTML_START = '<!--page-html-->';
const HTML_END = '<!--/page-html-->';
const DATA = '<!--page-data-->';
/** Each browser entry's built page: the app's (index.html) and the landing's own (landing.html). */
const ENTRY_FILES: Record<RenderedPage['entry'], string> = { app: 'index.html', landing: 'landing.html' };
/** Every page's first script (src/web/render/boot.ts): it asks for the page's scripts once the HTML is painted. */
const BOOT = 'render/boot.ts';
/** What Vite wrote into a template's head to load its entry and styles: the boot script and `inlineStyles` do. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/;
const VITE_LINKS = /<link rel="(?:modulepreload|stylesheet)"[^>]*>\s*/g;
/**
 * React writes a page's preloads first (`<link rel="preload" as="image" fetchPriority="high">` for its
 * largest image, the LCP of `/newswire`): moved into the head, a phone asks for that image with the
 * HTML, before the boot script asks for the page's scripts.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Reads the built templates and the manifest from `clientDir` (dist/client). `settings` are what the
 * browser reads from the `jti-config` meta tag (the support links).
 */
export function loadTemplate(clientDir: string, settings: Record<string, string>): DocumentTemplate {
  const read = (file: string) => fs.readFileSync(path.join(clientDir, file), 'utf8');
  const manifest = JSON.parse(read('.vite/manifest.json')) as Manifest;
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
  /**
   * A page's stylesheets go inside its HTML: nothing to fetch before the first paint. Each also gets
   * a disabled link, which the browser does not load, for the app's chunk loader to see the sheet is
   * on the page already and not fetch it again when the page's chunks load.
   */
  const inlineStyles = (files: string[]) => {
    if (files.length === 0) return '';
    const text = files.map((f) => cssText.get(f) ?? cssText.set(f, read(f)).get(f)).join('\n');
    return `<style>${text}</style>${files.map((f) => `<link rel="stylesheet" href="/${f}" disabled>`).join('')}`;
  };

  const templateOf = (file: string) => {
    const html = read(file);
    const headEnd = html.indexOf('</head>');
    const htmlStart = html.indexOf(HTML_START);
    const htmlEnd = html.indexOf(HTML_END);
    const data = html.indexOf(DATA);
    if (!(headEnd > 0 && headEnd < htmlStart && htmlStart < htmlEnd && htmlEnd < data))
      throw new Error(`${clientDir}/${file} lacks the page markers (src/web/${file})`);
    const head = html.slice(0, headEnd);
    const entryScript = ENTRY_SCRIPT.exec(head);
    if (!entryScript?.[1]) throw new Error(`${clientDir}/${file} lacks its entry's script`);
    // What every page of the template loads: its entry and the entry's static imports.
    const loaded = new Set<string>();
    const css = new Set<string>();
    closure(file, loaded, css);
    return {
      loaded,
      css,
      entryFile: entryScript[1],
      before: head.replace(entryScript[0], '').replace(VITE_LINKS, ''),
      afterHead: html.slice(headEnd, htmlStart),
      placeholder: html.slice(htmlStart + HTML_START.length, htmlEnd),
      middle: html.slice(htmlEnd + HTML_END.length, data),
      tail: html.slice(data + DATA.length),
    };
  };
  const templates = { app: templateOf(ENTRY_FILES.app), landing: templateOf(ENTRY_FILES.landing) };

  const files = ({ modules, entry }: PageFiles) => {
    const scripts = new Set<string>([...boot, ...templates[entry].loaded]);
    const styles = new Set<string>(templates[entry].css);
    for (const module of modules) closure(module, scripts, styles);
    return { scripts: [...scripts], styles: [...styles] };
  };

  /**
   * The head before its scripts, where the preloads React writes go, and the rest of it (the boot
   * script's tag, the settings, the styles): as bytes, made once per set of modules (the rest holds
   * the page's inlined styles, ~90 kB that would otherwise be encoded again for every page request).
   */
  const heads = new Map<string, { open: Buffer; rest: Buffer }>();
  const headOf = (page: PageFiles) => {
    const key = `${page.entry}:${page.modules.join(' ')}`;
    let head = heads.get(key);
    if (head === undefined) {
      const t = templates[page.entry];
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
    return head;
  };

  return {
    files,
    // The head, the markup (the template's spinner for a page the browser renders itself), then the
    // data as a script element that is never run (data only: the CSP allows no inline script).
    document(page) {
      const t = templates[page.entry];
      const head = headOf(page);
      const html = page.html ?? t.placeholder;
      const preloads = page.html === undefined ? '' : (LEADING_PRELOADS.exec(html)?.[0] ?? '');
      const data = `<script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`;
      return Buffer.concat([
        head.open,
        Buffer.from(preloads),
        head.rest,
        Buffer.from(`${html.slice(preloads.length)}${t.middle}${data}${t.tail}`),
      ]);
    },
  };
}
