/**
 * A position's selection funnel (funnel.ts: per pipeline stage, who reached it, where they are now,
 * passed, refused, conversion from the previous stage and the median time spent at it) and its
 * sources, over all the position's submitted candidates, counted by grouped queries.
 */
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { PositionStatistics } from '#shared/contracts/position-stats.ts';
import type { AppDeps } from '../../app-deps.ts';
import { candidates, vacancyStages } from '../../db/schema.ts';
import { requireVacancy } from '../position-managers/position-managers.service.ts';
import { funnelStages } from './funnel.ts';

export async function positionStatistics(deps: AppDeps, vacancyId: number): Promise<PositionStatistics> {
  const db = deps.db;
  await requireVacancy(db, vacancyId);
  const ofPosition = and(eq(candidates.vacancyId, vacancyId), isNotNull(candidates.submittedAt))!;

  const pipeline = await db
    .select({ n: vacancyStages.n })
    .from(vacancyStages)
    .where(eq(vacancyStages.vacancyId, vacancyId))
    .orderBy(asc(vacancyStages.n));
  const stages = await funnelStages(
    db,
    ofPosition,
    pipeline.map((p) => p.n),
  );
  const sources = await db
    .select({ source: candidates.source, count: count() })
    .from(candidates)
    .where(ofPosition)
    .groupBy(candidates.source)
    .orderBy(sql`count(*) desc`, asc(candidates.source));
  const [total] = await db.select({ count: count() }).from(candidates).where(ofPosition);
  return { candidates: total?.count ?? 0, stages, sources };
}
