/**
 * Benchmark: the staff candidates table (`GET /api/dashboard/candidates`) and the candidate card at
 * scale (1,000 vacancies, 100,000 candidates from bench/lib/journey-seed.ts).
 *
 *   npm run bench:candidates -- [--db pglite|postgres|both] [--vacancies 1000] [--candidates 100000]
 *                               [--requests 500] [--connections 10] [--max-seconds 20]
 *                               [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * For each database: migrates an empty one, seeds it, adds a recruiter and a manager (who manages
 * 20 positions), starts the real server, signs both in and runs each call `--requests` times.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { seedReferenceData } from '#server/db/reference-seed.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { createScratchDatabase, DEFAULT_PG_URL, type ScratchDatabase } from './lib/databases.ts';
import { HttpClient, label, nextAddress, ok } from './lib/http-client.ts';
import { BENCH_PASSWORD, seedJourneyData } from './lib/journey-seed.ts';
import { figuresTable, runCall, type CallFigures, type CallSpec } from './lib/load.ts';
import { freePort, startServer, tail, waitReady, type ServerProcess } from './lib/server.ts';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    vacancies: { type: 'string', default: '1000' },
    candidates: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '500' },
    connections: { type: 'string', default: '10' },
    'max-seconds': { type: 'string', default: '20' },
    'pg-url': { type: 'string', default: DEFAULT_PG_URL },
  },
});
const kinds = args.db === 'both' ? (['pglite', 'postgres'] as const) : [args.db as 'pglite' | 'postgres'];
if (!kinds.every((k) => k === 'pglite' || k === 'postgres')) throw new Error('--db is pglite, postgres or both');
const load = { connections: Number(args.connections), amount: Number(args.requests), maxSeconds: Number(args['max-seconds']) };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-bench-candidates-'));
const say = (line: string) => console.log(line);
let server = null as ServerProcess | null; // "as": set inside benchOne, so not narrowed to null here
let scratch = null as ScratchDatabase | null;

type Staff = { recruiter: string; manager: string; vacancyIds: number[]; candidateIds: number[]; managerCandidateIds: number[] };

/** A recruiter and a manager of 20 positions, added after the seed (it has participants only). */
async function addStaff(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<Staff> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
  const staff = rows(
    await db.execute(sql`insert into users (role, email, last_name, first_name, password_hash) values
      ('recruiter', 'bench.recruiter@jti.test', 'Рекрутер', 'Бенч', ${hash}),
      ('manager', 'bench.manager@jti.test', 'Руководитель', 'Бенч', ${hash}) returning id, role`),
  );
  const managerId = Number(staff.find((s) => s.role === 'manager')!.id);
  const vacancyIds = rows(await db.execute(sql`select id from vacancies order by id limit 20`)).map((r) => Number(r.id));
  await db.execute(sql`insert into vacancy_managers (vacancy_id, user_id) select id, ${managerId} from vacancies where id in (${sql.join(vacancyIds.map((id) => sql`${id}`), sql`, `)})`);
  const candidateIds = rows(await db.execute(sql`select id from candidates order by random() limit 200`)).map((r) => Number(r.id));
  const managerCandidateIds = rows(await db.execute(sql`select id from candidates where vacancy_id = ${vacancyIds[0]!} limit 50`)).map((r) => Number(r.id));
  return { recruiter: 'bench.recruiter@jti.test', manager: 'bench.manager@jti.test', vacancyIds, candidateIds, managerCandidateIds };
}

