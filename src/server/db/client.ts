/**
 * Opens the database: embedded PGlite in the data folder by default, a real PostgreSQL when a URL is
 * given. Both speak the same dialect and run the same migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sharedListener, type Listener } from './listen.ts';
import { watchPglite } from './pglite-watch.ts';
import * as schema from './schema.ts';

/** What the database's connections are doing now (the pool gauge of lib/metrics.ts). */
export type PoolStats = { inUse: number; idle: number; waiting: number };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The argument a `db.transaction` callback receives; services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies every pending migration, then runs `thenUnderLock` (filling an empty database) before
   * letting the next server in: on PostgreSQL one server at a time holds an advisory lock for both,
   * so servers starting together on a new database migrate and fill it once.
   */
  migrate: (thenUnderLock?: () => Promise<void>) => Promise<void>;
  close: () => Promise<void>;
  /**
   * Hears `NOTIFY` on a channel (decisions 030, 055): on PostgreSQL through the one listening
   * connection of this server, shared by every channel; on PGlite in-process. `onResync` runs once
   * listening. Returns the function that stops listening.
   */
  listen: (channel: string, listener: Listener) => Promise<() => Promise<void>>;
  /** Connections in use, idle and awaited, read when the metrics are scraped. */
  poolStats: () => PoolStats;
  /** PGlite only: the underlying instance, for dumping a migrated template in tests. */
  pglite?: PGlite;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type OpenOptions =
  | { url: string; poolSize?: number; connectTimeoutMs?: number }
  // No dataDir: in memory. `traced`: a span for each statement (PostgreSQL's come from the pg
  // instrumentation, lib/tracing.ts).
  | { dataDir?: string; loadDataDir?: Blob | File; traced?: boolean };

/** Opens PGlite (in a folder or in memory) or a PostgreSQL pool. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if ('url' in opts) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      // Connections are kept, not closed after 10 s idle (node-postgres' default): a new one costs a
      // backend's start, its cold catalog caches and every prepared statement parsed and planned
      // again (db/prepared.ts), which made a request after a pause cost several times one in a
      // stream (issue 18, decision 028). Ten idle backends a server are nothing to PostgreSQL.
      idleTimeoutMillis: 0,
      // While PostgreSQL is down or unreachable a request waits at most this long for a connection,
      // then fails and is answered 503 (plugins/errors.ts); it never hangs.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5_000,
      // Notice a silently dropped connection (a restarted host, a NAT timeout) instead of waiting on it.
      keepAlive: true,
    });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // Nor one dropped while checked out (a transaction between two queries when PostgreSQL restarts):
    // node-postgres emits 'error' on the client, which crashes the process without a listener. The
    // running query fails on its own and the broken client is discarded on release.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listener = sharedListener(opts.url);
    return {
      db,
      kind: 'postgres',
      migrate: async (thenUnderLock) => {
        const client = await pool.connect();
        try {
          // One migrator at a time when several servers start together.
          await client.query('select pg_advisory_lock(72417001)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
          await thenUnderLock?.();
        } finally {
          await client.query('select pg_advisory_unlock(72417001)').catch(() => {});
          client.release();
        }
      },
      close: async () => {
        await listener.close();
        await pool.end();
      },
      listen: async (channel, l) => listener.listen(channel, l),
      poolStats: () => ({
        inUse: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
  // Loaded here, not at the top: a server on PostgreSQL never needs PGlite's code (issue 18).
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  const pglite = await PGlite.create({
    // The candidates search indexes use pg_trgm (migration 0009): every PGlite must load it, or a
    // write to `users` fails.
    extensions: { pg_trgm },
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const poolStats = watchPglite(pglite, opts.traced ?? false);
  const pgliteDb = drizzlePglite(pglite, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    pglite,
    migrate: async (thenUnderLock) => {
      await migratePglite(pgliteDb, { migrationsFolder });
      await thenUnderLock?.(); // one process per PGlite folder (lib/data-lock.ts): nobody to wait for
    },
    close: () => pglite.close(),
    poolStats,
    listen: async (channel, listener) => {
      const stop = await pglite.listen(channel, listener.onPayload);
      listener.onResync();
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
  };
}

/** True when the database answers (for `/readyz`). */
export async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
