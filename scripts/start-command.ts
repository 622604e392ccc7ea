/**
 * How the built server runs in production: the environment variables and Node's flags that come
 * before `dist/api/main.js` in package.json's `start` script, the one place they are written
 * (docs/decisions/041-server-memory.md). docs/deploy.md shows the same command and
 * scripts/start-command.test.ts holds the two together; `npm run bench:startup` starts the built
 * server with them.
 */
import fs from 'node:fs';
import path from 'node:path';

export type StartCommand = {
  /** `NAME=value` before `node` (glibc's malloc reads MALLOC_ARENA_MAX before any code runs). */
  env: Record<string, string>;
  /** Node's (and V8's) flags between `node` and the entry. */
  nodeArgs: string[];
};

/** The built server's entry, relative to the checkout. */
export const ENTRY = 'dist/api/main.js';

/** The command's words, from the last `&&` of the script (what runs after the build check). */
export function parseStartCommand(script: string): StartCommand {
  const words = (script.split('&&').at(-1) ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  let at = 0;
  for (; at < words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[at]!); at++) {
    const [name, ...value] = words[at]!.split('=');
    env[name!] = value.join('=');
  }
  if (words[at] !== 'node') throw new Error(`the start script does not run node: ${script}`);
  const entry = words.indexOf(ENTRY, at);
  if (entry < 0) throw new Error(`the start script does not run ${ENTRY}: ${script}`);
  return { env, nodeArgs: words.slice(at + 1, entry) };
}

/** The start command of the checkout at `root` (another one's, for a before/after run). */
export function startCommand(root: string): StartCommand {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return parseStartCommand(pkg.scripts.start ?? '');
}
