/**
 * Staff calls on a candidate's stages: set one stage's status (with a meeting slot, the internship
 * start details or the offer document), move the candidate to a stage, extend a deadline, and the
 * statuses a stage type allows.
 */
import { z } from 'zod';
import { STAGE_STATUSES } from '../domain/stages.ts';
import { ruCandidateStages } from '../i18n/ru/candidate-stages.ts';
import { instantSchema } from './dates.ts';
import { dbIdParam } from './common.ts';

const t = ruCandidateStages;
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: t.tooLong(max) });

export const MeetingSlotInputSchema = z.object({
  at: instantSchema(t.slotAt),
  place: text(300).optional(),
  link: z
    .url({ protocol: /^https?$/, error: t.slotLink })
    .max(500)
    .optional(),
  note: text(2000).optional(),
});

export const InternshipStartInputSchema = z.object({
  start_at: instantSchema(t.startAt).optional(),
  address: text(300).optional(),
  contact: text(300).optional(),
});

/** `PUT /api/dashboard/candidate/{id}/stage/{n}`: JSON, or multipart with these fields (slot and info as JSON) and the offer document as `file`. */
export const StageUpdateSchema = z.object({
  status: z.enum(STAGE_STATUSES, { error: t.status }),
  slot: MeetingSlotInputSchema.optional(),
  info: InternshipStartInputSchema.optional(),
  note: text(2000).optional(),
});
export type StageUpdateInput = z.infer<typeof StageUpdateSchema>;

/** `PUT /api/dashboard/candidate/{id}/stage`: move the candidate to stage n. */
export const MoveStageSchema = z.object({
  n: z.coerce
    .number({ error: t.stageN })
    .int({ error: t.stageN })
    .min(1, { error: t.stageN })
    .max(8, { error: t.stageN }),
  note: text(2000).optional(),
});

/** `POST /api/dashboard/candidate/{id}/stage/{n}/extend-deadline`: a new deadline, days from now. */
export const ExtendDeadlineSchema = z.object({
  days: z.coerce
    .number({ error: t.days })
    .int({ error: t.days })
    .min(1, { error: t.days })
    .max(60, { error: t.days }),
});

export const StageParamsWithIdSchema = z.object({
  id: dbIdParam(),
  n: z.coerce
    .number({ error: t.stageN })
    .int({ error: t.stageN })
    .min(1, { error: t.stageN })
    .max(8, { error: t.stageN }),
});

/** One stage as staff see it after a change. */
export const StaffStageSchema = z.object({
  n: z.number(),
  status: z.enum(STAGE_STATUSES),
  deadline_at: z.string().nullable(),
});
export const StaffStagesResponseSchema = z.object({
  data: z.array(StaffStageSchema),
  application_status: z.string(),
});

export const StageStatusesResponseSchema = z.object({ data: z.array(z.enum(STAGE_STATUSES)) });
