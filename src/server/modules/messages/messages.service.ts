/** The signed-in user's own messages (notifications). */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { MessagesResponse } from '#shared/contracts/messages.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { notFound } from '../../lib/errors.ts';
import { messages } from '../../db/schema.ts';
import { publishEvent } from '../live/publish.ts';

/**
 * The user's counts and, beside them, a page of their messages, newest first: one named statement
 * (the page joined to the counts, so an empty page still answers the counts).
 */
const pageStatement = preparedQuery('messages_page', (db, name) => {
  const mine = eq(messages.userId, sql.placeholder('userId'));
  const counts = db
    .select({
      total: count().as('total'),
      unread: count(sql`case when not ${messages.isRead} then 1 end`).as('unread'),
    })
    .from(messages)
    .where(mine)
    .as('counts');
  const page = db
    .select({
      id: messages.id,
      title: messages.title,
      text: messages.text,
      link: messages.link,
      isRead: messages.isRead,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(mine)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select({
      total: counts.total,
      unread: counts.unread,
      message: {
        id: page.id,
        title: page.title,
        text: page.text,
        link: page.link,
        is_read: page.isRead,
        created_at: page.createdAt,
      },
    })
    .from(counts)
    .leftJoinLateral(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare(name);
});

/** `GET /api/messages`: newest first, a page at a time, with the unread count. */
export async function listMessages(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<MessagesResponse> {
  const rows = await pageStatement(db).execute({ userId, limit: perPage, offset: (page - 1) * perPage });
  return {
    data: rows.flatMap(({ message: m }) => (m ? [{ ...m, created_at: m.created_at.toISOString() }] : [])),
    meta: { page, per_page: perPage, total: rows[0]?.total ?? 0, unread: rows[0]?.unread ?? 0 },
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
