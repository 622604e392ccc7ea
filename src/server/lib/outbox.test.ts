import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { outbox } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { setClock } from './clock.ts';
import { dispatchOutbox, enqueue, maskRecipient, type OutgoingMessage, type Transports } from './outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const log = pino({ level: 'silent' });

describe('outbox', () => {
  it('without a transport the row is the delivery', async () => {
    await enqueue(t.db, { transports: {}, log }, 'email', { recipient: 'a@test.ru', subject: 'Тема', body: 'Текст', idempotencyKey: 'k-plain' });
    const [row] = await t.db.select().from(outbox).where(eq(outbox.idempotencyKey, 'k-plain'));
    expect(row?.status).toBe('sent');
  });

  it('masks recipients in the log', () => {
    expect(maskRecipient('+79991234567')).toBe('+7999***4567');
    expect(maskRecipient('anna.petrova@mail.ru')).toBe('a***@mail.ru');
  });

  it('a repeated idempotency key is queued once', async () => {
    const m = { recipient: 'b@test.ru', subject: '', body: '1', idempotencyKey: 'k-dup' };
    await enqueue(t.db, { transports: {}, log }, 'email', m);
    await enqueue(t.db, { transports: {}, log }, 'email', { ...m, body: '2' });
    const rows = await t.db.select().from(outbox).where(eq(outbox.idempotencyKey, 'k-dup'));
    expect(rows.map((r) => r.body)).toEqual(['1']);
  });

  it('retries a failed delivery with backoff and never drops it', async () => {
    const delivered: OutgoingMessage[] = [];
    let failures = 2;
    const transports: Transports = {
      sms: {
        deliver: async (m) => {
          if (failures-- > 0) throw new Error('gateway down');
          delivered.push(m);
        },
      },
    };
    setClock({ freezeAt: new Date('2026-05-01T10:00:00Z') });
    await enqueue(t.db, { transports, log }, 'sms', { recipient: '+79990001122', subject: '', body: 'Код 123456', idempotencyKey: 'k-retry' });
    expect(await dispatchOutbox(t.db, transports, log)).toBe(0);
    // Not due yet: nothing is tried again before the backoff passes.
    expect(await dispatchOutbox(t.db, transports, log)).toBe(0);
    setClock({ freezeAt: new Date('2026-05-01T10:00:06Z') });
    expect(await dispatchOutbox(t.db, transports, log)).toBe(0);
    setClock({ freezeAt: new Date('2026-05-01T10:01:00Z') });
    expect(await dispatchOutbox(t.db, transports, log)).toBe(1);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.idempotencyKey, 'k-retry'));
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: '' });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.idempotencyKey).toBe('k-retry');
  });
});
