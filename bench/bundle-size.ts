/**
 * Benchmark and CI check: the gzipped JavaScript a first visit of each page group loads (issue 8,
 * "Front-end budgets"; docs/decisions/015-code-splitting.md).
 *
 *   npm run build && npm run bench:bundles [-- --check] [-- --dist dist]
 *
 * Reads the build's manifest (`dist/.vite/manifest.json`, `build.manifest` in vite.config.ts). A
 * first visit of a page loads the entry chunk and the chunks it imports statically (Vite preloads
 * them), then the lazy chunks of the route's layout and page and their static imports; chunks that
 * load only later (the video recorder, a dialog) are not counted. Every file is counted once per
 * page, gzipped here (zlib level 6, the default, as Vite reports it) from the built file.
 *
 * With `--check` it exits 1 when a page is over its group's ceiling, or when a module the router
 * should load lazily has no chunk of its own (it was pulled into the entry again). The ceiling is
 * the figure reached so far plus a small margin, so CI stops any growth; the budget is issue 8's
 * target, printed beside it (OVER) until it is met, then the ceiling comes down to it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

/** One record of Vite's build manifest (only what is read here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Group {
  name: string;
  /** Issue 8's target, gzipped bytes (kB = 1,000 bytes, as Vite reports them); null: none set. */
  budget: number | null;
  /** What CI enforces (`--check`): never above the budget once the budget is met; null: not enforced. */
  ceiling: number | null;
  pages: { path: string; modules: string[] }[];
}

// Module paths are relative to the Vite root (src/web), as the manifest keys them.
const F = 'features/';
const ENTERING = 'app/layouts/entering-layout.tsx';
const PARTICIPANT = 'app/layouts/participant-layout.tsx';
const STAFF = 'app/layouts/staff-layout.tsx';

const GROUPS: Group[] = [
  {
    name: 'landing',
    budget: 120_000,
    ceiling: 170_000,
    pages: [{ path: '/', modules: [`${F}landing/landing-page.tsx`] }],
  },
  {
    name: 'entering',
    budget: null,
    ceiling: null,
    pages: [
      { path: '/login', modules: [ENTERING, `${F}entering/login-page.tsx`] },
      { path: '/email_login', modules: [ENTERING, `${F}entering/email-login-page.tsx`] },
      { path: '/signup', modules: [ENTERING, `${F}signup/signup-page.tsx`] },
      { path: '/activation', modules: [ENTERING, `${F}entering/activation-page.tsx`] },
      { path: '/reset/:token', modules: [ENTERING, `${F}entering/reset-page.tsx`] },
      { path: '/verified', modules: [ENTERING, `${F}entering/verified-page.tsx`] },
    ],
  },
  {
    name: 'participant',
    budget: 200_000,
    ceiling: 310_000,
    pages: [
      { path: '/progress', modules: [PARTICIPANT, `${F}screening/progress-page.tsx`] },
      { path: '/vacancies', modules: [PARTICIPANT, `${F}screening/vacancies-page.tsx`] },
      { path: '/vacancies/:id', modules: [PARTICIPANT, `${F}screening/vacancy-page.tsx`] },
      { path: '/newswire', modules: [PARTICIPANT, `${F}feed/newswire-page.tsx`] },
      { path: '/notifications', modules: [PARTICIPANT, `${F}messages/notifications-page.tsx`] },
      { path: '/mobile', modules: [PARTICIPANT, `${F}participant/mobile-page.tsx`] },
      { path: '/mobile/material', modules: [PARTICIPANT, `${F}participant/material-page.tsx`] },
      { path: '/profile', modules: [PARTICIPANT, `${F}participant/profile-page.tsx`] },
    ],
  },
  {
    name: 'staff',
    budget: null,
    ceiling: null,
    pages: [
      { path: '/admin/statistics', modules: [STAFF, `${F}statistics/statistics-page.tsx`] },
      { path: '/admin/dashboard', modules: [STAFF, `${F}dashboard/dashboard-page.tsx`] },
      { path: '/admin/posts', modules: [STAFF, `${F}admin-posts/admin-posts-page.tsx`] },
      { path: '/admin/materials', modules: [STAFF, `${F}admin-materials/admin-materials-page.tsx`] },
      { path: '/admin/users', modules: [STAFF, `${F}admin-users/users-page.tsx`] },
      { path: '/admin/users/:id', modules: [STAFF, `${F}admin-users/user-page.tsx`] },
      { path: '/admin/request', modules: [STAFF, `${F}applications/applications-page.tsx`] },
      { path: '/recruiter', modules: [STAFF, `${F}positions/positions-page.tsx`] },
      { path: '/recruiter/positions/new', modules: [STAFF, `${F}positions/position-form-page.tsx`] },
      { path: '/recruiter/positions/:id', modules: [STAFF, `${F}positions/position-page.tsx`] },
      {
        path: '/recruiter/positions/:id/candidates',
        modules: [STAFF, `${F}candidates-table/candidates-page.tsx`],
      },
      { path: '…/candidates/:candidateId', modules: [STAFF, `${F}candidate-card/candidate-card-page.tsx`] },
    ],
  },
];

