/**
 * Benchmark: a mixed load that mirrors real use, and the floor beside it.
 *
 *   npm run bench:mixed -- [--db pglite|postgres|both] [--seconds 60] [--rate 1000] [--sockets 256]
 *                          [--participants 200] [--staff 20] [--scale 1]
 *                          [--requests 600] [--connections 10] [--max-seconds 30]
 *                          [--reuse-database postgres://…/jti_bench_mixed] [--cpu-prof DIR]
 *                          [--pg-url postgres://…] [--baseline /path/to/other/checkout]
 *                          [--call-requests 400] [--paused-users 10] [--paused-seconds 30]
 *                          [--renders 200] [--web-dist dist] [--skip-floor] [--renders-only] [--mix-only]
 *                          [--source]
 *                          [--streams] [--rounds 3] [--memory-streams 1000]
 *
 * For each database: seeds the programme at `--scale` (bench/lib/scale-seed.ts; 1 is 100,000
 * participants and candidates, 1M history rows, 10,000 posts, 1M messages), or with `--reuse-database`
 * uses a kept PostgreSQL database as it is (seeded by the first run, then reused: the full scale takes
 * minutes); starts the real server and signs every simulated user in (outside the measured window),
 * each with its own session and address (the staff are the seed's recruiters, signed in as often as
 * needed). Then, after a short warm-up:
 * - the mixed load: `--rate` requests a second for `--seconds`, open loop (bench/lib/open-loop.ts);
 *   participants check their session, open their progress, the feed and their messages; the staff
 *   page the candidates table with varied filters and sorts, open cards and change a stage's status;
 *   with the server's peak memory and CPU seconds;
 * - the floor: the candidates table's own statements (recorded from the service for each variant)
 *   sent by a minimal Fastify app on the same database (bench/lib/floor-app.ts), and the real call
 *   with the same variants, each loaded alike (`--requests` over `--connections`, autocannon), each
 *   warmed first by one pass over the variants per connection.
 * - CPU per request per call: each call of the mix (and three HTML pages a participant opens) loaded
 *   alone, the server's Node CPU and its PostgreSQL backends' CPU per request (bench/lib/cpu-per-call.ts);
 * - the paused case beside the streamed one: the same reads back to back, and from `--paused-users`
 *   users making one request a second each; again with every core kept from halting (an idle-priority
 *   spinner each); and a bare Fastify server asked both ways, the floor any Node server pays for a pause
 *   on this machine (bench/lib/pause-penalty.ts);
 * - the CPU of rendering a page apart from its data (bench/lib/render-cpu.ts), from `--web-dist`
 *   (and with `--baseline`, from that checkout's `dist/` too, in turn); `--renders-only` measures this
 *   alone, after the short warm-up: the quick before-and-after for a change to the pages;
 *   `--mix-only` measures the mixed load alone, `--rounds` times, the servers' order swapped every
 *   round.
 * The server is each checkout's build (`dist/api`: run `npm run build` there first), run as its
 * package.json's `start` runs it, with the same memory flags (scripts/start-command.ts): the young
 * generation's size changes the CPU of a request by up to 10 %. `--source` runs src/server/main.ts
 * with Node's defaults instead (the figures before 2026-11-28's last round were taken so).
 * With `--baseline DIR` (PostgreSQL only) a second server runs that checkout's code (say the main
 * branch's) on the same database, and every measurement above is taken on both in turn: before and
 * after from one interleaved run. Their PostgreSQL connections are told apart by application_name.
 * With `--streams` (issue 19) the run is instead the mix with every participant holding a live stream
 * against the plain mix, interleaved on one server (`--rounds` of each), each call alone both ways,
 * and the server's memory per open stream (bench/lib/streams-mix.ts).
 * `--cpu-prof DIR` writes the server's V8 CPU profile there (sign-ins and the warm-up included) to
 * open in Chrome DevTools or summarise with `npx node bench/cpu-profile-top.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CandidatesQuerySchema } from '#shared/contracts/candidates-table.ts';
import { listCandidates } from '#server/modules/candidates-table/candidates-table.service.ts';
import { benchCli, loadFlags, loadOf } from './lib/cli.ts';
import { recordStatements, startFloor } from './lib/floor.ts';
import { nextAddress } from './lib/http-client.ts';
import { figuresTable, fmt, runCall, type CallFigures } from './lib/load.ts';
import { discover, isSeeded, type MixedSetup } from './lib/mixed-setup.ts';
import { runMix, type MixCall, type MixFigures } from './lib/open-loop.ts';
import { pausePenalty } from './lib/pause-penalty.ts';
import { runPerDatabase, type BenchDatabase } from './lib/per-database.ts';
import { backendsNamed, watchBackends, watchProcess } from './lib/process-watch.ts';
import { measureRenders, type RenderFigures } from './lib/render-cpu.ts';
import { ROOT, type ServerProcess } from './lib/server.ts';
import {
  cpuPerCall,
  pausedAgainstStreamed,
  pausedTable,
  perCallTable,
  withCpu,
  type Target,
} from './lib/cpu-per-call.ts';
import { seedAtScale } from './lib/scale-seed.ts';
import { streamsAgainstPlain } from './lib/streams-mix.ts';
import { signIn } from './lib/sign-in.ts';

const cli = benchCli({
  name: 'mixed',
  options: {
    seconds: { type: 'string', default: '60' },
    rate: { type: 'string', default: '1000' },
    sockets: { type: 'string', default: '256' },
    participants: { type: 'string', default: '200' },
    staff: { type: 'string', default: '20' },
    scale: { type: 'string', default: '1' },
    'reuse-database': { type: 'string' },
    'cpu-prof': { type: 'string' },
    baseline: { type: 'string' },
    'call-requests': { type: 'string', default: '400' },
    'paused-users': { type: 'string', default: '10' },
    'paused-seconds': { type: 'string', default: '30' },
    renders: { type: 'string', default: '200' },
    'web-dist': { type: 'string', default: path.join(ROOT, 'dist') },
    'skip-floor': { type: 'boolean', default: false },
    'renders-only': { type: 'boolean', default: false },
    'mix-only': { type: 'boolean', default: false },
    source: { type: 'boolean', default: false },
    streams: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '3' },
    'memory-streams': { type: 'string', default: '1000' },
    ...loadFlags({ requests: '600', connections: '10', maxSeconds: '30' }),
  },
});
const { args, say } = cli;
const load = loadOf(args);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);

/** A signed-in simulated user: the headers every request of theirs carries. */
type User = { headers: Record<string, string>; xsrf: string };

