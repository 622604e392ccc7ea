/**
 * Benchmark and CI check: the gzipped JavaScript a first visit of each page loads (issue 14's budgets;
 * docs/decisions/022-server-rendering.md).
 *
 *   npm run build && npm run bench:bundles [-- --check] [-- --dist dist] [-- --files /progress]
 *
 * A first visit loads what the page's HTML names: its browser entry (the app's, or the landing's own)
 * with the entry's static imports, and the chunks of the page's route modules, which the HTML
 * preloads. Both come from the server's own code that writes the HTML (src/server/pages/document.ts)
 * and the built route table (`renderer.pageModules`), so this counts exactly what the server sends.
 * Chunks that load later are not counted: a dialog on its first opening, a part of a page most
 * visits never show (lazyPart), a form near the bottom of the landing. A part the first screen draws
 * one of (the route's `parts`: /progress's stage panel, which the HTML preloads) is counted, the
 * heaviest of them. Every file is counted once per
 * page, gzipped here (zlib level 6, the default, as Vite reports it).
 *
 * With `--check` it exits 1 when a page is over its group's ceiling. The ceiling is the figure reached
 * plus a small margin, so CI stops any growth; the budget is issue 14's target, printed beside it
 * (OVER) until it is met, then the ceiling comes down to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import type { PageRenderer } from '../src/shared/page-render.ts';
import { loadTemplate } from '../src/server/pages/document.ts';

interface Group {
  name: string;
  /** Issue 14's target, gzipped bytes (kB = 1,000 bytes, as Vite reports them); null: none set. */
  budget: number | null;
  /** What CI enforces (`--check`): never above the budget once the budget is met; null: not enforced. */
  ceiling: number | null;
  pages: string[];
}

const GROUPS: Group[] = [
  { name: 'landing', budget: 100_000, ceiling: 100_000, pages: ['/'] },
  {
    name: 'entering',
    budget: null,
    ceiling: null,
    pages: ['/login', '/email_login', '/signup', '/activation', '/reset/token', '/verified'],
  },
  {
    name: 'participant',
    budget: 170_000,
    ceiling: 170_000,
    pages: [
      '/progress',
      '/vacancies',
      '/vacancies/1',
      '/newswire',
      '/notifications',
      '/mobile',
      '/mobile/material',
      '/profile',
    ],
  },
  {
    name: 'staff',
    budget: null,
    ceiling: null,
    pages: [
      '/admin/statistics',
      '/admin/dashboard',
      '/admin/posts',
      '/admin/materials',
      '/admin/users',
      '/admin/users/1',
      '/admin/request',
      '/recruiter',
      '/recruiter/positions/new',
      '/recruiter/positions/1',
      '/recruiter/positions/1/candidates',
      '/recruiter/positions/1/candidates/1',
    ],
  },
];

const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    dist: { type: 'string', default: 'dist' },
    // One page's files, largest first: where its weight is.
    files: { type: 'string' },
  },
});
const dist = path.resolve(args.dist);
const client = path.join(dist, 'client');
const entry = path.join(dist, 'server', 'entry-server.js');
if (!fs.existsSync(entry) || !fs.existsSync(path.join(client, '.vite', 'manifest.json'))) {
  console.error(`${dist} holds no complete build: run \`npm run build\` first.`);
  process.exit(1);
}
const { renderer } = (await import(pathToFileURL(entry).href)) as { renderer: PageRenderer };
const template = loadTemplate(client, {});

const gzipCache = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(client, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * The scripts of a first visit of `url`. A page whose first screen draws one of several lazy parts
 * (/progress: the active stage's panel, preloaded with the page) is counted with the heaviest.
 */
function pageScripts(url: string): { scripts: string[]; part: string | null } {
  const { parts, ...page } = renderer.pageModules(url);
  const scriptsOf = (modules: string[]) =>
    template.files({ ...page, modules }).scripts.filter((f) => f.endsWith('.js'));
  const sum = (scripts: string[]) => scripts.reduce((total, file) => total + gzipped(file), 0);
  let heaviest = { scripts: scriptsOf(page.modules), part: null as string | null };
  for (const part of parts) {
    const scripts = scriptsOf([...page.modules, part]);
    if (heaviest.part === null || sum(scripts) > sum(heaviest.scripts)) heaviest = { scripts, part };
  }
  return heaviest;
}

if (args.files !== undefined) {
  const { scripts, part } = pageScripts(args.files);
  if (part) console.log(`with the heaviest of its first screen's parts: ${part}`);
  const sized = scripts.map((file) => [gzipped(file), file] as const).sort((a, b) => b[0] - a[0]);
  for (const [bytes, file] of sized) console.log(`${(bytes / 1000).toFixed(1).padStart(6)}  ${file}`);
  console.log(
    `${(sized.reduce((sum, [bytes]) => sum + bytes, 0) / 1000).toFixed(1).padStart(6)}  in ${sized.length} files`,
  );
  process.exit(0);
}

const failures: string[] = [];
const warnings: string[] = [];
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const rows: string[][] = [];
for (const group of GROUPS) {
  for (const url of group.pages) {
    const page = renderer.pageModules(url);
    const { scripts } = pageScripts(url);
    const bytes = scripts.reduce((sum, file) => sum + gzipped(file), 0);
    const over = group.budget !== null && bytes > group.budget;
    if (over)
      warnings.push(`${url}: ${kb(bytes)} kB, over the ${group.name} budget of ${kb(group.budget ?? 0)} kB`);
    if (group.ceiling !== null && bytes > group.ceiling)
      failures.push(`${url}: ${kb(bytes)} kB, over the ${group.name} ceiling of ${kb(group.ceiling)} kB`);
    rows.push([
      group.name,
      url,
      page.entry,
      String(scripts.length),
      kb(bytes),
      group.budget === null ? '—' : kb(group.budget),
      group.budget === null ? '' : over ? 'OVER' : 'ok',
      group.ceiling === null ? '—' : kb(group.ceiling),
    ]);
  }
}

const head = ['group', 'page', 'entry', 'files', 'gzip kB', 'budget kB', '', 'CI ceiling kB'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
const allJs = fs.readdirSync(path.join(client, 'assets')).filter((f) => f.endsWith('.js'));
console.log(
  `All JS of the build: ${allJs.length} files, ${kb(allJs.reduce((sum, f) => sum + gzipped(`assets/${f}`), 0))} kB gzipped.\n`,
);
console.log(line(head));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));

if (warnings.length > 0) console.log(`\nOver issue 14's budget (not yet met):\n${warnings.join('\n')}`);
if (failures.length > 0) {
  console.log(`\n${args.check ? 'FAILED' : 'Would fail --check'}:\n${failures.join('\n')}`);
  if (args.check) process.exit(1);
}
