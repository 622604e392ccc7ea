/** The signed-in user's own messages (notifications). */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { MessagesResponse } from '#shared/contracts/messages.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { notFound } from '../../lib/errors.ts';
import { messages } from '../../db/schema.ts';
import { publishEvent } from '../live/publish.ts';

/** A page of the user's messages, newest first, and their counts: two named statements, run at once. */
const pageStatement = preparedQuery('messages_page', (db, name) =>
  db
    .select({
      id: messages.id,
      title: messages.title,
      text: messages.text,
      link: messages.link,
      is_read: messages.isRead,
      created_at: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.userId, sql.placeholder('userId')))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);
const countsStatement = preparedQuery('messages_counts', (db, name) =>
  db
    .select({ total: count(), unread: count(sql`case when not ${messages.isRead} then 1 end`) })
    .from(messages)
    .where(eq(messages.userId, sql.placeholder('userId')))
    .prepare(name),
);

/** `GET /api/messages`: newest first, a page at a time, with the unread count. */
export async function listMessages(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<MessagesResponse> {
  const [rows, [counts]] = await Promise.all([
    pageStatement(db).execute({ userId, limit: perPage, offset: (page - 1) * perPage }),
    countsStatement(db).execute({ userId }),
  ]);
  return {
    data: rows.map((m) => ({ ...m, created_at: m.created_at.toISOString() })),
    meta: { page, per_page: perPage, total: counts?.total ?? 0, unread: counts?.unread ?? 0 },
  };
}

/** `PUT /api/messages/{id}/read`: one of the caller's own messages; anyone else's is 404. Idempotent. */
export async function markRead(db: DbOrTx, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(messages)
      .set({ isRead: true })
      .where(and(eq(messages.id, id), eq(messages.userId, userId)))
      .returning({ id: messages.id });
    if (rows.length === 0) throw notFound();
    await publishRead(tx, userId);
  });
}

/** `PUT /api/messages/all/read`: every unread message of the caller. */
export async function markAllRead(db: DbOrTx, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ isRead: true })
      .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
    await publishRead(tx, userId);
  });
}

/** The caller's other tabs hear the unread count left (decision 030). */
async function publishRead(db: DbOrTx, userId: number): Promise<void> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.userId, userId), eq(messages.isRead, false)));
  await publishEvent(db, userId, 'read', { unread: Number(row?.unread ?? 0) });
}
