/**
 * The participant's side of self-booked meetings (decision 031): the open meeting stage of their
 * active record with the times they may pick, and booking or moving (giving a booking up and «no
 * time suits» are participant-slot-requests.service.ts's, decision 067). Every stage change goes through
 * the stage-transition service (history, notice and e-mail); the seat itself is slot-seats.ts's.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { OpenSlot, ParticipantSlots } from '#shared/contracts/meeting-slots.ts';
import {
  bookingClosesAt,
  isBookingOpen,
  mayPickSlot,
  SEAT_HOLDING,
  SLOT_OPEN_STATUSES,
  SLOT_STAGES,
  statusAfterBooking,
} from '#shared/domain/meeting-slots.ts';
import type { StageStatus } from '#shared/domain/stages.ts';
import { answerDueDay, DEFAULT_ANSWER_DAYS } from '#shared/domain/answer-time.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidateStages, meetingSlots, slotBookings, vacancies } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { findActiveCandidate } from '../screening/apply.service.ts';
import { publishesSlots } from '../stages/published-slots.ts';
import { lockCandidate, setStageStatus } from '../stages/stage-transition.service.ts';
import { holdsSeat, releaseSeat, takeSeat } from './slot-seats.ts';

const t = ru.meetingSlots;
const OPEN = SLOT_OPEN_STATUSES;

/** The candidate's meeting stage open for booking (the first, should staff have opened two). */
export async function openMeetingStage(db: DbOrTx, candidateId: number) {
  const [stage] = await db
    .select({
      n: candidateStages.n,
      status: candidateStages.status,
      slot: candidateStages.slot,
      data: candidateStages.data,
    })
    .from(candidateStages)
    .where(
      and(
        eq(candidateStages.candidateId, candidateId),
        inArray(candidateStages.n, [...SLOT_STAGES]),
        inArray(candidateStages.status, [...OPEN]),
      ),
    )
    .orderBy(asc(candidateStages.n))
    .limit(1);
  return stage ?? null;
}

/** The seat the candidate holds for stage n, with its slot, or null. */
export async function heldSeat(db: DbOrTx, candidateId: number, n: number, status: StageStatus) {
  if (!SEAT_HOLDING.includes(status)) return null;
  const [row] = await db
    .select({
      id: meetingSlots.id,
      startsAt: meetingSlots.startsAt,
      place: meetingSlots.place,
      link: meetingSlots.link,
    })
    .from(slotBookings)
    .innerJoin(meetingSlots, eq(meetingSlots.id, slotBookings.slotId))
    .where(and(eq(slotBookings.candidateId, candidateId), eq(slotBookings.n, n)));
  return row ?? null;
}

/** The times of stage n still open to book: not cancelled, before the cut-off, with a free seat. */
async function openSlots(
  db: DbOrTx,
  vacancyId: number,
  n: number,
  cutoffHours: number,
  except: number | null,
): Promise<OpenSlot[]> {
  const from = new Date(now().getTime() + cutoffHours * 3_600_000);
  const taken = sql<number>`(select count(*) from ${slotBookings} b where b.slot_id = ${meetingSlots.id} and ${holdsSeat})::int`;
  const rows = await db
    .select({
      id: meetingSlots.id,
      startsAt: meetingSlots.startsAt,
      place: meetingSlots.place,
      link: meetingSlots.link,
      capacity: meetingSlots.capacity,
      taken,
    })
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.vacancyId, vacancyId),
        eq(meetingSlots.n, n),
        isNull(meetingSlots.cancelledAt),
        gt(meetingSlots.startsAt, from),
      ),
    )
    .orderBy(asc(meetingSlots.startsAt), asc(meetingSlots.id))
    .limit(100);
  return rows
    .filter((r) => r.id !== except && r.capacity - Number(r.taken) > 0)
    .map((r) => ({
      id: r.id,
      starts_at: r.startsAt.toISOString(),
      place: r.place,
      link: r.link,
      free: r.capacity - Number(r.taken),
    }));
}

export async function cutoffOf(db: DbOrTx, vacancyId: number): Promise<number> {
  const [v] = await db
    .select({ cutoff: vacancies.slotCutoffHours })
    .from(vacancies)
    .where(eq(vacancies.id, vacancyId));
  return v?.cutoff ?? 0;
}

export type Candidate = { id: number; vacancyId: number };

/** The participant's request stored on the stage (decision 067), read back with its shape checked. */
const storedInstant = (v: unknown): Date | null =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null;

export async function slotsView(db: DbOrTx, candidate: Candidate): Promise<ParticipantSlots | null> {
  const stage = await openMeetingStage(db, candidate.id);
  if (!stage) return null;
  const held = await heldSeat(db, candidate.id, stage.n, stage.status);
  // Staff assign this stage's time by hand.
  if (!held && !(await publishesSlots(db, candidate.vacancyId, stage.n))) return null;
  const cutoff = await cutoffOf(db, candidate.vacancyId);
  const noTimeAt = storedInstant(stage.data[NO_TIME_KEY]);
  const movableUntil = held ? bookingClosesAt(held.startsAt, cutoff) : null;
  const canMove = held ? isBookingOpen(held.startsAt, cutoff, now()) : false;
  return {
    n: stage.n,
    status: stage.status,
    cutoff_hours: cutoff,
    booked: held
      ? {
          id: held.id,
          starts_at: held.startsAt.toISOString(),
          place: held.place,
          link: held.link,
          movable_until: movableUntil!.toISOString(),
          can_move: canMove,
        }
      : null,
    can_pick: mayPickSlot(stage.status, !!held) && (!held || canMove),
    slots: await openSlots(db, candidate.vacancyId, stage.n, cutoff, held?.id ?? null),
    cancelled_by_you: stage.status === 'need_reassign' && stage.data[CANCELLED_KEY] === true,
    no_time: noTimeAt
      ? {
          sent_at: noTimeAt.toISOString(),
          answer_by: answerDueDay(noTimeAt, await answerDaysOf(db, candidate.vacancyId)),
        }
      : null,
  };
}

