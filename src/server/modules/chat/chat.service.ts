/**
 * The chat between the staff and one participant (docs/product.md «Chat»; the calls and who reaches
 * whom: src/shared/contracts/chat.ts). One thread per participant; every line makes a notice for
 * its receiver: a staff line for the participant, a participant line for the staff member who
 * wrote last (see `staffReceiver`). Notices are messages only, without e-mail (notifyInApp says why).
 */
import { and, desc, eq, exists, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ChatMessage, ChatQuery, ChatThread } from '#shared/contracts/chat.ts';
import { PARTICIPANT_CHAT_LINK } from '#shared/domain/chat.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  candidates,
  chatMessages,
  chatThreads,
  liveEvents,
  messages,
  users,
  vacancies,
} from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { hit } from '../../lib/rate-limit.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { publishEvent } from '../live/publish.ts';
import { notifyInApp } from '../messages/notify.service.ts';

/** Lines a participant may write in a window: enough for a conversation, too few to flood a recruiter. */
export const PARTICIPANT_CHAT_LIMIT = { max: 20, windowSeconds: 600 };
/** How much of a line a notice quotes. */
const SNIPPET = 200;

export type Participant = { id: number; name: string };
type Writer = { id: number; side: 'staff' | 'participant' };

const fullName = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ');
const snippet = (text: string) => (text.length > SNIPPET ? `${text.slice(0, SNIPPET - 1)}…` : text);

/**
 * The participant a staff caller may chat with, else 404: an admin reaches any participant, a
 * recruiter one who has a candidate record; staff accounts, unknown ids and anonymised
 * participants are never reachable.
 */
export async function reachableParticipant(
  db: DbOrTx,
  caller: Pick<SessionUser, 'role'>,
  id: number,
): Promise<Participant> {
  if (caller.role !== 'admin' && caller.role !== 'recruiter') throw notFound();
  const hasRecord = exists(
    db.select({ one: candidates.id }).from(candidates).where(eq(candidates.userId, users.id)),
  );
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        eq(users.role, 'participant'),
        isNull(users.anonymisedAt),
        caller.role === 'admin' ? undefined : hasRecord,
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return { id: row.id, name: fullName(row) };
}

/** The signed-in participant's own side of the chat. */
export async function selfParticipant(db: DbOrTx, userId: number): Promise<Participant> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  return { id: row.id, name: fullName(row) };
}

