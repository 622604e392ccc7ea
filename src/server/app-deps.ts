/** What the routes and services of one app instance share: built once in `buildApp`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { FileStore } from './lib/files/index.ts';
import type { Metrics } from './lib/metrics.ts';
import type { Transports } from './lib/outbox.ts';
import type { SessionEnds } from './lib/session-ends.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  /** Signs CSRF tokens; APP_SECRET or one kept in the data folder. */
  secret: string;
  transports: Transports;
  /** Uploaded files' bytes: `config.FILES_DIR` (lib/files). */
  files: FileStore;
  log: FastifyBaseLogger;
  /** This server's Prometheus metrics (lib/metrics.ts): counted where things happen, scraped at /metrics. */
  metrics: Metrics;
  /** Sessions ended on any server, heard here to close their live streams (decision 055). */
  sessionEnds: SessionEnds;
  /** Set on SIGTERM (lib/shutdown.ts): `/readyz` answers 503 from then on. */
  lifecycle: { shuttingDown: boolean };
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
