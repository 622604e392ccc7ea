/**
 * `npm run bench:startup`: what a server start costs, from source against the production build
 * (issue 18; docs/decisions/033-production-server-build.md), in one interleaved run on each database:
 * - **source**: `node src/server/main.ts` (`npm run serve`: Node strips the types of ~1,500 modules);
 * - **built, first start**: `node dist/api/main.js` with its compile cache emptied (what the first
 *   start after a build pays);
 * - **built**: the same again, the compile cache written by the start before;
 * - **baseline** (with `--baseline DIR`): another checkout's build (say the main branch's, built there
 *   first), with its compile cache from the start before, on the same database, interleaved with this
 *   one's, for a before/after in one run; **baseline-first**, the same with its compile cache emptied
 *   (the before of «built, first start»).
 * The built server runs as package.json's `start` runs it: its environment and Node flags
 * (scripts/start-command.ts), each checkout's own.
 * For each: the time from spawn to the first `/readyz` 200 and the CPU seconds spent by then, the
 * RSS once idle (a few seconds after ready), and the peak RSS and CPU under a short mixed load (a
 * participant's and a recruiter's API reads, and server-rendered pages when dist/ holds the web app).
 * The servers run as deployed (NODE_ENV=production, no demo data, no API docs) on a database the
 * run fills first with the demo data. The load average is printed before and after.
 *
 *   npm run build && npm run bench:startup [-- --db pglite|postgres|both] [--pg-url URL]
 *     [--database jti_bench_startup] [--rounds 2] [--load-seconds 10] [--connections 8]
 *     [--variants source,first,built,baseline-first,baseline] [--baseline /path/to/other/checkout]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchCli, type DbKind } from './lib/cli.ts';
import { createScratchDatabase, type ScratchDatabase } from './lib/databases.ts';
import { HttpClient, label, nextAddress, ok } from './lib/http-client.ts';
import { watchProcess } from './lib/process-watch.ts';
import { freePort, ROOT, sleep, startServer, tail, waitReady, type ServerProcess } from './lib/server.ts';
import { DEMO_PASSWORD } from '#server/demo/demo-seed.ts';
import { ENTRY as BUILT, startCommand, type StartCommand } from '../scripts/start-command.ts';

const { args, kinds, pgUrl, tmp, say } = benchCli({
  name: 'startup',
  options: {
    database: { type: 'string', default: 'jti_bench_startup' },
    rounds: { type: 'string', default: '2' },
    'load-seconds': { type: 'string', default: '10' },
    connections: { type: 'string', default: '8' },
    'idle-seconds': { type: 'string', default: '5' },
    variants: { type: 'string', default: 'source,first,built,baseline-first,baseline' },
    baseline: { type: 'string' },
  },
});
const rounds = Number(args.rounds);
const loadSeconds = Number(args['load-seconds']);
const connections = Number(args.connections);
const idleSeconds = Number(args['idle-seconds']);

const COMPILE_CACHE = path.join(ROOT, 'dist', 'api', '.compile-cache');
const WEB_DIST = path.join(ROOT, 'dist');
const hasWeb = fs.existsSync(path.join(WEB_DIST, 'client', 'index.html'));
const BASELINE = args.baseline ? path.resolve(args.baseline) : null;
for (const root of [ROOT, ...(BASELINE ? [BASELINE] : [])])
  if (!fs.existsSync(path.join(root, BUILT)))
    throw new Error(`no server build in ${root}/dist/api: run \`npm run build\` there first`);

/** `node` and what comes before the entry, for the run's header. */
const described = (command: StartCommand) =>
  [...Object.entries(command.env).map(([k, v]) => `${k}=${v}`), 'node', ...command.nodeArgs].join(' ');

