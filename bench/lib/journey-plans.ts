/**
 * EXPLAIN ANALYZE of the queries behind the measured calls, written as the services send them
 * (vacancies.service.ts, screening.service.ts, testing.service.ts, feedback.service.ts,
 * messages.service.ts), for one participant with an active screening. Flags a sequential scan over
 * a table that grows with the participants: a per-participant call must not read them all.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

const ACTIVE = `('none','awaiting','assigned','carried_out','need_reassign','success')`;
/** Tables whose size follows the number of participants. */
const BIG = [
  'users',
  'participant_profiles',
  'consents',
  'candidates',
  'candidate_stages',
  'messages',
  'sessions',
  'feedback',
];

export type PlanCheck = { name: string; ms: number; seqScans: string[]; plan: string[] };

function queries(userId: number, candidateId: number, vacancyId: number): { name: string; sql: string }[] {
  const open = `v.status = 'open'`;
  const filter = `${open} and lower(v.title) like '%аналит%' and v.department in (1, 2, 4) and v.work_format in (1, 2)
    and exists (select 1 from unnest(v.tags) as vt(tag) where lower(vt.tag) in ('sql', 'excel'))`;
  const session = `encode(sha256(('bench-session-' || ${userId})::bytea), 'hex')`; // as seeded
  return [
    {
      name: 'session lookup',
      sql: `select u.id, u.role, s.last_seen_at from sessions s join users u on u.id = s.user_id
             where s.id_hash = ${session} and s.expires_at > now() and u.deactivated_at is null limit 1`,
    },
    {
      name: 'filter: page',
      sql: `select v.*, c.name from vacancies v left join cities c on c.id = v.city_id where ${filter}
            order by v.created_at desc, v.id desc limit 20 offset 0`,
    },
    { name: 'filter: count', sql: `select count(*)::int from vacancies v where ${filter}` },
    {
      name: 'all: page',
      sql: `select v.*, c.name from vacancies v left join cities c on c.id = v.city_id where ${open} order by v.created_at desc, v.id desc limit 20`,
    },
    {
      name: 'active screening',
      sql: `select id, status, vacancy_id from candidates where user_id = ${userId} and status in ${ACTIVE} limit 1`,
    },
    {
      name: 'latest record',
      sql: `select id from candidates where user_id = ${userId} order by created_at desc, id desc limit 1`,
    },
    {
      name: 'record stages',
      sql: `select n, status from candidate_stages where candidate_id = ${candidateId}`,
    },
    { name: 'surveys answered', sql: `select kind from feedback where candidate_id = ${candidateId}` },
    {
      name: 'progress stages',
      sql: `select n, status, deadline_at, slot, score, data from candidate_stages where candidate_id = ${candidateId} and status <> 'skipped' order by n`,
    },
    {
      name: 'vacancy stage settings',
      sql: `select n, settings from vacancy_stages where vacancy_id = ${vacancyId}`,
    },
    {
      name: 'test stage',
      sql: `select * from candidate_stages where candidate_id = ${candidateId} and n = 3`,
    },
    {
      name: 'messages: page',
      sql: `select * from messages where user_id = ${userId} order by created_at desc, id desc limit 20 offset 0`,
    },
    {
      name: 'messages: counts',
      sql: `select count(*)::int, (count(*) filter (where not is_read))::int from messages where user_id = ${userId}`,
    },
  ];
}

/** Plans and times each query once warm (the second run), for the participant `userId`. */
export async function checkPlans(db: Db, userId: number): Promise<PlanCheck[]> {
  const rows = async (q: string) =>
    (await db.execute(sql.raw(q))) as unknown as { rows: Record<string, unknown>[] };
  const [c] = (
    await rows(`select id, vacancy_id from candidates where user_id = ${userId} and status in ${ACTIVE}`)
  ).rows;
  if (!c) throw new Error(`participant ${userId} has no active screening`);
  const out: PlanCheck[] = [];
  for (const q of queries(userId, Number(c.id), Number(c.vacancy_id))) {
    await rows(q.sql); // warm the cache: the load runs warm too
    const plan = (await rows(`explain (analyze, costs off) ${q.sql}`)).rows.map((r) =>
      String(Object.values(r)[0]),
    );
    const ms = Number(plan.find((l) => l.startsWith('Execution Time'))?.match(/([\d.]+) ms/)?.[1] ?? NaN);
    const seqScans = plan.flatMap((l) => {
      const table = l.match(/Seq Scan on (\w+)/)?.[1];
      return table && BIG.includes(table) ? [table] : [];
    });
    out.push({ name: q.name, ms, seqScans, plan });
  }
  return out;
}

export function plansTable(title: string, checks: PlanCheck[], verbose: boolean): string {
  const scanOf = (p: PlanCheck) =>
    p.plan
      .map((l) =>
        l.match(
          /(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)? (?:using (\w+) )?on (\w+)/,
        ),
      )
      .filter((m) => m !== null)
      .map((m) => (m[2] ? `${m[1]} ${m[2]}` : `${m[1]} ${m[3]}`))
      .join('; ');
  const lines = [
    `### ${title}`,
    '',
    '| query | execution ms | access path | seq scan over a big table |',
    '|---|---:|---|---|',
    ...checks.map(
      (p) => `| ${p.name} | ${p.ms.toFixed(3)} | ${scanOf(p)} | ${p.seqScans.join(', ') || '—'} |`,
    ),
  ];
  if (verbose) for (const p of checks) lines.push('', `${p.name}:`, ...p.plan.map((l) => `    ${l}`));
  return lines.join('\n');
}

export type TableScans = Map<string, { seqScan: number; seqRows: number; idxScan: number }>;

/** PostgreSQL only: scan counters of the big tables (pg_stat_user_tables), to diff around the load. */
export async function tableScans(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<TableScans> {
  const rows = await query(
    `select relname, seq_scan, seq_tup_read, coalesce(idx_scan, 0) as idx_scan from pg_stat_user_tables
      where relname in (${BIG.map((t) => `'${t}'`).join(', ')}) order by relname`,
  );
  return new Map(
    rows.map((r) => [
      String(r.relname),
      { seqScan: Number(r.seq_scan), seqRows: Number(r.seq_tup_read), idxScan: Number(r.idx_scan) },
    ]),
  );
}

/** What the load did to each big table: every sequential scan the real server ran shows here. */
export function scansTable(title: string, before: TableScans, after: TableScans): string {
  const lines = [
    `### ${title}`,
    '',
    '| table | seq scans | rows read by seq scans | index scans |',
    '|---|---:|---:|---:|',
  ];
  for (const [table, a] of after) {
    const b = before.get(table) ?? { seqScan: 0, seqRows: 0, idxScan: 0 };
    lines.push(
      `| ${table} | ${a.seqScan - b.seqScan} | ${a.seqRows - b.seqRows} | ${a.idxScan - b.idxScan} |`,
    );
  }
  return lines.join('\n');
}
