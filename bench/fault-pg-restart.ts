/**
 * Fault drill: PostgreSQL goes down under load and comes back. A manual drill, not part of `npm test`.
 *
 *   npm run fault:pg-restart -- [--pg-url postgres://postgres@127.0.0.1:5432/postgres] [--cluster 15/main]
 *                               [--mode stop-start|restart|proxy] [--down 3] [--before 5] [--after 5]
 *                               [--concurrency 8] [--timeout 10000]
 *
 * WARNING: `stop-start` (the default) and `restart` really stop the PostgreSQL cluster with
 * `pg_ctlcluster --skip-systemctl-redirect`: every other client of that server loses its connections.
 * `--mode proxy` puts a TCP proxy between this server and PostgreSQL and cuts it instead, disturbing
 * no one (to try the drill itself).
 *
 * Starts the real server on a fresh database `jti_fault_pg_<pid>` (dropped at the end), signs a few
 * participants up, then keeps a steady mixed load of reads and writes (bench/lib/write-kinds.ts plus
 * public reads) and polls /readyz, stops PostgreSQL for --down seconds, and records every answer per
 * second: 2xx, 4xx, 503, other 5xx, connection errors, time-outs. A probe connects to the database
 * every 100 ms to see when it really went down and came back (pg_ctlcluster returns late on both
 * ends, so its timing would count up-time as outage). It proves that during the outage
 * the answers are 503 (no 500, no hang past --timeout, no crash), and that after PostgreSQL is back
 * the same server process answers 2xx again, timing PostgreSQL up (probe) -> first 2xx. Exits
 * non-zero on a 500, a time-out, a connection error (crash), /readyz 200 or any 2xx while the
 * database is down, or no recovery within 30 s.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { createScratchDatabase, DEFAULT_PG_URL, type ScratchDatabase } from './lib/databases.ts';
import { HttpClient, nextAddress, observeRequests, ok, type Outcome } from './lib/http-client.ts';
import { freePort, sleep, startServer, tail, waitReady, type ServerProcess } from './lib/server.ts';
import { startTcpProxy, type TcpProxy } from './lib/tcp-proxy.ts';
import { pickKind, prepareState, WRITE_KINDS, type DrillState, type WriteKind } from './lib/write-kinds.ts';

const run = promisify(execFile);

function defaultCluster(): string {
  try {
    const version = fs.readdirSync('/etc/postgresql').sort().at(-1);
    return version ? `${version}/main` : '15/main';
  } catch {
    return '15/main';
  }
}

const { values: args } = parseArgs({
  options: {
    'pg-url': { type: 'string', default: DEFAULT_PG_URL },
    cluster: { type: 'string', default: defaultCluster() },
    mode: { type: 'string', default: 'stop-start' },
    down: { type: 'string', default: '3' },
    before: { type: 'string', default: '5' },
    after: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '8' },
    timeout: { type: 'string', default: '10000' },
  },
});
const mode = args.mode as 'stop-start' | 'restart' | 'proxy';
if (!['stop-start', 'restart', 'proxy'].includes(mode))
  throw new Error(`--mode must be stop-start, restart or proxy`);
const [clusterVersion = '15', clusterName = 'main'] = args.cluster.split('/');
const downMs = Number(args.down) * 1000;
const beforeMs = Number(args.before) * 1000;
const afterMs = Number(args.after) * 1000;
const concurrency = Number(args.concurrency);
const timeoutMs = Number(args.timeout);
const RECOVERY_LIMIT_MS = 30_000;

/** Calls that do not touch the database: they answer during the outage and say nothing about it. */
const NO_DATABASE = new Set(['/healthz', '/sanctum/csrf-cookie']);

type Sample = { url: string; startedAt: number; endedAt: number; outcome: Outcome; readyz: boolean };
const samples: Sample[] = [];

function bucket(o: Outcome): '2xx' | '4xx' | '503' | '5xx' | 'net' | 't/o' | 'other' {
  if (o.kind === 'network') return 'net';
  if (o.kind === 'timeout') return 't/o';
  if (o.status >= 200 && o.status < 300) return '2xx';
  if (o.status === 503) return '503';
  if (o.status >= 500) return '5xx';
  if (o.status >= 400) return '4xx';
  return 'other';
}

