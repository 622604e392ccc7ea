/**
 * Staff calls on positions (vacancies) under /api/dashboard/vacancies: the list with candidates per
 * stage, one position with its pipeline, the form's lists, create/update (multipart: the fields as
 * JSON in `data`, an optional `cover` image), status changes, delete and tags. Statuses are set B.
 * Validation errors of the form are keyed by path: `title`, `stages.2.settings.questions.0.text`.
 */
import { z } from 'zod';
import { dbId, dbIdParam, pagingFields } from './common.ts';
import {
  DEPARTMENTS,
  ENGLISH_LEVELS,
  HOURS_PER_WEEK,
  WORK_FORMATS,
  values,
} from '../domain/selection-lists.ts';
import { STAGE_TYPES, stageType } from '../domain/stages.ts';
import { VACANCY_STATUSES } from '../domain/vacancy-status.ts';
import { DEFAULT_ANSWER_DAYS, MAX_ANSWER_DAYS, MIN_ANSWER_DAYS } from '../domain/answer-time.ts';
import { ruPositions } from '../i18n/ru/positions.ts';
import { instantSchema } from './dates.ts';

const t = ruPositions;

export const MAX_POSITION_DESCRIPTION = 20_000;
export const MAX_POSITIONS_PER_PAGE = 100;

// Lone UTF-16 surrogates become U+FFFD here: some drivers mangle them into bytes PostgreSQL refuses.
const wellFormed = (s: string) => s.toWellFormed();
const text = (max: number, message: string = t.required) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: t.tooLong(max) })
    .transform(wellFormed);
const optionalText = (max: number) =>
  z
    .string({ error: t.text })
    .trim()
    .max(max, { error: t.tooLong(max) })
    .transform(wellFormed)
    .optional();
const int = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
const oneOf = (list: readonly number[], message: string) =>
  z.number({ error: message }).refine((v) => list.includes(v), { error: message });

// Stage settings, one schema per stage type -----------------------------------------------------

/** SCREENING: the form's own questions; `id` keys the participant's answers, so keep it stable. */
export const ScreeningStageSettingsSchema = z.object({
  questions: z
    .array(z.object({ id: text(50, t.questionId), text: text(500, t.questionText) }), {
      error: t.questions(1, 10),
    })
    .min(1, { error: t.questions(1, 10) })
    .max(10, { error: t.questions(1, 10) }),
});

export const VcvStageSettingsSchema = z.object({
  questions: z
    .array(
      z.object({
        text: text(500, t.questionText),
        think_seconds: int(5, 300, t.range(5, 300)),
        answer_seconds: int(10, 600, t.range(10, 600)),
        retakes: int(0, 5, t.range(0, 5)),
      }),
      { error: t.questions(1, 10) },
    )
    .min(1, { error: t.questions(1, 10) })
    .max(10, { error: t.questions(1, 10) }),
});

export const TestingStageSettingsSchema = z.object({
  time_limit_minutes: int(1, 180, t.range(1, 180)),
  pass_mark: int(0, 100, t.range(0, 100)).nullish(),
  questions: z
    .array(
      z
        .object({
          text: text(1000, t.questionText),
          choices: z
            .array(text(300, t.choiceText), { error: t.choices(2, 8) })
            .min(2, { error: t.choices(2, 8) })
            .max(8, { error: t.choices(2, 8) }),
          correct: int(0, 7, t.correct),
        })
        .refine((q) => q.correct < q.choices.length, { error: t.correct, path: ['correct'] }),
      { error: t.questions(1, 100) },
    )
    .min(1, { error: t.questions(1, 100) })
    .max(100, { error: t.questions(1, 100) }),
});

/** ASSESSMENT, RECRUITER_INTERVIEW, MANAGER_INTERVIEW. */
export const MeetingStageSettingsSchema = z.object({
  format: z.enum(['online', 'office'], { error: t.meetingFormat }),
  description: optionalText(2000),
  duration_minutes: int(10, 480, t.range(10, 480)).optional(),
});

export const OfferStageSettingsSchema = z.object({});

