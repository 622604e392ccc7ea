/**
 * `GET /api/dashboard/vacancies/statistics`: the programme over a period (contracts/statistics.ts
 * says what each block counts). A handful of grouped queries over the period's rows; the funnel is
 * the position page's (position-stats/funnel.ts) over every position's applications of the period.
 */
import { and, count, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Statistics, StatisticsQuery } from '#shared/contracts/statistics.ts';
import { APPLICATION_DECIDED } from '#shared/domain/stages.ts';
import { SURVEY_TYPES } from '#shared/domain/surveys.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidates, feedback } from '../../db/schema.ts';
import { sqlList } from '../../db/sql-list.ts';
import { now } from '../../lib/clock.ts';
import { funnelStages, round1, rowsOf } from '../position-stats/funnel.ts';
import { moscowDay } from '#shared/domain/moscow-time.ts';
import { bucketStart, bucketStarts, periodOf, type Period } from './period.ts';

const ALL_STAGES = [1, 2, 3, 4, 5, 6, 7, 8];
const TOP = 10;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The period asked for; «all time» runs from the first registration or application to today. */
async function resolvePeriod(db: DbOrTx, q: StatisticsQuery): Promise<Period> {
  const today = moscowDay(now());
  if (q.date_from && q.date_to && q.all_time !== '1' && q.all_time !== 'true')
    return periodOf(q.date_from, q.date_to, false);
  const [first] = rowsOf<{ first: Date | string | null }>(
    await db.execute(sql`
      select least(
        (select min(created_at) from users where role = 'participant'),
        (select min(submitted_at) from candidates)
      ) as first`),
  );
  const firstDay = first?.first ? moscowDay(new Date(first.first)) : today;
  return periodOf(firstDay < today ? firstDay : today, today, true);
}

/**
 * Counts per Moscow day (`YYYY-MM-DD`) of a timestamp column in the period. The day comes from the
 * epoch plus three hours (Moscow has kept UTC+3 since October 2014): no time-zone lookup per row,
 * which cost a third of a second per 100,000 rows.
 */
async function perDay(
  db: DbOrTx,
  p: Period,
  table: SQL,
  column: SQL,
  where: SQL,
): Promise<Map<string, number>> {
  const rows = rowsOf<{ day: number; count: number }>(
    await db.execute(sql`
      select floor((extract(epoch from ${column}) + 10800) / 86400)::int as day, count(*)::int as count
      from ${table}
      where ${where} and ${column} >= ${at(p.start)} and ${column} < ${at(p.end)}
      group by 1`),
  );
  return new Map(
    rows.map((r) => [new Date(Number(r.day) * 86_400_000).toISOString().slice(0, 10), Number(r.count)]),
  );
}

/** Day counts added up per bucket of the period. */
function perBucket(p: Period, days: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [day, count] of days)
    out.set(bucketStart(day, p.bucket), (out.get(bucketStart(day, p.bucket)) ?? 0) + count);
  return out;
}

function topOf(rows: { key: string | null; count: number }[]) {
  const known = rows.filter((r): r is { key: string; count: number } => r.key !== null && r.key !== '');
  known.sort((a, b) => b.count - a.count || a.key.localeCompare(b.key, 'ru'));
  return {
    top: known.slice(0, TOP),
    other: known.slice(TOP).reduce((s, r) => s + r.count, 0),
    unknown: rows.filter((r) => r.key === null || r.key === '').reduce((s, r) => s + r.count, 0),
  };
}

const days = (v: unknown) => (v === null || v === undefined ? null : round1(Number(v)));

