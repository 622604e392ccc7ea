/**
 * Applying, the CV, files and withdrawal (`/api/screening/apply`, `/stage/{n}/cv`, `/cv/link`,
 * `/cv/link/check`, `/attach/check`, `/file`, `/stage/{n}/attach`, `/close`, `GET /api/file/{id}`).
 * Multipart calls have no body schema (the route reads the parts itself); their text fields are
 * checked with the schemas here.
 */
import { z } from 'zod';
import { UPLOAD_KINDS } from '../domain/apply.ts';
import { ruApply } from '../i18n/ru/apply.ts';
import { MAX_CV_LINK, parseCvLink } from './cv-link.ts';
import { APPLICATION_STATUSES, STAGE_STATUSES } from '../domain/stages.ts';
import { dbIdParam } from './common.ts';

const t = ruApply;

/** One screening question of a vacancy (vacancy_stages.settings.questions of stage 1). */
export const ScreeningQuestionSchema = z.object({ id: z.string(), text: z.string() });
export type ScreeningQuestion = z.infer<typeof ScreeningQuestionSchema>;

const id = (message: string) => dbIdParam(message);

/** A CV link: https, no credentials, at most 500 characters. Saved as sent, never fetched. */
export const CvLinkSchema = z
  .string({ error: t.cvLink })
  .trim()
  .max(MAX_CV_LINK, { error: t.cvLink })
  .superRefine((value, ctx) => {
    const parsed = parseCvLink(value);
    if ('error' in parsed) ctx.addIssue({ code: 'custom', message: parsed.error });
  });

/** The text fields of `POST /api/screening/apply` (the CV comes as the `cv` file or `cv_link`). */
export const ApplyFieldsSchema = z
  .object({
    vacancy_id: id(t.vacancyId),
    answers: z
      .string({ error: t.answersInvalid })
      .max(64_000, { error: t.answersInvalid })
      .optional()
      .default('{}'),
    cv_link: z.string().optional(),
  })
  .strict();

/** The application just made. */
export const ApplyResponseSchema = z.object({ id: z.number(), status: z.enum(APPLICATION_STATUSES) });
export type ApplyResponse = z.infer<typeof ApplyResponseSchema>;

export const CvLinkBodySchema = z.object({ cv_link: CvLinkSchema });
export type CvLinkBody = z.infer<typeof CvLinkBodySchema>;

/** `/cv/link/check`: any string is judged (the verdict says what is wrong), up to a sane length. */
export const CvLinkCheckBodySchema = z.object({
  cv_link: z.string({ error: t.cvLink }).max(2000, { error: t.cvLink }),
});

/** A check's verdict, ready to show beside the field. */
export const CheckResponseSchema = z.object({ ok: z.boolean(), message: z.string() });
export type CheckResponse = z.infer<typeof CheckResponseSchema>;

export const AttachCheckBodySchema = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: t.kind }),
  name: z.string({ error: t.fileName }).min(1, { error: t.fileName }).max(255, { error: t.fileName }),
  size: z
    .number({ error: t.fileSize })
    .int({ error: t.fileSize })
    .min(0, { error: t.fileSize })
    .max(Number.MAX_SAFE_INTEGER, { error: t.fileSize }),
});
export type AttachCheckBody = z.infer<typeof AttachCheckBodySchema>;

/** An uploaded file as its owner sees it. */
export const UploadedFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

/** The text fields of `POST /api/screening/file`. */
export const UploadFieldsSchema = z.object({ kind: z.enum(UPLOAD_KINDS, { error: t.kind }) }).strict();

export const StageParamsSchema = z.object({
  n: z.coerce
    .number({ error: t.stageN })
    .int({ error: t.stageN })
    .min(1, { error: t.stageN })
    .max(8, { error: t.stageN }),
});

/** The text fields of `POST /api/screening/stage/{n}/attach` (with a `file` part, or `file_id`). */
export const AttachFieldsSchema = z
  .object({
    file_id: id(t.fileId).optional(),
    question: z.coerce
      .number({ error: t.question })
      .int({ error: t.question })
      .min(0, { error: t.question })
      .max(99, { error: t.question })
      .optional(),
    kind: z.enum(UPLOAD_KINDS, { error: t.kind }).optional(),
  })
  .strict(); // an unknown field (a slipped-in record id) is refused, not ignored

export const AttachResponseSchema = z.object({
  file: UploadedFileSchema,
  stage: z.object({ n: z.number(), status: z.enum(STAGE_STATUSES) }),
});
export type AttachResponse = z.infer<typeof AttachResponseSchema>;

export const CvResponseSchema = z.object({
  message: z.string(),
  cv_file: UploadedFileSchema.nullable(),
  cv_link: z.string(),
});
export type CvResponse = z.infer<typeof CvResponseSchema>;

/** The ended statuses a record can have: what the last-outcome banner explains. */
export const ENDED_APPLICATION_STATUSES = [
  'reserved',
  'cancel',
  'denied_final',
  'denied_add',
  'reassigned',
] as const;

/** An ended record's outcome, told to the participant once (the banner on /vacancies). */
export const LastOutcomeSchema = z.object({
  vacancy_title: z.string(),
  status: z.enum(ENDED_APPLICATION_STATUSES),
});
export type LastOutcome = z.infer<typeof LastOutcomeSchema>;

/** The withdrawal, and its outcome to tell on /vacancies (told now: the next screening answer has none). */
export const CloseResponseSchema = z.object({
  message: z.string(),
  application: ApplyResponseSchema,
  outcome: LastOutcomeSchema,
});
export type CloseResponse = z.infer<typeof CloseResponseSchema>;