export const InternshipStartStageSettingsSchema = z.object({
  start_at: instantSchema(t.startAt).optional(),
  address: optionalText(300),
  contact: optionalText(300),
});

export const STAGE_SETTINGS_SCHEMAS = {
  SCREENING: ScreeningStageSettingsSchema,
  VCV: VcvStageSettingsSchema,
  TESTING: TestingStageSettingsSchema,
  ASSESSMENT: MeetingStageSettingsSchema,
  RECRUITER_INTERVIEW: MeetingStageSettingsSchema,
  MANAGER_INTERVIEW: MeetingStageSettingsSchema,
  OFFER: OfferStageSettingsSchema,
  INTERNSHIP_START: InternshipStartStageSettingsSchema,
} as const satisfies Record<(typeof STAGE_TYPES)[number], z.ZodType>;

// The form ---------------------------------------------------------------------------------------

export const PositionStageInputSchema = z.object({
  n: int(1, 8, t.stageN),
  deadline_days: int(1, 60, t.range(1, 60)).nullish(),
  settings: z.unknown(),
});

const positionFields = {
  title: text(200, t.title),
  description: z
    .string({ error: t.text })
    .max(MAX_POSITION_DESCRIPTION, { error: t.tooLong(MAX_POSITION_DESCRIPTION) })
    .transform(wellFormed)
    .default(''),
  department: oneOf(values(DEPARTMENTS), t.department),
  city_id: dbId(t.city).nullable().default(null),
  work_format: oneOf(values(WORK_FORMATS), t.workFormat),
  hours: oneOf(values(HOURS_PER_WEEK), t.hours),
  english_level: oneOf(values(ENGLISH_LEVELS), t.englishLevel).default(1),
  tags: z.array(text(50, t.tag), { error: t.tags }).max(20, { error: t.tags }).default([]),
  headcount: int(1, 1000, t.range(1, 1000)).default(1),
  /** Working days the team takes to answer a participant waiting for it (decision 066). */
  answer_days: int(MIN_ANSWER_DAYS, MAX_ANSWER_DAYS, t.answerDays(MIN_ANSWER_DAYS, MAX_ANSWER_DAYS)).default(
    DEFAULT_ANSWER_DAYS,
  ),
  recruiter_id: dbId(t.recruiter).nullable().default(null),
};

/** `update-opened/{id}`: the texts, tags and the like of an open position; never its pipeline. */
export const PositionOpenedFormSchema = z.object(positionFields);
export type PositionOpenedFormInput = z.infer<typeof PositionOpenedFormSchema>;

/** `create` and `update/{id}`: the fields and the pipeline; SCREENING (1) always in it, each type once. */
export const PositionFormSchema = z
  .object({
    ...positionFields,
    stages: z
      .array(PositionStageInputSchema, { error: t.stages })
      .min(1, { error: t.stages })
      .max(8, { error: t.stages }),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<number>();
    form.stages.forEach((stage, i) => {
      if (seen.has(stage.n))
        ctx.addIssue({ code: 'custom', path: ['stages', i, 'n'], message: t.stageTwice });
      seen.add(stage.n);
      const type = stageType(stage.n);
      if (!type) return;
      const parsed = STAGE_SETTINGS_SCHEMAS[type].safeParse(stage.settings ?? {});
      if (parsed.success) stage.settings = parsed.data;
      else
        for (const issue of parsed.error.issues)
          ctx.addIssue({ ...issue, path: ['stages', i, 'settings', ...issue.path] } as never);
    });
    if (!seen.has(1)) ctx.addIssue({ code: 'custom', path: ['stages'], message: t.screeningRequired });
  })
  .transform((form) => ({ ...form, stages: [...form.stages].sort((a, b) => a.n - b.n) }));
export type PositionFormInput = z.infer<typeof PositionFormSchema>;

// Answers ----------------------------------------------------------------------------------------

const Status = z.enum(VACANCY_STATUSES);

/** Candidates per stage they are at (the last stage with a status other than none/skipped). */
export const StageCountsSchema = z.array(z.object({ n: z.number(), count: z.number() }));

export const POSITION_SORTS = ['created_at', 'title', 'status', 'candidates'] as const;

