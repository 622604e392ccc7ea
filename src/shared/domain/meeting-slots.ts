/**
 * Self-booked meetings (decision 031): which stages take published slots, which stage statuses a
 * participant may book or move from, when booking closes, and which statuses hold a seat. Pure, so
 * the server enforces and the web app explains the same rules.
 */
import type { StageStatus } from './stages.ts';

/** ASSESSMENT, RECRUITER_INTERVIEW, MANAGER_INTERVIEW. */
export const SLOT_STAGES = [4, 5, 6] as const;
export type SlotStage = (typeof SLOT_STAGES)[number];
export const MANAGER_SLOT_STAGE = 6;

export function isSlotStage(n: number): n is SlotStage {
  return (SLOT_STAGES as readonly number[]).includes(n);
}

/** How long a meeting is taken to last: its calendar event's length (decision 070). */
export const MEETING_MINUTES = 60;

export const MAX_SLOT_CAPACITY = 500;
export const MAX_CUTOFF_HOURS = 336;
export const DEFAULT_CUTOFF_HOURS = 24;

/**
 * A booked seat counts while its stage is one of these; any other status (withdrawn, refused,
 * expired, waiting for a new time) frees it, so no writer of stage statuses needs to know of seats.
 */
export const SEAT_HOLDING: readonly StageStatus[] = ['assigned', 'reassigned', 'carried_out', 'success'];

/** A first booking: the stage waits for a time, or for a new one after a cancelled slot. */
const BOOKABLE: readonly StageStatus[] = ['awaiting', 'need_reassign'];
/** A move: the participant already holds a seat they booked. */
const MOVABLE: readonly StageStatus[] = ['assigned', 'reassigned'];

/** Whether a participant whose stage is `status` may pick a slot now (`holdsBooking`: they booked the one they have). */
export function mayPickSlot(status: StageStatus, holdsBooking: boolean): boolean {
  return BOOKABLE.includes(status) || (MOVABLE.includes(status) && holdsBooking);
}

/** The stage's status after a booking: `assigned` the first time, `reassigned` after a move or a cancelled slot. */
export function statusAfterBooking(status: StageStatus): 'assigned' | 'reassigned' {
  return status === 'awaiting' ? 'assigned' : 'reassigned';
}

/**
 * Stage statuses in which a meeting stage is the participant's to book, move, or wait on: where
 * `GET /api/screening/slots` answers with the stage, and where the pages show the times (their
 * loaders read them for the first screen on exactly this condition).
 */
export const SLOT_OPEN_STATUSES: readonly StageStatus[] = [
  'awaiting',
  'need_reassign',
  'assigned',
  'reassigned',
];

export function showsSlots(stage: { n: number; status: StageStatus }): boolean {
  return isSlotStage(stage.n) && SLOT_OPEN_STATUSES.includes(stage.status);
}

const HOUR_MS = 3_600_000;

/** The moment booking into (or moving out of) a slot closes. */
export function bookingClosesAt(startsAt: Date, cutoffHours: number): Date {
  return new Date(startsAt.getTime() - cutoffHours * HOUR_MS);
}

export function isBookingOpen(startsAt: Date, cutoffHours: number, at: Date): boolean {
  return bookingClosesAt(startsAt, cutoffHours).getTime() > at.getTime();
}
