/**
 * Calendar invitations of meetings (decision 070): the one writer of `meeting_invitations`. Every
 * change of a meeting stage (4–6) calls `syncMeetingInvitation` in its own transaction — a booking,
 * a move, a cancelled slot, staff typing or changing a time, any status change, a withdrawal — and
 * this compares what the stage now is with what the calendars were last sent, and queues through the
 * outbox whatever they need: a REQUEST (SEQUENCE 0 for a new meeting, raised for a moved one) or a
 * CANCEL, to the candidate and to each interviewer.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isSlotStage, SLOT_STAGES } from '#shared/domain/meeting-slots.ts';
import { isActiveApplication, type StageStatus } from '#shared/domain/stages.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ruMail } from '#shared/i18n/ru/mail.ts';
import { ruMeetingInvitations } from '#shared/i18n/ru/meeting-invitations.ts';
import { stageNameOf } from '#shared/i18n/ru/statuses.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidates, candidateStages, meetingInvitations, meetingInvitees, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { enqueue } from '../../lib/outbox.ts';
import { invitationFile, type CalendarMethod } from './invitation-file.ts';
import { interviewersOf, type Interviewer } from './interviewers.ts';
import { meetingOf, type Meeting } from './meeting-view.ts';

const t = ruMeetingInvitations;

/** A meeting stands in the calendars while its time is set (staff's or a booking). */
const LIVE: readonly StageStatus[] = ['assigned', 'reassigned'];
/** The meeting took place: its event stays as it is, neither moved nor cancelled. */
const HELD: readonly StageStatus[] = ['carried_out', 'success'];

type Wanted = { startsAt: Date; place: string; link: string };

/** What the calendars should show for stage n now: a time, or nothing. */
async function wantedMeeting(db: DbOrTx, candidateId: number, n: number) {
  // The stored time as the staff digest reads it (a checked instant: every writer validates it).
  const [row] = await db
    .select({
      status: candidateStages.status,
      record: candidates.status,
      at: sql<string | null>`${candidateStages.slot}->>'at'`,
      place: sql<string | null>`${candidateStages.slot}->>'place'`,
      link: sql<string | null>`${candidateStages.slot}->>'link'`,
    })
    .from(candidateStages)
    .innerJoin(candidates, eq(candidates.id, candidateStages.candidateId))
    .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, n)));
  if (!row) return { status: null, wanted: null };
  const at = row.at ? new Date(row.at) : null;
  const wanted: Wanted | null =
    at && !Number.isNaN(at.getTime()) && LIVE.includes(row.status) && isActiveApplication(row.record)
      ? { startsAt: at, place: row.place ?? '', link: row.link ?? '' }
      : null;
  return { status: row.status, wanted };
}

