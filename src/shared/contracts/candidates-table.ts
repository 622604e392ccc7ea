/**
 * The staff candidates table (`GET /api/dashboard/candidates`) and its bulk stage change
 * (`PUT /api/dashboard/candidates/statuses`). A row is the same `CandidateRowSchema` the card's
 * `GET /api/dashboard/candidates/{id}` answers, plus the columns only the table shows.
 */
import { z } from 'zod';
import { dbId, dbIdParam, pagingFields } from './common.ts';
import { APPLICATION_STATUSES, STAGE_STATUSES } from '../domain/stages.ts';
import { ruCandidatesTable } from '../i18n/ru/candidates-table.ts';
import { CandidateRowSchema } from './candidate-card.ts';
import { daySchema } from './dates.ts';

const t = ruCandidatesTable;

const id = dbIdParam(t.filter);
const stageN = z.coerce
  .number({ error: t.stage })
  .int({ error: t.stage })
  .min(1, { error: t.stage })
  .max(8, { error: t.stage });
const day = daySchema(t.date);
/** `a=1&a=2` and `a=1,2` both mean a list. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x !== ''),
    z.array(item).max(50, { error: t.filter }),
  );

export const CANDIDATE_SORTS = ['applied_at', 'name', 'stage', 'deadline'] as const;

export const CandidatesQuerySchema = z.object({
  vacancy_id: id.optional(),
  stage: stageN.optional(),
  stage_status: z.enum(STAGE_STATUSES, { error: t.status }).optional(),
  status: list(z.enum(APPLICATION_STATUSES, { error: t.filter })).optional(),
  city_id: id.optional(),
  institution_id: id.optional(),
  english_level: z.coerce
    .number({ error: t.filter })
    .int({ error: t.filter })
    .min(1, { error: t.filter })
    .max(5, { error: t.filter })
    .optional(),
  departments: list(id).optional(),
  applied_from: day.optional(),
  applied_to: day.optional(),
  overdue: z
    .enum(['true', 'false'], { error: t.filter })
    .transform((v) => v === 'true')
    .optional(),
  q: z.string({ error: t.q }).trim().max(100, { error: t.q }).optional(),
  sort: z.enum(CANDIDATE_SORTS, { error: t.sort }).default('applied_at'),
  order: z.enum(['asc', 'desc'], { error: t.sort }).default('desc'),
  ...pagingFields(t),
});
export type CandidatesQuery = z.infer<typeof CandidatesQuerySchema>;

export const CandidateTableRowSchema = CandidateRowSchema.extend({
  course: z.number().nullable(),
  cv: z.boolean(),
});
export type CandidateTableRow = z.infer<typeof CandidateTableRowSchema>;

/** Past this many matching candidates the count stops: `total` is then this number and `total_exact` false. */
export const CANDIDATES_TOTAL_CAP = 1_000;

export const CandidatesResponseSchema = z.object({
  data: z.array(CandidateTableRowSchema),
  meta: z.object({
    page: z.number(),
    per_page: z.number(),
    /** Matching candidates, at most `CANDIDATES_TOTAL_CAP`. */
    total: z.number(),
    /** False when more candidates matched than `total` says («более 1 000»). */
    total_exact: z.boolean(),
  }),
});

export const BulkStatusSchema = z.object({
  ids: z.array(dbId(t.ids), { error: t.ids }).min(1, { error: t.ids }).max(500, { error: t.ids }),
  n: z
    .number({ error: t.stage })
    .int({ error: t.stage })
    .min(1, { error: t.stage })
    .max(8, { error: t.stage }),
  status: z.enum(STAGE_STATUSES, { error: t.status }),
});
export type BulkStatusInput = z.infer<typeof BulkStatusSchema>;
export const BulkStatusResponseSchema = z.object({ updated: z.number() });