export async function programmeStatistics(db: DbOrTx, q: StatisticsQuery): Promise<Statistics> {
  const p = await resolvePeriod(db, q);
  // The applications of the period (the cohort), as a condition on `candidates`.
  const cohort = and(
    isNotNull(candidates.submittedAt),
    gte(candidates.submittedAt, p.start),
    lt(candidates.submittedAt, p.end),
  )!;

  const registrations = perBucket(
    p,
    await perDay(db, p, sql`users`, sql`created_at`, sql`role = 'participant'`),
  );
  const applications = perBucket(p, await perDay(db, p, sql`candidates`, sql`submitted_at`, sql`true`));
  const timeline = bucketStarts(p).map((start) => ({
    start,
    registrations: registrations.get(start) ?? 0,
    applications: applications.get(start) ?? 0,
  }));

  const funnel = await funnelStages(db, cohort, ALL_STAGES);

  // The first decision on each record of the cohort (history 'status' rows), in days from submission:
  // one look into candidate_history_status_idx per candidate, so a month reads only its own records.
  const [decision] = rowsOf<Record<string, number | string | null>>(
    await db.execute(sql`
      with first_decision as (
        select d.after, extract(epoch from (d.created_at - c.submitted_at)) / 86400 as days
        from ${candidates} c
        cross join lateral (
          select h.after, h.created_at from candidate_history h
          where h.candidate_id = c.id and h.action = 'status' and h.after in ${sqlList(APPLICATION_DECIDED)}
          order by h.created_at, h.id
          limit 1
        ) d
        where c.submitted_at >= ${at(p.start)} and c.submitted_at < ${at(p.end)}
      )
      select count(*)::int as decided,
        percentile_cont(0.5) within group (order by days) as median,
        percentile_cont(0.9) within group (order by days) as p90,
        count(*) filter (where after = 'success')::int as hired,
        percentile_cont(0.5) within group (order by days) filter (where after = 'success') as hired_median,
        count(*) filter (where after <> 'success')::int as refused,
        percentile_cont(0.5) within group (order by days) filter (where after <> 'success') as refused_median
      from first_decision
      where days >= 0`),
  );

  const sources = rowsOf<{ key: string; count: number }>(
    await db.execute(sql`
      select answer as key, count(*)::int as count from ${feedback}
      where kind = 'how-know' and created_at >= ${at(p.start)} and created_at < ${at(p.end)}
      group by answer order by count(*) desc, answer`),
  );

  const departments = rowsOf<{ department: number; applications: number; hired: number; started: number }>(
    await db.execute(sql`
      select v.department::int as department, count(*)::int as applications,
        count(*) filter (where c.status = 'success')::int as hired,
        count(*) filter (where c.status = 'success' and exists (
          select 1 from candidate_stages s where s.candidate_id = c.id and s.n = 8 and s.status = 'success'))::int as started
      from ${candidates} c join vacancies v on v.id = c.vacancy_id
      where c.submitted_at >= ${at(p.start)} and c.submitted_at < ${at(p.end)}
      group by v.department order by count(*) desc, v.department`),
  ).map((d) => ({
    department: Number(d.department),
    applications: Number(d.applications),
    hired: Number(d.hired),
    started: Number(d.started),
  }));

  // People, not applications: the period's applicants once each (a CTE read three times), by city
  // and by institution, and how many they are. A semi-join of the users with the period's
  // applications (candidates_cohort_idx), with no `distinct` over the applications to hash.
  const people = rowsOf<{ what: string; key: string | null; count: number }>(
    await db.execute(sql`
      with people as (
        select u.city_id, pp.institution_id
        from users u left join participant_profiles pp on pp.user_id = u.id
        where exists (
          select 1 from ${candidates} c
          where c.user_id = u.id and c.submitted_at >= ${at(p.start)} and c.submitted_at < ${at(p.end)})
      )
      select 'city' as what, ci.name as key, count(*)::int as count
        from people p left join cities ci on ci.id = p.city_id
        group by ci.name
      union all
      select 'institution', i.name, count(*)::int
        from people p left join institutions i on i.id = p.institution_id
        group by i.name
      union all
      select 'all', null, count(*)::int from people`),
  ).map((r) => ({ what: r.what, key: r.key, count: Number(r.count) }));
  const cities = people.filter((r) => r.what === 'city');
  const institutions = people.filter((r) => r.what === 'institution');

  const scores = await db
    .select({ kind: feedback.kind, score: feedback.score, count: count() })
    .from(feedback)
    .where(
      and(
        inArray(feedback.kind, [...SURVEY_TYPES]),
        gte(feedback.createdAt, p.start),
        lt(feedback.createdAt, p.end),
      ),
    )
    .groupBy(feedback.kind, feedback.score);
  const feedbackRows = SURVEY_TYPES.map((kind) => {
    const rows = scores.filter((r) => r.kind === kind);
    const dist = [1, 2, 3, 4, 5].map((s) =>
      rows.filter((r) => r.score === s).reduce((sum, r) => sum + r.count, 0),
    );
    const scored = dist.reduce((a, b) => a + b, 0);
    const total = dist.reduce((sum, c, i) => sum + c * (i + 1), 0);
    return {
      kind,
      count: rows.reduce((sum, r) => sum + r.count, 0),
      average: scored > 0 ? Math.round((total / scored) * 100) / 100 : null,
      scores: dist,
    };
  });

  return {
    period: { from: p.from, to: p.to, all_time: p.allTime, bucket: p.bucket },
    totals: {
      registrations: timeline.reduce((s, b) => s + b.registrations, 0),
      applications: timeline.reduce((s, b) => s + b.applications, 0),
      applicants: people.find((r) => r.what === 'all')?.count ?? 0,
      hired: departments.reduce((s, d) => s + d.hired, 0),
      started: departments.reduce((s, d) => s + d.started, 0),
    },
    timeline,
    funnel,
    time_to_decision: {
      decided: Number(decision?.decided ?? 0),
      median_days: days(decision?.median),
      p90_days: days(decision?.p90),
      hired: { count: Number(decision?.hired ?? 0), median_days: days(decision?.hired_median) },
      refused: { count: Number(decision?.refused ?? 0), median_days: days(decision?.refused_median) },
    },
    sources: sources.map((s) => ({ key: s.key, count: Number(s.count) })),
    departments: departments.map((d) => ({
      department: Number(d.department),
      applications: Number(d.applications),
      hired: Number(d.hired),
    })),
    cities: topOf(cities.map((r) => ({ key: r.key, count: Number(r.count) }))),
    institutions: topOf(institutions.map((r) => ({ key: r.key, count: Number(r.count) }))),
    feedback: feedbackRows,
  };
}
