import { z } from 'zod';
import { APPLICATION_STATUSES, STAGE_STATUSES, STAGE_TYPES } from '../domain/stages.ts';
import { SURVEY_TYPES } from '../domain/surveys.ts';
import { ruOffer } from '../i18n/ru/offer.ts';
import { LastOutcomeSchema } from './apply.ts';
import { PublicVacancySchema } from './vacancies.ts';

/**
 * `GET /api/screening/vacancy`: the active screening's vacancy (truthy `data` = has one).
 * `last_outcome`: without an active screening, the last ended record's outcome, answered once (the
 * answer marks it seen). `survey`: the stage survey the participant is asked now, or null.
 */
export const ScreeningVacancyResponseSchema = z.object({
  data: PublicVacancySchema.nullable(),
  application: z.object({ id: z.number(), status: z.enum(APPLICATION_STATUSES) }).nullable(),
  last_outcome: LastOutcomeSchema.nullable().optional(),
  survey: z.enum(SURVEY_TYPES).nullable().optional(),
});
export type ScreeningVacancyResponse = z.infer<typeof ScreeningVacancyResponseSchema>;

/** A meeting's slot (ASSESSMENT and the interviews): when, where or by which link. */
export const StageSlotSchema = z.object({
  at: z.string(),
  place: z.string().nullable(),
  link: z.string().nullable(),
  note: z.string().nullable(),
});
export type StageSlot = z.infer<typeof StageSlotSchema>;

/** OFFER: the offer document staff attached (downloaded with `GET /api/file/{id}`). */
export const OfferInfoSchema = z.object({
  offer_file: z.object({ id: z.number(), name: z.string() }).nullable(),
});
/** INTERNSHIP_START: when and where the internship starts, and whom to ask. */
export const InternshipInfoSchema = z.object({
  start_at: z.string().nullable(),
  address: z.string().nullable(),
  contact: z.string().nullable(),
});

/**
 * One stage as the participant sees it; `skipped` stages are left out. `slot` for meetings, `info`
 * for OFFER and INTERNSHIP_START, `score` for a finished test (never the answers or staff comments).
 */
export const ParticipantStageSchema = z.object({
  n: z.number(),
  type: z.enum(STAGE_TYPES),
  status: z.enum(STAGE_STATUSES),
  deadline_at: z.string().nullable(),
  slot: StageSlotSchema.nullable().optional(),
  info: z.union([OfferInfoSchema, InternshipInfoSchema]).nullable().optional(),
  score: z.number().nullable().optional(),
  /**
   * While the stage waits for the team (decision 066): the Moscow day (`YYYY-MM-DD`) by which the
   * team answers, the position's working days counted from when the wait began; null otherwise.
   */
  answer_by: z.string().nullable().optional(),
});
export type ParticipantStage = z.infer<typeof ParticipantStageSchema>;
export const ScreeningStagesResponseSchema = z.object({ data: z.array(ParticipantStageSchema) });

export const ApplicationsAmountResponseSchema = z.object({ amount: z.number() });

/** `PUT /api/screening/stage/offer/decision`: accept or decline the offer (a reason is optional). */
export const OfferDecisionSchema = z.object({
  accept: z.boolean({ error: ruOffer.acceptRequired }),
  reason: z.string().trim().max(2000, { error: ruOffer.reasonLong }).optional().default(''),
});
export type OfferDecisionInput = z.infer<typeof OfferDecisionSchema>;
