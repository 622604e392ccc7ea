/** The signed-in user's own messages (notifications). */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { MessagesResponse } from '#shared/contracts/messages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { messages } from '../../db/schema.ts';
import { publishEvent } from '../live/publish.ts';

/** `GET /api/messages`: newest first, a page at a time, with the unread count. */
export async function listMessages(db: DbOrTx, userId: number, page: number, perPage: number): Promise<MessagesResponse> {
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where not ${messages.isRead}))::int`,
      })
      .from(messages)
      .where(and(eq(messages.userId, userId))),
  ]);
  return {
    data: rows.map((m) => ({
      id: m.id,
      title: m.title,
      text: m.text,
      link: m.link,
      is_read: m.isRead,
      created_at: m.createdAt.toISOString(),
    })),
    meta: { page, per_page: perPage, total: Number(counts?.total ?? 0), unread: Number(counts?.unread ?? 0) },
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