type Variant = {
  key: string;
  name: string;
  entry: string;
  /** The checkout it runs from (its dist/ too); this one by default. */
  root?: string;
  command?: StartCommand;
  before?: () => void;
};
const built = startCommand(ROOT);
const wanted = new Set(args.variants.split(','));
const VARIANTS: Variant[] = (
  [
    ...(BASELINE
      ? [
          {
            key: 'baseline-first',
            name: `baseline, first start (${path.basename(BASELINE)}, compile cache empty)`,
            entry: BUILT,
            root: BASELINE,
            command: startCommand(BASELINE),
            before: () =>
              fs.rmSync(path.join(BASELINE, 'dist', 'api', '.compile-cache'), {
                recursive: true,
                force: true,
              }),
          },
          {
            key: 'baseline',
            name: `baseline, built (${path.basename(BASELINE)}, ${described(startCommand(BASELINE))})`,
            entry: BUILT,
            root: BASELINE,
            command: startCommand(BASELINE),
          },
        ]
      : []),
    { key: 'source', name: 'source (node src/server/main.ts)', entry: 'src/server/main.ts' },
    {
      key: 'first',
      name: 'built, first start (compile cache empty)',
      entry: BUILT,
      command: built,
      before: () => fs.rmSync(COMPILE_CACHE, { recursive: true, force: true }),
    },
    { key: 'built', name: 'built (compile cache from the start before)', entry: BUILT, command: built },
  ] satisfies Variant[]
).filter((v) => wanted.has(v.key));

type Figures = {
  readyMs: number;
  readyCpuS: number;
  idleRssMb: number;
  peakRssMb: number;
  loadCpuMsPerRequest: number;
  requests: number;
  failed: string[];
};

const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

function rssMb(pid: number): number {
  const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return m ? Number(m[1]) / 1024 : 0;
}

function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Signs a demo account in; answers its client (cookies in its jar). */
async function signedIn(url: string, email: string): Promise<HttpClient> {
  const c = new HttpClient(url, { ip: nextAddress(), timeoutMs: 30_000 });
  const res = await c.post('/login', { email, password: DEMO_PASSWORD });
  if (!ok(res)) throw new Error(`sign-in of ${email} failed: ${label(res)}`);
  return c;
}

/** `connections` loops for `seconds`, each request the next of the mix; answers the count and the failures. */
async function mixedLoad(url: string, seconds: number): Promise<{ requests: number; failed: string[] }> {
  const participant = await signedIn(url, 'participant@example.com');
  const recruiter = await signedIn(url, 'recruiter@example.com');
  const calls: [HttpClient, string][] = [
    [participant, '/api/users/info'],
    [participant, '/api/screening/vacancy'],
    [participant, '/api/posts'],
    [participant, '/api/messages'],
    [recruiter, '/api/users/info'],
    [recruiter, '/api/dashboard/candidates'],
    [recruiter, '/api/dashboard/candidates?q=ива'],
    ...(hasWeb
      ? ([
          [participant, '/progress'],
          [participant, '/vacancies'],
        ] as [HttpClient, string][])
      : []),
  ];
  const until = performance.now() + seconds * 1000;
  let requests = 0;
  let next = 0;
  const failed: string[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const [client, call] = calls[next++ % calls.length]!;
        const res = await client.get(call);
        requests++;
        if (!ok(res)) failed.push(`${call} ${label(res)}`);
      }
    }),
  );
  return { requests, failed };
}

function serverEnv(port: number, variant: Variant): Record<string, string> {
  const web = path.join(variant.root ?? ROOT, 'dist');
  return {
    ...variant.command?.env,
    NODE_ENV: 'production',
    DEMO_DATA: 'off',
    DEV_OUTBOX: 'off',
    API_DOCS: 'off',
    COOKIE_SECURE: 'off', // plain HTTP on the loopback
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: hasWeb ? web : path.join(tmp, 'no-web'),
    LOG_LEVEL: 'warn',
  };
}