/** The candidates table as the staff use it: every sort, the common filters, the slow-prone ones. */
function tableQueries(s: MixedSetup): string[] {
  return [
    'per_page=50',
    'sort=applied_at&order=asc&page=2',
    'sort=name&order=asc',
    'sort=name&order=desc&page=3',
    'sort=stage&order=desc',
    'sort=deadline&order=asc',
    `vacancy_id=${s.vacancyId}&sort=name&order=asc`,
    'status=assigned,awaiting',
    'stage=3&stage_status=awaiting&sort=deadline&order=asc',
    'overdue=true',
    `city_id=${s.cityId}&sort=name&order=asc`,
    'english_level=4',
    'english_level=5&sort=deadline&order=asc',
    'departments=2,4',
    'departments=7&sort=name&order=asc',
    'status=assigned,awaiting&english_level=3&departments=2,4&sort=name&order=asc',
    'applied_from=2026-03-01&applied_to=2026-03-31',
    // The commonest surname, as staff type it (the searches have a call of their own in the mix).
    `q=${encodeURIComponent(s.searches[0]!)}&sort=name&order=asc`,
  ];
}

/** The pages a signed-in participant opens, rendered on the server with their data (src/server/pages). */
const PAGES = ['/progress', '/vacancies', '/newswire'];

