/**
 * A position's selection funnel: per pipeline stage, who reached it, where they are now, passed,
 * refused, conversion from the previous stage and the median time spent at it; and the sources.
 * Counted by grouped queries over all the position's submitted candidates, never one by one.
 */
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { FunnelStage, PositionStatistics } from '#shared/contracts/position-stats.ts';
import type { AppDeps } from '../../app-deps.ts';
import { candidateHistory, candidates, candidateStages, vacancyStages } from '../../db/schema.ts';
import { requireVacancy } from '../position-managers/position-managers.service.ts';

const NOT_REACHED = new Set(['none', 'skipped']);
const REFUSED = new Set(['denied_final', 'denied_add']);
const round1 = (x: number) => Math.round(x * 10) / 10;

export async function positionStatistics(deps: AppDeps, vacancyId: number): Promise<PositionStatistics> {
  const db = deps.db;
  await requireVacancy(db, vacancyId);
  const ofPosition = and(eq(candidates.vacancyId, vacancyId), isNotNull(candidates.submittedAt));

  const pipeline = await db.select({ n: vacancyStages.n }).from(vacancyStages).where(eq(vacancyStages.vacancyId, vacancyId)).orderBy(asc(vacancyStages.n));
  const statusCounts = await db
    .select({ n: candidateStages.n, status: candidateStages.status, count: count() })
    .from(candidateStages)
    .innerJoin(candidates, eq(candidates.id, candidateStages.candidateId))
    .where(ofPosition)
    .groupBy(candidateStages.n, candidateStages.status);

  // Time at a stage, per candidate: from the first history row giving the stage a status other than
  // none/skipped (the stage opened for them) to the first one giving it success or a denial (the
  // stage decided). Stages not decided yet do not count; the median is over candidates per stage.
  const spans = db
    .select({
      n: candidateHistory.n,
      started: sql`min(${candidateHistory.createdAt}) filter (where ${candidateHistory.after} not in ('none', 'skipped'))`.as('started'),
      decided: sql`min(${candidateHistory.createdAt}) filter (where ${candidateHistory.after} in ('success', 'denied_final', 'denied_add'))`.as('decided'),
    })
    .from(candidateHistory)
    .innerJoin(candidates, eq(candidates.id, candidateHistory.candidateId))
    .where(and(ofPosition, eq(candidateHistory.action, 'stage_status')))
    .groupBy(candidateHistory.candidateId, candidateHistory.n)
    .as('spans');
  const medians = await db
    .select({
      n: spans.n,
      seconds: sql<string | number>`percentile_cont(0.5) within group (order by extract(epoch from (${spans.decided} - ${spans.started})))`,
    })
    .from(spans)
    .where(sql`${spans.started} is not null and ${spans.decided} is not null and ${spans.decided} >= ${spans.started}`)
    .groupBy(spans.n);

  const sources = await db
    .select({ source: candidates.source, count: count() })
    .from(candidates)
    .where(ofPosition)
    .groupBy(candidates.source)
    .orderBy(sql`count(*) desc`, asc(candidates.source));
  const [total] = await db.select({ count: count() }).from(candidates).where(ofPosition);

  const medianByN = new Map(medians.map((m) => [Number(m.n), Number(m.seconds)]));
  const stages: FunnelStage[] = [];
  for (const { n } of pipeline) {
    const rows = statusCounts.filter((r) => r.n === n && !NOT_REACHED.has(r.status));
    const reached = rows.reduce((sum, r) => sum + r.count, 0);
    const previous = stages.at(-1);
    const seconds = medianByN.get(n);
    stages.push({
      n,
      reached,
      by_status: Object.fromEntries(rows.map((r) => [r.status, r.count])),
      passed: rows.filter((r) => r.status === 'success').reduce((sum, r) => sum + r.count, 0),
      refused: rows.filter((r) => REFUSED.has(r.status)).reduce((sum, r) => sum + r.count, 0),
      conversion: previous && previous.reached > 0 ? round1((reached / previous.reached) * 100) : null,
      median_hours: seconds === undefined || Number.isNaN(seconds) ? null : round1(seconds / 3600),
    });
  }
  return { candidates: total?.count ?? 0, stages, sources };
}
