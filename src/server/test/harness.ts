/**
 * A test app on its own database: PGlite from the run's template by default, a fresh PostgreSQL
 * database (from the template) when DATABASE_URL is set. One per test file; with `sameDatabaseAs`,
 * a second app server on another app's PostgreSQL database (PGlite cannot be shared).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database, type Db } from '../db/client.ts';
import type { Transports } from '../lib/outbox.ts';
import type { Tracing } from '../lib/tracing.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  /** The PostgreSQL database's URL (none on PGlite). */
  url?: string;
  close: () => Promise<void>;
};

async function createPostgresCopy(
  url: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${template}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  // Copies from one template run one at a time; a busy template answers 55006, so wait and retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database "${name}" template "${template}"`);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt > 50) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const copyUrl = new URL(url);
  copyUrl.pathname = `/${name}`;
  return {
    url: copyUrl.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    transports?: Transports;
    extraRoutes?: (app: FastifyInstance) => void;
    logger?: FastifyBaseLogger;
    /** Another app server on this app's PostgreSQL database, with its own pool and listener. */
    sameDatabaseAs?: TestApp;
    /** Tracing started by the test (lib/tracing.ts): the app's requests and statements are spans. */
    tracing?: Tracing;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DEMO_DATA: 'off',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...opts.env,
  });
  let database: Database;
  let dropDatabase = async () => {};
  let url: string | undefined;
  const postgresTemplate = inject('postgresTemplate');
  if (opts.sameDatabaseAs) {
    url = opts.sameDatabaseAs.url;
    if (!url) throw new Error('sameDatabaseAs: only a PostgreSQL database can be shared');
    database = await openDatabase({ url, poolSize: 4 }); // the first app drops it
  } else if (postgresTemplate && process.env.DATABASE_URL) {
    const copy = await createPostgresCopy(process.env.DATABASE_URL, postgresTemplate);
    url = copy.url;
    database = await openDatabase({ url, poolSize: 4 });
    dropDatabase = copy.drop;
  } else {
    const dump = fs.readFileSync(inject('pgliteTemplate'));
    database = await openDatabase({ loadDataDir: new Blob([dump]), traced: opts.tracing !== undefined });
  }
  const app = await buildApp({
    config,
    database,
    secret: 'test-secret-test-secret-test-secret!',
    transports: opts.transports ?? {},
    ...(opts.logger ? { logger: opts.logger } : {}),
    ...(opts.tracing ? { tracing: opts.tracing } : {}),
  });
  opts.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    ...(url ? { url } : {}),
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
