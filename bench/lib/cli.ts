/**
 * The command line every load benchmark shares: `--db pglite|postgres|both`, `--pg-url`, and (for the
 * ones that fire requests) `--requests`, `--connections`, `--max-seconds`; each script adds its own
 * options and keeps its own defaults. Also the temp folder the run works in and the `say` printer.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { DEFAULT_PG_URL } from './databases.ts';

export type DbKind = 'pglite' | 'postgres';

/** The load flags, with the script's defaults (they differ: statistics' calls are slow, so fewer). */
export function loadFlags(defaults: { requests: string; connections: string; maxSeconds: string }) {
  return {
    requests: { type: 'string', default: defaults.requests },
    connections: { type: 'string', default: defaults.connections },
    'max-seconds': { type: 'string', default: defaults.maxSeconds },
  } as const;
}

/** What `runCall` takes, from the parsed load flags. */
export function loadOf(args: { requests: string; connections: string; 'max-seconds': string }): {
  connections: number;
  amount: number;
  maxSeconds: number;
} {
  return {
    connections: Number(args.connections),
    amount: Number(args.requests),
    maxSeconds: Number(args['max-seconds']),
  };
}

type CommonFlags = {
  db: { type: 'string'; default: string };
  'pg-url': { type: 'string'; default: string };
};

/**
 * Parses `--db` (default `db`, else both), `--pg-url` and the script's `options`; makes the temp
 * folder `jti-bench-<name>-*`. Throws on an unknown flag or an unknown `--db`.
 */
export function benchCli<const O extends ParseArgsOptionsConfig>(spec: {
  name: string;
  db?: DbKind | 'both';
  options: O;
}) {
  const options = {
    db: { type: 'string', default: spec.db ?? 'both' },
    'pg-url': { type: 'string', default: DEFAULT_PG_URL },
    ...spec.options,
  } as CommonFlags & O;
  const { values: args } = parseArgs({ options });
  // Generic here, so the common flags are read through their known shape.
  const common = args as unknown as { db: string; 'pg-url': string };
  const db = common.db;
  const kinds: readonly DbKind[] = db === 'both' ? ['pglite', 'postgres'] : [db as DbKind];
  if (!kinds.every((k) => k === 'pglite' || k === 'postgres'))
    throw new Error('--db is pglite, postgres or both');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `jti-bench-${spec.name}-`));
  const say = (line: string) => console.log(line);
  return { args, kinds, pgUrl: common['pg-url'], tmp, say };
}
