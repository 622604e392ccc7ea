/**
 * Benchmark: latency of the public vacancy calls and the participant's progress calls at scale.
 *
 *   npm run bench:journey -- [--db pglite|postgres|both] [--vacancies 1000] [--candidates 100000]
 *                            [--requests 2000] [--connections 10] [--max-seconds 20] [--sign-in 100]
 *                            [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--plans]
 *
 * For each database: migrates an empty one (PGlite in a temp DATA_DIR, or a scratch PostgreSQL
 * database `jti_bench_journey_<pid>`, dropped at the end), bulk-loads the data with SQL
 * (bench/lib/journey-seed.ts; the time of each step is printed), checks the plans of the queries
 * behind the calls (bench/lib/journey-plans.ts; `--plans` prints them whole), starts the real server
 * on it, signs in participants with an active screening, and runs each call `--requests` times over
 * `--connections` connections (at most `--max-seconds` each). Prints Markdown tables.
 */
import os from 'node:os';
import { benchCli, loadFlags, loadOf } from './lib/cli.ts';
import { connectPostgres } from './lib/databases.ts';
import { HttpClient, label, nextAddress, ok } from './lib/http-client.ts';
import { checkPlans, plansTable, scansTable, tableScans, type TableScans } from './lib/journey-plans.ts';
import { BENCH_PASSWORD, seedJourneyData, type SeedResult } from './lib/journey-seed.ts';
import { figuresTable, runCall, type CallFigures, type CallSpec } from './lib/load.ts';
import { runPerDatabase, type BenchDatabase } from './lib/per-database.ts';

const cli = benchCli({
  name: 'journey',
  options: {
    vacancies: { type: 'string', default: '1000' },
    candidates: { type: 'string', default: '100000' },
    ...loadFlags({ requests: '2000', connections: '10', maxSeconds: '20' }),
    'sign-in': { type: 'string', default: '100' },
    plans: { type: 'boolean', default: false },
  },
});
const { args, say } = cli;
const load = loadOf(args);

