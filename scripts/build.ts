/**
 * `npm run build`: everything production runs, into `dist/` (or the folder given):
 * - the web app: the browser's files (dist/client) and the server entry that renders pages
 *   (dist/server); docs/architecture.md, «A page»;
 * - the API server, bundled (dist/api; scripts/build-server.ts, docs/decisions/033-production-server-build.md).
 *
 * Each part leaves the hash of its inputs beside its output (dist/web-build.json, dist/api/build.json).
 * With `--if-changed` (what `npm start` runs) a part whose inputs hash the same is not built again:
 * a start after an unchanged checkout costs the hashing, well under a second.
 *
 *   node scripts/build.ts [dist] [--if-changed]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsHash, readStamp, type BuildStamp } from './build-inputs.ts';
import { buildServer } from './build-server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const ifChanged = args.includes('--if-changed');
const distArg = args.find((a) => !a.startsWith('--'));
const dist = path.resolve(distArg ?? path.join(root, 'dist'));
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** What the web app's build is made from (src/web's own files, the shared code, the build's config and scripts). */
const WEB_INPUTS = [
  'src/web',
  'src/shared',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build.ts',
  'scripts/build-inputs.ts',
  'scripts/route-modules.ts',
  'scripts/precompress.ts',
];

function run(commandArgs: string[]): void {
  const done = spawnSync(process.execPath, commandArgs, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

const webStampFile = path.join(dist, 'web-build.json');
const webInputs = inputsHash(root, WEB_INPUTS);
// The stamp is written last, once every part is built: with it, the build is whole.
const webCurrent = ifChanged && readStamp(webStampFile)?.inputs === webInputs;
if (webCurrent) console.log('web app build is current (its inputs have not changed)');
else {
  fs.rmSync(webStampFile, { force: true });
  run([vite, 'build', '--outDir', path.join(dist, 'client'), '--emptyOutDir']);
  run([
    vite,
    'build',
    '--ssr',
    'render/entry-server.tsx',
    '--outDir',
    path.join(dist, 'server'),
    '--emptyOutDir',
  ]);
  const stamp: BuildStamp = { inputs: webInputs, builtAt: new Date().toISOString(), node: process.version };
  fs.writeFileSync(webStampFile, `${JSON.stringify(stamp, null, 2)}\n`);
}

if ((await buildServer(dist, { ifChanged })) === 'current')
  console.log('server build is current (its inputs have not changed)');