async function signIn(url: string, email: string): Promise<string> {
  const c = new HttpClient(url, { ip: nextAddress(), timeoutMs: 60_000 });
  const res = await c.post('/login', { email, password: BENCH_PASSWORD });
  if (!ok(res)) throw new Error(`sign-in of ${email} failed: ${label(res)}`);
  return [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

function calls(staff: Staff, recruiter: string, manager: string): CallSpec[] {
  const list = (name: string, cookie: string, queries: string[]): CallSpec => ({
    name,
    method: 'GET',
    build: (i) => ({ path: `/api/dashboard/candidates?${queries[i % queries.length]}`, headers: { cookie } }),
  });
  const pick = (ids: number[], i: number) => ids[(i * 7) % ids.length]!;
  return [
    list('recruiter: no filter, newest first', recruiter, ['per_page=50', 'per_page=50&page=2', 'per_page=100&page=20']),
    list('recruiter: sort by name', recruiter, ['sort=name&order=asc', 'sort=name&order=desc&page=3']),
    list('recruiter: sort by stage / deadline', recruiter, ['sort=stage', 'sort=deadline&order=asc']),
    list('recruiter: one vacancy', recruiter, staff.vacancyIds.map((id) => `vacancy_id=${id}&sort=name&order=asc`)),
    list('recruiter: status + English + departments', recruiter, ['status=assigned,awaiting&english_level=3', 'departments=2,4&sort=name&order=asc', 'status=success&english_level=5']),
    list('recruiter: stage 2 overdue', recruiter, ['stage=2&overdue=true', 'stage=1&stage_status=eval&sort=deadline']),
    list('recruiter: search by name / e-mail / phone', recruiter, ['q=%D0%B8%D0%B2%D0%B0%D0%BD', 'q=bench', 'q=%2B7999', 'q=p42%40']),
    list('manager: their scope', manager, ['per_page=50', 'sort=name&order=asc', 'stage=1']),
    { name: 'GET /api/dashboard/candidates/{id} (row)', method: 'GET', build: (i) => ({ path: `/api/dashboard/candidates/${pick(staff.candidateIds, i)}`, headers: { cookie: recruiter } }) },
    { name: 'GET /api/dashboard/candidate/{id} (card)', method: 'GET', build: (i) => ({ path: `/api/dashboard/candidate/${pick(staff.candidateIds, i)}`, headers: { cookie: recruiter } }) },
    { name: 'manager: GET /api/dashboard/candidate/{id}', method: 'GET', build: (i) => ({ path: `/api/dashboard/candidate/${pick(staff.managerCandidateIds, i)}`, headers: { cookie: manager } }) },
  ];
}

async function benchOne(kind: 'pglite' | 'postgres'): Promise<string> {
  const dataDir = path.join(tmp, kind);
  const logFile = path.join(tmp, `${kind}.log`);
  say(`\n== ${kind}: ${args.vacancies} vacancies, ${args.candidates} candidates ==`);
  if (kind === 'postgres') scratch = await createScratchDatabase(args['pg-url'], `jti_bench_candidates_${process.pid}`);
  const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir: path.join(dataDir, 'db') });
  let staff: Staff;
  try {
    await database.migrate();
    await seedReferenceData(database.db);
    const seed = await seedJourneyData(database.db, { vacancies: Number(args.vacancies), candidates: Number(args.candidates), sample: 1, log: say });
    say(`  seeded in ${(seed.totalMs / 1000).toFixed(1)} s`);
    staff = await addStaff(database.db);
  } finally {
    await database.close();
  }
  const port = await freePort();
  server = startServer({ port, dataDir, logFile, ...(scratch ? { databaseUrl: scratch.url } : {}) });
  await waitReady(server, 600_000).catch((err: unknown) => {
    throw new Error(`${String(err)}\n${tail(logFile)}`);
  });
  const recruiter = await signIn(server.url, staff.recruiter);
  const manager = await signIn(server.url, staff.manager);
  const figures: CallFigures[] = [];
  for (const spec of calls(staff, recruiter, manager)) {
    const f = await runCall(server.url, spec, load);
    figures.push(f);
    say(`  ${spec.name}: ${f.requests} requests, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ${f.rps.toFixed(0)} req/s, errors ${f.errors}`);
  }
  await server.stop();
  server = null;
  await scratch?.drop();
  scratch = null;
  return figuresTable(`${kind}: ${load.connections} connections, ${load.amount} requests per call (at most ${load.maxSeconds} s)`, figures);
}

try {
  const reports: string[] = [];
  for (const kind of kinds) reports.push(await benchOne(kind));
  say(`\n## Candidates table — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}\n`);
  say(reports.join('\n\n'));
  fs.rmSync(tmp, { recursive: true, force: true });
} catch (err) {
  console.error(err);
  process.exitCode = 1;
  say(`(files kept in ${tmp})`);
} finally {
  await server?.kill();
  await scratch?.drop().catch(() => {});
}
