/**
 * Benchmark: the participant's feed (`GET /api/posts`) at 10,000 posts and 100,000 reactions.
 *
 *   npm run bench:feed -- [--db pglite|postgres|both] [--posts 10000] [--reactions 100000]
 *                         [--readers 1000] [--requests 300] [--connections 10] [--max-seconds 20] [--plans]
 *                         [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * For each database: migrates an empty one, adds `--readers` participants (bench/lib/journey-seed.ts),
 * bulk-loads the posts by SQL (every kind and category over two years, 2 % hidden, a few scheduled,
 * 1-3 media rows each), the reactions spread evenly over posts and readers, a view for every third
 * reaction, and 300 «Не интересно» of the reader being measured; starts the real server, signs the
 * reader in and runs: the first page, a page deep in the feed (a cursor 5,000 posts down), a category
 * filter, and one post. Then, the server stopped, explains the statements the service sends
 * (EXPLAIN ANALYZE, warm) and, on PostgreSQL, counts the scans of the post tables during the load.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { FeedQuerySchema } from '#shared/contracts/posts.ts';
import type { Db } from '#server/db/client.ts';
import { getFeedPost, listFeed } from '#server/modules/posts/posts-feed.service.ts';
import { checkPlans, plansTable } from './lib/candidates-plans.ts';
import { benchCli, loadFlags, loadOf } from './lib/cli.ts';
import { connectPostgres } from './lib/databases.ts';
import { scansTable, type TableScans } from './lib/journey-plans.ts';
import { seedJourneyData } from './lib/journey-seed.ts';
import { figuresTable, runCall, type CallFigures, type CallSpec } from './lib/load.ts';
import { runPerDatabase, type BenchDatabase } from './lib/per-database.ts';
import { signIn } from './lib/sign-in.ts';

const cli = benchCli({
  name: 'feed',
  options: {
    posts: { type: 'string', default: '10000' },
    reactions: { type: 'string', default: '100000' },
    readers: { type: 'string', default: '1000' },
    ...loadFlags({ requests: '300', connections: '10', maxSeconds: '20' }),
    plans: { type: 'boolean', default: false },
  },
});
const { args, say } = cli;
const POSTS = Number(args.posts);
const REACTIONS = Number(args.reactions);
const READERS = Number(args.readers);
const load = loadOf(args);

const rows = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows;
const FEED_TABLES = [
  'posts',
  'post_media',
  'post_reactions',
  'post_views',
  'post_negative_feedback',
  'files',
  'vacancies',
];

/** PostgreSQL only: scan counters of the feed's tables, to diff around the load. */
async function feedScans(query: (text: string) => Promise<Record<string, unknown>[]>): Promise<TableScans> {
  const list = FEED_TABLES.map((t) => `'${t}'`).join(', ');
  const found = await query(
    `select relname, seq_scan, seq_tup_read, coalesce(idx_scan, 0) as idx_scan from pg_stat_user_tables where relname in (${list}) order by relname`,
  );
  return new Map(
    found.map((r) => [
      String(r.relname),
      { seqScan: Number(r.seq_scan), seqRows: Number(r.seq_tup_read), idxScan: Number(r.idx_scan) },
    ]),
  );
}

type Setup = { readerId: number; readerEmail: string; deepCursor: string; postId: number };

