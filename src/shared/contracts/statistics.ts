/**
 * `GET /api/dashboard/vacancies/statistics` (admin): the programme over a period, for a report.
 * Query as the general export's (spec section 3): `date_from`, `date_to` as DD.MM.YYYY (YYYY-MM-DD
 * also read), Moscow days, both ends included; or `all_time=1` (the dates then ignored), from the
 * first registration or application to today.
 *
 * What each block counts (the period selects):
 * - registrations: participants who registered in it; applications: records submitted in it;
 * - timeline: both per Moscow day (periods up to 62 days), ISO week (up to two years) or month;
 * - funnel, time to decision, departments, cities, institutions: the applications submitted in it
 *   (a cohort: where they stand now);
 * - sources: the how-know answers given in it; feedback: the survey answers given in it.
 */
import { z } from 'zod';
import { daySchema } from './dates.ts';
import { FunnelStageSchema } from './position-stats.ts';
import { ruStatistics } from '../i18n/ru/statistics.ts';

const t = ruStatistics.query;

export const StatisticsQuerySchema = z
  .object({
    date_from: daySchema(t.dateFrom, 'either').optional(),
    date_to: daySchema(t.dateTo, 'either').optional(),
    all_time: z.enum(['0', '1', 'true', 'false'], { error: t.allTime }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.all_time === '1' || q.all_time === 'true') return;
    if (!q.date_from) ctx.addIssue({ code: 'custom', message: t.dateFromRequired, path: ['date_from'] });
    if (!q.date_to) ctx.addIssue({ code: 'custom', message: t.dateToRequired, path: ['date_to'] });
    if (q.date_from && q.date_to && q.date_from > q.date_to)
      ctx.addIssue({ code: 'custom', message: t.order, path: ['date_to'] });
  });
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;

export const BUCKETS = ['day', 'week', 'month'] as const;
export type Bucket = (typeof BUCKETS)[number];

const Count = z.object({ key: z.string(), count: z.number() });

export const StatisticsSchema = z.object({
  data: z.object({
    period: z.object({
      /** YYYY-MM-DD, Moscow days, both included. */
      from: z.string(),
      to: z.string(),
      all_time: z.boolean(),
      bucket: z.enum(BUCKETS),
    }),
    totals: z.object({
      registrations: z.number(),
      applications: z.number(),
      /** Distinct participants among the applications. */
      applicants: z.number(),
      /** Applications whose record is now `success` (offer accepted). */
      hired: z.number(),
      /** Applications whose INTERNSHIP_START stage is `success`. */
      started: z.number(),
    }),
    /** Every bucket of the period, empty ones too; `start` is the bucket's first day (YYYY-MM-DD). */
    timeline: z.array(z.object({ start: z.string(), registrations: z.number(), applications: z.number() })),
    /** All eight stages across every position (a stage outside a candidate's pipeline is not counted for them). */
    funnel: z.array(FunnelStageSchema),
    /** From submission to the record's first decision: offer accepted (hired) or a denial (refused). */
    time_to_decision: z.object({
      decided: z.number(),
      median_days: z.number().nullable(),
      p90_days: z.number().nullable(),
      hired: z.object({ count: z.number(), median_days: z.number().nullable() }),
      refused: z.object({ count: z.number(), median_days: z.number().nullable() }),
    }),
    /** How-know answers by source code (HOW_KNOW_SOURCES), most first. */
    sources: z.array(Count),
    /** Applications and hires by the position's department code. */
    departments: z.array(z.object({ department: z.number(), applications: z.number(), hired: z.number() })),
    /** Participants who applied, by their city / institution: the ten largest, then `other` for the rest. */
    cities: z.object({ top: z.array(Count), other: z.number(), unknown: z.number() }),
    institutions: z.object({ top: z.array(Count), other: z.number(), unknown: z.number() }),
    /** Per survey type (SURVEY_TYPES) answered in the period: answers, the mean score, answers per score 1-5. */
    feedback: z.array(
      z.object({
        kind: z.string(),
        count: z.number(),
        average: z.number().nullable(),
        scores: z.array(z.number()).length(5),
      }),
    ),
  }),
});
export type Statistics = z.infer<typeof StatisticsSchema>['data'];
