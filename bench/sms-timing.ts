/**
 * `npm run bench:sms -- [--db pglite|postgres|both] [--pairs 300] [--baseline /other/checkout]`: does
 * `POST /sms/send-code` take longer for a phone with an account than for one without (issue 30,
 * item 7)? The real server, one request at a time, a registered (confirmed) phone and an unknown one
 * in turn, each phone and each client address used once (so no limit refuses). Prints each kind's
 * median and p90, and how often one request's time alone tells which kind it was (a threshold at the
 * midpoint of the two medians: 50 % is a coin toss). With `--baseline`, that checkout's server runs
 * first on the same database, then this one's: before and after in one run. Prints the load average.
 */
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { benchCli } from './lib/cli.ts';
import { HttpClient } from './lib/http-client.ts';
import { runPerDatabase, type BenchDatabase } from './lib/per-database.ts';
import { ROOT } from './lib/server.ts';

const cli = benchCli({
  name: 'sms',
  options: {
    pairs: { type: 'string', default: '300' },
    baseline: { type: 'string' },
  },
});
const { args, say } = cli;
const PAIRS = Number(args.pairs);
const WARM = 30;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
const runs = [
  ...(args.baseline ? [{ label: 'before', root: path.resolve(args.baseline) }] : []),
  { label: args.baseline ? 'after' : 'this checkout', root: ROOT },
];
const perRun = WARM + PAIRS;
// Phones +7950NNNNNNN with an account, +7960NNNNNNN without; addresses 10.a.b.c, one per request.
const phone = (prefix: string, n: number) => `+79${prefix}${String(n).padStart(7, '0')}`;
let address = 0;
const nextIp = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function bench(database: BenchDatabase): Promise<string> {
  await database.prepare(async (db) => {
    await db.execute(sql`
      insert into users (role, email, first_name, last_name, phone, phone_verified_at)
      select 'participant', 'sms' || g || '@bench.ru', 'Участник', 'Таймингов',
             '+7950' || lpad(g::text, 7, '0'), now()
      from generate_series(1, ${runs.length * perRun}) g`);
  });
  const lines = [`### ${database.kind}`];
  let n = 0;
  for (const run of runs) {
    const { server } = await database.startServer(
      { SMS_HOURLY_BUDGET: '1000000', LOG_LEVEL: 'warn' },
      run.root === ROOT ? {} : { root: run.root },
    );
    const times = { registered: [] as number[], unknown: [] as number[] };
    try {
      for (let i = 0; i < perRun; i++) {
        n++;
        for (const kind of ['registered', 'unknown'] as const) {
          const c = new HttpClient(server.url, { ip: nextIp() });
          await c.request('GET', '/sanctum/csrf-cookie'); // not timed: the request alone is
          const to = phone(kind === 'registered' ? '50' : '60', n);
          const res = await c.request('POST', '/sms/send-code', { phone: to });
          if (res.kind !== 'answer' || res.status !== 200)
            throw new Error(`${kind} ${to}: ${JSON.stringify(res.kind === 'answer' ? res.data : res)}`);
          if (i >= WARM) times[kind].push(res.ms);
        }
      }
    } finally {
      await server.stop();
    }
    const [r, u] = [times.registered, times.unknown];
    const cut = (pct(r, 50) + pct(u, 50)) / 2;
    const slower = pct(r, 50) >= pct(u, 50) ? r : u;
    const faster = slower === r ? u : r;
    const right = slower.filter((x) => x > cut).length + faster.filter((x) => x <= cut).length;
    lines.push(
      `${run.label}: registered p50 ${pct(r, 50).toFixed(2)} ms, p90 ${pct(r, 90).toFixed(2)} ms; unknown p50 ${pct(u, 50).toFixed(2)} ms, p90 ${pct(u, 90).toFixed(2)} ms; difference of medians ${(pct(r, 50) - pct(u, 50)).toFixed(2)} ms; one request tells them apart ${((100 * right) / (r.length + u.length)).toFixed(0)} % of the time (load ${load()})`,
    );
  }
  return lines.join('\n');
}

say(`bench:sms on ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, load ${load()}, ${PAIRS} pairs`);
await runPerDatabase({
  kinds: cli.kinds,
  tmp: cli.tmp,
  pgUrl: cli.pgUrl,
  say,
  scratchPrefix: 'jti_bench_sms',
  bench,
  heading: () => `## POST /sms/send-code: a registered phone and an unknown one (load after ${load()})`,
});
