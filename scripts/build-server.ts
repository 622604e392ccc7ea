/**
 * The API server built for production into `dist/api` (docs/decisions/033-production-server-build.md):
 * src/server/main.ts and everything it imports, packages included, bundled and transpiled by Rolldown
 * into one file (`server.js`), so a start loads one parsed file instead of ~1,500 modules with their
 * types stripped at run time; what is only imported dynamically (PGlite's driver, the API docs) lies
 * beside it in chunks loaded when first needed (docs/decisions/041-server-memory.md). Left out of the bundle, and so the `dependencies` of package.json: what
 * cannot be bundled (EXTERNAL below). `main.js` turns on Node's compile cache before loading it, so a
 * start after the first skips compiling the bundle.
 *
 * Files the server reads beside its modules (`new URL('./x', import.meta.url)`: migrations,
 * reference data, the common passwords, the demo video) are copied to `dist/api/assets/` as they lie
 * under src/, and each module's `import.meta.url` is rewritten to its own place there, so the code
 * finds them unchanged. A worker thread's entry (`*.worker.ts` under src/server) is bundled on its own
 * into `<name>.worker.js` at its place under assets/, where lib/worker-entry.ts finds it; its modules'
 * `import.meta.url` point into assets/ from there. `build.json` is the stamp: the hash of the inputs (scripts/build-inputs.ts),
 * when, with which Node; the server logs it at start (`build` in its first line), and the packages
 * bundled in, by their folder (`npm run audit` checks those too).
 *
 *   node scripts/build-server.ts [dist] [--if-changed]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsHash, readStamp, type BuildStamp } from './build-inputs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What the server build is made from. */
export const SERVER_INPUTS = [
  'src/server',
  'src/shared',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.ts',
  'scripts/build-inputs.ts',
];

/**
 * Packages loaded from node_modules at run time, never bundled: native code (argon2), a WebAssembly
 * build with its data files found beside its modules (PGlite), a package serving its own folder of
 * files (the API docs' page), the time zones of calendar files read from the package's own folder,
 * and node-postgres's optional native binding (not installed).
 */
export const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@fastify/swagger-ui',
  'pg-native',
  '@touch4it/ical-timezones',
];

const NON_ASCII = /[^\p{ASCII}]/u;
/** Each UTF-16 unit outside ASCII as `\uXXXX` (a character beyond the BMP as its two surrogates). */
const escapeNonAscii = (text: string) =>
  text.replace(/[^\p{ASCII}]/gu, (c) =>
    c
      .split('')
      .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
      .join(''),
  );

/** Where a bundle still holds a non-ASCII character (V8 then keeps its whole source at two bytes a character). */
export function nonAsciiAt(code: string): string | null {
  const at = code.search(/[^\p{ASCII}]/u);
  return at < 0
    ? null
    : `line ${code.slice(0, at).split('\n').length}: ${code.slice(Math.max(0, at - 40), at + 20)}`;
}

export type ServerStamp = BuildStamp & { packages: string[] };

const serverSource = path.join(root, 'src', 'server');
const isExternal = (id: string) => EXTERNAL.some((name) => id === name || id.startsWith(`${name}/`));

/** Non-TypeScript files under src/server the running server reads (tests and their fixtures left out). */
function assetFiles(dir: string, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') assetFiles(full, into);
    } else if (!entry.name.endsWith('.ts')) into.push(full);
  }
  return into;
}

/** Worker threads' entry modules: `*.worker.ts` under src/server (tests left out). */
function workerEntries(dir: string, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') workerEntries(full, into);
    } else if (entry.name.endsWith('.worker.ts')) into.push(full);
  }
  return into;
}

/** `node_modules/a/node_modules/@b/c/lib/x.js` → `node_modules/a/node_modules/@b/c` (as npm audit names its nodes). */
function packageFolder(id: string): string | null {
  const rel = path.relative(root, id).split(path.sep).join('/');
  const m = /^(?:node_modules\/(?:@[^/]+\/)?[^/]+\/)*node_modules\/(?:@[^/]+\/)?[^/]+/.exec(rel);
  return m ? m[0] : null;
}

