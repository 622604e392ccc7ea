/** Builders for selection data: a vacancy with a pipeline, and a candidate on it at given statuses. */
import type { StageStatus } from '#shared/domain/stages.ts';
import type { Db } from '../db/client.ts';
import { candidates, candidateStages, vacancies, vacancyStages } from '../db/schema.ts';
import { refreshCurrentStage } from '../modules/stages/stage-transition.service.ts';

/** An open vacancy whose pipeline holds the stage numbers given (SCREENING always), `deadlineDays` each. */
export async function makeVacancy(
  db: Db,
  opts: {
    pipeline?: number[];
    deadlineDays?: number;
    status?: 'open' | 'stop' | 'close' | 'draft';
    title?: string;
    settings?: Record<number, Record<string, unknown>>;
  } = {},
) {
  const pipeline = [...new Set([1, ...(opts.pipeline ?? [1, 2, 3, 4, 5, 6, 7, 8])])].sort();
  const [v] = await db
    .insert(vacancies)
    .values({
      title: opts.title ?? 'Стажёр отдела продаж',
      department: 6,
      workFormat: 2,
      hours: 30,
      status: opts.status ?? 'open',
    })
    .returning();
  await db.insert(vacancyStages).values(
    pipeline.map((n) => ({
      vacancyId: v!.id,
      n,
      deadlineDays: n === 1 || n === 8 ? null : (opts.deadlineDays ?? 5),
      settings: opts.settings?.[n] ?? {},
    })),
  );
  return { vacancy: v!, pipeline };
}

/** A candidate of `userId` on the vacancy; stages outside the pipeline are skipped, the rest as given or `none`. */
export async function makeCandidate(
  db: Db,
  userId: number,
  vacancy: { vacancy: { id: number }; pipeline: number[] },
  statuses: Partial<Record<number, StageStatus>> = { 1: 'eval' },
  opts: { status?: 'awaiting' | 'assigned' | 'carried_out' | 'success'; deadlineAt?: Date } = {},
) {
  const [c] = await db
    .insert(candidates)
    .values({
      userId,
      vacancyId: vacancy.vacancy.id,
      status: opts.status ?? 'awaiting',
      submittedAt: new Date(),
    })
    .returning();
  await db.insert(candidateStages).values(
    [1, 2, 3, 4, 5, 6, 7, 8].map((n) => {
      const status: StageStatus = vacancy.pipeline.includes(n) ? (statuses[n] ?? 'none') : 'skipped';
      return {
        candidateId: c!.id,
        n,
        status,
        deadlineAt: status === 'awaiting' ? (opts.deadlineAt ?? null) : null,
      };
    }),
  );
  await refreshCurrentStage(db, c!.id);
  return c!;
}
