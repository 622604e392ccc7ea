/**
 * The run every load benchmark shares: for each database kind, a fresh database (PGlite in the temp
 * folder, or a scratch PostgreSQL database dropped afterwards), migrated and seeded by the script,
 * then the real server on it; the reports printed under one heading at the end. On an error the
 * temp folder is kept (its server logs say why) and the process exits 1; servers are killed and the
 * scratch database dropped whatever happens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '#server/db/client.ts';
import { seedReferenceData } from '#server/db/reference-seed.ts';
import type { DbKind } from './cli.ts';
import { createScratchDatabase, keptDatabase, type ScratchDatabase } from './databases.ts';
import { ENTRY as BUILT_ENTRY, startCommand } from '../../scripts/start-command.ts';
import { freePort, ROOT, startServer, tail, waitReady, type ServerProcess } from './server.ts';

export type BenchDatabase = {
  kind: DbKind;
  /** The server's DATA_DIR; PGlite's files are in `db` under it. */
  dataDir: string;
  logFile: string;
  /** On PostgreSQL only. */
  scratch: ScratchDatabase | null;
  /** What `checkPlans` opens once the server has stopped: the scratch URL or PGlite's folder. */
  planTarget: string;
  /** Opens the empty database, migrates it, adds the reference data, runs `fill`, closes it. */
  prepare: <T>(fill: (db: Db) => Promise<T>) => Promise<T>;
  /**
   * Starts the server on the database and waits until it is ready (its log's tail on a failure);
   * `env` adds to its environment (NODE_OPTIONS for a CPU profile, say); `root` runs another
   * checkout's server; `applicationName` tags its PostgreSQL connections (process-watch.ts);
   * `asDeployed` runs that checkout's built server (`dist/api`) as its package.json's `start` does,
   * with the same environment and Node flags (scripts/start-command.ts), instead of the source.
   */
  startServer: (
    env?: Record<string, string>,
    opts?: { root?: string; applicationName?: string; asDeployed?: boolean },
  ) => Promise<{ server: ServerProcess; readyMs: number }>;
};

export async function runPerDatabase(spec: {
  kinds: readonly DbKind[];
  tmp: string;
  pgUrl: string;
  say: (line: string) => void;
  /** The scratch PostgreSQL database is `<scratchPrefix>_<pid>`. */
  scratchPrefix: string;
  /** A PostgreSQL database to use and keep instead of a scratch one (seeded once, reused by later runs). */
  reuseUrl?: string | undefined;
  /** A PGlite DATA_DIR to use and keep instead of one in the temp folder (seeded once, reused by later runs). */
  reuseDataDir?: string | undefined;
  /** One database's Markdown report. */
  bench: (database: BenchDatabase) => Promise<string>;
  /** The Markdown heading over all the reports (computed after the runs). */
  heading: () => string;
}): Promise<void> {
  const { tmp, say } = spec;
  const servers: ServerProcess[] = [];
  let scratch = null as ScratchDatabase | null; // "as": set in the loop, so not narrowed to null here
  try {
    const reports: string[] = [];
    for (const kind of spec.kinds) {
      if (kind === 'postgres')
        scratch = spec.reuseUrl
          ? keptDatabase(spec.reuseUrl)
          : await createScratchDatabase(spec.pgUrl, `${spec.scratchPrefix}_${process.pid}`);
      const dataDir =
        kind === 'pglite' && spec.reuseDataDir ? path.resolve(spec.reuseDataDir) : path.join(tmp, kind);
      const logFile = path.join(tmp, `${kind}.log`);
      const url = scratch?.url;
      reports.push(
        await spec.bench({
          kind,
          dataDir,
          logFile,
          scratch,
          planTarget: url ?? path.join(dataDir, 'db'),
          prepare: async (fill) => {
            const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'db') });
            try {
              await database.migrate();
              await seedReferenceData(database.db);
              return await fill(database.db);
            } finally {
              await database.close();
            }
          },
          startServer: async (env, opts) => {
            const port = await freePort();
            let databaseUrl = url;
            if (url && opts?.applicationName) {
              const tagged = new URL(url);
              tagged.searchParams.set('application_name', opts.applicationName);
              databaseUrl = tagged.toString();
            }
            const root = opts?.root ?? ROOT;
            const deployed = opts?.asDeployed ? startCommand(root) : null;
            if (deployed && !fs.existsSync(path.join(root, BUILT_ENTRY)))
              throw new Error(`no server build in ${root}: run \`npm run build\` there first`);
            const server = startServer({
              port,
              dataDir,
              logFile,
              ...(databaseUrl ? { databaseUrl } : {}),
              ...(env || deployed ? { env: { ...deployed?.env, ...env } } : {}),
              ...(opts?.root ? { root: opts.root } : {}),
              ...(deployed ? { entry: BUILT_ENTRY, nodeArgs: deployed.nodeArgs } : {}),
            });
            servers.push(server);
            const readyMs = await waitReady(server, 600_000).catch((err: unknown) => {
              throw new Error(`${String(err)}\n${tail(logFile)}`);
            });
            return { server, readyMs };
          },
        }),
      );
      await scratch?.drop();
      scratch = null;
    }
    say(spec.heading());
    say(reports.join('\n\n'));
    fs.rmSync(tmp, { recursive: true, force: true });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
    say(`(files kept in ${tmp})`);
  } finally {
    for (const server of servers) await server.kill();
    await scratch?.drop().catch(() => {});
  }
}
