/**
 * Outgoing e-mail and SMS. Everything is written to the `outbox` table first (in the caller's
 * transaction, so nothing is sent for a change that rolled back); a dispatcher delivers pending rows
 * through the configured transports, at least once, retrying with backoff and never dropping one.
 * With no transport configured for a channel, the outbox row is the delivery (development, tests).
 */
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import { insertIf } from '../db/insert-if.ts';
import { outbox, type MailAttachment } from '../db/schema.ts';
import { now } from './clock.ts';

export type Channel = 'email' | 'sms';
export type OutgoingMessage = {
  recipient: string;
  subject: string;
  body: string;
  idempotencyKey: string;
  /** Files an e-mail carries (a calendar invitation); kept with the row, sent as MIME parts. */
  attachments?: MailAttachment[];
};
/** Delivers one message or throws; the idempotency key lets a provider drop a repeat. */
export type Transport = { deliver: (message: OutgoingMessage) => Promise<void> };
export type Transports = Partial<Record<Channel, Transport>>;

/** Where a service queues to: the configured transports and the log. */
export type Sender = { transports: Transports; log: FastifyBaseLogger };

/** `+79991234567` as `+7999***4567`, `anna@mail.ru` as `a***@mail.ru`: enough to trace, not to read. */
export function maskRecipient(recipient: string): string {
  if (recipient.includes('@')) return recipient.replace(/^(.).*(@.*)$/, '$1***$2');
  return recipient.replace(/^(\+\d{4})\d+(\d{4})$/, '$1***$2');
}

/**
 * Queues one message (a repeated idempotency key is ignored: the first one stands) and logs that it
 * did, without the text, which may hold a code or a link. With `onlyIf`, only when that SQL condition
 * holds, decided in the same statement (db/insert-if.ts); answers whether it was queued.
 */
export async function enqueue(
  db: DbOrTx,
  sender: Sender,
  channel: Channel,
  message: OutgoingMessage,
  opts: { onlyIf?: SQL } = {},
): Promise<boolean> {
  const { transports } = sender;
  const delivered = !transports[channel];
  const row = {
    channel,
    recipient: message.recipient,
    subject: message.subject,
    body: message.body,
    idempotencyKey: message.idempotencyKey,
    attachments: message.attachments ?? [],
    status: delivered ? ('sent' as const) : ('pending' as const),
    sentAt: delivered ? now() : null,
    nextAttemptAt: now(),
    createdAt: now(),
  };
  if (opts.onlyIf) {
    if (!(await insertIf(db, outbox, row, opts.onlyIf, { onConflictDoNothing: true }))) return false;
  } else await db.insert(outbox).values(row).onConflictDoNothing({ target: outbox.idempotencyKey });
  sender.log.info(
    {
      channel,
      to: maskRecipient(message.recipient),
      subject: message.subject,
      key: message.idempotencyKey,
      delivered,
    },
    delivered ? 'message written to the outbox' : 'message queued for delivery',
  );
  return true;
}

const BATCH = 20;
const backoffSeconds = (attempts: number) => Math.min(3600, 5 * 2 ** Math.min(attempts, 10));

/** Delivers what is due; returns how many were sent. Safe to run on several servers at once. */
export async function dispatchOutbox(
  db: Db,
  transports: Transports,
  log: FastifyBaseLogger,
): Promise<number> {
  const channels = (Object.keys(transports) as Channel[]).filter((c) => transports[c]);
  if (channels.length === 0) return 0;
  const at = now();
  // Claim a batch by pushing its next attempt forward; a crash mid-send only delays a retry.
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id, attempts: outbox.attempts })
      .from(outbox)
      .where(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, at), inArray(outbox.channel, channels)),
      )
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`${at.toISOString()}::timestamptz + make_interval(secs => least(3600, 5 * power(2, least(${outbox.attempts}, 10))))`,
      })
      .where(
        inArray(
          outbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  let sent = 0;
  for (const row of claimed) {
    const transport = transports[row.channel];
    if (!transport) continue;
    try {
      await transport.deliver({
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        idempotencyKey: row.idempotencyKey,
        attachments: row.attachments,
      });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: now(), lastError: '' })
        .where(eq(outbox.id, row.id));
      sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(outbox)
        .set({ lastError: message.slice(0, 500) })
        .where(eq(outbox.id, row.id));
      log.warn(
        {
          outboxId: row.id,
          channel: row.channel,
          attempts: row.attempts,
          retryIn: backoffSeconds(row.attempts),
        },
        'delivery failed, will retry',
      );
    }
  }
  return sent;
}