async function pgCtl(action: 'stop' | 'start' | 'restart'): Promise<void> {
  await run(
    'pg_ctlcluster',
    ['--skip-systemctl-redirect', '--mode', 'fast', clusterVersion, clusterName, action],
    {
      timeout: 120_000,
    },
  );
}

async function pgIsUp(): Promise<boolean> {
  try {
    const { stdout } = await run('pg_lsclusters', ['--no-header'], { timeout: 10_000 });
    return stdout.split('\n').some((l) => {
      const [v, name, , status] = l.trim().split(/\s+/);
      return v === clusterVersion && name === clusterName && status?.startsWith('online');
    });
  } catch {
    return false;
  }
}

const publicRead: WriteKind = {
  name: 'read-cities',
  weight: 3,
  write: false,
  ready: () => true,
  run: async (state) => ({
    outcome: await new HttpClient(state.baseUrl, { ip: nextAddress(), timeoutMs }).get('/api/cities'),
  }),
  invariants: [],
};
const KINDS = [...WRITE_KINDS, publicRead];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-fault-pg-'));
const logFile = path.join(tmp, 'server.log');
let scratch: ScratchDatabase | null = null;
let proxy: TcpProxy | null = null;
let server: ServerProcess | null = null;
let pgStopped = false;

async function main(): Promise<number> {
  scratch = await createScratchDatabase(args['pg-url'], `jti_fault_pg_${process.pid}`);
  let databaseUrl = scratch.url;
  if (mode === 'proxy') {
    const target = new URL(scratch.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const via = new URL(scratch.url);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    databaseUrl = via.toString();
  }
  const port = await freePort();
  server = startServer({ port, dataDir: path.join(tmp, 'data'), logFile, databaseUrl });
  await waitReady(server, 120_000);
  const pid = server.pid;
  console.log(
    `fault drill: PostgreSQL ${mode === 'proxy' ? 'cut off by a proxy' : `cluster ${clusterVersion}/${clusterName} ${mode}`} ` +
      `under load; server PID ${pid} on ${scratch.name}`,
  );

  // A few signed-in participants, so the load has sessions to read and write with.
  const state: DrillState = { ...(await prepareState(server.url)), timeoutMs };
  const signUp = WRITE_KINDS.find((k) => k.name === 'sign-up')!;
  const smsSignIn = WRITE_KINDS.find((k) => k.name === 'sms-sign-in')!;
  for (let i = 0; i < 6; i++) await signUp.run(state);
  for (let i = 0; i < 6; i++) await smsSignIn.run(state);

  const t0 = performance.now();
  observeRequests(({ url, startedAt, outcome }) =>
    samples.push({ url, startedAt, endedAt: performance.now(), outcome, readyz: url === '/readyz' }),
  );
  let stopped = false;
  const worker = async () => {
    while (!stopped) {
      await pickKind(KINDS, state).run(state);
      await sleep(50); // a steady load, not a spin on instant 503s
    }
  };
  const readyzPoller = async () => {
    const c = new HttpClient(server!.url, { ip: nextAddress(), timeoutMs });
    while (!stopped) {
      await c.get('/readyz');
      await sleep(250);
    }
  };
  const workers: Promise<void>[] = [...Array.from({ length: concurrency }, worker), readyzPoller()];

  // The database as the server sees it (through the proxy in proxy mode), probed every 100 ms with a
  // fresh connection: when it really went down and came back, whatever pg_ctlcluster took to return.
  const probes: { startedAt: number; endedAt: number; up: boolean }[] = [];
  const prober = async () => {
    while (!stopped) {
      const startedAt = performance.now();
      const c = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 1000 });
      c.on('error', () => {});
      const up = await c
        .connect()
        .then(() => c.query('select 1'))
        .then(() => true)
        .catch(() => false);
      await c.end().catch(() => {});
      probes.push({ startedAt, endedAt: performance.now(), up });
      await sleep(100);
    }
  };
  workers.push(prober());

  await sleep(beforeMs);
  const commandAt = performance.now();
  if (mode === 'proxy') {
    await proxy!.cut();
    await sleep(downMs);
    await proxy!.restore();
  } else if (mode === 'restart') {
    pgStopped = true;
    await pgCtl('restart');
    pgStopped = false;
  } else {
    pgStopped = true;
    await pgCtl('stop');
    const stoppedAt = performance.now();
    await sleep(Math.max(0, downMs - (stoppedAt - commandAt)));
    await pgCtl('start');
    pgStopped = false;
  }
  const commandDoneAt = performance.now();

  // Down: from the first failed probe; up: the first good probe after it.
  const firstDown = () => probes.find((p) => p.startedAt >= commandAt && !p.up);
  const upProbe = () => {
    const down = firstDown();
    return down ? probes.find((p) => p.startedAt > down.startedAt && p.up) : undefined;
  };
  while (!upProbe() && performance.now() - commandDoneAt < RECOVERY_LIMIT_MS) await sleep(20);
  const down = firstDown();
  const up = upProbe();
  const lastDown = down && up ? probes.filter((p) => !p.up && p.startedAt < up.startedAt).at(-1)! : undefined;
  // Recovery: the first database-backed 2xx of a request sent once the probe no longer failed.
  const firstOk = () =>
    lastDown
      ? samples.find(
          (s) => s.startedAt >= lastDown.startedAt && !NO_DATABASE.has(s.url) && !s.readyz && ok(s.outcome),
        )
      : undefined;
  while (up && !firstOk() && performance.now() - up.endedAt < RECOVERY_LIMIT_MS) await sleep(20);
  const recovered = firstOk();
  await sleep(afterMs);
  stopped = true;
  await Promise.all(workers);
  observeRequests(null);
  const serverAlive = server.alive() && server.pid === pid;

  // Requests wholly inside the time the probe saw the database down (it goes down once, comes back once).
  const downFrom = down?.endedAt ?? Infinity;
  const downTo = lastDown?.startedAt ?? -Infinity;
  const inOutage = (s: Sample) => s.startedAt >= downFrom && s.endedAt <= downTo;
  const status = (s: Sample) => (s.outcome.kind === 'answer' ? s.outcome.status : s.outcome.kind);

  // Per-second table.
  const seconds = Math.ceil((performance.now() - t0) / 1000);
  const cols = ['2xx', '4xx', '503', '5xx', 'net', 't/o'] as const;
  const at = (t: number | undefined, from: number, to: number) => t !== undefined && t >= from && t < to;
  const name = mode === 'proxy' ? 'proxy' : 'pg';
  console.log('\nanswers to database calls by the second they were sent (CSRF cookie and /healthz left out)');
  console.log(`  t(s)  ${cols.map((c) => c.padStart(5)).join('')}  readyz     max ms  event`);
  for (let sec = 0; sec < seconds; sec++) {
    const from = t0 + sec * 1000;
    const to = from + 1000;
    const inSec = samples.filter((s) => s.startedAt >= from && s.startedAt < to);
    const load = inSec.filter((s) => !s.readyz && !NO_DATABASE.has(s.url));
    const count = (c: string) => load.filter((s) => bucket(s.outcome) === c).length;
    const readyz = [...new Set(inSec.filter((s) => s.readyz).map(status))].join('/');
    const maxMs = Math.round(Math.max(0, ...load.map((s) => s.outcome.ms)));
    const events = [
      at(commandAt, from, to)
        ? mode === 'proxy'
          ? 'proxy cut'
          : `pg_ctlcluster ${mode === 'restart' ? 'restart' : 'stop'}`
        : '',
      at(down?.endedAt, from, to) ? `${name} down (probe)` : '',
      at(commandDoneAt, from, to) ? (mode === 'proxy' ? 'proxy restored' : 'pg_ctlcluster returned') : '',
      at(up?.endedAt, from, to) ? `${name} up (probe)` : '',
      at(recovered?.endedAt, from, to) ? 'first 2xx' : '',
    ].filter(Boolean);
    console.log(
      `  ${String(sec).padStart(4)}  ${cols.map((c) => String(count(c)).padStart(5)).join('')}  ${readyz.padEnd(9)} ${String(maxMs).padStart(7)}  ${events.join(', ')}`,
    );
  }

  const load = samples.filter((s) => !s.readyz && !NO_DATABASE.has(s.url));
  const during = load.filter(inOutage);
  const total = (c: string) => load.filter((s) => bucket(s.outcome) === c).length;
  const duringBy = (c: string) => during.filter((s) => bucket(s.outcome) === c).length;
  const readyzDuring = samples.filter((s) => s.readyz && inOutage(s));
  const recoveryMs = recovered && up ? Math.max(0, Math.round(recovered.endedAt - up.endedAt)) : null;
  const maxLatency = Math.round(Math.max(0, ...load.map((s) => s.outcome.ms)));
  const readyzCount = samples.filter((s) => s.readyz).length;
  console.log('\nfigures');
  console.log(
    `  database calls        ${load.length} (+ ${readyzCount} /readyz polls, ${samples.length - load.length - readyzCount} calls without the database)`,
  );
  console.log(
    `  answers               2xx ${total('2xx')}, 4xx ${total('4xx')}, 503 ${total('503')}, other 5xx ${total('5xx')}, connection errors ${total('net')}, time-outs ${total('t/o')}`,
  );
  console.log(
    `  outage                ${down && up ? `${Math.round(up.endedAt - down.endedAt)} ms seen by the probe` : 'NOT SEEN by the probe'}; ` +
      `${Math.round(commandDoneAt - commandAt)} ms ${mode === 'proxy' ? 'proxy cut -> restored' : 'pg_ctlcluster stop issued -> start returned'}`,
  );
  console.log(
    `  during the outage     ${during.length} database calls: 503 ${duringBy('503')}, 2xx ${duringBy('2xx')}, 4xx ${duringBy('4xx')}, other 5xx ${duringBy('5xx')}, connection errors ${duringBy('net')}, time-outs ${duringBy('t/o')}`,
  );
  console.log(`  /readyz during        ${[...new Set(readyzDuring.map(status))].join('/') || '-'}`);
  console.log(`  slowest answer        ${maxLatency} ms (time-out ${timeoutMs} ms)`);
  console.log(
    `  recovery              ${recoveryMs === null ? `NONE within ${RECOVERY_LIMIT_MS / 1000} s` : `${recoveryMs} ms (${name} up -> first 2xx)`}`,
  );
  console.log(`  server process        ${serverAlive ? `still PID ${pid}, never restarted` : 'DIED'}`);

  const problems = [
    total('5xx') ? `${total('5xx')} answers 5xx other than 503` : '',
    total('t/o') ? `${total('t/o')} requests hung past ${timeoutMs} ms` : '',
    total('net') ? `${total('net')} connection errors (the server went away?)` : '',
    recoveryMs === null ? 'no recovery' : '',
    serverAlive ? '' : 'the server process died',
    down && up ? '' : 'the probe never saw the database go down and come back',
    readyzDuring.some((s) => ok(s.outcome)) ? '/readyz answered 200 while the database was down' : '',
    duringBy('2xx') ? `${duringBy('2xx')} database calls answered 2xx while the database was down` : '',
  ].filter(Boolean);
  console.log(
    problems.length
      ? `\nFAILED: ${problems.join('; ')}`
      : '\nOK: 503 during the outage, no 500, no hang, no crash; recovered without a restart',
  );
  return problems.length ? 1 : 0;
}

async function cleanUp(): Promise<void> {
  // Never leave PostgreSQL down: other people use it.
  if (pgStopped || (mode !== 'proxy' && !(await pgIsUp()))) {
    for (let attempt = 0; attempt < 5 && !(await pgIsUp()); attempt++) {
      await pgCtl('start').catch((err) => console.error(`pg start failed: ${err}`));
      await sleep(1000);
    }
  }
  if (server?.alive()) await server.stop();
  await proxy?.close();
  if (scratch) await scratch.drop().catch((err) => console.error(`could not drop ${scratch?.name}: ${err}`));
}

process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`\nthe drill failed: ${err instanceof Error ? err.message : err}`);
  code = 1;
} finally {
  await cleanUp();
}
if (code !== 0) {
  const lines = tail(logFile, 15).split('\n');
  console.error(`server log (${logFile}), last lines:\n${lines.map((l) => l.slice(0, 300)).join('\n')}`);
} else fs.rmSync(tmp, { recursive: true, force: true });
process.exit(code);
