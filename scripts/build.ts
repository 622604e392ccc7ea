/**
 * `npm run build`: the web app into `dist/` (or the folder given): the browser's files (dist/client),
 * the server entry that renders pages (dist/server), then the pages built in advance (dist/pages).
 * docs/decisions/022-server-rendering.md.
 *
 *   node scripts/build.ts [dist]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

function run(args: string[]): void {
  const done = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

run([vite, 'build', '--outDir', path.join(dist, 'client'), '--emptyOutDir']);
run([vite, 'build', '--ssr', 'entry-server.tsx', '--outDir', path.join(dist, 'server'), '--emptyOutDir']);
run([path.join(root, 'scripts', 'prerender.ts'), dist]);
