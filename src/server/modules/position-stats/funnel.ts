/**
 * The selection funnel over any set of candidates (one position's, or every position's in a period):
 * per stage, who reached it, where they are now, passed, refused, conversion and the median time
 * spent at it. Shared by the position page (`GET /api/dashboard/vacancies/{id}/statistics`) and the
 * admin's statistics (`GET /api/dashboard/vacancies/statistics`), so both count the same way.
 *
 * - reached: the stage's status is anything but none/skipped;
 * - conversion: of the candidates who reached the previous stage of THEIR pipeline (the previous
 *   stage not `skipped` for them) and have this stage in it, the share who reached this one. For one
 *   position that is reached here ÷ reached at the previous stage; across positions with different
 *   pipelines it never compares a stage with one a candidate never had;
 * - median time: from the first history row giving the stage a status other than none/skipped (the
 *   stage opened) to the first giving it success or a denial (decided); undecided stages left out.
 * Two grouped queries over the candidates' stage and history rows, never one candidate at a time.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FunnelStage } from '#shared/contracts/position-stats.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidateHistory, candidates } from '../../db/schema.ts';

const NOT_REACHED = new Set(['none', 'skipped']);
const REFUSED = new Set(['denied_final', 'denied_add']);
export const round1 = (x: number) => Math.round(x * 10) / 10;

type StatusRow = { n: number; status: string; prev_reached: boolean | null; count: number };

/**
 * The funnel of the candidates `ofCandidates` selects (a condition on `candidates`), one entry per
 * stage number in `ns` (in process order).
 */
export async function funnelStages(
  db: DbOrTx,
  ofCandidates: SQL,
  ns: readonly number[],
): Promise<FunnelStage[]> {
  // Stage rows per (n, status, did the previous stage of the candidate's pipeline get reached).
  // `skipped` rows are dropped before the window, so "previous" skips the stages outside the pipeline.
  const statusRows = await db.execute(sql`
    select n, status, prev_reached, count(*)::int as count
    from (
      select cs.n, cs.status,
             lag(cs.status not in ('none', 'skipped')) over (partition by cs.candidate_id order by cs.n) as prev_reached
      from candidate_stages cs
      join ${candidates} on ${candidates.id} = cs.candidate_id
      where ${ofCandidates} and cs.status <> 'skipped'
    ) s
    group by n, status, prev_reached`);

  const spans = db
    .select({
      n: candidateHistory.n,
      started:
        sql`min(${candidateHistory.createdAt}) filter (where ${candidateHistory.after} not in ('none', 'skipped'))`.as(
          'started',
        ),
      decided:
        sql`min(${candidateHistory.createdAt}) filter (where ${candidateHistory.after} in ('success', 'denied_final', 'denied_add'))`.as(
          'decided',
        ),
    })
    .from(candidateHistory)
    .innerJoin(candidates, eq(candidates.id, candidateHistory.candidateId))
    .where(and(ofCandidates, eq(candidateHistory.action, 'stage_status')))
    .groupBy(candidateHistory.candidateId, candidateHistory.n)
    .as('spans');
  const medians = await db
    .select({
      n: spans.n,
      seconds: sql<
        string | number
      >`percentile_cont(0.5) within group (order by extract(epoch from (${spans.decided} - ${spans.started})))`,
    })
    .from(spans)
    .where(
      sql`${spans.started} is not null and ${spans.decided} is not null and ${spans.decided} >= ${spans.started}`,
    )
    .groupBy(spans.n);
  const medianByN = new Map(medians.map((m) => [Number(m.n), Number(m.seconds)]));

  const rows = rowsOf<StatusRow>(statusRows).map((r) => ({ ...r, n: Number(r.n), count: Number(r.count) }));
  return ns.map((n) => {
    const atN = rows.filter((r) => r.n === n);
    const reachedRows = atN.filter((r) => !NOT_REACHED.has(r.status));
    const byStatus: Record<string, number> = {};
    for (const r of reachedRows) byStatus[r.status] = (byStatus[r.status] ?? 0) + r.count;
    const sum = (list: typeof atN) => list.reduce((s, r) => s + r.count, 0);
    const base = sum(atN.filter((r) => r.prev_reached === true));
    const kept = sum(reachedRows.filter((r) => r.prev_reached === true));
    const seconds = medianByN.get(n);
    return {
      n,
      reached: sum(reachedRows),
      by_status: byStatus,
      passed: sum(reachedRows.filter((r) => r.status === 'success')),
      refused: sum(reachedRows.filter((r) => REFUSED.has(r.status))),
      conversion: base > 0 ? round1((kept / base) * 100) : null,
      median_hours: seconds === undefined || Number.isNaN(seconds) ? null : round1(seconds / 3600),
    };
  });
}

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
