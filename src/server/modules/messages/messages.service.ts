/** The signed-in user's own messages (notifications). */
import { and, eq, sql } from 'drizzle-orm';
import type { MessagesResponse } from '#shared/contracts/messages.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { notFound } from '../../lib/errors.ts';
import { messages } from '../../db/schema.ts';
import { publishEvent } from '../live/publish.ts';

type MessageJson = {
  id: number;
  title: string;
  text: string;
  link: string | null;
  is_read: boolean;
  created_at: string;
};

/** A page of the user's messages and their counts: one statement (it was two, on two connections). */
const pageStatement = prepared<{ rows: MessageJson[]; total: number; unread: number }>(
  'messages_page',
  `select coalesce((select json_agg(json_build_object('id', m.id, 'title', m.title, 'text', m.text, 'link', m.link,
                     'is_read', m.is_read, 'created_at', m.created_at) order by m.created_at desc, m.id desc)
                      from (select * from messages where user_id = $1 order by created_at desc, id desc limit $2 offset $3) m),
                   '[]'::json) as rows,
          c.total, c.unread
     from (select count(*)::int as total, (count(*) filter (where not is_read))::int as unread
             from messages where user_id = $1) c`,
);

/** `GET /api/messages`: newest first, a page at a time, with the unread count. */
export async function listMessages(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<MessagesResponse> {
  const [result] = await pageStatement(db, [userId, perPage, (page - 1) * perPage]);
  return {
    data: (result?.rows ?? []).map((m) => ({ ...m, created_at: new Date(m.created_at).toISOString() })),
    meta: { page, per_page: perPage, total: Number(result?.total ?? 0), unread: Number(result?.unread ?? 0) },
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
