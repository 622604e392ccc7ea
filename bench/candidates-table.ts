/**
 * Benchmark: the staff candidates table (`GET /api/dashboard/candidates`), its row and the candidate
 * card at scale (1,000 vacancies, 100,000 candidates from bench/lib/journey-seed.ts, made more varied
 * here: names, cities, institutions, comments, history, and active candidates spread over stages 2-3,
 * a third of those at stage 3 past the deadline).
 *
 *   npm run bench:candidates -- [--db pglite|postgres|both] [--vacancies 1000] [--candidates 100000]
 *                               [--requests 300] [--connections 10] [--max-seconds 20] [--plans]
 *                               [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * For each database: migrates an empty one, seeds it, adds a recruiter and a manager (who manages
 * 20 positions), starts the real server, signs both in and runs each call `--requests` times; then,
 * the server stopped, explains the statements the services send for each call (the first variant),
 * and on PostgreSQL counts the scans the server ran on the big tables during the load.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { CandidatesQuerySchema } from '#shared/contracts/candidates-table.ts';
import type { Db } from '#server/db/client.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { listCandidates } from '#server/modules/candidates-table/candidates-table.service.ts';
import { getCandidateCard, getCandidateRow } from '#server/modules/candidate-card/candidate-card.service.ts';
import { getCandidateHistory } from '#server/modules/candidate-card/candidate-history.service.ts';
import { refreshCurrentStagesStatement } from '#server/modules/stages/stage-transition.service.ts';
import { checkPlans, plansTable } from './lib/candidates-plans.ts';
import { benchCli, loadFlags, loadOf } from './lib/cli.ts';
import { connectPostgres } from './lib/databases.ts';
import { scansTable, tableScans } from './lib/journey-plans.ts';
import { BENCH_PASSWORD, seedJourneyData } from './lib/journey-seed.ts';
import { figuresTable, runCall, type CallFigures, type CallSpec } from './lib/load.ts';
import { runPerDatabase, type BenchDatabase } from './lib/per-database.ts';
import { signIn } from './lib/sign-in.ts';

const cli = benchCli({
  name: 'candidates',
  db: 'postgres',
  options: {
    vacancies: { type: 'string', default: '1000' },
    candidates: { type: 'string', default: '100000' },
    ...loadFlags({ requests: '300', connections: '10', maxSeconds: '20' }),
    plans: { type: 'boolean', default: false },
  },
});
const { args, say } = cli;
const load = loadOf(args);

type Staff = {
  recruiter: string;
  manager: string;
  recruiterId: number;
  managerId: number;
  vacancyIds: number[];
  candidateIds: number[];
  managerCandidateIds: number[];
  cityId: number;
  institutionId: number;
  historyCandidateId: number;
};

const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const FIRST_NAMES = [
  'Анна',
  'Иван',
  'Мария',
  'Алексей',
  'Елена',
  'Дмитрий',
  'Ольга',
  'Сергей',
  'Наталья',
  'Андрей',
  'Татьяна',
  'Михаил',
  'Юлия',
  'Никита',
  'Дарья',
  'Павел',
  'Ксения',
  'Артём',
  'Полина',
  'Егор',
];
const SURNAMES = [
  'Иванова',
  'Петров',
  'Смирнова',
  'Кузнецов',
  'Попова',
  'Васильев',
  'Соколова',
  'Михайлов',
  'Новикова',
  'Фёдоров',
  'Морозова',
  'Волков',
  'Алексеева',
  'Лебедев',
  'Семёнова',
  'Егоров',
  'Павлова',
  'Козлов',
  'Степанова',
  'Николаев',
];

/**
 * Variety the journey seed does not need: surnames, cities and institutions (so the name sort and
 * those filters mean something), and the active candidates spread over the stages — a third waiting
 * for the video CV review (stage 2 `eval`), a third at the test with its deadline two days ago — then
 * the current stage copied onto the candidates as the app does it.
 */