/** Sign-ins four at a time (argon2 is slow on purpose); each user from their own address. */
async function signInAll(url: string, emails: string[]): Promise<User[]> {
  const users: User[] = new Array(emails.length);
  let next = 0;
  const worker = async () => {
    while (next < emails.length) {
      const i = next++;
      const ip = nextAddress();
      // A connection reset on a loaded machine is retried (the sign-in itself is idempotent).
      const cookie = await signIn(url, emails[i]!, { ip }).catch(() => signIn(url, emails[i]!, { ip }));
      const xsrf = decodeURIComponent(cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
      users[i] = { headers: { cookie, 'x-forwarded-for': ip }, xsrf };
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return users;
}

/** The calls the web app makes for those screens (src/web/features), weighted per 1,000 requests. */
function mixCalls(
  s: MixedSetup,
  participants: User[],
  staff: User[],
  browsing: User[],
  queries: string[],
): MixCall[] {
  const everyone = [...participants, ...staff];
  const p = (i: number) => participants[i % participants.length]!.headers;
  const st = (i: number) => staff[i % staff.length]!;
  const get = (name: string, weight: number, build: MixCall['build']): MixCall => ({
    name,
    weight,
    method: 'GET',
    build,
  });
  return [
    get('GET /api/users/info (session check, everyone)', 200, (i) => ({
      path: '/api/users/info',
      headers: everyone[(i * 7) % everyone.length]!.headers,
    })),
    get('GET /api/screening/vacancy (progress)', 110, (i) => ({
      path: '/api/screening/vacancy',
      headers: p(i),
    })),
    get('GET /api/screening/vacancy/stages (progress)', 110, (i) => ({
      path: '/api/screening/vacancy/stages',
      headers: p(i + 3),
    })),
    get('GET /api/posts (feed, first page)', 130, (i) => ({
      path: i % 4 === 3 ? '/api/posts?category=events&per_page=10' : '/api/posts?per_page=10',
      headers: p(i + 5),
    })),
    get('GET /api/messages (messages page)', 80, (i) => ({
      path: '/api/messages?page=1&per_page=20',
      headers: p(i + 7),
    })),
    get('GET /api/messages?per_page=1 (unread flag)', 150, (i) => ({
      path: '/api/messages?page=1&per_page=1',
      headers: p(i + 11),
    })),
    get('staff: GET /api/dashboard/candidates (table)', 110, (i) => ({
      path: `/api/dashboard/candidates?${queries[i % queries.length]}`,
      headers: st(i).headers,
    })),
    get('staff: GET /api/dashboard/candidates?q= (search: name, e-mail, phone)', 30, (i) => ({
      path: `/api/dashboard/candidates?q=${encodeURIComponent(s.searches[i % s.searches.length]!)}`,
      headers: st(i + 3).headers,
    })),
    // A participant in a screening is sent from /vacancies to /progress: the vacancies are browsed
    // by those whose record has ended.
    ...PAGES.map((page, k) =>
      get(`participant: GET ${page} (HTML page)`, 20, (i) => ({
        path: page,
        headers: {
          ...(page === '/vacancies' ? browsing[i % browsing.length]!.headers : p(i + 13 + k)),
          accept: 'text/html',
          'accept-encoding': 'br, gzip',
        },
      })),
    ),
    get('staff: GET /api/dashboard/candidate/{id} (card)', 80, (i) => ({
      path: `/api/dashboard/candidate/${s.cardIds[(i * 13) % s.cardIds.length]}`,
      headers: st(i + 1).headers,
    })),
    {
      name: 'staff: PUT /api/dashboard/candidate/{id}/stage/3 (status)',
      weight: 30,
      method: 'PUT',
      build: (i) => {
        const user = st(i + 2);
        // Each candidate in turn, to «eval» on the first round, back to «awaiting» on the next.
        const round = Math.floor(i / s.changeIds.length);
        return {
          path: `/api/dashboard/candidate/${s.changeIds[i % s.changeIds.length]}/stage/3`,
          headers: { ...user.headers, 'x-xsrf-token': user.xsrf },
          body: { status: round % 2 === 0 ? 'eval' : 'awaiting' },
        };
      },
    },
  ];
}

type Cost = { peakRssMb: number; cpuSeconds: number; dbCpuSeconds: number | null };

const perRequest = (seconds: number, requests: number) =>
  ((seconds * 1000) / Math.max(1, requests)).toFixed(2);

function mixReport(kind: string, f: MixFigures, cost: Cost): string {
  const met = f.overall.rps >= RATE * 0.98 && f.overall.p99 < 50 && f.overall.errors === 0;
  return [
    figuresTable(
      `${kind}: mixed load, ${args.participants} participants + ${args.staff} staff, ${RATE} req/s offered for ${SECONDS} s`,
      [f.overall, ...f.calls],
    ),
    `Server: peak RSS ${cost.peakRssMb.toFixed(0)} MB, ${cost.cpuSeconds.toFixed(1)} CPU s ` +
      `(${perRequest(cost.cpuSeconds, f.overall.requests)} CPU ms per request)` +
      (cost.dbCpuSeconds === null
        ? '. '
        : `; PostgreSQL's backends ${cost.dbCpuSeconds.toFixed(1)} CPU s (${perRequest(cost.dbCpuSeconds, f.overall.requests)} CPU ms per request). `) +
      `The load generator sent a request at most ${f.maxLateMs.toFixed(0)} ms after it was due. ` +
      `Budget (1,000 req/s, p99 under 50 ms, no errors): ${met ? 'met' : 'MISSED'}.` +
      (f.failures.size ? ` No answer: ${[...f.failures].map(([why, n]) => `${why}×${n}`).join(', ')}.` : ''),
  ].join('\n\n');
}

type Measured = { f: CallFigures; cpuMs: number; dbCpuMs: number | null };

/** One closed-loop run of `spec`, with the CPU milliseconds per request of the server and the database. */
async function measured(
  url: string,
  pid: number,
  database: string | null,
  spec: Parameters<typeof runCall>[1],
): Promise<Measured> {
  const watch = watchProcess(pid);
  const db = database ? watchBackends(database) : null;
  const f = await runCall(url, spec, load);
  const ms = (s: number) => (s * 1000) / Math.max(1, f.requests);
  const dbCpu = db?.stop() ?? null;
  return { f, cpuMs: ms(watch.stop().cpuSeconds), dbCpuMs: dbCpu === null ? null : ms(dbCpu) };
}

function floorReport(kind: string, ours: Measured, floor: Measured): string {
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');
  const db = (m: Measured) => (m.dbCpuMs === null ? '—' : m.dbCpuMs.toFixed(2));
  const row = (name: string, m: Measured) =>
    `| ${name} | ${m.f.rps.toFixed(0)} | ${fmt(m.f.p50)} | ${fmt(m.f.p95)} | ${fmt(m.f.p99)} | ${m.cpuMs.toFixed(2)} | ${db(m)} | ${m.f.errors} |`;
  const o = ours.f;
  const fl = floor.f;
  return [
    `### ${kind}: the candidates table against its floor (${load.connections} connections, ${load.amount} requests, the same ${o.name})`,
    '',
    '| | req/s | p50 ms | p95 ms | p99 ms | server CPU ms per request | PostgreSQL CPU ms per request | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    row('our server: GET /api/dashboard/candidates', ours),
    row('floor: bare Fastify, the same statements', floor),
    `| ours / floor | ${ratio(o.rps, fl.rps)} | ${ratio(o.p50, fl.p50)} | ${ratio(o.p95, fl.p95)} | ${ratio(o.p99, fl.p99)} | ${ratio(ours.cpuMs, floor.cpuMs)} | | |`,
    '',
    'The server CPU is the Node process alone (PGlite runs inside it; PostgreSQL in its own backends, counted apart).',
  ].join('\n');
}

function renderTable(rows: RenderFigures[], label = ''): string {
  const lines = [
    `### Rendering a page apart from its data (${args.renders} renders each, one at a time, from recorded answers)${label}`,
    '',
    '| page | render CPU ms p50 | render CPU ms p95 | document + Brotli CPU ms p50 | Brotli kB | budget (issue 14: render ≤ 2 ms at the median) |',
    '|---|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.renderP50.toFixed(2)} | ${r.renderP95.toFixed(2)} | ${r.documentP50.toFixed(2)} | ${r.htmlKb.toFixed(1)} | ${r.renderP50 <= 2 ? 'met' : 'MISSED'} |`,
    ),
  ];
  for (const r of rows.filter((x) => x.top))
    lines.push(
      '',
      `${r.page}, where a render's time goes (self time over ${args.renders} renders): ` +
        r.top!.map((t) => `${t.name} ${t.ms.toFixed(0)} ms`).join('; '),
    );
  return lines.join('\n');
}

const avg = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');

async function benchOne(database: BenchDatabase): Promise<string> {
  const { kind, planTarget, prepare, startServer } = database;
  const counts = { participants: Number(args.participants), staff: Number(args.staff) };
  say(`\n== ${kind} ==`);
  if (args.baseline && kind !== 'postgres')
    throw new Error('--baseline needs PostgreSQL (two servers on one database)');
  if (args.baseline && args.streams) throw new Error('--streams compares on one server: no --baseline');
  const setup = await prepare(async (db) => {
    if (await isSeeded(db)) say('  reusing the seeded database');
    else {
      const seed = await seedAtScale(db, { scale: Number(args.scale), log: say });
      say(`  seeded at scale ${args.scale} in ${(seed.totalMs / 1000).toFixed(1)} s`);
    }
    return discover(db, counts);
  });
  const queries = tableQueries(setup);
  const recruiter = { id: setup.staffId, role: 'recruiter' as const };
  const statements =
    args['skip-floor'] || args.streams || args['renders-only']
      ? []
      : await recordStatements(kind, planTarget, queries, (db, q) =>
          listCandidates(
            db,
            recruiter,
            CandidatesQuerySchema.parse(Object.fromEntries(new URLSearchParams(q))),
          ),
        );

  const dbName = database.scratch?.name ?? null;
  const webDist = path.resolve(args['web-dist']);
  if (!fs.existsSync(path.join(webDist, 'server', 'entry-server.js')))
    throw new Error(`no web build in ${webDist}: run npm run build (the HTML pages need it)`);
  const cpuProf = args['cpu-prof'] && path.resolve(args['cpu-prof']);
  // As production runs it (docs/deploy.md): React's production build renders the pages, the
  // development one costs several times the CPU. Plain HTTP here, so the cookies are not Secure.
  const env = {
    NODE_ENV: 'production',
    DEV_OUTBOX: 'off',
    DEMO_DATA: 'off',
    COOKIE_SECURE: 'off',
    WEB_DIST: webDist,
    ...(cpuProf
      ? {
          NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${cpuProf}`,
        }
      : {}),
  };
  // Before (the baseline checkout) first, then after (this one): every phase takes them in that order.
  const plan = args.baseline
    ? [
        { label: 'before', root: path.resolve(args.baseline) },
        { label: 'after', root: ROOT },
      ]
    : [{ label: '', root: ROOT }];
  const servers: ServerProcess[] = [];
  const closers: (() => Promise<void>)[] = [];
  const targets: Target[] = [];
  for (const p of plan) {
    const applicationName = `jti-bench-${p.label || 'server'}`;
    const { server } = await startServer(env, { root: p.root, applicationName, asDeployed: !args.source });
    servers.push(server);
    let backends: Target['backends'] = null;
    if (database.scratch) {
      const named = await backendsNamed(database.scratch.url, applicationName);
      closers.push(named.close);
      backends = named.pids;
    }
    targets.push({ label: p.label, url: server.url, pid: server.pid, backends });
  }
  try {
    const t = performance.now();
    // Sessions live in the database: one sign-in serves both servers (they share APP_SECRET).
    const participants = await signInAll(targets[0]!.url, setup.participants);
    const staff = await signInAll(targets[0]!.url, setup.staff);
    const browsing = await signInAll(targets[0]!.url, setup.browsing);
    say(
      `  ${participants.length + staff.length} users signed in in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    const calls = mixCalls(setup, participants, staff, browsing, queries);
    for (const target of targets)
      await runMix(target.url, calls, {
        rate: RATE,
        seconds: Math.min(5, Math.max(1, SECONDS / 6)),
        sockets: Number(args.sockets),
        seed: 2,
      });

    if (args.streams)
      return [
        `Database: ${setup.dbVersion}.`,
        await streamsAgainstPlain({
          target: targets[0]!,
          database: dbName,
          calls,
          cookies: participants.map((u) => u.headers.cookie!),
          rate: RATE,
          seconds: SECONDS,
          sockets: Number(args.sockets),
          rounds: Number(args.rounds),
          memoryStreams: Number(args['memory-streams']),
          callLoad: {
            connections: load.connections,
            amount: Number(args['call-requests']),
            maxSeconds: load.maxSeconds,
          },
          say,
        }),
      ].join('\n\n');

    const reports: string[] = [];
    const loads: string[] = [`${avg(os.loadavg())} at the start`];
    // --renders-only: phase 4 alone (a page's rendering, before and after, in minutes).
    if (!args['renders-only']) {
      // 1. The mixed load, on each server in turn; with --mix-only, `--rounds` times, the order
      // swapped every round (the server measured first may pay for warming PostgreSQL's caches).
      const mixRounds = args['mix-only'] ? Number(args.rounds) : 1;
      for (let round = 1; round <= mixRounds; round++)
        for (const target of round % 2 === 1 ? targets : [...targets].reverse()) {
          const name = [target.label, mixRounds > 1 ? `round ${round}` : ''].filter(Boolean).join(', ');
          const m = await withCpu(
            target,
            dbName,
            () => runMix(target.url, calls, { rate: RATE, seconds: SECONDS, sockets: Number(args.sockets) }),
            (f) => f.overall.requests,
          );
          const mix = m.result;
          loads.push(`${avg(os.loadavg())} after the mixed load${name ? ` (${name})` : ''}`);
          say(
            `  ${name ? `${name}: ` : ''}mixed: ${mix.overall.rps.toFixed(0)} req/s, p50 ${mix.overall.p50.toFixed(1)} ms, p95 ${mix.overall.p95.toFixed(1)} ms, p99 ${mix.overall.p99.toFixed(1)} ms, errors ${mix.overall.errors}, peak RSS ${m.peakRssMb.toFixed(0)} MB, Node ${m.cpu.nodeMs?.toFixed(2)} + PostgreSQL ${m.cpu.dbMs?.toFixed(2) ?? '?'} CPU ms a request`,
          );
          const seconds = (ms: number | null, n: number) => (ms === null ? null : (ms * n) / 1000);
          reports.push(
            mixReport(`${kind}${name ? ` (${name})` : ''}`, mix, {
              peakRssMb: m.peakRssMb,
              cpuSeconds: seconds(m.cpu.nodeMs, mix.overall.requests)!,
              dbCpuSeconds: seconds(m.cpu.dbMs, mix.overall.requests),
            }),
          );
        }
      if (args['mix-only'])
        return [
          `Database: ${setup.dbVersion}. Load average (1 / 5 / 15 min): ${loads.join('; ')}.`,
          ...reports,
        ].join('\n\n');
      // 2. Each call alone, on each server in turn.
      const callLoad = {
        connections: load.connections,
        amount: Number(args['call-requests']),
        maxSeconds: load.maxSeconds,
      };
      const perCall = await cpuPerCall(targets, dbName, calls, callLoad, say);
      loads.push(`${avg(os.loadavg())} after the calls alone`);
      reports.push(
        perCallTable(
          `${kind}: CPU per request, each call alone (${callLoad.connections} connections, ${callLoad.amount} requests)`,
          perCall,
          targets.map((x) => x.label),
        ),
      );
      // 3. Paused against streamed: the API reads (the status change is a write; the pages are
      // measured above and by the render phase).
      const reads = calls.filter((c) => c.method === 'GET' && c.name.includes('/api/'));
      const users = Number(args['paused-users']);
      const paused = [];
      for (const target of targets)
        paused.push(
          await pausedAgainstStreamed(target, dbName, reads, {
            users,
            seconds: Number(args['paused-seconds']),
            streamedRequests: users * Number(args['paused-seconds']),
            idleSeconds: 10,
          }),
        );
      const machine = await pausePenalty();
      loads.push(`${avg(os.loadavg())} after the paused case`);
      reports.push(
        pausedTable(
          `${kind}: the paused case beside the streamed one (the mix's reads)`,
          paused,
          users,
          machine,
        ),
      );
    }
    // 4. Rendering apart from the data (this process; the code of --web-dist, and with --baseline
    // that checkout's dist/ too: before, after, before, after, each from the same recorded answers).
    const dists = args.baseline
      ? [
          { label: 'before', dir: path.join(path.resolve(args.baseline), 'dist') },
          { label: 'after', dir: webDist },
        ]
      : [{ label: '', dir: webDist }];
    for (const round of args.baseline ? [1, 2] : [1])
      for (const dist of dists) {
        const renders = await measureRenders({
          webDist: dist.dir,
          baseUrl: targets.at(-1)!.url,
          // The vacancy filter is a POST: it carries the visitor's CSRF token, as the browser's does.
          headers: (page) => {
            const user = page === '/vacancies' ? browsing[0]! : participants[0]!;
            return { ...user.headers, 'x-xsrf-token': user.xsrf };
          },
          pages: PAGES,
          renders: Number(args.renders),
          profile: true,
        });
        const label = dist.label ? ` — ${dist.label}, round ${round}` : '';
        reports.push(renderTable(renders, label));
      }
    loads.push(`${avg(os.loadavg())} after the renders`);

    // 5. The floor, against this checkout's server alone.
    for (const server of servers.slice(0, -1)) await server.stop();
    if (!args['skip-floor'] && !args['renders-only']) {
      const ours = targets.at(-1)!;
      const table = (base: string) => ({
        name: `${queries.length} table queries in turn`,
        method: 'GET' as const,
        build: (i: number) => ({
          path:
            base === 'ours'
              ? `/api/dashboard/candidates?${queries[i % queries.length]}`
              : `/table?v=${i % queries.length}`,
          headers: base === 'ours' ? staff[i % staff.length]!.headers : {},
        }),
      });
      // One pass per connection, so every pooled database connection has its caches warm too.
      const warm = {
        connections: load.connections,
        amount: queries.length * load.connections,
        maxSeconds: load.maxSeconds,
      };
      await runCall(ours.url, table('ours'), warm);
      const oursFigures = await measured(ours.url, ours.pid, dbName, table('ours'));
      await servers.at(-1)!.stop();
      const floorServer = await startFloor({
        statements,
        dataDir: database.dataDir,
        databaseUrl: database.scratch?.url,
        logFile: database.logFile.replace(/\.log$/, '-floor.log'),
      });
      const floor = await runCall(floorServer.url, table('floor'), warm)
        .then(() => measured(floorServer.url, floorServer.pid, dbName, table('floor')))
        .finally(() => floorServer.stop());
      loads.push(`${avg(os.loadavg())} after the floor`);
      reports.push(floorReport(kind, oursFigures, floor));
    }
    return [
      `Database: ${setup.dbVersion}. Load average (1 / 5 / 15 min): ${loads.join('; ')}.`,
      ...reports,
    ].join('\n\n');
  } finally {
    // Stopped, not killed: a server run with --cpu-prof writes its profile as it exits.
    for (const server of servers) await server.stop();
    for (const close of closers) await close().catch(() => {});
  }
}

await runPerDatabase({
  ...cli,
  reuseUrl: args['reuse-database'],
  scratchPrefix: 'jti_bench_mixed',
  bench: benchOne,
  heading: () =>
    `\n## Mixed load — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}\n`,
});
