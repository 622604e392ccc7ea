import { z } from 'zod';
import { APPLICATION_STATUSES, STAGE_STATUSES, STAGE_TYPES } from '../domain/stages.ts';
import { PublicVacancySchema } from './vacancies.ts';

/** `GET /api/screening/vacancy`: the active screening's vacancy (truthy `data` = has one). */
export const ScreeningVacancyResponseSchema = z.object({
  data: PublicVacancySchema.nullable(),
  application: z.object({ id: z.number(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
});
export type ScreeningVacancyResponse = z.infer<typeof ScreeningVacancyResponseSchema>;

/** One stage as the participant sees it; `skipped` stages are left out. */
export const ParticipantStageSchema = z.object({
  n: z.number(),
  type: z.enum(STAGE_TYPES),
  status: z.enum(STAGE_STATUSES),
  deadline_at: z.string().nullable(),
});
export type ParticipantStage = z.infer<typeof ParticipantStageSchema>;
export const ScreeningStagesResponseSchema = z.object({ data: z.array(ParticipantStageSchema) });

export const ApplicationsAmountResponseSchema = z.object({ amount: z.number() });
