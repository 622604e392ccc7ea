/**
 * The online test stage (TESTING, n = 3): `POST /api/screening/stage/testing/start`,
 * `GET /api/screening/stage/testing/timer`, `PUT /api/screening/stage/testing/answer`,
 * `POST /api/screening/stage/testing/submit`. The correct answers live only in the vacancy's stage
 * settings and the attempt's server-side copy; no answer schema here has a place for them.
 */
import { z } from 'zod';
import { ruTesting } from '../i18n/ru/testing.ts';
import { STAGE_STATUSES } from '../domain/stages.ts';

const t = ruTesting;
export const MAX_TEST_QUESTIONS = 200;
export const MAX_TEST_CHOICES = 20;

/** The test as staff set it up (vacancy_stages.settings of stage 3), correct answers included. */
export const TestingSettingsSchema = z
  .object({
    time_limit_minutes: z.number().int().min(1).max(600),
    pass_mark: z.number().min(0).max(100).nullish(),
    questions: z
      .array(
        z.object({
          text: z.string().min(1),
          choices: z.array(z.string()).min(2).max(MAX_TEST_CHOICES),
          correct: z.number().int().min(0),
        }),
      )
      .min(1)
      .max(MAX_TEST_QUESTIONS),
  })
  .refine((s) => s.questions.every((q) => q.correct < q.choices.length));
export type TestingSettings = z.infer<typeof TestingSettingsSchema>;

/** A question as the participant sees it: no correct answer. */
export const TestingQuestionSchema = z.object({ text: z.string(), choices: z.array(z.string()) });
export type TestingQuestion = z.infer<typeof TestingQuestionSchema>;

/**
 * The participant's test: its rules, and once started the questions, the answers given so far
 * (`answers[i]` is the chosen index of question i, or null) and the time left by the server's clock.
 */
export const TestingStateSchema = z.object({
  status: z.enum(STAGE_STATUSES),
  question_count: z.number(),
  time_limit_minutes: z.number(),
  pass_mark: z.number().nullable(),
  started_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  remaining_seconds: z.number(),
  questions: z.array(TestingQuestionSchema),
  answers: z.array(z.number().nullable()),
  score: z.number().nullable(),
});
export type TestingState = z.infer<typeof TestingStateSchema>;

const index = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(MAX_TEST_QUESTIONS, { error: message });

export const TestingAnswerBodySchema = z.object({
  question: index(t.questionIndex),
  choice: index(t.choiceIndex),
});
export type TestingAnswerBody = z.infer<typeof TestingAnswerBodySchema>;

export const TestingAnswerResponseSchema = z.object({
  question: z.number(),
  choice: z.number(),
  remaining_seconds: z.number(),
});
export type TestingAnswerResponse = z.infer<typeof TestingAnswerResponseSchema>;

export const TestingSubmitResponseSchema = z.object({ score: z.number(), status: z.enum(STAGE_STATUSES) });
export type TestingSubmitResponse = z.infer<typeof TestingSubmitResponseSchema>;
