/**
 * What a participant says of a meeting time besides booking one (decision 067): «Не смогу прийти»
 * gives their booking up before the cut-off (the seat is freed, the stage waits for a new time:
 * `need_reassign`), «Нет подходящего времени» says none of the offered times suits. Both tell the
 * position's responsible recruiter (a message and, through the outbox, an e-mail) and leave a line in
 * the candidate's history; past the cut-off the chat is the way, as for a move.
 */
import { and, eq, sql } from 'drizzle-orm';
import { isBookingOpen } from '#shared/domain/meeting-slots.ts';
import type { ParticipantSlots } from '#shared/contracts/meeting-slots.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ru } from '#shared/i18n/ru.ts';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { candidateHistory, candidateStages, users, vacancies } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { notifyUser } from '../messages/notify.service.ts';
import { findActiveCandidate } from '../screening/apply.service.ts';
import { publishesSlots } from '../stages/published-slots.ts';
import { lockCandidate, setStageStatus } from '../stages/stage-transition.service.ts';
import {
  CANCELLED_KEY,
  cutoffOf,
  heldSeat,
  NO_TIME_KEY,
  openMeetingStage,
  slotsView,
  type Candidate,
} from './participant-slots.service.ts';
import { releaseSeat } from './slot-seats.ts';

const t = ru.meetingSlots;

/** The participant's active record, locked for the change; 404 without one, as a booking. */
async function lockedCandidate(tx: Tx, userId: number): Promise<Candidate & { userId: number }> {
  const candidate = await findActiveCandidate(tx, userId);
  if (!candidate) throw notFound(t.noOpenStage);
  await lockCandidate(tx, candidate.id);
  return candidate;
}

/**
 * Tells the position's responsible recruiter (or admin) about the participant's request, with a link
 * to the candidate's card in their own area. A position without one is told through the history line
 * alone, which the card shows.
 */
async function tellRecruiter(
  deps: AppDeps,
  tx: Tx,
  candidate: Candidate & { userId: number },
  notice: { title: string; text: (name: string, vacancy: string) => string; key: string },
): Promise<void> {
  const [row] = await tx
    .select({ title: vacancies.title, recruiterId: vacancies.recruiterId, role: users.role })
    .from(vacancies)
    .leftJoin(users, eq(users.id, vacancies.recruiterId))
    .where(eq(vacancies.id, candidate.vacancyId));
  if (!row?.recruiterId || (row.role !== 'recruiter' && row.role !== 'admin')) return;
  const [person] = await tx
    .select({ last: users.lastName, first: users.firstName })
    .from(users)
    .where(eq(users.id, candidate.userId));
  const name = [person?.last, person?.first].filter(Boolean).join(' ') || t.someParticipant;
  await notifyUser(deps, tx, row.recruiterId, {
    title: notice.title,
    text: notice.text(name, row.title),
    link: `/${row.role}/positions/${candidate.vacancyId}/candidates/${candidate.id}`,
    key: notice.key,
  });
}

/**
 * `DELETE /api/screening/slot`, «Не смогу прийти»: the booked seat is freed and the stage goes to
 * `need_reassign` (its notice says the participant cancelled), the slot's time is taken off the stage
 * so nobody setting the stage back brings the seat back. Refused (422) with nothing booked, with a
 * time staff set by hand, and past the cut-off: then the message says to write in the chat.
 */
export async function cancelBooking(deps: AppDeps, userId: number): Promise<ParticipantSlots | null> {
  const candidate = await deps.db.transaction(async (tx) => {
    const candidate = await lockedCandidate(tx, userId);
    const stage = await openMeetingStage(tx, candidate.id);
    if (!stage) throw invalid({}, t.nothingToCancel);
    const held = await heldSeat(tx, candidate.id, stage.n, stage.status);
    if (!held) throw invalid({}, stage.slot ? t.cancelAssignedByStaff : t.nothingToCancel);
    const cutoff = await cutoffOf(tx, candidate.vacancyId);
    if (!isBookingOpen(held.startsAt, cutoff, now())) throw invalid({}, t.tooLateToCancel(cutoff));
    await releaseSeat(tx, candidate.id, stage.n);
    await tx
      .update(candidateStages)
      .set({
        slot: null,
        data: sql`(${candidateStages.data} - ${NO_TIME_KEY}::text) || jsonb_build_object(${CANCELLED_KEY}::text, true)`,
        updatedAt: now(),
      })
      .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, stage.n)));
    const at = formatDateTimeMsk(held.startsAt);
    await setStageStatus(deps, tx, candidate.id, stage.n, 'need_reassign', {
      actorId: userId,
      note: t.historyYouCancelled(at),
      tell: t.youCancelled(at),
    });
    await tellRecruiter(deps, tx, candidate, {
      title: t.staffCancelledTitle,
      text: (name, vacancy) => t.staffCancelled(name, stageNameOf(stage.n), at, vacancy),
      key: `slot-cancelled:${candidate.id}:${stage.n}:${held.id}:${now().getTime()}`,
    });
    return candidate;
  });
  return slotsView(deps.db, candidate);
}

/**
 * `POST /api/screening/slot/no-time`, «Нет подходящего времени»: for a stage whose times the position
 * publishes, the request is kept on the stage (shown to the participant as sent, with the day the
 * team answers by) and the recruiter is told. Asked again before a booking answers it, nothing more is
 * sent: one request waits for one answer.
 */
export async function sayNoTimeSuits(deps: AppDeps, userId: number): Promise<ParticipantSlots | null> {
  const candidate = await deps.db.transaction(async (tx) => {
    const candidate = await lockedCandidate(tx, userId);
    const stage = await openMeetingStage(tx, candidate.id);
    if (!stage || !(await publishesSlots(tx, candidate.vacancyId, stage.n))) throw invalid({}, t.noOpenStage);
    if (stage.data[NO_TIME_KEY] !== undefined) return candidate;
    const at = now();
    await tx
      .update(candidateStages)
      .set({
        data: sql`${candidateStages.data} || jsonb_build_object(${NO_TIME_KEY}::text, ${at.toISOString()}::text)`,
      })
      .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, stage.n)));
    await tx.insert(candidateHistory).values({
      candidateId: candidate.id,
      actorId: userId,
      action: 'slot_no_time',
      n: stage.n,
      note: t.historyNoTime,
      createdAt: at,
    });
    await tellRecruiter(deps, tx, candidate, {
      title: t.staffNoTimeTitle,
      text: (name, vacancy) => t.staffNoTime(name, stageNameOf(stage.n), vacancy),
      key: `slot-no-time:${candidate.id}:${stage.n}:${at.getTime()}`,
    });
    return candidate;
  });
  return slotsView(deps.db, candidate);
}
