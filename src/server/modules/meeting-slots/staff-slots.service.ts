/**
 * Staff side of self-booked meetings (decision 031): the position's slots with who holds a seat,
 * publishing a slot, cancelling one (its candidates go to `need_reassign` and are told), and the
 * booking cut-off. Recruiters and admins act on any position; a manager only on positions they
 * actively manage, and only on the manager interview (stage 6).
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  InterviewPosition,
  SlotCreateInput,
  StaffSlotsResponse,
} from '#shared/contracts/meeting-slots.ts';
import { MANAGER_SLOT_STAGE, SEAT_HOLDING } from '#shared/domain/meeting-slots.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  candidates,
  candidateStages,
  meetingSlots,
  slotBookings,
  users,
  vacancies,
  vacancyManagers,
  vacancyStages,
} from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { forbidden, invalid, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { lockCandidate, setStageStatus } from '../stages/stage-transition.service.ts';
import { releaseSlot } from './slot-seats.ts';

const t = ru.meetingSlots;
type Caller = Pick<SessionUser, 'id' | 'role'>;

/** The position, if the caller may manage its slots: 404 otherwise, as for a position that does not exist. */
async function positionFor(db: DbOrTx, caller: Caller, vacancyId: number) {
  const [vacancy] = await db
    .select({ id: vacancies.id, cutoff: vacancies.slotCutoffHours })
    .from(vacancies)
    .where(eq(vacancies.id, vacancyId));
  if (!vacancy) throw notFound();
  if (caller.role === 'recruiter' || caller.role === 'admin') return vacancy;
  if (caller.role !== 'manager') throw notFound();
  const [managed] = await db
    .select({ active: vacancyManagers.active })
    .from(vacancyManagers)
    .where(
      and(
        eq(vacancyManagers.vacancyId, vacancyId),
        eq(vacancyManagers.userId, caller.id),
        eq(vacancyManagers.active, true),
      ),
    );
  if (!managed) throw notFound();
  return vacancy;
}

/**
 * The positions whose manager interview the caller publishes times for (the manager's own screen):
 * a manager's actively managed positions, anyone else's every position, each with stage 6 in its
 * selection; open ones first, then the newest.
 */
export async function interviewPositions(db: DbOrTx, caller: Caller): Promise<InterviewPosition[]> {
  const managed =
    caller.role === 'manager'
      ? inArray(
          vacancies.id,
          db
            .select({ id: vacancyManagers.vacancyId })
            .from(vacancyManagers)
            .where(and(eq(vacancyManagers.userId, caller.id), eq(vacancyManagers.active, true))),
        )
      : undefined;
  return db
    .select({ id: vacancies.id, title: vacancies.title, status: vacancies.status })
    .from(vacancies)
    .innerJoin(
      vacancyStages,
      and(eq(vacancyStages.vacancyId, vacancies.id), eq(vacancyStages.n, MANAGER_SLOT_STAGE)),
    )
    .where(managed)
    .orderBy(sql`${vacancies.status} = 'open' desc`, desc(vacancies.id))
    .limit(200);
}

export async function listSlots(db: DbOrTx, caller: Caller, vacancyId: number): Promise<StaffSlotsResponse> {
  const vacancy = await positionFor(db, caller, vacancyId);
  const slots = await db
    .select()
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.vacancyId, vacancyId),
        caller.role === 'manager' ? eq(meetingSlots.n, MANAGER_SLOT_STAGE) : undefined,
      ),
    )
    .orderBy(asc(meetingSlots.startsAt), asc(meetingSlots.id))
    .limit(500);
  const ids = slots.map((s) => s.id);
  const seats = ids.length
    ? await db
        .select({
          slotId: slotBookings.slotId,
          candidateId: slotBookings.candidateId,
          status: candidateStages.status,
          bookedAt: slotBookings.createdAt,
          name: sql<string>`trim(${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.middleName})`,
        })
        .from(slotBookings)
        .innerJoin(
          candidateStages,
          and(
            eq(candidateStages.candidateId, slotBookings.candidateId),
            eq(candidateStages.n, slotBookings.n),
          ),
        )
        .innerJoin(candidates, eq(candidates.id, slotBookings.candidateId))
        .innerJoin(users, eq(users.id, candidates.userId))
        .where(and(inArray(slotBookings.slotId, ids), inArray(candidateStages.status, [...SEAT_HOLDING])))
        .orderBy(asc(slotBookings.seat))
    : [];
  return {
    cutoff_hours: vacancy.cutoff,
    data: slots.map((s) => ({
      id: s.id,
      n: s.n,
      starts_at: s.startsAt.toISOString(),
      place: s.place,
      link: s.link,
      capacity: s.capacity,
      cancelled_at: s.cancelledAt?.toISOString() ?? null,
      bookings: seats
        .filter((b) => b.slotId === s.id)
        .map((b) => ({
          candidate_id: b.candidateId,
          name: b.name || ru.errors.notFound,
          stage_status: b.status,
          booked_at: b.bookedAt.toISOString(),
        })),
    })),
  };
}

