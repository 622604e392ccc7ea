/**
 * When an SMS code goes out and what the answer says when it does not (sms-limits.ts): the first
 * code of a new account, addresses shared by a campus, the per-phone day and the hourly budget.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ru } from '#shared/i18n/ru.ts';
import { outbox } from '../../db/schema.ts';
import { resetClock, setClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { client } from '../../test/client.ts';
import { lastSmsCode, makeUser, registrationBody, uniquePhone } from '../../test/factories.ts';
import { captureLog } from '../../test/log-sink.ts';

let t: TestApp;
let ipSeq = 0;
const newIp = () => `10.30.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const smsTo = (app: TestApp, phone: string) =>
  app.db.select().from(outbox).where(eq(outbox.recipient, phone));

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => resetClock());

describe('the first code of a new account', () => {
  it('goes out although the same address sent another code a moment ago', async () => {
    const ip = newIp();
    const other = await makeUser(t.db);
    expect((await client(t.app, { ip }).post('/sms/send-code', { phone: other.phone })).statusCode).toBe(200);

    const body = await registrationBody(t.db);
    const res = await client(t.app, { ip }).post('/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.data.message).toBe(ru.auth.confirmCodeSent);
    expect(res.data.code).toEqual({ sent: true, retry_after: 60, message: ru.auth.confirmCodeSent });
    expect(await lastSmsCode(t.db, res.data.phone)).toMatch(/^\d{6}$/);
  });

  it('goes out to a phone someone asked codes for before it was registered', async () => {
    const body = await registrationBody(t.db);
    for (let i = 0; i < 2; i++)
      await client(t.app, { ip: newIp() }).post('/sms/send-code', { phone: body.phone });
    const res = await client(t.app, { ip: newIp() }).post('/register', body);
    expect(res.data.code.sent).toBe(true);
    expect(await smsTo(t, res.data.phone)).toHaveLength(1);
  });

  it('counts against the phone: a new code may be asked for a minute later', async () => {
    const ip = newIp();
    const res = await client(t.app, { ip }).post('/register', await registrationBody(t.db));
    const again = await client(t.app, { ip }).post('/sms/send-code', { phone: res.data.phone });
    expect(again.statusCode).toBe(429);
    expect(again.data.message).toMatch(/^Новый код можно запросить через \d+ секунд/);
  });
});

describe('/sms/send-code', () => {
  it('never claims a code it did not send: one neutral answer, registered or not', async () => {
    const user = await makeUser(t.db);
    const known = await client(t.app, { ip: newIp() }).post('/sms/send-code', { phone: user.phone });
    const unknown = await client(t.app, { ip: newIp() }).post('/sms/send-code', { phone: uniquePhone() });
    expect(known.data).toEqual({ message: ru.auth.codeSent, retry_after: 60 });
    expect(unknown.data).toEqual(known.data);
    expect(ru.auth.codeSent).toMatch(/^Если этот номер зарегистрирован/);
  });

  it('lets a campus share one address: 30 codes a minute, then says beside the phone that none was sent', async () => {
    const ip = newIp();
    setClock({ freezeAt: new Date('2026-04-01T09:00:00Z') });
    for (let i = 0; i < 30; i++) {
      expect((await client(t.app, { ip }).post('/sms/send-code', { phone: uniquePhone() })).statusCode).toBe(
        200,
      );
    }
    const user = await makeUser(t.db);
    const refused = await client(t.app, { ip }).post('/sms/send-code', { phone: user.phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.data.message).toBe(ru.auth.codeNotSent.address(60));
    expect(refused.data.message).toMatch(/^Код не отправлен: .*Запросите его через 60 секунд$/);
    expect(refused.data.errors).toEqual({ phone: [refused.data.message] });
    expect(await smsTo(t, user.phone!)).toHaveLength(0);
    // Another address is not held back.
    expect(
      (await client(t.app, { ip: newIp() }).post('/sms/send-code', { phone: user.phone })).statusCode,
    ).toBe(200);
  });

  it('300 an hour per address', async () => {
    const ip = newIp();
    const start = new Date('2026-04-02T09:00:00Z').getTime();
    for (let i = 0; i < 300; i++) {
      setClock({ freezeAt: new Date(start + Math.floor(i / 30) * 61_000) });
      expect((await client(t.app, { ip }).post('/sms/send-code', { phone: uniquePhone() })).statusCode).toBe(
        200,
      );
    }
    setClock({ freezeAt: new Date(start + 11 * 61_000) });
    const refused = await client(t.app, { ip }).post('/sms/send-code', { phone: uniquePhone() });
    expect(refused.statusCode).toBe(429);
    expect(refused.data.message).toMatch(/Запросите его через 49 минут$/);
  }, 120_000); // 300 codes one by one: an unknown phone's code costs what a registered one's does (issue 30)

  it('5 a day per phone, the same for a confirmed, an unconfirmed and an unknown phone: the sixth gets the same 429 in the same words (issue 30)', async () => {
    const start = new Date('2026-04-03T08:00:00Z').getTime();
    const hour = (h: number) => setClock({ freezeAt: new Date(start + h * 3_660_000) });
    hour(0);
    const res = await client(t.app, { ip: newIp() }).post('/register', await registrationBody(t.db));
    const unconfirmed = res.data.phone as string;
    const confirmed = (await makeUser(t.db)).phone!;
    const unknown = uniquePhone();
    for (const phone of [confirmed, unknown])
      expect((await client(t.app, { ip: newIp() }).post('/sms/send-code', { phone })).statusCode).toBe(200);
    for (let h = 1; h <= 4; h++) {
      hour(h);
      for (const phone of [unconfirmed, confirmed, unknown])
        expect((await client(t.app, { ip: newIp() }).post('/sms/send-code', { phone })).statusCode).toBe(200);
    }
    // A fifth hour: each phone has had five codes today (the unconfirmed one's first at registration).
    hour(5);
    const answers = [];
    for (const phone of [unconfirmed, confirmed, unknown]) {
      const r = await client(t.app, { ip: newIp() }).post('/sms/send-code', { phone });
      answers.push([r.statusCode, r.data, r.headers['retry-after']]);
    }
    expect(answers[0]![0]).toBe(429);
    expect((answers[0]![1] as { message: string }).message).toMatch(
      /^Новый код можно запросить через \d+ час/,
    );
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await smsTo(t, unconfirmed)).toHaveLength(5);
    expect(await smsTo(t, confirmed)).toHaveLength(5);
    expect(await smsTo(t, unknown)).toHaveLength(0);
  });
});

describe('an e-mail sign-in before the phone is confirmed', () => {
  it('says whether the confirmation code went out', async () => {
    const user = await makeUser(t.db, { verified: false });
    const ip = newIp();
    const first = await client(t.app, { ip }).post('/login', { email: user.email, password: user.password });
    expect(first.data).toMatchObject({ user: null, activation_phone: user.phone });
    expect(first.data.code).toEqual({ sent: true, retry_after: 60, message: ru.auth.confirmCodeSent });
    const second = await client(t.app, { ip }).post('/login', { email: user.email, password: user.password });
    expect(second.data.code.sent).toBe(false);
    expect(second.data.code.message).toMatch(
      /^Код не отправлен: на этот номер код уже запрашивали недавно\. Запросите его через \d+ секунд/,
    );
    expect(await smsTo(t, user.phone!)).toHaveLength(1);
  });
});

describe('the hourly budget of the whole programme', () => {
  it('stops every code when spent, says so in the answers, and alerts in the log once', async () => {
    const { logger, lines } = captureLog();
    const b = await createTestApp({ env: { SMS_HOURLY_BUDGET: '5' }, logger });
    try {
      setClock({ freezeAt: new Date('2026-04-05T10:00:00Z') });
      const people = await Promise.all([1, 2, 3, 4, 5].map(() => makeUser(b.db)));
      for (const u of people.slice(0, 4)) {
        expect(
          (await client(b.app, { ip: newIp() }).post('/sms/send-code', { phone: u.phone })).statusCode,
        ).toBe(200);
      }
      const warnings = () => lines.map((l) => JSON.parse(l)).filter((l) => l.alert === 'sms-budget');
      expect(warnings()).toMatchObject([{ level: 40, sent: 4, budget: 5 }]);

      // A registration takes the last code of the hour.
      const registered = await client(b.app, { ip: newIp() }).post('/register', await registrationBody(b.db));
      expect(registered.data.code.sent).toBe(true);

      setClock({ freezeAt: new Date('2026-04-05T10:20:00Z') });
      const refused = await client(b.app, { ip: newIp() }).post('/sms/send-code', {
        phone: people[4]!.phone,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.data.message).toBe(ru.auth.codeNotSent.budget(2400));
      expect(refused.data.message).toBe(
        'Код не отправлен: сейчас мы отправляем слишком много SMS. Запросите его через 40 минут',
      );
      // A phone without an account is answered alike.
      expect(
        (await client(b.app, { ip: newIp() }).post('/sms/send-code', { phone: uniquePhone() })).data,
      ).toEqual(refused.data);

      // A registration still succeeds, and says that its code did not go out and when to ask.
      const late = await client(b.app, { ip: newIp() }).post('/register', await registrationBody(b.db));
      expect(late.statusCode).toBe(201);
      expect(late.data.code).toEqual({
        sent: false,
        retry_after: 2400,
        message: ru.auth.codeNotSent.budget(2400),
      });
      expect(late.data.message).toBe(`Вы зарегистрированы. ${ru.auth.codeNotSent.budget(2400)}`);
      expect(await smsTo(b, late.data.phone)).toHaveLength(0);

      expect(warnings()).toMatchObject([{ level: 40 }, { level: 50, budget: 5, resetsInSeconds: 2400 }]);

      // The next hour sends again.
      setClock({ freezeAt: new Date('2026-04-05T11:00:01Z') });
      expect(
        (await client(b.app, { ip: newIp() }).post('/sms/send-code', { phone: late.data.phone })).statusCode,
      ).toBe(200);
      expect(await smsTo(b, late.data.phone)).toHaveLength(1);
    } finally {
      await b.close();
    }
  });
});
