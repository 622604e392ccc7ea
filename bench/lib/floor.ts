/**
 * The floor beside a real call: the statements a service sends, recorded per query variant on a
 * drizzle instance that logs them (the same builder the server runs), and the minimal app of
 * floor-app.ts started on the same database to send them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '#server/db/client.ts';
import { openRecorded, Recorder } from './candidates-plans.ts';
import { freePort, startServer, tail, waitReady, type ServerProcess } from './server.ts';

type Statement = { text: string; params: unknown[] };

/**
 * Runs `run` once per variant (the second, warm, run is kept) and answers each variant's statements.
 * `where`: a PostgreSQL URL, or a PGlite folder no server holds.
 */
export async function recordStatements<V>(
  kind: 'pglite' | 'postgres',
  where: string,
  variants: V[],
  run: (db: Db, variant: V) => Promise<unknown>,
): Promise<Statement[][]> {
  const recorder = new Recorder();
  const x = await openRecorded(kind, where, recorder);
  try {
    const out: Statement[][] = [];
    for (const v of variants) {
      await run(x.db, v);
      recorder.statements = [];
      await run(x.db, v);
      out.push(recorder.statements);
    }
    return out;
  } finally {
    await x.close();
  }
}

/** Starts the floor app on the database the server used (`dataDir` for PGlite, else `databaseUrl`). */
export async function startFloor(opts: {
  statements: Statement[][];
  dataDir: string;
  databaseUrl?: string | undefined;
  logFile: string;
}): Promise<ServerProcess> {
  const file = path.join(path.dirname(opts.logFile), 'floor-statements.json');
  fs.writeFileSync(file, JSON.stringify(opts.statements));
  const server = startServer({
    port: await freePort(),
    dataDir: opts.dataDir,
    logFile: opts.logFile,
    entry: 'bench/lib/floor-app.ts',
    env: { FLOOR_STATEMENTS: file },
    ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
  });
  await waitReady(server, 120_000).catch(async (err: unknown) => {
    await server.kill();
    throw new Error(`${String(err)}\n${tail(opts.logFile)}`);
  });
  return server;
}