function toMessage(
  row: {
    id: number;
    text: string;
    authorId: number | null;
    createdAt: Date;
    readAt: Date | null;
    firstName: string | null;
    lastName: string | null;
  },
  participantId: number,
  viewerId: number,
): ChatMessage {
  return {
    id: row.id,
    text: row.text,
    from: row.authorId === participantId ? 'participant' : 'staff',
    mine: row.authorId === viewerId,
    author: fullName(row) || ru.chat.staffFallbackName,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

const messageColumns = {
  id: chatMessages.id,
  text: chatMessages.text,
  authorId: chatMessages.authorId,
  createdAt: chatMessages.createdAt,
  readAt: chatMessages.readAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** One page of the thread, newest last; loading it marks the other side's lines read. */
export async function readThread(
  db: DbOrTx,
  participant: Participant,
  viewer: Writer,
  query: ChatQuery,
): Promise<ChatThread> {
  const [thread] = await db
    .select()
    .from(chatThreads)
    .where(eq(chatThreads.participantId, participant.id))
    .limit(1);
  if (!thread) return { participant, opened: false, opened_at: null, messages: [], has_more: false };
  const byOtherSide =
    viewer.side === 'staff'
      ? eq(chatMessages.authorId, participant.id)
      : or(isNull(chatMessages.authorId), ne(chatMessages.authorId, participant.id));
  await db
    .update(chatMessages)
    .set({ readAt: now() })
    .where(and(eq(chatMessages.participantId, participant.id), isNull(chatMessages.readAt), byOtherSide));
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorId))
    .where(
      and(
        eq(chatMessages.participantId, participant.id),
        query.before ? lt(chatMessages.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(query.limit + 1);
  return {
    participant,
    opened: true,
    opened_at: thread.createdAt.toISOString(),
    messages: rows
      .slice(0, query.limit)
      .reverse()
      .map((r) => toMessage(r, participant.id, viewer.id)),
    has_more: rows.length > query.limit,
  };
}

/** Opens the thread if it is not open yet; true when this call opened it. */
export async function openThread(db: DbOrTx, participantId: number, openedBy: number): Promise<boolean> {
  const inserted = await db
    .insert(chatThreads)
    .values({ participantId, openedBy, createdAt: now() })
    .onConflictDoNothing()
    .returning({ id: chatThreads.participantId });
  return inserted.length > 0;
}

/** Writes one line (opening the thread if needed) and notifies its receiver, all or nothing. */
export async function writeMessage(
  deps: AppDeps,
  participant: Participant,
  writer: Writer,
  text: string,
): Promise<ChatMessage> {
  if (writer.side === 'participant') {
    await hit(
      deps.db,
      [{ key: `chat:participant:${writer.id}`, ...PARTICIPANT_CHAT_LIMIT }],
      ru.chat.tooOften,
    );
  }
  return deps.db.transaction(async (tx) => {
    await openThread(tx, participant.id, writer.id);
    const [inserted] = await tx
      .insert(chatMessages)
      .values({ participantId: participant.id, authorId: writer.id, text, createdAt: now() })
      .returning({ id: chatMessages.id });
    const [row] = await tx
      .select(messageColumns)
      .from(chatMessages)
      .leftJoin(users, eq(users.id, chatMessages.authorId))
      .where(eq(chatMessages.id, inserted!.id));
    // Open chat panels follow live (decision 030): the participant, the writer's other tabs, and
    // the staff member the line is for.
    const hear = new Set([participant.id, writer.id]);
    if (writer.side === 'staff') {
      await notifyInApp(tx, participant.id, {
        title: ru.chat.notice.toParticipantTitle,
        text: snippet(text),
        link: PARTICIPANT_CHAT_LINK,
      });
    } else {
      const receiver = await staffReceiver(tx, participant.id);
      if (receiver) {
        const link = await staffChatLink(tx, participant.id, receiver.role);
        await notifyInApp(tx, receiver.id, {
          title: ru.chat.notice.toStaffTitle(participant.name),
          text: snippet(text),
          link,
        });
        hear.add(receiver.id);
      }
    }
    for (const userId of hear)
      await publishEvent(tx, userId, 'chat', { participant_id: participant.id, message_id: inserted!.id });
    return toMessage(row!, participant.id, writer.id);
  });
}

type StaffReceiver = { id: number; role: string };

/**
 * Who hears of a participant's line: the staff member who wrote last in the thread (docs/product.md),
 * if still active. Before any staff line, or when that account is gone, the responsible recruiter
 * of the participant's latest candidate record: telling every recruiter would be noise, telling
 * nobody would leave a question unseen. With neither, nobody: the line still waits on the card.
 */
async function staffReceiver(db: DbOrTx, participantId: number): Promise<StaffReceiver | null> {
  const [last] = await db
    .select({ id: users.id, role: users.role })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .where(
      and(
        eq(chatMessages.participantId, participantId),
        inArray(users.role, ['recruiter', 'admin']),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(1);
  if (last) return last;
  const [responsible] = await db
    .select({ id: users.id, role: users.role })
    .from(candidates)
    .innerJoin(vacancies, eq(vacancies.id, candidates.vacancyId))
    .innerJoin(users, eq(users.id, vacancies.recruiterId))
    .where(
      and(
        eq(candidates.userId, participantId),
        inArray(users.role, ['recruiter', 'admin']),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(desc(candidates.id))
    .limit(1);
  return responsible ?? null;
}

const area = (role: string) => (role === 'admin' ? 'admin' : 'recruiter');

/** The staff link of a participant's chat: their latest card's chat section, else (admin) the user page. */
async function staffChatLink(db: DbOrTx, participantId: number, role: string): Promise<string> {
  const [latest] = await db
    .select({ id: candidates.id, vacancyId: candidates.vacancyId })
    .from(candidates)
    .where(eq(candidates.userId, participantId))
    .orderBy(desc(candidates.id))
    .limit(1);
  return latest
    ? `/${area(role)}/positions/${latest.vacancyId}/candidates/${latest.id}#chat`
    : `/admin/users/${participantId}#chat`;
}

/**
 * Erases a participant's chat (consent withdrawal, anonymise.service): the thread and every line,
 * and the staff notices that quoted them (found by the chat links `staffChatLink` writes, for any of
 * the participant's records). Call it in the anonymising transaction, while the candidate rows
 * still exist. The participant's own notices are the anonymiser's (it blanks all of them).
 */
export async function eraseChatOf(tx: DbOrTx, userId: number): Promise<void> {
  const records = await tx
    .select({ id: candidates.id, vacancyId: candidates.vacancyId })
    .from(candidates)
    .where(eq(candidates.userId, userId));
  const links = [
    `/admin/users/${userId}#chat`,
    ...records.flatMap((r) =>
      ['admin', 'recruiter'].map((a) => `/${a}/positions/${r.vacancyId}/candidates/${r.id}#chat`),
    ),
  ];
  await tx.delete(messages).where(and(inArray(messages.link, links), ne(messages.userId, userId)));
  // And the live stream's copies of those notices (decision 030).
  await tx
    .delete(liveEvents)
    .where(
      and(
        eq(liveEvents.kind, 'notice'),
        inArray(sql<string>`${liveEvents.data}->'message'->>'link'`, links),
        ne(liveEvents.userId, userId),
      ),
    );
  await tx.delete(chatThreads).where(eq(chatThreads.participantId, userId));
}