/** Signs in the sample (each from its own address: the sign-in limit is per address and account); answers cookie headers. */
async function signIn(url: string, sample: SeedResult['activeSample']): Promise<string[]> {
  const cookies: string[] = [];
  const queue = [...sample];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const c = new HttpClient(url, { ip: nextAddress(), timeoutMs: 60_000 });
      const res = await c.post('/login', { email: p.email, password: BENCH_PASSWORD });
      if (!ok(res)) throw new Error(`sign-in of ${p.email} failed: ${label(res)}`);
      cookies.push([...c.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return cookies;
}

function calls(seed: SeedResult, sessions: string[], csrf: { cookie: string; token: string }): CallSpec[] {
  const ids = seed.openVacancyIds;
  const city = (i: number) => seed.cityIds[i % seed.cityIds.length]!;
  const filters = [
    { title: 'аналит' },
    { departments: [2, 4] },
    { city_ids: [city(0), city(1)] },
    { work_formats: [3], hours: [40] },
    { tags: ['sql', 'python'] },
    { title: 'стажёр', departments: [7], tags: ['английский'] },
    {},
  ];
  const as = (i: number) => ({ cookie: sessions[i % sessions.length]! });
  return [
    {
      name: 'GET /api/vacancies/all',
      method: 'GET',
      build: (i) => ({ path: `/api/vacancies/all?page=${1 + (i % 3)}&per_page=20` }),
    },
    {
      name: 'POST /api/vacancies/filter',
      method: 'POST',
      build: (i) => ({
        path: '/api/vacancies/filter',
        headers: { cookie: csrf.cookie, 'x-xsrf-token': csrf.token },
        body: filters[i % filters.length],
      }),
    },
    {
      name: 'GET /api/vacancies/{id}',
      method: 'GET',
      build: (i) => ({ path: `/api/vacancies/${ids[(i * 7) % ids.length]}` }),
    },
    {
      name: 'GET /api/vacancies/{id}/stages',
      method: 'GET',
      build: (i) => ({ path: `/api/vacancies/${ids[(i * 7) % ids.length]}/stages` }),
    },
    {
      name: 'GET /api/screening/vacancy',
      method: 'GET',
      build: (i) => ({ path: '/api/screening/vacancy', headers: as(i) }),
    },
    {
      name: 'GET /api/screening/vacancy/stages',
      method: 'GET',
      build: (i) => ({ path: '/api/screening/vacancy/stages', headers: as(i) }),
    },
    {
      name: 'GET /api/screening/stage/testing/timer',
      method: 'GET',
      build: (i) => ({ path: '/api/screening/stage/testing/timer', headers: as(i) }),
    },
    {
      name: 'GET /api/messages',
      method: 'GET',
      build: (i) => ({ path: '/api/messages?page=1&per_page=20', headers: as(i) }),
    },
  ];
}

async function benchOne({ kind, scratch, prepare, startServer }: BenchDatabase): Promise<string> {
  const out: string[] = [];
  say(`\n== ${kind}: ${args.vacancies} vacancies, ${args.candidates} candidates ==`);
  const seed = await prepare(async (db) => {
    say('seeding:');
    const seed = await seedJourneyData(db, {
      vacancies: Number(args.vacancies),
      candidates: Number(args.candidates),
      sample: Number(args['sign-in']),
      log: say,
    });
    say(`  total ${(seed.totalMs / 1000).toFixed(1)} s`);
    out.push(
      `### ${kind}: seeding`,
      '',
      '| step | rows | seconds |',
      '|---|---:|---:|',
      ...seed.steps.map((s) => `| ${s.step} | ${s.rows} | ${(s.ms / 1000).toFixed(1)} |`),
      `| total | | ${(seed.totalMs / 1000).toFixed(1)} |`,
      '',
    );
    const plans = await checkPlans(db, seed.activeSample[0]!.id);
    out.push(plansTable(`${kind}: query plans (one participant, warm)`, plans, args.plans), '');
    say(out.at(-2)!);
    return seed;
  });

  // PostgreSQL counts every scan the server runs: diffed around the sign-ins and the load.
  const scans = async (): Promise<TableScans | null> => {
    if (!scratch) return null;
    const c = await connectPostgres(scratch.url);
    try {
      return await tableScans((text) => c.query(text));
    } finally {
      await c.close();
    }
  };
  const scansBefore = await scans();

  const { server, readyMs } = await startServer();
  say(`server ready in ${(readyMs / 1000).toFixed(1)} s`);
  const t = performance.now();
  const sessions = await signIn(server.url, seed.activeSample);
  say(`${sessions.length} participants signed in in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const anonymous = new HttpClient(server.url, { ip: nextAddress() });
  const csrfAnswer = await anonymous.get('/sanctum/csrf-cookie');
  if (!ok(csrfAnswer)) throw new Error(`no CSRF cookie: ${label(csrfAnswer)}`);
  // The token is bound to the visitor id it came with (decision 020): both cookies travel together.
  const csrf = {
    cookie: [...anonymous.jar].map(([k, v]) => `${k}=${v}`).join('; '),
    token: anonymous.jar.get('XSRF-TOKEN')!,
  };

  // The machine may be shared: the load average says how much else was running.
  const loadBefore = os.loadavg()[0]!;
  const figures: CallFigures[] = [];
  for (const spec of calls(seed, sessions, csrf)) {
    const f = await runCall(server.url, spec, load);
    figures.push(f);
    say(
      `  ${spec.name}: ${f.requests} requests, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, errors ${f.errors}`,
    );
  }
  await server.stop();
  const scansAfter = await scans(); // after the stop: a closing backend has flushed its counters
  if (scansBefore && scansAfter)
    out.push(
      scansTable(
        `${kind}: scans of the big tables during the sign-ins and the load`,
        scansBefore,
        scansAfter,
      ),
      '',
    );
  out.push(
    figuresTable(
      `${kind}: ${load.connections} connections, ${load.amount} requests per call (at most ${load.maxSeconds} s)`,
      figures,
    ),
    '',
    `Server ready in ${(readyMs / 1000).toFixed(1)} s after start; ${sessions.length} signed-in participants rotated; ` +
      `load average (1 min) ${loadBefore.toFixed(1)} before the load, ${os.loadavg()[0]!.toFixed(1)} after.`,
  );
  return out.join('\n');
}

await runPerDatabase({
  ...cli,
  scratchPrefix: 'jti_bench_journey',
  bench: benchOne,
  heading: () =>
    `\n## Journey latency — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}\n`,
});
