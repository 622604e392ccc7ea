/**
 * The video CV (stage 2): the participant's interview (`GET /api/screening/stage/vcv/interview`) and
 * an external provider's report (`POST /api/vcv/update-webhook`). Answers are uploaded with
 * `POST /api/screening/stage/2/attach` (contracts/apply.ts, field `question`).
 */
import { z } from 'zod';
import { ruVcv } from '../i18n/ru/vcv.ts';
import { STAGE_STATUSES } from '../domain/stages.ts';
import { dbId } from './common.ts';

const t = ruVcv;

/** One question as the vacancy's pipeline stores it (vacancy_stages.settings.questions of stage 2). */
export const VcvQuestionSettingsSchema = z.object({
  text: z.string().min(1),
  think_seconds: z.number().int().min(0).max(600),
  answer_seconds: z.number().int().min(5).max(600),
  retakes: z.number().int().min(0).max(10),
});
export const VcvSettingsSchema = z.object({ questions: z.array(VcvQuestionSettingsSchema).max(20) });
export type VcvSettings = z.infer<typeof VcvSettingsSchema>;

/** One question of the participant's interview: `index` is what the attach call's `question` takes. */
export const VcvInterviewQuestionSchema = z.object({
  index: z.number(),
  text: z.string(),
  think_seconds: z.number(),
  answer_seconds: z.number(),
  retakes: z.number(),
  retakes_left: z.number(),
  answered: z.boolean(),
});
export type VcvInterviewQuestion = z.infer<typeof VcvInterviewQuestionSchema>;

export const VcvInterviewResponseSchema = z.object({
  n: z.number(),
  status: z.enum(STAGE_STATUSES),
  deadline_at: z.string().nullable(),
  questions: z.array(VcvInterviewQuestionSchema),
});
export type VcvInterviewResponse = z.infer<typeof VcvInterviewResponseSchema>;

/** The statuses a provider may report. */
export const VCV_WEBHOOK_STATUSES = [
  'eval',
  'success',
  'denied_final',
  'denied_add',
  'expired_awaiting',
] as const;

export const VcvWebhookBodySchema = z.object({
  candidate_id: dbId(t.candidateId),
  status: z.enum(VCV_WEBHOOK_STATUSES, { error: t.webhookStatus }),
  answers: z
    .array(
      z.object({
        question: z
          .number({ error: t.question })
          .int({ error: t.question })
          .min(0, { error: t.question })
          .max(99, { error: t.question }),
        url: z.url({ protocol: /^https$/, error: t.answerUrl }).max(2000, { error: t.answerUrl }),
      }),
      { error: t.answers },
    )
    .max(50, { error: t.answers })
    .optional(),
});
export type VcvWebhookBody = z.infer<typeof VcvWebhookBodySchema>;

/** `changed` is false when the report was already applied (a repeat) or the stage already had it. */
export const VcvWebhookResponseSchema = z.object({
  candidate_id: z.number(),
  status: z.enum(STAGE_STATUSES),
  changed: z.boolean(),
});
export type VcvWebhookResponse = z.infer<typeof VcvWebhookResponseSchema>;
