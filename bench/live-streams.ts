/**
 * `npm run bench:live -- [--streams 1000] [--notices 200] [--burst-rate 150] [--burst-seconds 10]
 * [--baseline /other/checkout]`: what open live streams (decision 030) cost the server. One real
 * server on a scratch PostgreSQL database; `--streams` participants, each with a session written by
 * SQL, each holding one `GET /api/events` open; the server's resident memory (from /proc) before and
 * after, per stream; then `--notices` notices written through PostgreSQL (`live_events` + `NOTIFY`,
 * as the app writes them) to random holders, and the time from the write to the event arriving on
 * the stream (p50/p95/max), with the server's CPU time per notice.
 *
 * Then the burst (issue 30, item 3): one more user with 8 streams open gets `--burst-rate` events a
 * second for `--burst-seconds` while the others' notices are measured again, one at a time; printed:
 * their latency and the server's CPU during the burst, and how many of the burst's events each of
 * its 8 streams had received 10 s after the last one was written (all of them, unless delivery
 * stalled). With `--baseline`, that checkout's server runs it all first on the same database, then
 * this one's: before and after in one run. Prints the machine and load average.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sha256 } from '../src/server/lib/tokens.ts';
import { openSse, type SseStream } from '../src/server/test/sse.ts';
import { benchCli } from './lib/cli.ts';
import { connectPostgres, createScratchDatabase } from './lib/databases.ts';
import { freePort, ROOT, sleep, startServer, tail, waitReady } from './lib/server.ts';

const { args, pgUrl, tmp } = benchCli({
  name: 'live',
  db: 'postgres',
  options: {
    streams: { type: 'string', default: '1000' },
    notices: { type: 'string', default: '200' },
    'burst-rate': { type: 'string', default: '150' },
    'burst-seconds': { type: 'string', default: '10' },
    baseline: { type: 'string' },
  },
});
const STREAMS = Number(args.streams);
const NOTICES = Number(args.notices);
const BURST_RATE = Number(args['burst-rate']);
const BURST_SECONDS = Number(args['burst-seconds']);
const BURST_STREAMS = 8;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
/** The server's user + system CPU time so far, in ms (from /proc; clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const rssMb = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

type Holder = { userId: number; cookie: string };

async function main() {
  console.log(
    `bench:live on ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${load()}`,
  );
  const db = await createScratchDatabase(pgUrl, `jti_bench_live_${process.pid}`);
  const sql = await connectPostgres(db.url);
  const runs = [
    ...(args.baseline ? [{ label: 'before', root: path.resolve(args.baseline) }] : []),
    { label: args.baseline ? 'after' : 'this checkout', root: ROOT },
  ];
  try {
    // The first server migrates the database; the holders are written once it has.
    let holders: { tokens: Holder[]; burster: Holder } | null = null;
    for (const run of runs) {
      const report = await measure(run, db.url, sql, async () => (holders ??= await makeHolders(sql)));
      console.log(`\n## ${run.label} (${run.root})\n${report.join('\n')}`);
    }
    console.log(`\nload after: ${load()}`);
  } finally {
    await sql.close();
    await db.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Participants and their sessions, straight into the database (the sign-in limits would slow this). */
