/**
 * Benchmark: the admin's XLSX exports at 100,000 rows each: the general export (all time: 100,000
 * candidate records with their 800,000 stage rows), the landing's search log (100,000 searches),
 * the vacancy subscriptions (100,000) and the feedback (topped up to 100,000 answers).
 *
 *   npm run bench:exports -- [--db pglite|postgres|both] [--rows 100000] [--repeat 1]
 *                           [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *                           [--reuse-data DIR] [--reuse-database postgres://…/jti_bench_exports]
 *                           [--only general] [--baseline /path/to/other/checkout] [--cpu-prof DIR]
 *
 * For each database: migrates and seeds an empty one (bench/lib/journey-seed.ts plus the landing's
 * tables), then for each export starts a fresh server process (so one export's heap does not count
 * toward the next), signs an admin in, downloads the file to the end and reports the time to the
 * last byte, the size, and the server's peak resident memory (VmRSS from /proc, sampled every
 * 25 ms) beside its RSS when idle before the download, and the CPU seconds the server spent
 * (/proc/<pid>/stat: on a shared machine the wall time is mostly waiting for a core). Budget
 * (issue 8): under 5 s and 250 MB; the server idles at about 300 MB of its own (V8, the modules, PGlite's WASM heap on PGlite), so
 * the memory budget is read as what the export adds: peak minus idle. `--repeat N` downloads each
 * export N times from the same server (a row each, idle read again before each): the first
 * download after a start also pays for V8 compiling the code it is the first to run (on PGlite,
 * the database engine's WebAssembly), the next ones show what an export itself costs.
 * `--reuse-data DIR` (PGlite's DATA_DIR) and `--reuse-database URL` (PostgreSQL) keep the database:
 * the first run seeds it (minutes at 100,000 on PGlite), later runs use it as it is (`--rows` is then
 * whatever it holds). `--only NAME` downloads only the exports whose name starts with NAME.
 * `--baseline DIR` runs that checkout's server (say the main branch's) on the same database too, the
 * two in turn for every download (baseline first), and compares the files byte for byte: before and
 * after from one interleaved run. `--cpu-prof DIR` writes this checkout's server's V8 CPU profile
 * there, one per server (summarise it with `npx node bench/cpu-profile-top.ts`).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { rowsOf } from '#server/modules/exports/batches.ts';
import { benchCli } from './lib/cli.ts';
import { nextAddress } from './lib/http-client.ts';
import { BENCH_PASSWORD, seedJourneyData } from './lib/journey-seed.ts';
import { runPerDatabase, type BenchDatabase } from './lib/per-database.ts';
import { sleep } from './lib/server.ts';
import { signIn } from './lib/sign-in.ts';

const cli = benchCli({
  name: 'exports',
  options: {
    rows: { type: 'string', default: '100000' },
    repeat: { type: 'string', default: '1' },
    'reuse-data': { type: 'string' },
    'reuse-database': { type: 'string' },
    only: { type: 'string', default: '' },
    baseline: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const { args, say } = cli;
const ROWS = Number(args.rows);
const REPEAT = Math.max(1, Number(args.repeat));
const ADMIN = 'bench.exports.admin@jti.test';
const BASELINE = args.baseline ? path.resolve(args.baseline) : null;
const EXPORTS = (
  [
    ['general (all time)', '/api/dashboard/export?all_time=1'],
    ['landing searches', '/api/dashboard/export/search'],
    ['vacancy subscriptions', '/api/dashboard/export/subscriptions'],
    ['feedback', '/api/dashboard/export/feedback'],
  ] as [string, string][]
).filter(([name]) => name.startsWith(args.only));

const count = async (db: Db, table: string) =>
  Number(
    (
      (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

/** The landing's logs and enough feedback for `ROWS` rows each, plus the admin who downloads. */
async function seedExportTables(db: Db): Promise<void> {
  const t = performance.now();
  await db.execute(sql`insert into vacancy_searches (filters, results_count, user_id, created_at)
    select jsonb_build_object('title', (array['', 'аналитик', 'маркетинг', '=1+1', 'it'])[1 + i % 5],
             'departments', case when i % 3 = 0 then '[]'::jsonb else jsonb_build_array(1 + i % 8, 1 + (i * 3) % 8) end,
             'city_ids', case when i % 4 = 0 then '[]'::jsonb else jsonb_build_array(1 + i % 40) end,
             'work_formats', jsonb_build_array(1 + i % 3), 'hours', '[]'::jsonb, 'tags', case when i % 7 = 0 then '["python"]'::jsonb else '[]'::jsonb end),
           i % 37, case when i % 2 = 0 then (select min(id) from users) + i % least(50000, ${ROWS}) else null end, now() - make_interval(mins => i)
      from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`insert into vacancy_subscriptions (email, filters, filters_key, token_hash, created_at, unsubscribed_at)
    select 'subscriber.' || i || '@bench.test', jsonb_build_object('departments', jsonb_build_array(1 + i % 8)), 'k' || i, 'h' || i,
           now() - make_interval(hours => i), case when i % 10 = 0 then now() - make_interval(hours => i / 2) else null end
      from generate_series(1, ${ROWS}) as i`);
  const missing = ROWS - (await count(db, 'feedback'));
  if (missing > 0) {
    await db.execute(sql`insert into feedback (user_id, kind, answer, comment, created_at)
      select id, 'how-know', (array['hh','telegram','vk','university','friends','fair','website','other'])[1 + id % 8],
             case when id % 5 = 0 then 'Рассказали на ярмарке вакансий в вузе' else '' end, created_at
        from users where role = 'participant' order by id limit ${missing}`);
  }
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(
    sql`insert into users (role, email, last_name, first_name, password_hash) values ('admin', ${ADMIN}, 'Админ', 'Бенч', ${hash})`,
  );
  await db.execute(sql`analyze`);
  say(`  export tables seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/** VmRSS of a process in MB (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat (100 ticks a second). */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

type Figures = {
  name: string;
  seconds: number;
  cpu: number;
  mb: number;
  idleMb: number;
  peakMb: number;
  /** SHA-256 of the workbook's parts but its creation time (docProps/core.xml), inflated. */
  digest: string;
};

/**
 * What two downloads of one export share when their contents are the same: every part of the ZIP
 * inflated (its central directory read as lib/xlsx-parse.ts does), but the creation time's.
 */
function contentDigest(bytes: Buffer): string {
  const hash = crypto.createHash('sha256');
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = bytes.readUInt32LE(end + 16);
  for (let i = bytes.readUInt16LE(end + 10); i > 0; i--) {
    const [method, compressed, nameLength] = [
      bytes.readUInt16LE(at + 10),
      bytes.readUInt32LE(at + 20),
      bytes.readUInt16LE(at + 28),
    ];
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const local = bytes.readUInt32LE(at + 42);
    const data = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const raw = bytes.subarray(data, data + compressed);
    if (name !== 'docProps/core.xml') hash.update(name).update(method === 8 ? zlib.inflateRawSync(raw) : raw);
    at += 46 + skip;
  }
  return hash.digest('hex').slice(0, 16);
}

/** One fresh server (this checkout's, or `root`'s) downloading one export `REPEAT` times. */
async function downloadAll(
  database: BenchDatabase,
  name: string,
  url: string,
  root?: string,
): Promise<Figures[]> {
  const cpuProf = root ? undefined : args['cpu-prof'];
  const { server } = await database.startServer(
    cpuProf ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(cpuProf)}` } : undefined,
    root ? { root } : undefined,
  );
  const ip = nextAddress(); // the download comes from the address that signed in
  const cookie = await signIn(server.url, ADMIN, { ip });
  const figures: Figures[] = [];
  for (let round = 1; round <= REPEAT; round++) {
    await sleep(500); // let the start-up (or the last download) settle before the idle reading
    const f = await downloadOnce(
      server.pid,
      `${name}${root ? ' (baseline)' : ''}${REPEAT > 1 ? ` #${round}` : ''}`,
      `${server.url}${url}`,
      {
        cookie,
        'x-forwarded-for': ip,
      },
    );
    figures.push(f);
  }
  await server.stop();
  return figures;
}

async function downloadOnce(
  pid: number,
  name: string,
  url: string,
  headers: Record<string, string>,
): Promise<Figures> {
  const idleMb = rssMb(pid);
  let peakMb = idleMb;
  const sampler = setInterval(() => {
    try {
      peakMb = Math.max(peakMb, rssMb(pid));
    } catch {
      // the process went away; the download will say why
    }
  }, 25);
  const cpu0 = cpuSeconds(pid);
  const started = performance.now();
  const chunks: Uint8Array[] = [];
  try {
    const answer = await fetch(url, { headers });
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${await answer.text()}`);
    const reader = answer.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peakMb = Math.max(peakMb, rssMb(pid));
  const cpu = cpuSeconds(pid) - cpu0;
  const bytes = Buffer.concat(chunks);
  const digest = contentDigest(bytes);
  const f = { name, seconds, cpu, mb: bytes.length / 1024 / 1024, idleMb, peakMb, digest };
  say(
    `  ${name}: ${seconds.toFixed(2)} s (server CPU ${cpu.toFixed(2)} s), ${f.mb.toFixed(1)} MB file, RSS idle ${idleMb.toFixed(0)} MB, peak ${peakMb.toFixed(0)} MB, contents ${digest}, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  return f;
}

async function benchOne(database: BenchDatabase): Promise<string> {
  const { kind } = database;
  say(`\n== ${kind}: ${ROWS} rows per export ==`);
  const rows: Record<string, number> = {};
  await database.prepare(async (db) => {
    const seeded = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from users where email = ${ADMIN}`),
    )[0]!.n;
    if (seeded) say('  the kept database is seeded already: used as it is');
    else await seedAll(db);
    for (const [name, table] of [
      ['general (all time)', 'candidates'],
      ['landing searches', 'vacancy_searches'],
      ['vacancy subscriptions', 'vacancy_subscriptions'],
      ['feedback', 'feedback'],
    ] as const)
      rows[name] = await count(db, table);
  });
  const figures: Figures[] = [];
  for (const [name, url] of EXPORTS) {
    const before = BASELINE ? await downloadAll(database, name, url, BASELINE) : [];
    const ours = await downloadAll(database, name, url);
    figures.push(...before, ...ours);
    if (before.some((f) => f.digest !== ours[0]!.digest))
      say(`  ${name}: the baseline's file differs from this checkout's`);
  }
  const lines = [
    `### ${kind}${BASELINE ? ` (baseline: ${BASELINE})` : ''}`,
    '',
    '| export | rows | seconds | server CPU s | file MB | server RSS idle MB | server RSS peak MB | growth MB | within budget (time, growth) | contents |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...figures.map(
      (f) =>
        `| ${f.name} | ${rows[f.name.replace(/ \(baseline\)| #\d+$/g, '')]} | ${f.seconds.toFixed(2)} | ${f.cpu.toFixed(2)} | ${f.mb.toFixed(1)} | ${f.idleMb.toFixed(0)} | ${f.peakMb.toFixed(0)} | ${(f.peakMb - f.idleMb).toFixed(0)} | ${f.seconds < 5 ? 'yes' : 'no'}, ${f.peakMb - f.idleMb < 250 ? 'yes' : 'no'} | ${f.digest} |`,
    ),
  ];
  return lines.join('\n');
}

/** The journey data and the export tables at `ROWS`. */
async function seedAll(db: Db): Promise<void> {
  const seed = await seedJourneyData(db, {
    vacancies: 1000,
    candidates: ROWS,
    sample: 1,
    log: say,
  });
  say(`  journey data seeded in ${(seed.totalMs / 1000).toFixed(1)} s`);
  await seedExportTables(db);
}

await runPerDatabase({
  ...cli,
  scratchPrefix: 'jti_bench_exports',
  reuseUrl: args['reuse-database'],
  reuseDataDir: args['reuse-data'],
  bench: benchOne,
  heading: () =>
    `\n## Exports — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
});