export async function buildServer(
  dist = path.join(root, 'dist'),
  opts: { ifChanged?: boolean } = {},
): Promise<'built' | 'current'> {
  const out = path.join(dist, 'api');
  const stampFile = path.join(out, 'build.json');
  const inputs = inputsHash(root, SERVER_INPUTS);
  if (opts.ifChanged && readStamp(stampFile)?.inputs === inputs && fs.existsSync(path.join(out, 'server.js')))
    return 'current';

  // Imported here, not at the top: a check that finds the build current needs no build tools.
  const { rolldown } = await import('rolldown');
  const { parseSync } = await import('rolldown/experimental');
  const started = Date.now();
  const stamp: ServerStamp = {
    inputs,
    builtAt: new Date().toISOString(),
    node: process.version,
    packages: [],
  };
  const packages = new Set<string>();
  const define = { __SERVER_BUILD__: JSON.stringify(`${inputs.slice(0, 12)} ${stamp.builtAt}`) };
  /** One bundle: `input` and what it imports, into the file `file` under `out`. */
  const bundleInto = async (input: string, file: string) => {
    // From the bundle's folder to dist/api/assets, where each module's files lie.
    const assets = path.relative(path.dirname(file), path.join(out, 'assets')).split(path.sep).join('/');
    const bundle = await rolldown({
      input,
      platform: 'node',
      cwd: root,
      external: (id) => isExternal(id),
      // The stamp, for the server's first log line (src/server/build-stamp.ts).
      transform: { define },
      plugins: [
        {
          name: 'assets-beside-modules',
          transform: {
            filter: { id: /src[\\/]server[\\/].*\.ts$/, code: 'import.meta.url' },
            handler(code, id) {
              const rel = path.relative(serverSource, id).split(path.sep).join('/');
              return code.replaceAll(
                'import.meta.url',
                `new URL(${JSON.stringify(`./${assets}/${rel}`)}, import.meta.url).href`,
              );
            },
          },
        },
        {
          // What `charset: 'ascii'` cannot escape: comments (a licence's author's name). A comment's
          // text is free to change, so its characters are escaped here; any other non-ASCII left (a
          // template literal's raw text) is reported after the build.
          name: 'ascii-comments',
          renderChunk(code) {
            if (!NON_ASCII.test(code)) return null;
            let out = '';
            let at = 0;
            for (const comment of parseSync('bundle.js', code).comments) {
              out += code.slice(at, comment.start) + escapeNonAscii(code.slice(comment.start, comment.end));
              at = comment.end;
            }
            return out + code.slice(at);
          },
        },
        {
          name: 'packages-bundled',
          load: {
            filter: { id: /node_modules/ },
            handler(id) {
              const folder = packageFolder(id);
              if (folder) packages.add(folder);
              return null;
            },
          },
        },
      ],
    });
    await bundle.write({
      dir: path.dirname(file),
      format: 'esm',
      entryFileNames: path.basename(file),
      // A module only imported dynamically (what opens PGlite, the API docs' plugin) goes into its own
      // chunk beside the bundle, loaded when first imported: a server on PostgreSQL or without API
      // docs never parses them, nor loads PGlite (an external import of a module inlined into the one
      // bundle would be hoisted to a static import at its top).
      codeSplitting: true,
      chunkFileNames: '[name]-[hash].js',
      sourcemap: false,
      minify: false,
      // V8 keeps a script's whole source in its heap, as one byte a character when every character is
      // ASCII and two otherwise: one Cyrillic letter made the 4.5 MB bundle a 9 MB string. Escaped
      // (\uXXXX, only in string literals and the like) it is held at its size. JSDoc comments, kept by
      // default and read by nothing at run time, are left out; licences stay.
      charset: 'ascii',
      comments: { legal: true, annotation: false, jsdoc: false },
    });
    await bundle.close();
  };
  fs.rmSync(out, { recursive: true, force: true });
  await bundleInto(path.join(serverSource, 'main.ts'), path.join(out, 'server.js'));
  // Each worker thread's entry on its own, where lib/worker-entry.ts looks for it.
  for (const worker of workerEntries(serverSource)) {
    const rel = path.relative(serverSource, worker).replace(/\.ts$/, '.js');
    await bundleInto(worker, path.join(out, 'assets', rel));
  }

  for (const file of assetFiles(serverSource)) {
    const to = path.join(out, 'assets', path.relative(serverSource, file));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(file, to);
  }
  fs.writeFileSync(
    path.join(out, 'main.js'),
    `// The built server's start (scripts/build-server.ts): Node's compile cache first, so a start after
// the first reuses the bundle's compiled code, then the bundle. A cache folder that cannot be written
// falls back to Node's default one (the system's temp folder).
import module from 'node:module';
import { fileURLToPath } from 'node:url';
const cache = module.enableCompileCache?.(fileURLToPath(new URL('./.compile-cache', import.meta.url)));
if (cache && cache.status === module.constants.compileCacheStatus.FAILED) module.enableCompileCache();
await import('./server.js');
`,
  );
  stamp.packages = [...packages].sort();
  fs.writeFileSync(stampFile, `${JSON.stringify(stamp, null, 2)}\n`);
  const left = nonAsciiAt(fs.readFileSync(path.join(out, 'server.js'), 'utf8'));
  if (left)
    console.warn(`server.js holds a non-ASCII character V8 will keep at two bytes a character (${left})`);
  const size = fs.statSync(path.join(out, 'server.js')).size;
  console.log(
    `server built into ${path.relative(root, out) || out}: server.js ${(size / 1e6).toFixed(1)} MB, ${stamp.packages.length} packages bundled, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return 'built';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dist = args.find((a) => !a.startsWith('--'));
  const done = await buildServer(dist ? path.resolve(dist) : undefined, {
    ifChanged: args.includes('--if-changed'),
  });
  if (done === 'current') console.log('server build is current (its inputs have not changed)');
}