const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : Array.isArray(v) ? v : String(v).split(',')),
    z.array(item).max(50).optional(),
  );

/** `GET /api/dashboard/vacancies` query: repeated keys or comma lists (`status=open,stop`). */
export const PositionListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(200, { error: t.tooLong(200) })
    .transform(wellFormed)
    .optional(),
  status: list(z.enum(VACANCY_STATUSES, { error: t.status })),
  department: list(z.coerce.number({ error: t.department }).int({ error: t.department }).min(1).max(32767)),
  city_id: list(dbIdParam(t.city)),
  tag: z
    .string()
    .trim()
    .max(50, { error: t.tooLong(50) })
    .transform(wellFormed)
    .optional(),
  recruiter_id: dbIdParam(t.recruiter).optional(),
  sort: z.enum(POSITION_SORTS, { error: t.sort }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: t.sort }).default('desc'),
  ...pagingFields(t, { max: MAX_POSITIONS_PER_PAGE, default: 20 }),
});
export type PositionListQuery = z.infer<typeof PositionListQuerySchema>;

export const PositionListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: Status,
  department: z.number(),
  city_id: z.number().nullable(),
  city_name: z.string().nullable(),
  tags: z.array(z.string()),
  headcount: z.number(),
  recruiter_id: z.number().nullable(),
  created_at: z.string(),
  /** The stage numbers of the pipeline, in process order. */
  pipeline: z.array(z.number()),
  candidates_count: z.number(),
  by_stage: StageCountsSchema,
});
export type PositionListItem = z.infer<typeof PositionListItemSchema>;

export const PositionListResponseSchema = z.object({
  data: z.array(PositionListItemSchema),
  meta: z.object({ total: z.number(), page: z.number(), per_page: z.number() }),
});

export const PositionStageSchema = z.object({
  n: z.number(),
  type: z.enum(STAGE_TYPES),
  deadline_days: z.number().nullable(),
  /** As stored, test answers included (staff only). */
  settings: z.record(z.string(), z.unknown()),
});

export const PositionDetailSchema = PositionListItemSchema.extend({
  description: z.string(),
  answer_days: z.number(),
  work_format: z.number(),
  hours: z.number(),
  english_level: z.number(),
  cover_file_id: z.number().nullable(),
  updated_at: z.string(),
  stages: z.array(PositionStageSchema),
  manager_ids: z.array(z.number()),
  /** The statuses this position may move to now. */
  status_variants: z.array(Status),
});
export type PositionDetail = z.infer<typeof PositionDetailSchema>;
export const PositionDetailResponseSchema = z.object({ data: PositionDetailSchema });

const OptionSchema = z.object({ value: z.number(), label: z.string() });

export const PositionFormListsSchema = z.object({
  departments: z.array(OptionSchema),
  work_formats: z.array(OptionSchema),
  hours: z.array(OptionSchema),
  english_levels: z.array(OptionSchema),
  cities: z.array(OptionSchema),
  stage_types: z.array(z.object({ n: z.number(), type: z.enum(STAGE_TYPES), label: z.string() })),
  recruiters: z.array(OptionSchema),
});
export const PositionFormListsResponseSchema = z.object({ data: PositionFormListsSchema });

/** `variants`: per status, where a position may go; `draft` only while it has no candidates. */
export const PositionVariantsResponseSchema = z.object({
  data: z.record(Status, z.array(Status)),
  draft_requires_no_candidates: z.literal(true),
});

export const PositionEntitiesResponseSchema = z.object({
  data: z.object({ cities: z.array(OptionSchema), tags: z.array(z.string()) }),
});

export const PositionTagSchema = z.object({ id: z.number(), name: z.string() });
export const PositionTagsResponseSchema = z.object({ data: z.array(PositionTagSchema) });
export const PositionTagCreateSchema = z.object({ name: text(50, t.tag) });
export const PositionTagResponseSchema = z.object({ data: PositionTagSchema });

export const PositionStatusUpdateSchema = z.object({ status: z.enum(VACANCY_STATUSES, { error: t.status }) });
