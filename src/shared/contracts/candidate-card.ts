/**
 * The staff candidate card (docs/api-access.md `dashboard/candidate/{id}...`): the whole record, one
 * table row for a preview, stage comments, the history, the recruiter's edit. Codes (English level,
 * work format, departments, education level) come as codes: the web app labels them from
 * src/shared/domain/selection-lists.ts. An erased participant's personal fields come as «Данные удалены».
 */
import { z } from 'zod';
import { dbId, pagingFields } from './common.ts';
import { CANDIDATE_SOURCES, values, type CandidateSource } from '../domain/selection-lists.ts';
import { APPLICATION_STATUSES, STAGE_STATUSES } from '../domain/stages.ts';
import { ruCandidateCard } from '../i18n/ru/candidate-card.ts';
import { ruValidation } from '../i18n/ru/validation.ts';

const t = ruCandidateCard;
const v = ruValidation;

export const CardFileSchema = z.object({ id: z.number(), name: z.string(), size: z.number() });
export const CardPersonSchema = z.object({ id: z.number(), name: z.string(), role: z.string() });

export const StageCommentSchema = z.object({
  id: z.number(),
  n: z.number(),
  text: z.string(),
  author: CardPersonSchema.nullable(),
  created_at: z.string(),
});
export const StageCommentsResponseSchema = z.object({ data: z.array(StageCommentSchema) });

export const CardProfileSchema = z.object({
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  birth_date: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.object({ id: z.number(), name: z.string() }).nullable(),
  citizenship: z.object({ code: z.string(), name: z.string() }).nullable(),
  institution: z.object({ id: z.number(), name: z.string() }).nullable(),
  faculty: z.string(),
  specialty: z.string(),
  education_level: z.string(),
  course: z.number().nullable(),
  graduation_year: z.number().nullable(),
  departments: z.array(z.number()),
  work_format: z.number().nullable(),
  hours: z.number().nullable(),
  english_level: z.number().nullable(),
  relocate: z.boolean().nullable(),
});

export const CardStageSchema = z.object({
  n: z.number(),
  status: z.enum(STAGE_STATUSES),
  deadline_at: z.string().nullable(),
  slot: z.record(z.string(), z.unknown()).nullable(),
  score: z.number().nullable(),
  comments: z.array(StageCommentSchema),
});

export const CardTestSchema = z.object({
  score: z.number().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  questions: z.array(
    z.object({
      text: z.string(),
      choices: z.array(z.string()),
      chosen: z.number().nullable(),
      correct: z.number().nullable(),
    }),
  ),
});

export const CandidateCardSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  source: z.string(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  erased: z.boolean(),
  vacancy: z.object({ id: z.number(), title: z.string(), status: z.string() }),
  profile: CardProfileSchema,
  cv: z.object({ file: CardFileSchema.nullable(), link: z.string() }),
  screening_answers: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
  stages: z.array(CardStageSchema),
  /** The `n` of the stage the candidate is at: the staff table's current stage (one rule, on the server). */
  current_stage: z.number().nullable(),
  vcv_answers: z.array(
    z.object({
      index: z.number(),
      question: z.string(),
      file_id: z.number().nullable(),
      link: z.string().nullable(),
    }),
  ),
  test: CardTestSchema.nullable(),
  offer_file: CardFileSchema.nullable(),
  managers: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type CandidateCard = z.infer<typeof CandidateCardSchema>;
export const CandidateCardResponseSchema = z.object({ data: CandidateCardSchema });

/** `GET /api/dashboard/candidates/{id}`: the candidate as one row of the staff table. */
export const CandidateRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  vacancy: z.object({ id: z.number(), title: z.string() }),
  status: z.enum(APPLICATION_STATUSES),
  stage: z
    .object({
      n: z.number(),
      status: z.enum(STAGE_STATUSES),
      deadline_at: z.string().nullable(),
      overdue: z.boolean(),
    })
    .nullable(),
  applied_at: z.string().nullable(),
  city: z.string().nullable(),
  institution: z.string().nullable(),
  english_level: z.number().nullable(),
});
export const CandidateRowResponseSchema = z.object({ data: CandidateRowSchema });

/** `POST /api/dashboard/candidate/{id}/stage-comment/{n}`. */
export const StageCommentInputSchema = z.object({
  text: z
    .string({ error: t.commentText })
    .trim()
    .min(1, { error: t.commentText })
    .max(2000, { error: t.commentText }),
});

/** `GET /api/dashboard/candidate/{id}/history?page=&per_page=`. */
export const HistoryQuerySchema = z.object({
  ...pagingFields({ page: t.page, perPage: t.page }),
});
export const HistoryEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  who: CardPersonSchema.nullable(),
  action: z.string(),
  n: z.number().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  note: z.string(),
  /** The action in words (with the field of an edit), and the values named: no codes. */
  what: z.string(),
  before_text: z.string().nullable(),
  after_text: z.string().nullable(),
});
export const HistoryResponseSchema = z.object({
  data: z.array(HistoryEntrySchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

const name = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(100, { error: t.tooLong(100) });
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: t.tooLong(max) });

/**
 * `PUT /api/dashboard/candidate/{id}` (recruiter): what a recruiter may correct. Never the password,
 * the e-mail or the phone (those prove who the participant is).
 */
export const CandidateEditSchema = z
  .object({
    source: z
      .enum(values(CANDIDATE_SOURCES) as [CandidateSource, ...CandidateSource[]], { error: t.source })
      .optional(),
    last_name: name(v.lastName).optional(),
    first_name: name(v.firstName).optional(),
    middle_name: text(100).optional(),
    city_id: dbId(v.city).optional(),
    institution_id: dbId(v.institution).optional(),
    faculty: text(200).optional(),
    specialty: text(200).optional(),
    course: z
      .number({ error: v.course })
      .int({ error: v.course })
      .min(1, { error: v.course })
      .max(6, { error: v.course })
      .optional(),
    graduation_year: z
      .number({ error: v.graduationYear })
      .int({ error: v.graduationYear })
      .min(2000, { error: v.graduationYearRange })
      .max(2035, { error: v.graduationYearRange })
      .optional(),
    english_level: z
      .number({ error: v.englishLevel })
      .int({ error: v.englishLevel })
      .min(1, { error: v.englishLevel })
      .max(5, { error: v.englishLevel })
      .optional(),
  })
  .strict()
  .refine((o) => Object.keys(o).length > 0, { error: t.nothingToEdit });
export type CandidateEditInput = z.infer<typeof CandidateEditSchema>;
