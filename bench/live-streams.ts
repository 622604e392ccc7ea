/**
 * `npm run bench:live -- [--streams 1000] [--notices 200]`: what open live streams (decision 030)
 * cost the server. One real server on a scratch PostgreSQL database; `--streams` participants, each
 * with a session written by SQL, each holding one `GET /api/events` open; the server's resident
 * memory (from /proc) before and after, per stream; then `--notices` notices written through
 * PostgreSQL (`live_events` + `NOTIFY`, as the app writes them) to random holders, and the time from
 * the write to the event arriving on the stream (p50/p95/max). Prints the machine and load average.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sha256 } from '../src/server/lib/tokens.ts';
import { openSse, type SseStream } from '../src/server/test/sse.ts';
import { benchCli } from './lib/cli.ts';
import { connectPostgres, createScratchDatabase } from './lib/databases.ts';
import { freePort, sleep, startServer, tail, waitReady } from './lib/server.ts';

const { args, pgUrl, tmp } = benchCli({
  name: 'live',
  db: 'postgres',
  options: {
    streams: { type: 'string', default: '1000' },
    notices: { type: 'string', default: '200' },
  },
});
const STREAMS = Number(args.streams);
const NOTICES = Number(args.notices);

const rssMb = (pid: number) => {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;

async function main() {
  console.log(
    `bench:live on ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const db = await createScratchDatabase(pgUrl, `jti_bench_live_${process.pid}`);
  const dataDir = tmp;
  const server = startServer({
    port: await freePort(),
    dataDir,
    databaseUrl: db.url,
    logFile: path.join(dataDir, 'server.log'),
  });
  const sql = await connectPostgres(db.url);
  const streams: SseStream[] = [];
  try {
    await waitReady(server);
    // Participants and their sessions, straight into the database (the sign-in limits would slow this).
    const tokens: { userId: number; cookie: string }[] = [];
    const users = await sql.query<{ id: number }>(
      `insert into users (role, email, first_name, last_name) select 'participant', 'live' || g || '@bench.ru', 'Участник', 'Потоков' from generate_series(1, $1) g returning id`,
      [STREAMS],
    );
    for (const u of users) {
      const token = randomBytes(32).toString('base64url');
      await sql.query(
        `insert into sessions (id_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`,
        [sha256(token), u.id],
      );
      tokens.push({ userId: u.id, cookie: `jti_session=${token}` });
    }
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

    const latencies: number[] = [];
    for (let i = 0; i < NOTICES; i++) {
      const k = Math.floor(Math.random() * tokens.length);
      const sent = performance.now();
      const [row] = await sql.query<{ id: string }>(
        `insert into live_events (user_id, kind, data) values ($1, 'notice', $2) returning id`,
        [
          tokens[k]!.userId,
          JSON.stringify({
            message: {
              id: i,
              title: 'Проверка',
              text: '',
              link: null,
              is_read: false,
              created_at: new Date().toISOString(),
            },
          }),
        ],
      );
      await sql.query(`select pg_notify('jti_live', $1)`, [`${tokens[k]!.userId}:${row!.id}`]);
      await streams[k]!.next('notice', 10_000);
      latencies.push(performance.now() - sent);
    }
    console.log(`streams open: ${streams.length} in ${(openedMs / 1000).toFixed(1)} s`);
    console.log(
      `server RSS: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB with the streams open: ${(((after - before) * 1024) / STREAMS).toFixed(1)} kB per stream`,
    );
    console.log(
      `notice → event on the stream (${NOTICES}, one at a time): p50 ${pct(latencies, 50).toFixed(1)} ms, p95 ${pct(latencies, 95).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
    );
    console.log(
      `load after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } catch (err) {
    console.error(tail(path.join(dataDir, 'server.log')));
    throw err;
  } finally {
    for (const s of streams) s.close();
    await server.stop();
    await sql.close();
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