async function answerDaysOf(db: DbOrTx, vacancyId: number): Promise<number> {
  const [v] = await db
    .select({ days: vacancies.answerDays })
    .from(vacancies)
    .where(eq(vacancies.id, vacancyId));
  return v?.days ?? DEFAULT_ANSWER_DAYS;
}

/**
 * The stage's `data` keys of the participant's own requests (decision 067): «Не смогу прийти» (the
 * stage waits for a new time because they gave theirs up) and «Нет подходящего времени» (when they
 * said so). A new booking answers both, so it clears them.
 */
export const CANCELLED_KEY = 'slot_cancelled_by_participant';
export const NO_TIME_KEY = 'slot_no_time_at';

/** `GET /api/screening/slots`. */
export async function participantSlots(
  db: DbOrTx,
  userId: number,
): Promise<{ data: ParticipantSlots | null }> {
  const candidate = await findActiveCandidate(db, userId);
  return { data: candidate ? await slotsView(db, candidate) : null };
}

/** A booking that lost its slot (full, or cancelled meanwhile): 409 with the times still open. */
class SlotUnavailable extends Error {
  readonly n: number;
  constructor(message: string, n: number) {
    super(message);
    this.n = n;
  }
}

export type BookResult =
  { ok: true; data: ParticipantSlots | null } | { ok: false; message: string; slots: OpenSlot[] };

/**
 * `PUT /api/screening/slot`: books the slot, or moves the participant's booking to it before the
 * cut-off. The stage goes `assigned` (first booking) or `reassigned` (a move, or a new time after a
 * cancelled slot). A full or cancelled slot rolls everything back and answers with the open times.
 */
export async function bookSlot(deps: AppDeps, userId: number, slotId: number): Promise<BookResult> {
  let candidate: Candidate | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      candidate = await findActiveCandidate(tx, userId);
      if (!candidate) throw notFound(t.noOpenStage);
      await lockCandidate(tx, candidate.id);
      const [slot] = await tx
        .select()
        .from(meetingSlots)
        .where(and(eq(meetingSlots.id, slotId), eq(meetingSlots.vacancyId, candidate.vacancyId)))
        .for('share');
      if (!slot) throw notFound();
      const [stage] = await tx
        .select({ status: candidateStages.status })
        .from(candidateStages)
        .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, slot.n)));
      if (!stage || !OPEN.includes(stage.status)) throw invalid({ slot_id: [t.noOpenStage] }, t.noOpenStage);
      const held = await heldSeat(tx, candidate.id, slot.n, stage.status);
      if (!mayPickSlot(stage.status, !!held))
        throw invalid({ slot_id: [t.assignedByStaff] }, t.assignedByStaff);
      if (held?.id === slot.id) return; // already there: nothing changes
      const cutoff = await cutoffOf(tx, candidate.vacancyId);
      if (held && !isBookingOpen(held.startsAt, cutoff, now()))
        throw invalid({ slot_id: [t.tooLateToMove(cutoff)] }, t.tooLateToMove(cutoff));
      if (slot.cancelledAt) throw new SlotUnavailable(t.gone, slot.n);
      if (!isBookingOpen(slot.startsAt, cutoff, now()))
        throw invalid({ slot_id: [t.tooLateToBook(cutoff)] }, t.tooLateToBook(cutoff));
      await releaseSeat(tx, candidate.id, slot.n);
      if ((await takeSeat(tx, slot.id, candidate.id, slot.n)) === null)
        throw new SlotUnavailable(t.full, slot.n);
      await tx
        .update(candidateStages)
        .set({
          slot: {
            at: slot.startsAt.toISOString(),
            place: slot.place || null,
            link: slot.link || null,
            slot_id: slot.id,
          },
          data: sql`${candidateStages.data} - ${CANCELLED_KEY}::text - ${NO_TIME_KEY}::text`,
          updatedAt: now(),
        })
        .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, slot.n)));
      const at = formatDateTimeMsk(slot.startsAt);
      const where = t.where(slot.place, slot.link);
      const to = statusAfterBooking(stage.status);
      await setStageStatus(deps, tx, candidate.id, slot.n, to, {
        actorId: userId,
        note: t.historyBooked(at),
        tell: to === 'assigned' ? t.booked(at, where) : t.moved(at, where),
      });
    });
  } catch (err) {
    if (!(err instanceof SlotUnavailable) || !candidate) throw err;
    const { id, vacancyId } = candidate as Candidate;
    const held = await heldSeat(deps.db, id, err.n, (await openMeetingStage(deps.db, id))?.status ?? 'none');
    return {
      ok: false,
      message: err.message,
      slots: await openSlots(deps.db, vacancyId, err.n, await cutoffOf(deps.db, vacancyId), held?.id ?? null),
    };
  }
  return { ok: true, data: await slotsView(deps.db, candidate!) };
}
