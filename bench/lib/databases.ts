/**
 * Databases for the drills: a throwaway PostgreSQL database (created fresh, dropped at the end), and
 * direct SQL access to PostgreSQL or to a stopped server's PGlite folder for the checks.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(serverUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({
    connectionString: withDatabase(serverUrl, 'postgres'),
    connectionTimeoutMillis: 10_000,
  });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export type ScratchDatabase = { name: string; url: string; drop: () => Promise<void> };

/** Creates `name` (dropping a leftover of the same name first) on the server of `serverUrl`. */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<ScratchDatabase> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unsafe database name ${name}`);
  await admin(serverUrl, async (c) => {
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.query(`create database "${name}"`);
  });
  let dropped = false;
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await admin(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** An existing database the run uses and keeps (`--reuse-database`): `drop` leaves it alone. */
export function keptDatabase(url: string): ScratchDatabase {
  return { name: new URL(url).pathname.slice(1), url, drop: async () => {} };
}

/** Runs queries against one database (for the drills' checks); answers rows. */
export type Sql = {
  query: <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;
  close: () => Promise<void>;
};

export async function connectPostgres(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  return {
    query: async <R>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as R[],
    close: () => client.end(),
  };
}

/** Opens a PGlite folder directly (the server that used it must be stopped: PGlite is one process). */
export async function openPglite(dataDir: string): Promise<Sql> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  return {
    query: async <R>(text: string, params: unknown[] = []) => (await db.query<R>(text, params)).rows,
    close: () => db.close(),
  };
}
