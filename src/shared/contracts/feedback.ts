import { z } from 'zod';
import { ruFeedback } from '../i18n/ru/feedback.ts';

/** `PUT /api/users/feedback/{type}` (usability and the stage surveys): a 1-5 score and a comment, or skipped. */
export const SurveyAnswerSchema = z
  .object({
    skipped: z.boolean({ error: ruFeedback.skipped }).optional().default(false),
    score: z
      .number({ error: ruFeedback.score })
      .int({ error: ruFeedback.score })
      .min(1, { error: ruFeedback.score })
      .max(5, { error: ruFeedback.score })
      .optional(),
    comment: z
      .string({ error: ruFeedback.commentLong })
      .trim()
      .max(2000, { error: ruFeedback.commentLong })
      .optional()
      .default(''),
  })
  .refine((d) => d.skipped || d.score !== undefined, { error: ruFeedback.score, path: ['score'] });
export type SurveyAnswerInput = z.infer<typeof SurveyAnswerSchema>;