async function timed(name: string, db: Db, query: ReturnType<typeof sql.raw>) {
  const t = performance.now();
  await db.execute(query);
  say(`  ${name.padEnd(22)} ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

/** Posts, media, reactions, views and the reader's «Не интересно», all by SQL. */
async function seedFeed(db: Db): Promise<Setup> {
  const [reader] = rows(
    await db.execute(sql`select id, email from users where email like '%@bench.test' order by id limit 1`),
  );
  const readerId = Number(reader!.id);
  // One image file row reused by every post's media (the bytes are never read here).
  await db.execute(
    sql.raw(`insert into files (owner_user_id, kind, original_name, mime, size, sha256)
      select null, 'image', 'bench-' || i || '.png', 'image/png', 1000, md5(i::text) from generate_series(1, 10) i`),
  );
  await timed(
    'posts',
    db,
    sql.raw(`insert into posts (title, text, kind, category, vacancy_id, published_at, hidden, created_at, updated_at)
      select 'Пост №' || i, 'Текст поста **№' || i || '** о программе стажировок.',
        (array['news','video','carousel','offer'])[1 + i % 4], (array['news','events','tips'])[1 + i % 3],
        case when i % 4 = 3 then (select min(id) from vacancies) end,
        date_trunc('milliseconds', now() - make_interval(mins => (i * 105)::int) + case when i % 500 = 0 then interval '3 years' else interval '0' end),
        i % 50 = 7, now(), now()
      from generate_series(1, ${POSTS}) i`),
  );
  await timed(
    'post_media',
    db,
    sql.raw(`insert into post_media (post_id, file_id, position)
      select p.id, f.id, f.rn - 1 from posts p
      join (select id, row_number() over (order by id) as rn from files where original_name like 'bench-%') f on f.rn <= 1 + p.id % 3`),
  );
  // Readers × posts on a lattice: reaction k goes to post k % posts and reader k / posts, so every
  // post gets about the same number and no (post, reader) repeats while reactions ≤ posts × readers.
  await timed(
    'post_reactions',
    db,
    sql.raw(`with p as (select id, row_number() over (order by id) - 1 as rn from posts),
      u as (select id, row_number() over (order by id) - 1 as rn from users where email like '%@bench.test')
      insert into post_reactions (post_id, user_id, kind)
      select p.id, u.id, (array['like','heart','fire','clap'])[1 + (k % 7) % 4]
      from generate_series(0, ${REACTIONS - 1}) k
      join p on p.rn = k % ${POSTS}
      join u on u.rn = (k / ${POSTS}) % ${READERS}`),
  );
  await timed(
    'post_views',
    db,
    sql.raw(
      `insert into post_views (post_id, user_id) select post_id, user_id from post_reactions where (post_id + user_id) % 3 = 0 on conflict do nothing`,
    ),
  );
  await timed(
    'post_negative_feedback',
    db,
    sql.raw(
      `insert into post_negative_feedback (post_id, user_id, reason) select id, ${readerId}, 'irrelevant' from posts where id % 33 = 0 limit 300`,
    ),
  );
  await db.execute(sql`vacuum analyze`);
  const [deep] = rows(
    await db.execute(sql`select id, (extract(epoch from published_at) * 1000)::bigint as ms from posts where not hidden and published_at <= now()
      order by published_at desc, id desc offset ${Math.floor(POSTS / 2)} limit 1`),
  );
  const [one] = rows(
    await db.execute(
      sql`select id from posts where not hidden and published_at <= now() and id % 33 <> 0 order by id limit 1 offset 100`,
    ),
  );
  return {
    readerId,
    readerEmail: String(reader!.email),
    deepCursor: `${String(deep!.ms)}_${String(deep!.id)}`,
    postId: Number(one!.id),
  };
}

const QUERIES = (s: Setup) => [
  { name: 'first page (10)', query: 'per_page=10' },
  { name: 'first page (50)', query: 'per_page=50' },
  { name: 'deep page (cursor 5,000 down)', query: `per_page=10&cursor=${s.deepCursor}` },
  { name: 'category «Советы»', query: 'category=tips&per_page=10' },
  { name: 'category, deep', query: `category=events&per_page=10&cursor=${s.deepCursor}` },
];

function calls(s: Setup, cookie: string): CallSpec[] {
  return [
    ...QUERIES(s).map((q): CallSpec => ({
      name: `GET /api/posts: ${q.name}`,
      method: 'GET',
      build: () => ({ path: `/api/posts?${q.query}`, headers: { cookie } }),
    })),
    {
      name: 'GET /api/posts/{id}',
      method: 'GET',
      build: () => ({ path: `/api/posts/${s.postId}`, headers: { cookie } }),
    },
  ];
}

async function benchOne({ kind, scratch, planTarget, prepare, startServer }: BenchDatabase): Promise<string> {
  say(`\n== ${kind}: ${POSTS} posts, ${REACTIONS} reactions, ${READERS} readers ==`);
  const setup = await prepare(async (db) => {
    await seedJourneyData(db, { vacancies: 20, candidates: READERS, sample: 1, log: say });
    return seedFeed(db);
  });
  const { server } = await startServer();
  const cookie = await signIn(server.url, setup.readerEmail);
  const stats = scratch ? await connectPostgres(scratch.url) : null;
  const before = stats ? await feedScans((q) => stats.query(q)) : null;
  const figures: CallFigures[] = [];
  for (const spec of calls(setup, cookie)) {
    const f = await runCall(server.url, spec, load);
    figures.push(f);
    say(
      `  ${spec.name}: ${f.requests} requests, p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, ${f.rps.toFixed(0)} req/s, errors ${f.errors}`,
    );
  }
  const after = stats ? await feedScans((q) => stats.query(q)) : null;
  await stats?.close();
  await server.stop();
  const plans = await checkPlans(kind, planTarget, [
    ...QUERIES(setup).map((q) => ({
      name: q.name,
      run: (db: Db) =>
        listFeed(db, setup.readerId, FeedQuerySchema.parse(Object.fromEntries(new URLSearchParams(q.query)))),
    })),
    { name: 'one post', run: (db: Db) => getFeedPost(db, setup.readerId, setup.postId) },
  ]);
  for (const p of plans)
    say(`  plan ${p.name}: ${p.ms.toFixed(2)} ms, ${p.rowsRead} rows read; ${p.paths.join('; ')}`);
  return [
    plansTable(
      `${kind}: query plans (EXPLAIN ANALYZE, warm; every statement the feed service sends)`,
      plans,
      args.plans,
    ),
    ...(before && after ? [scansTable(`${kind}: scans during the load`, before, after)] : []),
    figuresTable(
      `${kind}: ${load.connections} connections, ${load.amount} requests per call (at most ${load.maxSeconds} s)`,
      figures,
    ),
  ].join('\n\n');
}

await runPerDatabase({
  ...cli,
  scratchPrefix: 'jti_bench_feed',
  bench: benchOne,
  heading: () =>
    `\n## Feed — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB\n`,
});
