import { z } from 'zod';
import { ru } from '../i18n/ru.ts';

/** `PUT /api/users/feedback/{type}` (usability and the stage surveys): a 1-5 score and a comment, or skipped. */
export const SurveyAnswerSchema = z
  .object({
    skipped: z.boolean({ error: ru.feedback.skipped }).optional().default(false),
    score: z
      .number({ error: ru.feedback.score })
      .int({ error: ru.feedback.score })
      .min(1, { error: ru.feedback.score })
      .max(5, { error: ru.feedback.score })
      .optional(),
    comment: z
      .string({ error: ru.feedback.commentLong })
      .trim()
      .max(2000, { error: ru.feedback.commentLong })
      .optional()
      .default(''),
  })
  .refine((d) => d.skipped || d.score !== undefined, { error: ru.feedback.score, path: ['score'] });
export type SurveyAnswerInput = z.infer<typeof SurveyAnswerSchema>;
