/** Start-up: read config, open the database, migrate, fill data, listen; shut down cleanly on SIGTERM. */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { BUILD_STAMP } from './build-stamp.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './demo/demo-seed.ts';
import { seedDemoCalendar } from './modules/meeting-invitations/calendar-demo.ts';
import { seedDemoMaterials } from './modules/materials/materials-demo.ts';
import { seedDemoPosts } from './modules/posts/posts-demo.ts';
import { seedDemoOfferDocuments } from './demo/offer-demo.ts';
import { seedDemoStatistics } from './modules/statistics/statistics-demo.ts';
import { seedReferenceData } from './db/reference-seed.ts';
import { DataDirLockedError, lockDataDir } from './lib/data-lock.ts';
import { openFileStore, sweepFiles } from './lib/files/index.ts';
import { createLogger } from './lib/logger.ts';
import { dispatchOutbox } from './lib/outbox.ts';
import { now } from './lib/clock.ts';
import { startPeriodic } from './lib/periodic.ts';
import { shutDown } from './lib/shutdown.ts';
import { sweepRateLimits } from './lib/rate-limit.ts';
import { sweepSessions } from './plugins/session.ts';
import { sweepLiveEvents } from './modules/live/publish.ts';
import { sendStaffDigests } from './modules/reminders/digest.service.ts';
import { sendStageReminders } from './modules/reminders/reminders.service.ts';
import { expireOverdueStages } from './modules/stages/stage-transition.service.ts';
import { expireOverdueTests } from './modules/screening/testing.service.ts';
import { randomToken } from './lib/tokens.ts';
import { transportsFromConfig } from './lib/transports.ts';

/** APP_SECRET, or one made once and kept in the data folder so restarts keep CSRF tokens valid. */
function appSecret(config: Config): string {
  if (config.APP_SECRET) return config.APP_SECRET;
  const file = path.join(config.DATA_DIR, 'app-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomToken(48), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  // Which release is starting: the built server's inputs hash and build time, or `source`.
  log.info({ build: BUILD_STAMP, node: process.version }, 'starting');
  fs.mkdirSync(config.DATA_DIR, { recursive: true });

  let releaseLock = () => {};
  if (!config.DATABASE_URL) {
    try {
      releaseLock = lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(`\n${err.message}\n`);
        process.exit(1);
      }
      throw err;
    }
  }

  const database = config.DATABASE_URL
    ? await openDatabase({ url: config.DATABASE_URL })
    : await openDatabase({ dataDir: path.join(config.DATA_DIR, 'db') });
  let demo = false;
  // Servers starting together on a new database: one migrates and fills it, the others then find it full.
  await database.migrate(async () => {
    await seedReferenceData(database.db);
    demo = config.DEMO_DATA ? await seedDemoData(database.db) : false;
  });

  const transports = transportsFromConfig(config);
  const files = openFileStore(config.FILES_DIR);
  if (demo) await seedDemoPosts(database.db, files); // the feed's pictures and video go into the file store
  if (demo) await seedDemoStatistics(database.db);
  if (demo) await seedDemoMaterials(database.db, files); // learning materials for several stages
  if (demo) await seedDemoOfferDocuments(database.db, files); // every offer made comes with its document
  const app = await buildApp({ config, database, secret: appSecret(config), transports, logger: log, files });
  if (demo) await seedDemoCalendar(app.deps); // the demo meetings' invitations and the recruiter's feed
  const db = database.db;
  const stopDispatcher = startPeriodic('outbox', () => dispatchOutbox(db, transports, log), 3000, log);
  const stopDeadlines = startPeriodic(
    'deadlines',
    async () => {
      const stages = await expireOverdueStages(app.deps);
      const tests = await expireOverdueTests(app.deps); // running tests past their time limit
      if (stages + tests > 0) log.info({ stages, tests }, 'deadline sweep expired');
      const reminders = await sendStageReminders(app.deps); // 48 h and 3 h before a deadline (decision 030)
      const digests = await sendStaffDigests(app.deps); // the staff's morning digest
      if (reminders + digests > 0) log.info({ reminders, digests }, 'reminders sent');
    },
    config.DEADLINE_SWEEP_SECONDS * 1000,
    log,
  );
  const stopMaintenance = startPeriodic(
    'clean-up',
    async () => {
      await sweepSessions(db);
      await sweepRateLimits(db);
      await sweepFiles(db, files); // uploads nothing used for a day, temp files a crash left, bytes of erased ones
      await sweepLiveEvents(db, now()); // past the replay window (decision 030)
    },
    10 * 60_000,
    log,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(
      { signal, delaySeconds: config.SHUTDOWN_DELAY_SECONDS },
      'shutting down: not ready, finishing in-flight requests',
    );
    const force = setTimeout(() => process.exit(1), 15_000 + config.SHUTDOWN_DELAY_SECONDS * 1000);
    force.unref();
    try {
      await shutDown(app, {
        delayMs: config.SHUTDOWN_DELAY_SECONDS * 1000,
        stopTasks: [stopDispatcher, stopMaintenance, stopDeadlines],
        closeDatabase: database.close,
      });
    } finally {
      releaseLock();
    }
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  const lines = [
    '',
    `  «Стажировка в JTI» работает: ${url}`,
    `  База данных: ${database.kind === 'pglite' ? `PGlite в ${path.join(config.DATA_DIR, 'db')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.DEMO_DATA) {
    lines.push(`  Демо-данные: ${demo ? 'созданы' : 'уже были'}. Учётные записи (пароль demo-password):`);
    for (const a of DEMO_ACCOUNTS)
      lines.push(`    ${a.role.padEnd(12)} ${a.email}${a.phone ? `  тел. ${a.phone}` : ''}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