export async function createSlot(
  db: DbOrTx,
  caller: Caller,
  vacancyId: number,
  input: SlotCreateInput,
): Promise<StaffSlotsResponse> {
  await positionFor(db, caller, vacancyId);
  if (caller.role === 'manager' && input.n !== MANAGER_SLOT_STAGE) throw forbidden(t.managerOnlyInterview);
  const [stage] = await db
    .select({ n: vacancyStages.n })
    .from(vacancyStages)
    .where(and(eq(vacancyStages.vacancyId, vacancyId), eq(vacancyStages.n, input.n)));
  if (!stage) throw invalid({ n: [t.stageNotInPipeline] });
  const startsAt = new Date(input.starts_at);
  if (startsAt.getTime() <= now().getTime()) throw invalid({ starts_at: [t.startsInPast] });
  await db.insert(meetingSlots).values({
    vacancyId,
    n: input.n,
    startsAt,
    place: input.place,
    link: input.link,
    capacity: input.capacity,
    createdBy: caller.id,
    createdAt: now(),
  });
  return listSlots(db, caller, vacancyId);
}

export async function setCutoff(
  db: DbOrTx,
  caller: Caller,
  vacancyId: number,
  hours: number,
): Promise<StaffSlotsResponse> {
  await positionFor(db, caller, vacancyId);
  await db
    .update(vacancies)
    .set({ slotCutoffHours: hours, updatedAt: now() })
    .where(eq(vacancies.id, vacancyId));
  return listSlots(db, caller, vacancyId);
}

/**
 * Cancels a slot that has not started: its seats are given up, and each candidate holding one goes
 * to `need_reassign` through the stage-transition service (history, notice, e-mail), free to book
 * another time. Candidates are locked before the slot, in id order, as a booking locks its
 * candidate before the slot: the same order never deadlocks.
 */
export async function cancelSlot(
  deps: AppDeps,
  caller: Caller,
  vacancyId: number,
  slotId: number,
): Promise<StaffSlotsResponse> {
  await deps.db.transaction(async (tx) => {
    await positionFor(tx, caller, vacancyId);
    const holders = await tx
      .select({ candidateId: slotBookings.candidateId })
      .from(slotBookings)
      .where(eq(slotBookings.slotId, slotId))
      .orderBy(asc(slotBookings.candidateId));
    for (const h of holders) await lockCandidate(tx, h.candidateId);
    const [slot] = await tx
      .select()
      .from(meetingSlots)
      .where(and(eq(meetingSlots.id, slotId), eq(meetingSlots.vacancyId, vacancyId)))
      .for('update');
    if (!slot) throw notFound();
    // The slot is on a position the manager reaches (positionFor): 403 like publishing, not 404.
    if (caller.role === 'manager' && slot.n !== MANAGER_SLOT_STAGE)
      throw forbidden(t.managerCancelsOnlyInterview);
    if (slot.cancelledAt) throw invalid({ slotId: [t.alreadyCancelled] }, t.alreadyCancelled);
    if (slot.startsAt.getTime() <= now().getTime())
      throw invalid({ slotId: [t.alreadyStarted] }, t.alreadyStarted);
    await tx.update(meetingSlots).set({ cancelledAt: now() }).where(eq(meetingSlots.id, slotId));
    const at = formatDateTimeMsk(slot.startsAt);
    for (const seat of await releaseSlot(tx, slotId)) {
      const where = and(eq(candidateStages.candidateId, seat.candidateId), eq(candidateStages.n, seat.n));
      const [stage] = await tx.select({ status: candidateStages.status }).from(candidateStages).where(where);
      if (!stage || (stage.status !== 'assigned' && stage.status !== 'reassigned')) continue;
      await tx.update(candidateStages).set({ slot: null, updatedAt: now() }).where(where);
      await setStageStatus(deps, tx, seat.candidateId, seat.n, 'need_reassign', {
        actorId: caller.id,
        note: t.historyCancelled(at),
        tell: t.cancelledNotice(at),
      });
    }
  });
  return listSlots(deps.db, caller, vacancyId);
}