async function makeHolders(sql: Awaited<ReturnType<typeof connectPostgres>>) {
  const tokens: Holder[] = [];
  const users = await sql.query<{ id: number }>(
    `insert into users (role, email, first_name, last_name) select 'participant', 'live' || g || '@bench.ru', 'Участник', 'Потоков' from generate_series(1, $1) g returning id`,
    [STREAMS + 1],
  );
  for (const u of users) {
    const token = randomBytes(32).toString('base64url');
    await sql.query(
      `insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
      [sha256(token), u.id],
    );
    tokens.push({ userId: u.id, cookie: `jti_session=${token}` });
  }
  const burster = tokens.pop()!;
  return { tokens, burster };
}

const noticeJson = (i: number) =>
  JSON.stringify({
    message: {
      id: i,
      title: 'Проверка',
      text: '',
      link: null,
      is_read: false,
      created_at: new Date().toISOString(),
    },
  });

async function measure(
  run: { label: string; root: string },
  url: string,
  sql: Awaited<ReturnType<typeof connectPostgres>>,
  holdersOf: () => Promise<{ tokens: Holder[]; burster: Holder }>,
): Promise<string[]> {
  const dataDir = fs.mkdtempSync(path.join(tmp, 'server-'));
  const server = startServer({
    port: await freePort(),
    dataDir,
    databaseUrl: url,
    logFile: path.join(dataDir, 'server.log'),
    ...(run.root === ROOT ? {} : { root: run.root }),
  });
  const streams: SseStream[] = [];
  const lines: string[] = [];
  try {
    await waitReady(server);
    const { tokens, burster } = await holdersOf();
    // Warm the server (code paths, the listening connection), then measure from a quiet state.
    const warm = await Promise.all(tokens.slice(0, 10).map((t) => openSse(server.url, t.cookie)));
    for (const s of warm) s.close();
    await sleep(2000);
    const before = rssMb(server.pid);
    const opening = performance.now();
    for (let i = 0; i < tokens.length; i += 50) {
      const batch = await Promise.all(tokens.slice(i, i + 50).map((t) => openSse(server.url, t.cookie)));
      for (const s of batch) if (s.status !== 200) throw new Error(`stream answered ${s.status}`);
      streams.push(...batch);
    }
    await Promise.all(streams.map((s) => s.next('ready', 30_000)));
    const openedMs = performance.now() - opening;
    await sleep(3000);
    const after = rssMb(server.pid);

    // One notice to a random holder at a time, until `stop` says so; the time to its arrival each.
    let seq = 0;
    const notices = async (stop: (done: number) => boolean) => {
      const latencies: number[] = [];
      while (!stop(latencies.length)) {
        const k = Math.floor(Math.random() * tokens.length);
        const sent = performance.now();
        const [row] = await sql.query<{ id: string }>(
          `insert into live_events (user_id, kind, data) values ($1, 'notice', $2) returning id`,
          [tokens[k]!.userId, noticeJson(seq++)],
        );
        await sql.query(`select pg_notify('jti_live', $1)`, [`${tokens[k]!.userId}:${row!.id}`]);
        await streams[k]!.next('notice', 30_000);
        latencies.push(performance.now() - sent);
      }
      return latencies;
    };
    const figures = (xs: number[]) =>
      `p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;

    let cpu = cpuMs(server.pid);
    const quiet = await notices((done) => done >= NOTICES);
    const quietCpu = (cpuMs(server.pid) - cpu) / quiet.length;
    lines.push(`streams open: ${streams.length} in ${(openedMs / 1000).toFixed(1)} s`);
    lines.push(
      `server RSS: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB with the streams open: ${(((after - before) * 1024) / STREAMS).toFixed(1)} kB per stream`,
    );
    lines.push(
      `notice → event on the stream (${quiet.length}, one at a time, quiet): ${figures(quiet)}; server CPU ${quietCpu.toFixed(1)} ms per notice (load ${load()})`,
    );

    // The burst: one user, 8 streams, BURST_RATE events a second on another connection.
    const mine = await Promise.all(
      Array.from({ length: BURST_STREAMS }, () => openSse(server.url, burster.cookie)),
    );
    streams.push(...mine);
    await Promise.all(mine.map((s) => s.next('ready', 30_000)));
    const writer = await connectPostgres(url);
    const total = BURST_RATE * BURST_SECONDS;
    let written = 0;
    const startedAt = performance.now();
    // A batch every 50 ms, each event with its own NOTIFY (as the app sends them), in one statement:
    // the rate holds on a busy machine.
    const burst = (async () => {
      while (written < total) {
        const due = startedAt + (written * 1000) / BURST_RATE;
        if (due > performance.now()) await sleep(due - performance.now());
        const n = Math.min(total - written, Math.max(1, Math.round(BURST_RATE / 20)));
        await writer.query(
          `with e as (insert into live_events (user_id, kind, data)
             select $1, 'read', jsonb_build_object('unread', g) from generate_series($2::int, $3::int) g returning id)
           select count(pg_notify('jti_live', $1 || ':' || id)) from e`,
          [burster.userId, written, written + n - 1],
        );
        written += n;
      }
    })();
    cpu = cpuMs(server.pid);
    let burstDone = false;
    void burst.then(() => (burstDone = true));
    const during = await notices(() => burstDone);
    await burst;
    const burstWallMs = performance.now() - startedAt;
    const burstCpu = cpuMs(server.pid) - cpu;
    await writer.close();
    await sleep(10_000);
    const received = mine.map((s) => s.all('read').length);
    lines.push(
      `during a burst of ${total} events in ${(burstWallMs / 1000).toFixed(1)} s to one user with ${BURST_STREAMS} streams: others' notice → event (${during.length}): ${figures(during)}; server CPU ${((100 * burstCpu) / burstWallMs).toFixed(0)} % of a core (${(burstCpu / Math.max(1, during.length)).toFixed(1)} ms per other notice) (load ${load()})`,
    );
    lines.push(
      `the burst's events received 10 s after the last: min ${Math.min(...received)}, max ${Math.max(...received)} of ${total} per stream`,
    );
    return lines;
  } catch (err) {
    console.error(tail(path.join(dataDir, 'server.log')));
    throw err;
  } finally {
    for (const s of streams) s.close();
    await server.stop();
  }
}

await main();