const { values: args } = parseArgs({
  options: { check: { type: 'boolean', default: false }, dist: { type: 'string', default: 'dist' } },
});
const dist = path.resolve(args.dist);
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(
    `${manifestPath} is missing: run \`npm run build\` first (vite.config.ts sets build.manifest).`,
  );
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipped(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The chunk of `key` and every chunk it imports statically, transitively. */
function staticClosure(key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.error(`${manifestPath} names no entry chunk.`);
  process.exit(1);
}
const entryFiles = new Set<string>();
staticClosure(entryKey, entryFiles);
const entryBytes = [...entryFiles].reduce((sum, file) => sum + gzipped(file), 0);

const failures: string[] = [];
const warnings: string[] = [];
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const rows: string[][] = [];
for (const group of GROUPS) {
  for (const page of group.pages) {
    const files = new Set(entryFiles);
    for (const module of page.modules) {
      if (!manifest[module]?.isDynamicEntry) {
        failures.push(`${page.path}: ${module} has no chunk of its own (the router should import it lazily)`);
        continue;
      }
      staticClosure(module, files);
    }
    const bytes = [...files].reduce((sum, file) => sum + gzipped(file), 0);
    const over = group.budget !== null && bytes > group.budget;
    if (over)
      warnings.push(
        `${page.path}: ${kb(bytes)} kB, over the ${group.name} budget of ${kb(group.budget ?? 0)} kB`,
      );
    if (group.ceiling !== null && bytes > group.ceiling)
      failures.push(
        `${page.path}: ${kb(bytes)} kB, over the ${group.name} ceiling of ${kb(group.ceiling)} kB`,
      );
    rows.push([
      group.name,
      page.path,
      String(files.size),
      kb(bytes),
      kb(bytes - entryBytes),
      group.budget === null ? '—' : kb(group.budget),
      group.budget === null ? '' : over ? 'OVER' : 'ok',
      group.ceiling === null ? '—' : kb(group.ceiling),
    ]);
  }
}

const head = ['group', 'page', 'files', 'gzip kB', 'beyond entry kB', 'budget kB', '', 'CI ceiling kB'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
const allJs = Object.values(manifest)
  .map((c) => c.file)
  .filter((file, i, files) => file.endsWith('.js') && files.indexOf(file) === i);
console.log(
  `Entry (${entryKey} and its static imports): ${entryFiles.size} files, ${kb(entryBytes)} kB gzipped; ` +
    `all JS of the build: ${allJs.length} files, ${kb(allJs.reduce((sum, file) => sum + gzipped(file), 0))} kB gzipped.\n`,
);
console.log(line(head));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));

if (warnings.length > 0) console.log(`\nOver issue 8's budget (not yet met):\n${warnings.join('\n')}`);
if (failures.length > 0) {
  console.log(`\n${args.check ? 'FAILED' : 'Would fail --check'}:\n${failures.join('\n')}`);
  if (args.check) process.exit(1);
}