async function vary(db: Db): Promise<void> {
  const list = (names: string[]) => `(array[${names.map((n) => `'${n}'`).join(', ')}])`;
  await db.execute(
    sql.raw(`update users u set last_name = ${list(SURNAMES)}[1 + u.id % ${SURNAMES.length}],
        first_name = ${list(FIRST_NAMES)}[1 + (u.id / ${SURNAMES.length}) % ${FIRST_NAMES.length}],
        middle_name = ${list(FIRST_NAMES.map((n) => `${n.slice(0, 3)}овна`))}[1 + (u.id / 400) % ${FIRST_NAMES.length}],
        city_id = c.ids[1 + u.id % cardinality(c.ids)]
      from (select array_agg(id order by id) as ids from cities) c where u.email like '%@bench.test'`),
  );
  await db.execute(
    sql.raw(`update participant_profiles p set institution_id = i.ids[1 + p.user_id % least(200, cardinality(i.ids))]
      from (select array_agg(id order by id) as ids from institutions) i`),
  );
  const active = `c.status in ('awaiting', 'assigned', 'carried_out')`;
  await db.execute(
    sql.raw(`update candidate_stages s set status = case when s.n = 2 then 'eval' else 'none' end, deadline_at = null
      from candidates c where c.id = s.candidate_id and ${active} and c.id % 3 = 0 and s.n in (2, 3)`),
  );
  // Past the deadline: what the minute's sweep leaves (expired_awaiting), and a few it has not reached
  // yet (overdue, still awaiting). Thousands of those would only measure the sweep's first minute.
  await db.execute(
    sql.raw(`update candidate_stages s set deadline_at = now() - interval '2 days',
        status = case when c.id % 300 = 1 then 'awaiting' else 'expired_awaiting' end
      from candidates c where c.id = s.candidate_id and ${active} and c.id % 3 = 1 and s.n = 3`),
  );
  await db.execute(refreshCurrentStagesStatement());
  // What the card and the history read: a comment on every fifth candidate, two history rows each,
  // and one candidate with 3,000 (the history is paged, the card does not read it).
  await db.execute(
    sql.raw(
      `insert into stage_comments (candidate_id, n, text) select id, 1, 'Комментарий к анкете' from candidates where id % 5 = 0`,
    ),
  );
  await db.execute(
    sql.raw(`insert into candidate_history (candidate_id, action, n, before, after, note, created_at)
      select c.id, a.action, 1, null, 'awaiting', '', c.created_at from candidates c, (values ('applied'), ('stage_status')) a(action)
      union all select (select min(id) from candidates), 'stage_status', 1, 'eval', 'eval', 'Заметка ' || i, now() - make_interval(mins => i)
      from generate_series(1, 3000) i`),
  );
  // A table that has lived a while: autovacuum has set its visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
}