/** Brings the calendars of stage n's meeting up to date; call it after any change of that stage. */
export async function syncMeetingInvitation(
  deps: AppDeps,
  tx: DbOrTx,
  candidateId: number,
  n: number,
): Promise<void> {
  if (!isSlotStage(n)) return;
  const { status, wanted } = await wantedMeeting(tx, candidateId, n);
  const [current] = await tx
    .select()
    .from(meetingInvitations)
    .where(
      and(
        eq(meetingInvitations.candidateId, candidateId),
        eq(meetingInvitations.n, n),
        isNull(meetingInvitations.cancelledAt),
      ),
    );
  if (!current && !wanted) return;
  const at = now();
  const invited = current ? await inviteeIds(tx, current.id) : [];
  const interviewers = wanted ? await interviewersOf(tx, candidateId, n) : [];

  if (!wanted) {
    if (status && HELD.includes(status)) return; // it happened: nothing to take back
    const [row] = await tx
      .update(meetingInvitations)
      .set({ sequence: current!.sequence + 1, cancelledAt: at, updatedAt: at })
      .where(eq(meetingInvitations.id, current!.id))
      .returning();
    await send(deps, tx, row!, 'CANCEL', { candidate: true, staffIds: invited });
    return;
  }

  if (!current) {
    const [row] = await tx
      .insert(meetingInvitations)
      .values({
        candidateId,
        n,
        uid: `${randomUUID()}@jti-internship`,
        sequence: 0,
        ...wanted,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await setInvitees(tx, row!.id, interviewers, []);
    await send(deps, tx, row!, 'REQUEST', { candidate: true, staffIds: interviewers.map((i) => i.id) });
    return;
  }

  const moved =
    current.startsAt.getTime() !== wanted.startsAt.getTime() ||
    current.place !== wanted.place ||
    current.link !== wanted.link;
  const gone = invited.filter((id) => !interviewers.some((i) => i.id === id));
  const added = interviewers.filter((i) => !invited.includes(i.id)).map((i) => i.id);
  if (!moved && gone.length === 0 && added.length === 0) return;
  // An interviewer no longer on the meeting gets it cancelled before the list changes.
  if (gone.length > 0) await send(deps, tx, current, 'CANCEL', { candidate: false, staffIds: gone });
  await setInvitees(tx, current.id, interviewers, gone);
  if (!moved) {
    await send(deps, tx, current, 'REQUEST', { candidate: false, staffIds: added });
    return;
  }
  const [row] = await tx
    .update(meetingInvitations)
    .set({ ...wanted, sequence: current.sequence + 1, updatedAt: at })
    .where(eq(meetingInvitations.id, current.id))
    .returning();
  await send(deps, tx, row!, 'REQUEST', { candidate: true, staffIds: interviewers.map((i) => i.id) });
}

/** All meeting stages of a record: where the record itself ended (withdrawn, refused, reassigned). */
export async function syncMeetingsOf(deps: AppDeps, tx: DbOrTx, candidateId: number): Promise<void> {
  for (const n of SLOT_STAGES) await syncMeetingInvitation(deps, tx, candidateId, n);
}

async function inviteeIds(db: DbOrTx, invitationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: meetingInvitees.userId })
    .from(meetingInvitees)
    .where(eq(meetingInvitees.invitationId, invitationId));
  return rows.map((r) => r.userId);
}

async function setInvitees(db: DbOrTx, invitationId: number, interviewers: Interviewer[], gone: number[]) {
  if (gone.length)
    await db
      .delete(meetingInvitees)
      .where(and(eq(meetingInvitees.invitationId, invitationId), inArray(meetingInvitees.userId, gone)));
  if (interviewers.length)
    await db
      .insert(meetingInvitees)
      .values(interviewers.map((i) => ({ invitationId, userId: i.id })))
      .onConflictDoNothing();
}

type InvitationRow = typeof meetingInvitations.$inferSelect;

/**
 * Queues the invitation e-mails of one state of a meeting: the candidate's file and the staff's
 * (same UID and SEQUENCE; the staff one names the candidate and lists the interviewers), each as an
 * attachment the SMTP transport sends as a `text/calendar` part.
 */
async function send(
  deps: AppDeps,
  db: DbOrTx,
  row: InvitationRow,
  method: CalendarMethod,
  to: { candidate: boolean; staffIds: number[] },
): Promise<void> {
  const meeting = await meetingOf(db, row);
  const recipients: { userId: number; email: string; audience: 'participant' | 'staff' }[] = [];
  if (to.candidate && meeting.candidate.email)
    recipients.push({
      userId: meeting.candidate.id,
      email: meeting.candidate.email,
      audience: 'participant',
    });
  if (to.staffIds.length) {
    const staff = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, to.staffIds));
    for (const s of staff) if (s.email) recipients.push({ userId: s.id, email: s.email, audience: 'staff' });
  }
  for (const r of recipients) {
    const file = invitationFile(meeting, r.audience, method, deps.config);
    await enqueue(db, deps, 'email', {
      recipient: r.email,
      ...letter(meeting, method),
      idempotencyKey: `invitation:${row.uid}:${row.sequence}:${method}:${r.userId}`,
      attachments: [file],
    });
  }
}

/** The e-mail's subject and text around the file. */
function letter(meeting: Meeting, method: CalendarMethod): { subject: string; body: string } {
  const stage = stageNameOf(meeting.n);
  const at = formatDateTimeMsk(meeting.startsAt);
  const kind = method === 'CANCEL' ? 'cancel' : meeting.sequence > 0 ? 'update' : 'request';
  const text =
    kind === 'cancel'
      ? t.body.cancel(stage, at)
      : t.body[kind](stage, at, t.where(meeting.place, meeting.link));
  return {
    subject: t.subject[kind](stage, at),
    body: `${ruMail.greeting}\n\n${text}\n\n${ruMail.signature}`,
  };
}
