import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { outbox } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { now, setClock } from './clock.ts';
import { dispatchOutbox, enqueue, maskRecipient, type OutgoingMessage, type Transports } from './outbox.ts';
import { transportsFromConfig } from './transports.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const log = pino({ level: 'silent' });

describe('outbox', () => {
  it('without a transport the row is the delivery', async () => {
    await enqueue(t.db, { transports: {}, log }, 'email', {
      recipient: 'a@test.ru',
      subject: 'Тема',
      body: 'Текст',
      idempotencyKey: 'k-plain',
    });
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
    await enqueue(t.db, { transports, log }, 'sms', {
      recipient: '+79990001122',
      subject: '',
      body: 'Код 123456',
      idempotencyKey: 'k-retry',
    });
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

const rowOf = async (key: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.idempotencyKey, key)))[0]!;
const seconds = (a: Date, b: Date) => (a.getTime() - b.getTime()) / 1000;
/** Moves the (frozen) clock forward: `advanceMs` alone would not move a frozen clock. */
const advance = (ms: number) => setClock({ freezeAt: new Date(now().getTime() + ms) });

describe('outbox under a failing provider', () => {
  it('keeps a failing message pending, retries it with growing backoff, and sends it once the provider is back', async () => {
    const attempts: string[] = [];
    let failing = true;
    const transports: Transports = {
      email: {
        deliver: async (m) => {
          attempts.push(m.idempotencyKey);
          if (failing) throw new Error('SMTP 421 service not available');
        },
      },
    };
    let at = new Date('2026-06-01T08:00:00Z');
    setClock({ freezeAt: at });
    await enqueue(t.db, { transports, log }, 'email', {
      recipient: 'c@test.ru',
      subject: 'Тема',
      body: 'Текст',
      idempotencyKey: 'k-backoff',
    });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 13; attempt++) {
      expect(await dispatchOutbox(t.db, transports, log)).toBe(0);
      const row = await rowOf('k-backoff');
      expect(row).toMatchObject({
        status: 'pending',
        attempts: attempt,
        lastError: 'SMTP 421 service not available',
        sentAt: null,
      });
      waits.push(seconds(row.nextAttemptAt, at));
      // A second before it is due nothing is tried; at the due time it is.
      setClock({ freezeAt: new Date(row.nextAttemptAt.getTime() - 1000) });
      expect(await dispatchOutbox(t.db, transports, log)).toBe(0);
      expect(attempts).toHaveLength(attempt);
      at = row.nextAttemptAt;
      setClock({ freezeAt: at });
    }
    // 5 s doubling each time, never more than an hour.
    expect(waits).toEqual([5, 10, 20, 40, 80, 160, 320, 640, 1280, 2560, 3600, 3600, 3600]);

    failing = false;
    expect(await dispatchOutbox(t.db, transports, log)).toBe(1);
    expect(await rowOf('k-backoff')).toMatchObject({ status: 'sent', attempts: 14, lastError: '' });
    // Sent is final: nothing is delivered again.
    advance(86_400_000);
    expect(await dispatchOutbox(t.db, transports, log)).toBe(0);
    expect(attempts).toHaveLength(14);
    expect(new Set(attempts)).toEqual(new Set(['k-backoff']));
  });

  it('drops nothing when a provider fails most of the time, and one failing message does not hold back the others', async () => {
    const tries = new Map<string, number>();
    const delivered = new Map<string, number>();
    let calls = 0;
    const transports: Transports = {
      sms: {
        deliver: async (m) => {
          const tried = (tries.get(m.idempotencyKey) ?? 0) + 1;
          tries.set(m.idempotencyKey, tried);
          // Two calls in three fail; the poison message fails its first 12 tries.
          const fails = m.idempotencyKey === 'k-many-poison' ? tried <= 12 : ++calls % 3 !== 0;
          if (fails) throw new Error('SMS gateway answered 502');
          delivered.set(m.idempotencyKey, (delivered.get(m.idempotencyKey) ?? 0) + 1);
        },
      },
    };
    setClock({ freezeAt: new Date('2026-06-02T08:00:00Z') });
    const keys = [...Array.from({ length: 45 }, (_, i) => `k-many-${i}`), 'k-many-poison'];
    for (const key of keys) {
      await enqueue(t.db, { transports, log }, 'sms', {
        recipient: '+79990003344',
        subject: '',
        body: `Код ${key}`,
        idempotencyKey: key,
      });
    }
    for (let round = 0; round < 200 && delivered.size < keys.length; round++) {
      await dispatchOutbox(t.db, transports, log);
      advance(3600_000);
    }
    const rows = await t.db.select().from(outbox).where(like(outbox.idempotencyKey, 'k-many-%'));
    expect(rows).toHaveLength(keys.length);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    // At least once, and here exactly once: a row is marked sent right after its one success.
    expect([...delivered.keys()].sort()).toEqual([...keys].sort());
    expect([...delivered.values()].every((n) => n === 1)).toBe(true);
    expect(tries.get('k-many-poison')).toBe(13);
    expect(rows.find((r) => r.idempotencyKey === 'k-many-poison')?.attempts).toBe(13);
  });
});

/** A local SMS gateway that answers 503 to the first `failFirst` calls, then 200; records every call. */
async function startSmsGateway(failFirst: number) {
  const calls: { key: string | undefined; auth: string | undefined; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({
        key: req.headers['idempotency-key'] as string | undefined,
        auth: req.headers.authorization,
        body,
      });
      res.writeHead(calls.length <= failFirst ? 503 : 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A minimal SMTP server that refuses the first `failFirst` messages (451 after DATA), then accepts. */
async function startSmtpServer(failFirst: number) {
  const messages: { accepted: boolean; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          const accepted = messages.length >= failFirst;
          messages.push({ accepted, data });
          socket.write(accepted ? '250 2.0.0 queued\r\n' : '451 4.3.0 try again later\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n'); // MAIL FROM, RCPT TO, RSET, NOOP
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('the real transports repeat the same idempotency key on every attempt', () => {
  it('SMS gateway: a 503 keeps the message pending; the retry carries the same Idempotency-Key and succeeds', async () => {
    const gateway = await startSmsGateway(2);
    try {
      const transports = transportsFromConfig(
        loadConfig({ SMS_GATEWAY_URL: gateway.url, SMS_GATEWAY_TOKEN: 'gateway-token' }),
      );
      setClock({ freezeAt: new Date('2026-06-03T08:00:00Z') });
      await enqueue(t.db, { transports, log }, 'sms', {
        recipient: '+79990005566',
        subject: '',
        body: 'Код 654321',
        idempotencyKey: 'k-gw-1',
      });
      expect(await dispatchOutbox(t.db, transports, log)).toBe(0);
      expect(await rowOf('k-gw-1')).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'SMS gateway answered 503',
      });
      advance(5_000);
      expect(await dispatchOutbox(t.db, transports, log)).toBe(0);
      advance(10_000);
      expect(await dispatchOutbox(t.db, transports, log)).toBe(1);
      expect(await rowOf('k-gw-1')).toMatchObject({ status: 'sent', attempts: 3, lastError: '' });
      expect(gateway.calls).toHaveLength(3);
      expect(gateway.calls.map((c) => c.key)).toEqual(['k-gw-1', 'k-gw-1', 'k-gw-1']);
      expect(gateway.calls.every((c) => c.auth === 'Bearer gateway-token')).toBe(true);
      expect(gateway.calls.map((c) => JSON.parse(c.body))).toEqual(
        Array.from({ length: 3 }, () => ({ to: '+79990005566', text: 'Код 654321' })),
      );
    } finally {
      await gateway.close();
    }
  });

  it('SMS gateway unreachable: the message waits, nothing is lost', async () => {
    const gateway = await startSmsGateway(0);
    await gateway.close(); // its port is now closed: every call is refused
    const transports = transportsFromConfig(loadConfig({ SMS_GATEWAY_URL: gateway.url }));
    setClock({ freezeAt: new Date('2026-06-04T08:00:00Z') });
    await enqueue(t.db, { transports, log }, 'sms', {
      recipient: '+79990007788',
      subject: '',
      body: 'Код 111222',
      idempotencyKey: 'k-gw-down',
    });
    expect(await dispatchOutbox(t.db, transports, log)).toBe(0);
    const row = await rowOf('k-gw-down');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).not.toBe('');
    // Clean up for the tests after: deliver it with a working transport.
    advance(5_000);
    expect(await dispatchOutbox(t.db, { sms: { deliver: async () => {} } }, log)).toBe(1);
  });

  it('SMTP: a refused message is retried with the same Message-ID', async () => {
    const smtp = await startSmtpServer(1);
    try {
      const transports = transportsFromConfig(loadConfig({ SMTP_URL: smtp.url }));
      setClock({ freezeAt: new Date('2026-06-05T08:00:00Z') });
      await enqueue(t.db, { transports, log }, 'email', {
        recipient: 'd@test.ru',
        subject: 'Ссылка',
        body: 'Текст письма',
        idempotencyKey: 'k-smtp-1',
      });
      expect(await dispatchOutbox(t.db, transports, log)).toBe(0);
      const failed = await rowOf('k-smtp-1');
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed.lastError).toMatch(/451/);
      advance(5_000);
      expect(await dispatchOutbox(t.db, transports, log)).toBe(1);
      expect(await rowOf('k-smtp-1')).toMatchObject({ status: 'sent', attempts: 2 });
      expect(smtp.messages.map((m) => m.accepted)).toEqual([false, true]);
      const ids = smtp.messages.map((m) => m.data.match(/^Message-ID:\s*(.+)$/im)?.[1]?.trim());
      expect(ids).toEqual(['<k-smtp-1@jti-internship>', '<k-smtp-1@jti-internship>']);
    } finally {
      await smtp.close();
    }
  });

  it('every pending row is left sent by these tests', async () => {
    const keys = ['k-retry', 'k-backoff', 'k-gw-1', 'k-gw-down', 'k-smtp-1'];
    const rows = await t.db.select().from(outbox).where(inArray(outbox.idempotencyKey, keys));
    expect(rows.map((r) => r.status)).toEqual(keys.map(() => 'sent'));
  });
});
