/**
 * Benchmark: the admin's users list (`GET /api/dashboard/users`) at 100,000 participants (the
 * journey seed of bench/lib/journey-seed.ts, plus cities, institutions and surnames spread over
 * them, and a few hundred staff accounts).
 *
 *   npm run bench:users -- [--db pglite|postgres|both] [--users 100000] [--requests 500]
 *                          [--connections 10] [--max-seconds 20] [--plans]
 *                          [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * For each database: migrates an empty one, seeds it, prints the plan of each list query (EXPLAIN
 * ANALYZE, warm, the very SQL the service sends), starts the real server, signs an admin in and
 * runs each call `--requests` times.
 */
import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { UsersQuery } from '#shared/contracts/admin-users.ts';
import { UsersQuerySchema } from '#shared/contracts/admin-users.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { listUsers } from '#server/modules/admin-users/users-list.service.ts';
import { benchCli, loadFlags, loadOf } from './lib/cli.ts';
import { BENCH_PASSWORD, seedJourneyData } from './lib/journey-seed.ts';
import { figuresTable, runCall, type CallFigures, type CallSpec } from './lib/load.ts';
import { runPerDatabase, type BenchDatabase } from './lib/per-database.ts';
import { signIn } from './lib/sign-in.ts';

const cli = benchCli({
  name: 'users',
  options: {
    users: { type: 'string', default: '100000' },
    ...loadFlags({ requests: '500', connections: '10', maxSeconds: '20' }),
    plans: { type: 'boolean', default: false },
  },
});
const { args, say } = cli;
const load = loadOf(args);
const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const ADMIN = 'bench.admin@jti.test';

/** The seed has participants only, all in one city-less crowd: spread them out, add staff. */
async function shapeUsers(db: Db): Promise<{ cityId: number; institutionId: number }> {
  const surnames = [
    'Иванова',
    'Смирнов',
    'Кузнецова',
    'Попов',
    'Васильева',
    'Петров',
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
    'Ёлкина',
    'Орлов',
    'Андреева',
    'Макаров',
    'Захарова',
  ];
  await db.execute(
    sql`update users set last_name = (${sql.raw(`array[${surnames.map((s) => `'${s}'`).join(',')}]`)})[1 + id % ${surnames.length}]`,
  );
  await db.execute(
    sql`update users u set city_id = c.id from (select id, row_number() over (order by id) - 1 as k from cities) c where c.k = u.id % 60`,
  );
  await db.execute(
    sql`update participant_profiles p set institution_id = i.id from (select id, row_number() over (order by id) - 1 as k from institutions) i where i.k = p.user_id % 200`,
  );
  // Every tenth phone not confirmed yet.
  await db.execute(sql`update users set phone_verified_at = null where id % 10 = 0`);
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`insert into users (role, email, last_name, first_name, password_hash, created_at)
    select (array['recruiter','manager','admin'])[1 + i % 3], 'bench.staff.' || i || '@jti.test', 'Сотрудник', 'Бенч ' || i, ${hash}, now() - make_interval(days => i)
      from generate_series(1, 300) as i`);
  await db.execute(
    sql`insert into users (role, email, last_name, first_name, password_hash) values ('admin', ${ADMIN}, 'Админ', 'Бенч', ${hash})`,
  );
  await db.execute(sql`analyze`);
  const [city] = rowsOf(
    await db.execute(
      sql`select city_id as id from users where city_id is not null group by city_id order by count(*) desc limit 1`,
    ),
  );
  const [inst] = rowsOf(
    await db.execute(
      sql`select institution_id as id from participant_profiles where institution_id is not null limit 1`,
    ),
  );
  return { cityId: Number(city!.id), institutionId: Number(inst!.id) };
}

const QUERIES = (ids: { cityId: number; institutionId: number }): [string, string][] => [
  ['newest first, page 1', 'per_page=50'],
  ['newest first, page 200', 'per_page=50&page=200'],
  ['by name (ICU), page 1 / 100', 'sort=name&order=asc&per_page=50'],
  ['staff roles', 'role=recruiter,manager,admin'],
  ['city + phone not confirmed', `city_id=${ids.cityId}&phone_verified=false`],
  ['institution, by name', `institution_id=${ids.institutionId}&sort=name&order=asc`],
  ['active screening', 'active_screening=true'],
  [
    'no active screening, registered in a month',
    'active_screening=false&registered_from=2026-01-01&registered_to=2026-01-31',
  ],
  ['search: surname', `q=${encodeURIComponent('лебедев')}`],
  ['search: e-mail', 'q=smirnova.a'],
  ['search: phone', `q=${encodeURIComponent('+7 (900) 004-24-2')}`],
];

