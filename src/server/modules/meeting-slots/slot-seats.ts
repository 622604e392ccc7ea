/**
 * The one writer of `slot_bookings` (decision 031). A seat is a numbered row of a slot: the database
 * refuses a number above the slot's capacity and a number taken twice, so however many candidates
 * race for the last seat, one insert wins and the others find the slot full. A seat counts while its
 * candidate's stage holds it (`SEAT_HOLDING`); one whose stage moved on (withdrawn, refused, waiting
 * for a new time) is free, and is cleared here before a seat of that slot is taken.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SEAT_HOLDING } from '#shared/domain/meeting-slots.ts';
import type { StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidateStages, meetingSlots, slotBookings } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const HOLDING = sql.join(
  SEAT_HOLDING.map((s) => sql`${s}`),
  sql`, `,
);

/** A condition on `slot_bookings` (aliased `b`): the booking's stage still holds its seat. */
export const holdsSeat: SQL = sql`exists (select 1 from ${candidateStages} cs
  where cs.candidate_id = b.candidate_id and cs.n = b.n and cs.status in (${HOLDING}))`;

/** Seats of the slot whose stage no longer holds them. */
async function clearFreedSeats(tx: DbOrTx, slotId: number): Promise<void> {
  await tx.execute(sql`delete from ${slotBookings} b where b.slot_id = ${slotId} and not ${holdsSeat}`);
}

/**
 * Takes the lowest free seat of the slot for the candidate's stage n; null when the slot is full or
 * cancelled. The caller holds the candidate's lock and has released their previous seat of stage n.
 * A racer inserting the same seat number first makes this insert do nothing (it waits for the racer
 * to commit): then the seats are counted again, and a seat another racer left is tried.
 */
export async function takeSeat(
  tx: DbOrTx,
  slotId: number,
  candidateId: number,
  n: number,
): Promise<number | null> {
  await clearFreedSeats(tx, slotId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [taken] = rowsOf<{ seat: number }>(
      await tx.execute(sql`insert into ${slotBookings} (slot_id, capacity, seat, candidate_id, n, created_at)
        select s.id, s.capacity, free.seat, ${candidateId}, ${n}, ${now()}
          from ${meetingSlots} s
          cross join lateral generate_series(1, s.capacity) as free(seat)
         where s.id = ${slotId} and s.cancelled_at is null
           and not exists (select 1 from ${slotBookings} b where b.slot_id = s.id and b.seat = free.seat)
         order by free.seat
         limit 1
        on conflict (slot_id, seat) do nothing
        returning seat`),
    );
    if (taken) return Number(taken.seat);
    const [left] = rowsOf<{ free: number }>(
      await tx.execute(sql`select s.capacity - (select count(*) from ${slotBookings} b where b.slot_id = s.id)::int as free
        from ${meetingSlots} s where s.id = ${slotId} and s.cancelled_at is null`),
    );
    if (!left || Number(left.free) <= 0) return null;
  }
  return null;
}

/**
 * Staff setting a stage from a status that holds no seat (`нужно перенести`, say) to one that does:
 * its self-booked slot (`slot.slot_id`) must have a seat for it. The seat it left is still its own
 * if nobody took it; else a free seat of that slot is taken now; a full or cancelled slot is a 409,
 * and the seat someone else booked meanwhile stays theirs (issue 30: both were shown in one seat).
 * The slot's row is locked first, against the `for share` a booking takes: a booking and this run
 * one after the other, the second seeing what the first wrote. A time typed by hand needs no seat.
 * The caller holds the candidate's lock.
 */
export async function keepSeatOnReturn(
  tx: DbOrTx,
  candidateId: number,
  n: number,
  to: StageStatus,
): Promise<void> {
  if (!SEAT_HOLDING.includes(to)) return;
  const [stage] = rowsOf<{ status: StageStatus; slot_id: string | null }>(
    await tx.execute(sql`select ${candidateStages.status} as status, ${candidateStages.slot}->>'slot_id' as slot_id
      from ${candidateStages} where ${candidateStages.candidateId} = ${candidateId} and ${candidateStages.n} = ${n}`),
  );
  if (!stage || SEAT_HOLDING.includes(stage.status)) return;
  const slotId = Number(stage?.slot_id);
  if (!Number.isSafeInteger(slotId) || slotId <= 0) return;
  await tx.execute(sql`select 1 from ${meetingSlots} where id = ${slotId} for update`);
  const [own] = await tx
    .select({ seat: slotBookings.seat })
    .from(slotBookings)
    .where(
      and(eq(slotBookings.slotId, slotId), eq(slotBookings.candidateId, candidateId), eq(slotBookings.n, n)),
    );
  if (own) return;
  await releaseSeat(tx, candidateId, n);
  if ((await takeSeat(tx, slotId, candidateId, n)) === null)
    throw new HttpError(409, ru.meetingSlots.seatTakenMeanwhile);
}

/** Gives up the candidate's seat of stage n, held or not. */
export async function releaseSeat(tx: DbOrTx, candidateId: number, n: number): Promise<void> {
  await tx.delete(slotBookings).where(and(eq(slotBookings.candidateId, candidateId), eq(slotBookings.n, n)));
}

/** Every seat of a cancelled slot, returned so their candidates can be told. */
export async function releaseSlot(tx: DbOrTx, slotId: number): Promise<{ candidateId: number; n: number }[]> {
  return tx
    .delete(slotBookings)
    .where(eq(slotBookings.slotId, slotId))
    .returning({ candidateId: slotBookings.candidateId, n: slotBookings.n });
}
