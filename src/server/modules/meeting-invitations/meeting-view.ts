/** One meeting with what its calendar event says: who, where, for which position, and its interviewers. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidates, meetingInvitees, users, vacancies, type meetingInvitations } from '../../db/schema.ts';

type InvitationRow = typeof meetingInvitations.$inferSelect;
export type Person = { id: number; name: string; email: string | null };

export type Meeting = {
  uid: string;
  sequence: number;
  n: number;
  startsAt: Date;
  place: string;
  link: string;
  /** When this state was written: the event's DTSTAMP, so the same state always makes the same file. */
  stamp: Date;
  candidateId: number;
  vacancyId: number;
  position: string;
  candidate: Person;
  interviewers: Person[];
};

const fullName = (u: { lastName: string; firstName: string }) => `${u.lastName} ${u.firstName}`.trim();

export async function meetingOf(db: DbOrTx, row: InvitationRow): Promise<Meeting> {
  const [who] = await db
    .select({
      vacancyId: candidates.vacancyId,
      position: vacancies.title,
      userId: users.id,
      lastName: users.lastName,
      firstName: users.firstName,
      email: users.email,
    })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .innerJoin(vacancies, eq(vacancies.id, candidates.vacancyId))
    .where(eq(candidates.id, row.candidateId));
  if (!who) throw new Error(`no candidate ${row.candidateId}`);
  const staff = await db
    .select({ id: users.id, lastName: users.lastName, firstName: users.firstName, email: users.email })
    .from(meetingInvitees)
    .innerJoin(users, eq(users.id, meetingInvitees.userId))
    .where(eq(meetingInvitees.invitationId, row.id))
    .orderBy(users.id);
  return {
    uid: row.uid,
    sequence: row.sequence,
    n: row.n,
    startsAt: row.startsAt,
    place: row.place,
    link: row.link,
    stamp: row.updatedAt,
    candidateId: row.candidateId,
    vacancyId: who.vacancyId,
    position: who.position,
    candidate: { id: who.userId, name: fullName(who), email: who.email },
    interviewers: staff.map((s) => ({ id: s.id, name: fullName(s), email: s.email })),
  };
}
