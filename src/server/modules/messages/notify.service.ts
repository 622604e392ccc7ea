/**
 * Telling a user about a change: a message (the notifications page and the unread dot, live in their
 * open tabs: modules/live) and, for users who still have an e-mail, a letter through the outbox.
 * Written in the caller's transaction, so a change that rolls back tells nobody.
 */
import { eq } from 'drizzle-orm';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { messages, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { enqueue } from '../../lib/outbox.ts';
import { publishEvent } from '../live/publish.ts';

export type Notice = {
  title: string;
  text: string;
  /** A path in the web app, e.g. `/progress`. */
  link?: string | null;
  /** Unique per event, so a retried change never mails twice. */
  key: string;
};

export async function notifyUser(deps: AppDeps, db: DbOrTx, userId: number, notice: Notice): Promise<void> {
  await insertNotice(db, userId, notice);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.email) return;
  const link = notice.link ? `\n\n${deps.config.PUBLIC_URL}${notice.link}` : '';
  await enqueue(db, deps, 'email', {
    recipient: user.email,
    subject: `${notice.title} — Стажировка в JTI`,
    body: `${ru.mail.greeting}\n\n${notice.text}${link}\n\n${ru.mail.signature}`,
    idempotencyKey: `notice:${notice.key}`,
  });
}

/**
 * A message only, no e-mail: for notices that come often and carry their own text, like a chat
 * line (docs/product.md names an e-mail for status changes, not for chat; a letter per chat line would
 * flood the inbox and copy the conversation out of the app).
 */
export async function notifyInApp(db: DbOrTx, userId: number, notice: Omit<Notice, 'key'>): Promise<void> {
  await insertNotice(db, userId, notice);
}

/** The message row and its live event, which carries the row as `GET /api/messages` lists it. */
async function insertNotice(db: DbOrTx, userId: number, notice: Omit<Notice, 'key'>): Promise<void> {
  const [m] = await db
    .insert(messages)
    .values({ userId, title: notice.title, text: notice.text, link: notice.link ?? null, createdAt: now() })
    .returning();
  await publishEvent(db, userId, 'notice', {
    message: {
      id: m!.id,
      title: m!.title,
      text: m!.text,
      link: m!.link,
      is_read: m!.isRead,
      created_at: m!.createdAt.toISOString(),
    },
  });
}