/** EXPLAIN ANALYZE of the list's two statements (page, count), the SQL exactly as the service builds it. */
async function plans(db: Db, query: string): Promise<{ page: string[]; count: string[] }> {
  const found: string[][] = [];
  const explaining = {
    execute: async (q: SQL) => {
      found.push(
        rowsOf(await db.execute(sql`explain (analyze, costs off) ${q}`)).map((r) => String(r['QUERY PLAN'])),
      );
      // No page rows to map; a count of zero for the second statement.
      return { rows: found.length === 1 ? [] : [{ total: 0 }] };
    },
  } as unknown as DbOrTx;
  const parsed: UsersQuery = UsersQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  await listUsers(explaining, parsed);
  return { page: found[0] ?? [], count: found[1] ?? [] };
}

const summary = (plan: string[]) => {
  const time = plan.find((l) => l.includes('Execution Time'))?.match(/([\d.]+) ms/)?.[1] ?? '?';
  const paths = [
    ...new Set(
      plan
        .map((l) =>
          l.match(
            /(Index Only Scan|Index Scan Backward|Index Scan|Bitmap Index Scan|Seq Scan)( using)? (on )?(\w+)/,
          ),
        )
        .filter(Boolean)
        .map((m) => `${m![1]} ${m![4]}`),
    ),
  ];
  return { time, paths: paths.join('; ') };
};

async function benchOne({ kind, prepare, startServer }: BenchDatabase): Promise<string> {
  say(`\n== ${kind}: ${args.users} participants ==`);
  let planLines: string[] = [];
  const queries = await prepare(async (db) => {
    const seed = await seedJourneyData(db, {
      vacancies: 1000,
      candidates: Number(args.users),
      sample: 1,
      log: say,
    });
    const ids = await shapeUsers(db);
    say(`  seeded in ${(seed.totalMs / 1000).toFixed(1)} s`);
    const queries = QUERIES(ids);
    planLines = [
      '| query | page ms | page access path | count ms | count access path |',
      '| --- | ---: | --- | ---: | --- |',
    ];
    for (const [name, q] of queries) {
      await plans(db, q); // warm
      const p = await plans(db, q);
      const page = summary(p.page);
      const count = summary(p.count);
      planLines.push(`| ${name} | ${page.time} | ${page.paths} | ${count.time} | ${count.paths} |`);
      if (args.plans) say(`\n-- ${name}\n${p.page.join('\n')}\n${p.count.join('\n')}`);
    }
    say(planLines.join('\n'));
    return queries;
  });
  const { server } = await startServer();
  const cookie = await signIn(server.url, ADMIN);
  const figures: CallFigures[] = [];
  const specs: CallSpec[] = [
    ...queries.map(([name, q]): CallSpec => ({
      name: `users: ${name}`,
      method: 'GET',
      build: () => ({ path: `/api/dashboard/users?${q}`, headers: { cookie } }),
    })),
    {
      name: 'users/filters',
      method: 'GET',
      build: () => ({ path: '/api/dashboard/users/filters', headers: { cookie } }),
    },
  ];
  for (const spec of specs) {
    const f = await runCall(server.url, spec, load);
    figures.push(f);
    say(
      `  ${spec.name}: ${f.requests} requests, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, ${f.rps.toFixed(0)} req/s, errors ${f.errors}`,
    );
  }
  await server.stop();
  return `### ${kind}: plans (EXPLAIN ANALYZE, warm)\n\n${planLines.join('\n')}\n\n${figuresTable(`${kind}: ${load.connections} connections, ${load.amount} requests per call (at most ${load.maxSeconds} s)`, figures)}`;
}

await runPerDatabase({
  ...cli,
  scratchPrefix: 'jti_bench_users',
  bench: benchOne,
  heading: () =>
    `\n## Users list — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}\n`,
});