/** A recruiter and a manager of 20 positions, added after the seed (it has participants only). */
async function addStaff(db: Db): Promise<Staff> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const staff = rows(
    await db.execute(sql`insert into users (role, email, last_name, first_name, password_hash) values
      ('recruiter', 'bench.recruiter@jti.test', 'Рекрутер', 'Бенч', ${hash}),
      ('manager', 'bench.manager@jti.test', 'Руководитель', 'Бенч', ${hash}) returning id, role`),
  );
  const idOf = (role: string) => Number(staff.find((s) => s.role === role)!.id);
  const managerId = idOf('manager');
  const vacancyIds = rows(
    await db.execute(sql`select id from vacancies where status = 'open' order by id limit 20`),
  ).map((r) => Number(r.id));
  await db.execute(
    sql`insert into vacancy_managers (vacancy_id, user_id) select id, ${managerId} from vacancies where id in (${sql.join(
      vacancyIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  // And 30 candidates of other positions assigned to the manager personally.
  await db.execute(
    sql`insert into candidate_managers (candidate_id, user_id) select id, ${managerId} from candidates where id % 3001 = 7 limit 30`,
  );
  const candidateIds = rows(await db.execute(sql`select id from candidates order by random() limit 200`)).map(
    (r) => Number(r.id),
  );
  const managerCandidateIds = rows(
    await db.execute(sql`select id from candidates where vacancy_id = ${vacancyIds[0]!} limit 50`),
  ).map((r) => Number(r.id));
  const [city] = rows(
    await db.execute(
      sql`select city_id from users where email like '%@bench.test' and city_id is not null limit 1`,
    ),
  );
  const [inst] = rows(
    await db.execute(
      sql`select institution_id from participant_profiles where institution_id is not null limit 1`,
    ),
  );
  return {
    recruiter: 'bench.recruiter@jti.test',
    manager: 'bench.manager@jti.test',
    recruiterId: idOf('recruiter'),
    managerId,
    vacancyIds,
    candidateIds,
    managerCandidateIds,
    cityId: Number(city!.city_id),
    institutionId: Number(inst!.institution_id),
    historyCandidateId: Number(rows(await db.execute(sql`select min(id) as id from candidates`))[0]!.id),
  };
}

type ListCall = { name: string; who: 'recruiter' | 'manager'; queries: string[] };

/** Every sort both ways, every filter alone, the search in each form, a combination, deep pages. */
function listCalls(staff: Staff): ListCall[] {
  const r = (name: string, queries: string[]): ListCall => ({ name, who: 'recruiter', queries });
  const q = (text: string) => `q=${encodeURIComponent(text)}`;
  return [
    r('newest first (pages 1-2)', ['per_page=50', 'per_page=50&page=2']),
    r('oldest first', ['sort=applied_at&order=asc', 'sort=applied_at&order=asc&page=2']),
    r('page 20 of 100 rows', ['per_page=100&page=20', 'sort=name&order=asc&per_page=100&page=20']),
    r('sort by name', ['sort=name&order=asc', 'sort=name&order=desc&page=3']),
    r('sort by stage', ['sort=stage&order=asc', 'sort=stage&order=desc']),
    r('sort by deadline', ['sort=deadline&order=asc', 'sort=deadline&order=desc']),
    r(
      'one vacancy',
      staff.vacancyIds.map((id) => `vacancy_id=${id}&sort=name&order=asc`),
    ),
    r('status', ['status=assigned,awaiting', 'status=reserved&sort=name&order=asc']),
    r('stage / stage status', ['stage=2', 'stage=3&stage_status=awaiting&sort=deadline&order=asc']),
    r('overdue', ['overdue=true', 'overdue=false&sort=stage']),
    r('city', [`city_id=${staff.cityId}`, `city_id=${staff.cityId}&sort=name&order=asc`]),
    r('institution', [`institution_id=${staff.institutionId}`]),
    r('English level', ['english_level=4', 'english_level=5&sort=deadline&order=asc']),
    r('departments', ['departments=2,4', 'departments=7&sort=name&order=asc']),
    r('applied between', [
      'applied_from=2026-03-01&applied_to=2026-03-31',
      'applied_from=2026-06-01&sort=stage',
    ]),
    r('search: name, e-mail, phone', [
      q('соколова ольга'),
      q('smirnova.a'),
      q('+7 900 001 23 45'),
      q('0012345'),
    ]),
    r('search: matching half or all', [q('ова'), q('@bench.test')]),
    r('status + English + departments by name', [
      'status=assigned,awaiting&english_level=3&departments=2,4&sort=name&order=asc',
    ]),
    {
      name: 'manager: their scope',
      who: 'manager',
      queries: [
        'per_page=50',
        'sort=name&order=asc',
        'stage=3&overdue=true',
        `${q('участник')}&sort=deadline`,
      ],
    },
  ];
}

function calls(staff: Staff, recruiter: string, manager: string): CallSpec[] {
  const pick = (ids: number[], i: number) => ids[(i * 7) % ids.length]!;
  return [
    ...listCalls(staff).map((c): CallSpec => ({
      name: `${c.who === 'manager' ? '' : 'table: '}${c.name}`,
      method: 'GET',
      build: (i) => ({
        path: `/api/dashboard/candidates?${c.queries[i % c.queries.length]}`,
        headers: { cookie: c.who === 'manager' ? manager : recruiter },
      }),
    })),
    {
      name: 'GET /api/dashboard/candidates/{id} (row)',
      method: 'GET',
      build: (i) => ({
        path: `/api/dashboard/candidates/${pick(staff.candidateIds, i)}`,
        headers: { cookie: recruiter },
      }),
    },
    {
      name: 'GET /api/dashboard/candidate/{id} (card)',
      method: 'GET',
      build: (i) => ({
        path: `/api/dashboard/candidate/${pick(staff.candidateIds, i)}`,
        headers: { cookie: recruiter },
      }),
    },
    {
      name: 'manager: GET /api/dashboard/candidate/{id}',
      method: 'GET',
      build: (i) => ({
        path: `/api/dashboard/candidate/${pick(staff.managerCandidateIds, i)}`,
        headers: { cookie: manager },
      }),
    },
    {
      name: 'GET /api/dashboard/candidate/{id}/history (3,000 rows)',
      method: 'GET',
      build: (i) => ({
        path: `/api/dashboard/candidate/${staff.historyCandidateId}/history?page=${1 + (i % 3)}`,
        headers: { cookie: recruiter },
      }),
    },
  ];
}

/** The same calls for the plan check: each list call's first variant, the row and the card. */
function planActions(staff: Staff) {
  const recruiter = { id: staff.recruiterId, role: 'recruiter' as const };
  const manager = { id: staff.managerId, role: 'manager' as const };
  return [
    ...listCalls(staff).map((c) => ({
      name: `${c.who === 'manager' ? 'manager: ' : ''}${c.name}: ${decodeURIComponent(c.queries[0]!)}`,
      run: (db: Db) =>
        listCandidates(
          db,
          c.who === 'manager' ? manager : recruiter,
          CandidatesQuerySchema.parse(Object.fromEntries(new URLSearchParams(c.queries[0]!))),
        ),
    })),
    { name: 'row', run: (db: Db) => getCandidateRow(db, recruiter, staff.candidateIds[0]!) },
    { name: 'card', run: (db: Db) => getCandidateCard(db, recruiter, staff.candidateIds[0]!) },
    { name: 'manager: card', run: (db: Db) => getCandidateCard(db, manager, staff.managerCandidateIds[0]!) },
    {
      name: 'history of 3,000 rows, page 2',
      run: (db: Db) => getCandidateHistory(db, recruiter, staff.historyCandidateId, 2, 20),
    },
  ];
}

async function benchOne({ kind, scratch, planTarget, prepare, startServer }: BenchDatabase): Promise<string> {
  say(`\n== ${kind}: ${args.vacancies} vacancies, ${args.candidates} candidates ==`);
  const staff = await prepare(async (db) => {
    const seed = await seedJourneyData(db, {
      vacancies: Number(args.vacancies),
      candidates: Number(args.candidates),
      sample: 1,
      log: say,
    });
    const t = performance.now();
    await vary(db);
    say(
      `  seeded in ${(seed.totalMs / 1000).toFixed(1)} s, varied in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    return addStaff(db);
  });
  const { server } = await startServer();
  const recruiter = await signIn(server.url, staff.recruiter);
  const manager = await signIn(server.url, staff.manager);
  const stats = scratch ? await connectPostgres(scratch.url) : null;
  const before = stats ? await tableScans((q) => stats.query(q)) : null;
  const load1 = os.loadavg()[0]!;
  const figures: CallFigures[] = [];
  for (const spec of calls(staff, recruiter, manager)) {
    const f = await runCall(server.url, spec, load);
    figures.push(f);
    say(
      `  ${spec.name}: ${f.requests} requests, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ${f.rps.toFixed(0)} req/s, errors ${f.errors}`,
    );
  }
  const load2 = os.loadavg()[0]!;
  const after = stats ? await tableScans((q) => stats.query(q)) : null;
  await stats?.close();
  await server.stop();
  const plans = await checkPlans(kind, planTarget, planActions(staff));
  for (const p of plans)
    say(
      `  plan ${p.name}: ${p.ms.toFixed(2)} ms, ${p.rowsRead} rows read${p.seqScans.length ? `, SEQ SCAN ${p.seqScans.join(', ')}` : ''}`,
    );
  return [
    plansTable(
      `${kind}: query plans (EXPLAIN ANALYZE, warm; the statements each call sends)`,
      plans,
      args.plans,
    ),
    ...(before && after
      ? [scansTable(`${kind}: scans of the big tables during the load`, before, after)]
      : []),
    figuresTable(
      `${kind}: ${load.connections} connections, ${load.amount} requests per call (at most ${load.maxSeconds} s)`,
      figures,
    ),
    `Load average (1 min) ${load1.toFixed(1)} before the load, ${load2.toFixed(1)} after.`,
  ].join('\n\n');
}

await runPerDatabase({
  ...cli,
  scratchPrefix: 'jti_bench_candidates',
  bench: benchOne,
  heading: () =>
    `\n## Candidates table — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB\n`,
});
