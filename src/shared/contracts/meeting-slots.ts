/**
 * Self-booked meetings (decision 031). Staff publish slots on a position
 * (`/api/dashboard/vacancies/{id}/slots`), cancel them, and set the booking cut-off; the participant
 * reads the slots of their open meeting stage (`GET /api/screening/slots`) and books or moves
 * (`PUT /api/screening/slot`). Times are instants with an offset; the web app shows Moscow time.
 */
import { z } from 'zod';
import { MAX_CUTOFF_HOURS, MAX_SLOT_CAPACITY, SLOT_STAGES } from '../domain/meeting-slots.ts';
import { STAGE_STATUSES } from '../domain/stages.ts';
import { VACANCY_STATUSES } from '../domain/vacancy-status.ts';
import { ruMeetingSlots } from '../i18n/ru/meeting-slots.ts';
import { instantSchema } from './dates.ts';
import { dbIdParam } from './common.ts';

const t = ruMeetingSlots;
const wellFormed = (s: string) => s.toWellFormed();

// Staff --------------------------------------------------------------------------------------------

export const SlotParamsSchema = z.object({ id: dbIdParam(), slotId: dbIdParam() });

/** `POST /api/dashboard/vacancies/{id}/slots`: a place, a link or both. */
export const SlotCreateSchema = z
  .object({
    n: z.literal(SLOT_STAGES, { error: t.stage }),
    starts_at: instantSchema(t.startsAt),
    place: z
      .string({ error: t.place })
      .trim()
      .max(300, { error: t.tooLong(300) })
      .transform(wellFormed)
      .default(''),
    link: z
      .union(
        [z.literal(''), z.url({ protocol: /^https?$/, error: t.link }).max(500, { error: t.tooLong(500) })],
        { error: t.link },
      )
      .default(''),
    capacity: z
      .number({ error: t.capacity })
      .int({ error: t.capacity })
      .min(1, { error: t.capacity })
      .max(MAX_SLOT_CAPACITY, { error: t.capacity }),
  })
  .refine((s) => s.place !== '' || s.link !== '', { error: t.place, path: ['place'] });
export type SlotCreateInput = z.infer<typeof SlotCreateSchema>;

/** `PUT /api/dashboard/vacancies/{id}/slot-cutoff`. */
export const SlotCutoffSchema = z.object({
  hours: z
    .number({ error: t.cutoff })
    .int({ error: t.cutoff })
    .min(0, { error: t.cutoff })
    .max(MAX_CUTOFF_HOURS, { error: t.cutoff }),
});

export const SlotBookingSchema = z.object({
  candidate_id: z.number(),
  name: z.string(),
  stage_status: z.enum(STAGE_STATUSES),
  booked_at: z.string(),
});

export const StaffSlotSchema = z.object({
  id: z.number(),
  n: z.number(),
  starts_at: z.string(),
  place: z.string(),
  link: z.string(),
  capacity: z.number(),
  cancelled_at: z.string().nullable(),
  /** Who holds a seat now (a stage assigned, moved, carried out or passed). */
  bookings: z.array(SlotBookingSchema),
});
export type StaffSlot = z.infer<typeof StaffSlotSchema>;

/** The position's slots, soonest first (a manager sees those of the manager interview). */
export const StaffSlotsResponseSchema = z.object({
  data: z.array(StaffSlotSchema),
  cutoff_hours: z.number(),
});
export type StaffSlotsResponse = z.infer<typeof StaffSlotsResponseSchema>;

/**
 * `GET /api/dashboard/vacancies/manager-interviews`: the positions whose manager-interview times the
 * caller publishes — for a manager those they actively manage, for a recruiter or admin every one —
 * that have a manager interview in their selection; open ones first.
 */
export const InterviewPositionSchema = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(VACANCY_STATUSES),
});
export type InterviewPosition = z.infer<typeof InterviewPositionSchema>;
export const InterviewPositionsResponseSchema = z.object({ data: z.array(InterviewPositionSchema) });

// The participant ----------------------------------------------------------------------------------

export const OpenSlotSchema = z.object({
  id: z.number(),
  starts_at: z.string(),
  place: z.string(),
  link: z.string(),
  free: z.number(),
});
export type OpenSlot = z.infer<typeof OpenSlotSchema>;

/**
 * `GET /api/screening/slots`: the meeting stage the participant may book now, or null (no such
 * stage, or the position publishes no slots for it). `slots`: the times still open (free seats,
 * before the cut-off), the booked one left out. `booked`: the slot they hold, `movable_until` the
 * moment a move or a cancellation («Не смогу прийти») closes, `can_move` whether it is still open.
 * `cancelled_by_you`: the stage waits for a new time because the participant cancelled, not staff.
 * `no_time`: the participant said no offered time suits (decision 067), when, and the day the team
 * answers by (the position's answer time, decision 066).
 */
export const ParticipantSlotsSchema = z.object({
  n: z.number(),
  status: z.enum(STAGE_STATUSES),
  cutoff_hours: z.number(),
  booked: OpenSlotSchema.omit({ free: true })
    .extend({ movable_until: z.string(), can_move: z.boolean() })
    .nullable(),
  can_pick: z.boolean(),
  slots: z.array(OpenSlotSchema),
  cancelled_by_you: z.boolean(),
  no_time: z.object({ sent_at: z.string(), answer_by: z.string() }).nullable(),
});
export type ParticipantSlots = z.infer<typeof ParticipantSlotsSchema>;
export const ParticipantSlotsResponseSchema = z.object({ data: ParticipantSlotsSchema.nullable() });
export type ParticipantSlotsResponse = z.infer<typeof ParticipantSlotsResponseSchema>;

/**
 * `PUT /api/screening/slot`: book this slot (or move to it). `DELETE /api/screening/slot`: «Не смогу
 * прийти», the booking given up before the cut-off. `POST /api/screening/slot/no-time`: «Нет
 * подходящего времени». All three answer with the participant's slots as `GET` does.
 */
export const BookSlotSchema = z.object({ slot_id: dbIdParam(t.slotId) });

/** 409: the slot filled up or was cancelled meanwhile; the times still open come with the message. */
export const SlotConflictSchema = z.object({ message: z.string(), slots: z.array(OpenSlotSchema) });
