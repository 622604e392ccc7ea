/** `GET /api/dashboard/vacancies/{id}/statistics`: a position's selection funnel, stage by stage, and its sources. */
import { z } from 'zod';

export const FunnelStageSchema = z.object({
  n: z.number(),
  /** Candidates whose stage status is anything but `none`/`skipped`. */
  reached: z.number(),
  /** Candidates at this stage now, per status (only statuses someone has). */
  by_status: z.record(z.string(), z.number()),
  passed: z.number(),
  refused: z.number(),
  /** reached here ÷ reached at the previous stage of the pipeline, in % (one decimal); null for the first stage or when nobody reached the previous one. */
  conversion: z.number().nullable(),
  /** Median hours from the stage's first status other than none to its success or denial (one decimal); null when no candidate finished it. */
  median_hours: z.number().nullable(),
});
export type FunnelStage = z.infer<typeof FunnelStageSchema>;

export const PositionStatisticsSchema = z.object({
  data: z.object({
    candidates: z.number(),
    stages: z.array(FunnelStageSchema),
    sources: z.array(z.object({ source: z.string(), count: z.number() })),
  }),
});
export type PositionStatistics = z.infer<typeof PositionStatisticsSchema>['data'];
