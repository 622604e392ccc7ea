/** What the routes and services of one app instance share: built once in `buildApp`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { FileStore } from './lib/files/index.ts';
import type { Transports } from './lib/outbox.ts';
import type { SessionCache } from './lib/session-cache.ts';

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
  /** This server's copy of recent session lookups (decision 036; plugins/session.ts keeps it right). */
  sessionCache: SessionCache;
  /** Set on SIGTERM (lib/shutdown.ts): `/readyz` answers 503 from then on. */
  lifecycle: { shuttingDown: boolean };
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
