/**
 * The programme at scale (bench/lib/scale-seed.ts) written into an empty database, which is kept:
 *
 *   npm run bench:seed -- [--db pglite|postgres|both] [--scale 1] [--data-dir DIR]
 *                         [--database-url URL] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * PGlite (the default) goes to `DIR/db`, so `DATA_DIR=DIR npm run serve` opens it; without
 * `--data-dir` a new temp folder. PostgreSQL (`--db postgres`, or a `--database-url` / DATABASE_URL
 * given) is that database, or else a fresh `jti_bench_seed` on the `--pg-url` server. The database is
 * migrated and must have no users (it refuses to add a programme to one that has). Prints the
 * machine, the time and rows of each step, and the row count of each table, as Markdown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedReferenceData } from '#server/db/reference-seed.ts';
import { benchCli, type DbKind } from './lib/cli.ts';
import { createScratchDatabase } from './lib/databases.ts';
import { rowsOf } from './lib/journey-seed.ts';
import { BENCH_PASSWORD, seedAtScale, staffEmail } from './lib/scale-seed.ts';

const givenUrl = process.argv.find((a) => a.startsWith('--database-url')) ?? process.env.DATABASE_URL;
const cli = benchCli({
  name: 'seed',
  db: givenUrl ? 'postgres' : 'pglite',
  options: {
    scale: { type: 'string', default: '1' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL ?? '' },
  },
});
const { args, kinds, pgUrl, tmp, say } = cli;
const scale = Number(args.scale);
if (!(scale > 0)) throw new Error('--scale is a positive number (1 = the full programme)');

async function target(kind: DbKind): Promise<{ open: { url: string } | { dataDir: string }; where: string }> {
  if (kind === 'pglite') {
    const dataDir = path.resolve(args['data-dir'] ?? path.join(tmp, 'pglite'));
    return {
      open: { dataDir: path.join(dataDir, 'db') },
      where: `PGlite in ${path.join(dataDir, 'db')} (DATA_DIR=${dataDir})`,
    };
  }
  const url = args['database-url'] || (await createScratchDatabase(pgUrl, 'jti_bench_seed')).url;
  const shown = new URL(url);
  shown.password = '';
  return { open: { url }, where: `PostgreSQL ${shown.toString()}` };
}

async function seedOne(kind: DbKind): Promise<string> {
  const { open, where } = await target(kind);
  say(`\n== ${kind}: scale ${scale} into ${where} ==`);
  const database = await openDatabase(open);
  try {
    await database.migrate();
    const [users] = rowsOf(await database.db.execute(sql`select count(*) as n from users`));
    if (Number(users?.n) > 0) throw new Error(`${where} already has users: give an empty database`);
    await seedReferenceData(database.db);
    const [version] = rowsOf(await database.db.execute(sql`select version() as v`));
    const loadBefore = os.loadavg()[0]!;
    const result = await seedAtScale(database.db, { scale, log: say });
    say(`  total ${(result.totalMs / 1000).toFixed(1)} s`);
    return [
      `### ${kind}: scale ${scale}, ${(result.totalMs / 1000).toFixed(0)} s`,
      '',
      `${String(version?.v).split(',')[0]}; load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after. Kept: ${where}.`,
      '',
      '| step | rows | seconds |',
      '|---|---:|---:|',
      ...result.steps.map((s) => `| ${s.step} | ${s.rows} | ${(s.ms / 1000).toFixed(1)} |`),
      `| total | | ${(result.totalMs / 1000).toFixed(1)} |`,
      '',
      '| table | rows |',
      '|---|---:|',
      ...Object.entries(result.counts).map(([table, n]) => `| ${table} | ${n} |`),
    ].join('\n');
  } finally {
    await database.close();
  }
}

try {
  const reports: string[] = [];
  for (const kind of kinds) reports.push(await seedOne(kind));
  say(
    `\n## Data set at scale — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, Node ${process.version}\n`,
  );
  say(reports.join('\n\n'));
  say(
    `\nSign in as any participant (their e-mails end in @bench.test) or ${staffEmail('admin', 1)}, ${staffEmail('recruiter', 1)}, ${staffEmail('manager', 1)}, password ${BENCH_PASSWORD}`,
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  // The temp folder holds only a PGlite run without --data-dir; otherwise it stays empty.
  if (fs.readdirSync(tmp).length === 0) fs.rmdirSync(tmp);
}