async function measure(
  kind: DbKind,
  variant: Variant,
  db: ScratchDatabase | null,
  dataDir: string,
): Promise<Figures> {
  variant.before?.();
  const port = await freePort();
  const logFile = path.join(tmp, `${kind}.log`);
  const server: ServerProcess = startServer({
    port,
    dataDir,
    logFile,
    entry: variant.entry,
    nodeArgs: variant.command?.nodeArgs ?? [],
    ...(variant.root ? { root: variant.root } : {}),
    env: serverEnv(port, variant),
    ...(db ? { databaseUrl: db.url } : {}),
  });
  try {
    const readyMs = await waitReady(server, 300_000).catch((err: unknown) => {
      throw new Error(`${String(err)}\n${tail(logFile)}`);
    });
    const readyCpuS = cpuSeconds(server.pid);
    await sleep(idleSeconds * 1000);
    const idleRssMb = rssMb(server.pid);
    const watch = watchProcess(server.pid, 100);
    const { requests, failed } = await mixedLoad(server.url, loadSeconds);
    const cost = watch.stop();
    return {
      readyMs,
      readyCpuS,
      idleRssMb,
      peakRssMb: cost.peakRssMb,
      loadCpuMsPerRequest: (cost.cpuSeconds * 1000) / Math.max(1, requests),
      requests,
      failed,
    };
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

say(
  `# Server start: source against the production build — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model.trim()}, Node ${process.version}`,
);
say('');
say(
  `Load average (1 / 5 / 15 min) at the start: ${loadavg()}. Web app in dist/: ${hasWeb ? 'yes (pages rendered in the load)' : 'no (API only)'}. The built server runs as \`npm start\` runs it: \`${described(built)} ${BUILT}\`.`,
);

for (const kind of kinds) {
  const dataDir = path.join(tmp, `${kind}-data`);
  fs.mkdirSync(dataDir, { recursive: true });
  const db = kind === 'postgres' ? await createScratchDatabase(pgUrl, args.database) : null;
  try {
    // Fill the database once (migrations, reference and demo data), from source, then stop.
    const port = await freePort();
    const logFile = path.join(tmp, `${kind}-prepare.log`);
    const prepare = startServer({
      port,
      dataDir,
      logFile,
      env: { DEMO_DATA: 'on', WEB_DIST: path.join(tmp, 'no-web') },
      ...(db ? { databaseUrl: db.url } : {}),
    });
    await waitReady(prepare, 600_000).catch((err: unknown) => {
      throw new Error(`${String(err)}\n${tail(logFile)}`);
    });
    await prepare.stop();

    const results = new Map<string, Figures[]>(VARIANTS.map((v) => [v.name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const variant of VARIANTS) {
        const figures = await measure(kind, variant, db, dataDir);
        results.get(variant.name)!.push(figures);
        say(
          `  ${kind} round ${round + 1}, ${variant.name}: ready ${(figures.readyMs / 1000).toFixed(2)} s (${figures.readyCpuS.toFixed(2)} CPU s), ` +
            `RSS idle ${figures.idleRssMb.toFixed(0)} MB, peak ${figures.peakRssMb.toFixed(0)} MB, ${figures.requests} requests ` +
            `(${figures.loadCpuMsPerRequest.toFixed(2)} CPU ms each)${figures.failed.length ? `, failed: ${figures.failed.slice(0, 3).join(', ')} (${figures.failed.length})` : ''}; load ${loadavg()}`,
        );
      }
    }
    say('');
    say(
      `## ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}: median of ${rounds} starts each, the variants interleaved`,
    );
    say('');
    say(
      '| start | ready (spawn → /readyz 200) | CPU s to ready | RSS idle | RSS peak under load | CPU ms per request | requests | failed |',
    );
    say('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [name, runs] of results) {
      say(
        `| ${name} | ${(median(runs.map((r) => r.readyMs)) / 1000).toFixed(2)} s | ${median(runs.map((r) => r.readyCpuS)).toFixed(2)} | ` +
          `${median(runs.map((r) => r.idleRssMb)).toFixed(0)} MB | ${median(runs.map((r) => r.peakRssMb)).toFixed(0)} MB | ` +
          `${median(runs.map((r) => r.loadCpuMsPerRequest)).toFixed(2)} | ${median(runs.map((r) => r.requests)).toFixed(0)} | ${runs.reduce((n, r) => n + r.failed.length, 0)} |`,
      );
    }
    say('');
    say(`Load average after ${kind}: ${loadavg()}.`);
  } finally {
    await db?.drop();
  }
}
fs.rmSync(tmp, { recursive: true, force: true });
