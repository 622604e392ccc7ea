/**
 * The selection funnel over any set of candidates (one position's, or every position's in a period):
 * per stage, who reached it, where they are now, passed, refused, conversion and the median time
 * spent at it. Shared by the position page (`GET /api/dashboard/vacancies/{id}/statistics`) and the
 * admin's statistics (`GET /api/dashboard/vacancies/statistics`), so both count the same way.
 *
 * - reached: the stage's status is anything but none/skipped;
 * - conversion: per position, reached here ÷ reached at the previous stage of ITS pipeline, summed
 *   over the positions whose pipeline has this stage (for one position: reached here ÷ reached at
 *   the previous stage). Across positions with different pipelines no stage is compared with one
 *   its candidates never had;
 * - median time: from the first history row giving the stage a status other than none/skipped (the
 *   stage opened) to the first giving it success or a denial (decided); undecided stages left out.
 * Grouped queries (stage rows per position, stage and status; history spans), never one candidate at
 * a time: no window over the stage rows, which cost 5 s at 100,000 candidates
 * (bench/results/2026-11-21-statistics.md).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FunnelStage } from '#shared/contracts/position-stats.ts';
import {
  STAGE_DECIDED,
  STAGE_NOT_REACHED,
  STAGE_STATUS_GROUP,
  type StageStatus,
} from '#shared/domain/stages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sqlList } from '../../db/sql-list.ts';
import { candidates } from '../../db/schema.ts';

export const round1 = (x: number) => Math.round(x * 10) / 10;

type StatusRow = { vacancy_id: number; n: number; status: StageStatus; count: number };

/**
 * The funnel of the candidates `ofCandidates` selects (a condition on `candidates`), one entry per
 * stage number in `ns` (in process order).
 */
export async function funnelStages(
  db: DbOrTx,
  ofCandidates: SQL,
  ns: readonly number[],
): Promise<FunnelStage[]> {
  // The stages reached, per position, stage and status.
  const statusRows = await db.execute(sql`
    select ${candidates.vacancyId} as vacancy_id, cs.n, cs.status, count(*)::int as count
    from candidate_stages cs
    join ${candidates} on ${candidates.id} = cs.candidate_id
    where ${ofCandidates} and cs.status not in ${sqlList(STAGE_NOT_REACHED)}
    group by ${candidates.vacancyId}, cs.n, cs.status`);
  const rows = rowsOf<StatusRow>(statusRows).map((r) => ({
    ...r,
    vacancy_id: Number(r.vacancy_id),
    n: Number(r.n),
    count: Number(r.count),
  }));
  // The pipelines of the positions those candidates are on.
  const vacancyIds = [...new Set(rows.map((r) => r.vacancy_id))];
  const pipelines = new Map<number, number[]>();
  if (vacancyIds.length > 0) {
    const stages = rowsOf<{ vacancy_id: number; n: number }>(
      await db.execute(sql`select vacancy_id, n from vacancy_stages
        where vacancy_id = any(${`{${vacancyIds.join(',')}}`}::int[]) order by vacancy_id, n`),
    );
    for (const s of stages)
      pipelines.set(Number(s.vacancy_id), [...(pipelines.get(Number(s.vacancy_id)) ?? []), Number(s.n)]);
  }
  const reachedAt = new Map<string, number>(); // `${vacancy}:${n}` -> reached
  for (const r of rows)
    reachedAt.set(`${r.vacancy_id}:${r.n}`, (reachedAt.get(`${r.vacancy_id}:${r.n}`) ?? 0) + r.count);

  // Each candidate's stage spans from its own history rows (a lateral read of the index
  // candidate_history_stage_idx), so a period or a position reads only its candidates' rows.
  const medians = rowsOf<{ n: number; seconds: string | number | null }>(
    await db.execute(sql`
      select spans.n,
        percentile_cont(0.5) within group (order by extract(epoch from (spans.decided - spans.started))) as seconds
      from ${candidates}
      cross join lateral (
        select h.n,
          min(h.created_at) filter (where h.after not in ${sqlList(STAGE_NOT_REACHED)}) as started,
          min(h.created_at) filter (where h.after in ${sqlList(STAGE_DECIDED)}) as decided
        from candidate_history h
        where h.candidate_id = ${candidates.id} and h.action = 'stage_status'
        group by h.n
      ) spans
      where ${ofCandidates} and spans.started is not null and spans.decided is not null
        and spans.decided >= spans.started
      group by spans.n`),
  );
  const medianByN = new Map(medians.map((m) => [Number(m.n), Number(m.seconds)]));

  return ns.map((n) => {
    const atN = rows.filter((r) => r.n === n);
    const byStatus: Record<string, number> = {};
    for (const r of atN) byStatus[r.status] = (byStatus[r.status] ?? 0) + r.count;
    const sum = (list: typeof atN) => list.reduce((s, r) => s + r.count, 0);
    let base = 0;
    let kept = 0;
    for (const [vacancy, pipeline] of pipelines) {
      const i = pipeline.indexOf(n);
      if (i <= 0) continue;
      base += reachedAt.get(`${vacancy}:${pipeline[i - 1]}`) ?? 0;
      kept += reachedAt.get(`${vacancy}:${n}`) ?? 0;
    }
    const seconds = medianByN.get(n);
    return {
      n,
      reached: sum(atN),
      by_status: byStatus,
      passed: sum(atN.filter((r) => STAGE_STATUS_GROUP[r.status] === 'passed')),
      refused: sum(atN.filter((r) => STAGE_STATUS_GROUP[r.status] === 'refused')),
      conversion: base > 0 ? round1((kept / base) * 100) : null,
      median_hours: seconds === undefined || Number.isNaN(seconds) ? null : round1(seconds / 3600),
    };
  });
}

/** The rows of a raw `db.execute` (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
