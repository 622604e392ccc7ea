/**
 * Benchmark: the admin's statistics (`GET /api/dashboard/vacancies/statistics`, all time and one
 * month) and dashboard (`GET /api/dashboard/vacancies/dashboard`) at scale: 1,000 vacancies and
 * 100,000 candidates from bench/lib/journey-seed.ts (registrations and applications spread over a
 * year), with what the statistics read added here: cities and institutions, a how-know answer per
 * participant, stage history (SCREENING opened and decided) and the records' decisions.
 *
 *   npm run bench:statistics -- [--db pglite|postgres|both] [--vacancies 1000] [--candidates 100000]
 *                               [--requests 30] [--connections 2] [--max-seconds 120] [--plans]
 *                               [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *                               [--reuse-database postgres://…/jti_bench_statistics]
 *
 * For each database: migrates an empty one, seeds it, adds an admin, starts the real server, signs
 * in and runs each call `--requests` times; then, the server stopped, explains the statements the
 * services send (EXPLAIN ANALYZE, warm) and, on PostgreSQL, counts the scans on the big tables.
 * `--reuse-database` keeps a PostgreSQL database between runs: seeded by the first (it takes
 * minutes), only migrated by the next ones.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { hiringDashboard } from '#server/modules/plan-dashboard/plan-dashboard.service.ts';
import { moscowDay } from '#shared/domain/moscow-time.ts';
import { programmeStatistics } from '#server/modules/statistics/statistics.service.ts';
import { checkPlans, plansTable } from './lib/candidates-plans.ts';
import { benchCli, loadFlags, loadOf } from './lib/cli.ts';
import { connectPostgres } from './lib/databases.ts';
import { scansTable, tableScans } from './lib/journey-plans.ts';
import { BENCH_PASSWORD, seedJourneyData } from './lib/journey-seed.ts';
import { figuresTable, runCall, type CallFigures, type CallSpec } from './lib/load.ts';
import { runPerDatabase, type BenchDatabase } from './lib/per-database.ts';
import { signIn } from './lib/sign-in.ts';

const cli = benchCli({
  name: 'statistics',
  options: {
    vacancies: { type: 'string', default: '1000' },
    candidates: { type: 'string', default: '100000' },
    ...loadFlags({ requests: '30', connections: '2', maxSeconds: '120' }),
    plans: { type: 'boolean', default: false },
    'reuse-database': { type: 'string' },
  },
});
const { args, say } = cli;
const load = loadOf(args);
const ADMIN = 'bench.admin@jti.test';

/** What the statistics read and the journey seed leaves out. */
async function addStatisticsData(db: Db): Promise<void> {
  const step = async (name: string, query: ReturnType<typeof sql.raw>) => {
    const t = performance.now();
    await db.execute(query);
    say(`  ${name.padEnd(22)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };
  await step(
    'cities, institutions',
    sql.raw(`update users u set city_id = c.ids[1 + u.id % cardinality(c.ids)]
      from (select array_agg(id order by id) as ids from cities) c where u.email like '%@bench.test'`),
  );
  await db.execute(
    sql.raw(`update participant_profiles p set institution_id = i.ids[1 + p.user_id % least(300, cardinality(i.ids))]
      from (select array_agg(id order by id) as ids from institutions) i`),
  );
  await step(
    'how-know answers',
    sql.raw(`insert into feedback (user_id, kind, answer, created_at)
      select id, 'how-know', (array['hh', 'telegram', 'vk', 'university', 'friends', 'fair', 'website', 'other'])[1 + id % 8], created_at
      from users where email like '%@bench.test'`),
  );
  // SCREENING opened at submission and decided 1-72 hours later; the records' decisions at ended_at
  // (denied ones) or 30 days after submission (the active ones a tenth of which are hired).
  await step(
    'stage history',
    sql.raw(`insert into candidate_history (candidate_id, action, n, before, after, created_at)
      select c.id, 'stage_status', 1, 'none', 'eval', c.submitted_at from candidates c
      union all
      select c.id, 'stage_status', 1, 'eval', s.status, c.submitted_at + make_interval(hours => 1 + c.id % 72)
        from candidates c join candidate_stages s on s.candidate_id = c.id and s.n = 1 where s.status in ('success', 'denied_final', 'denied_add')`),
  );
  await step(
    'decisions',
    sql.raw(`insert into candidate_history (candidate_id, action, before, after, created_at)
      select c.id, 'status', 'assigned', c.status, c.ended_at from candidates c where c.status in ('denied_final', 'denied_add')`),
  );
  await db.execute(
    sql.raw(`update candidates set status = 'success' where status = 'carried_out' and id % 2 = 0`),
  );
  await db.execute(
    sql.raw(`insert into candidate_history (candidate_id, action, before, after, created_at)
      select id, 'status', 'carried_out', 'success', submitted_at + interval '30 days' from candidates where status = 'success'`),
  );
  await db.execute(sql`vacuum analyze`);
}

async function hasAdmin(db: Db): Promise<boolean> {
  const found = await db.execute(sql`select 1 from users where email = ${ADMIN}`);
  return (found as unknown as { rows: unknown[] }).rows.length > 0;
}

async function addAdmin(db: Db): Promise<void> {
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(
    sql`insert into users (role, email, last_name, first_name, password_hash) values ('admin', ${ADMIN}, 'Админ', 'Бенч', ${hash})`,
  );
}

/** The last 30 days, as the page's «Месяц» sends them. */
function lastMonth(): { date_from: string; date_to: string } {
  const to = moscowDay(new Date());
  const from = moscowDay(new Date(Date.now() - 29 * 86_400_000));
  const dmy = (d: string) => d.split('-').reverse().join('.');
  return { date_from: dmy(from), date_to: dmy(to) };
}

function calls(admin: string): CallSpec[] {
  const month = new URLSearchParams(lastMonth()).toString();
  const get = (name: string, p: string): CallSpec => ({
    name,
    method: 'GET',
    build: () => ({ path: p, headers: { cookie: admin } }),
  });
  return [
    get('GET statistics, all time', '/api/dashboard/vacancies/statistics?all_time=1'),
    get('GET statistics, last month', `/api/dashboard/vacancies/statistics?${month}`),
    get('GET dashboard', '/api/dashboard/vacancies/dashboard'),
  ];
}

const planActions = [
  { name: 'statistics, all time', run: (db: Db) => programmeStatistics(db, { all_time: '1' }) },
  {
    name: 'statistics, last month',
    run: (db: Db) =>
      programmeStatistics(
        db,
        (() => {
          const m = lastMonth();
          return {
            date_from: m.date_from.split('.').reverse().join('-'),
            date_to: m.date_to.split('.').reverse().join('-'),
          };
        })(),
      ),
  },
  { name: 'dashboard', run: (db: Db) => hiringDashboard(db) },
];

async function benchOne({ kind, scratch, planTarget, prepare, startServer }: BenchDatabase): Promise<string> {
  say(`\n== ${kind}: ${args.vacancies} vacancies, ${args.candidates} candidates ==`);
  await prepare(async (db) => {
    if (await hasAdmin(db)) {
      say('  reusing the seeded database');
      return;
    }
    const seed = await seedJourneyData(db, {
      vacancies: Number(args.vacancies),
      candidates: Number(args.candidates),
      sample: 1,
      log: say,
    });
    const t = performance.now();
    await addStatisticsData(db);
    say(
      `  seeded in ${(seed.totalMs / 1000).toFixed(1)} s, statistics data in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    await addAdmin(db);
  });
  const { server } = await startServer();
  const admin = await signIn(server.url, ADMIN, { timeoutMs: 120_000 });
  const stats = scratch ? await connectPostgres(scratch.url) : null;
  const before = stats ? await tableScans((q) => stats.query(q)) : null;
  const loadBefore = os.loadavg();
  const figures: CallFigures[] = [];
  for (const spec of calls(admin)) {
    const f = await runCall(server.url, spec, load);
    figures.push(f);
    say(
      `  ${spec.name}: ${f.requests} requests, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(1)} ms, ${f.rps.toFixed(1)} req/s, errors ${f.errors}`,
    );
  }
  const loadAfter = os.loadavg();
  const after = stats ? await tableScans((q) => stats.query(q)) : null;
  await stats?.close();
  await server.stop();
  const plans = await checkPlans(kind, planTarget, planActions);
  const loadPlans = os.loadavg();
  const avg = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');
  for (const p of plans)
    say(
      `  plan ${p.name}: ${p.statements} statements, ${p.ms.toFixed(1)} ms, ${p.rowsRead} rows read${p.seqScans.length ? `, seq scan ${p.seqScans.join(', ')}` : ''}`,
    );
  return [
    `Load average (1 / 5 / 15 min): ${avg(loadBefore)} before the calls, ${avg(loadAfter)} after them, ${avg(loadPlans)} after the plans.`,
    figuresTable(`${kind}: ${load.connections} connections, ${load.amount} requests per call`, figures),
    plansTable(
      `${kind}: query plans (EXPLAIN ANALYZE, warm; the statements each call sends)`,
      plans,
      args.plans,
    ),
    ...(before && after
      ? [scansTable(`${kind}: scans of the big tables during the load`, before, after)]
      : []),
  ].join('\n\n');
}

await runPerDatabase({
  ...cli,
  reuseUrl: args['reuse-database'],
  scratchPrefix: 'jti_bench_statistics',
  bench: benchOne,
  heading: () =>
    `\n## Statistics and dashboard — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB\n`,
});
