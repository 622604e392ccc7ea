/**
 * No account enumeration (issue 16, findings 3, 4, 5; decision 021): the registration steps never say
 * an e-mail or phone is registered, `POST /register` says it only to a complete, valid form within
 * limits per address and per e-mail and phone; an SMS sign-in behaves the same for a registered and an
 * unknown phone after five wrong codes; a reset request does the same work for any address.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { outbox, passwordResets } from '../db/schema.ts';
import { resetClock, setClock } from '../lib/clock.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client } from '../test/client.ts';
import { lastSmsCode, makeUser, registrationBody, uniquePhone } from '../test/factories.ts';

let t: TestApp;
let ipSeq = 0;
const nextIp = () => `10.46.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const fresh = (ip = nextIp()) => client(t.app, { ip });
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetClock());
afterAll(() => t.close());

describe('registration does not tell who has an account', () => {
  it('validate-personal answers the same for a participant’s or staff member’s e-mail and phone as for free ones', async () => {
    const participant = await makeUser(t.db, { role: 'participant' });
    const admin = await makeUser(t.db, { role: 'admin' });
    const body = await registrationBody(t.db);
    const free = await fresh().post('/register/validate-personal', body);
    for (const taken of [
      { email: participant.email },
      { phone: participant.phone },
      { email: admin.email },
    ]) {
      const res = await fresh().post('/register/validate-personal', { ...body, ...taken });
      expect([res.statusCode, res.data]).toEqual([free.statusCode, free.data]);
    }
    expect(free.statusCode).toBe(200);
  });

  it('POST /register says «taken» only to a form that is valid otherwise', async () => {
    const existing = await makeUser(t.db);
    const body = await registrationBody(t.db);
    const probe = await fresh().post('/register', {
      ...body,
      email: existing.email,
      institution_id: 999_999,
    });
    expect(probe.statusCode).toBe(422);
    expect(probe.data.errors).toEqual({ institution_id: [ru.validation.institution] });
    const valid = await fresh().post('/register', { ...body, email: existing.email });
    expect(valid.data.errors).toEqual({ email: [ru.validation.emailTaken] });
  });

  it('a taken phone is told only with a free e-mail: a probe cannot pair an e-mail with a known phone', async () => {
    const [a, b] = [await makeUser(t.db), await makeUser(t.db)];
    const body = await registrationBody(t.db);
    const both = await fresh().post('/register', { ...body, email: a.email, phone: b.phone });
    expect(both.data.errors).toEqual({ email: [ru.validation.emailTaken] });
    const unknownEmail = await fresh().post('/register', { ...body, phone: b.phone });
    expect(unknownEmail.data.errors).toEqual({ phone: [ru.validation.phoneTaken] });
  });

  it('an address gets 30 «taken» answers an hour; then every registration from it waits (429), taken or free', async () => {
    const existing = await Promise.all(Array.from({ length: 31 }, () => makeUser(t.db)));
    const ip = nextIp();
    setClock({ freezeAt: new Date('2026-05-01T10:00:00Z') });
    for (const user of existing.slice(0, 30)) {
      const res = await fresh(ip).post('/register', { ...(await registrationBody(t.db)), email: user.email });
      expect(res.data.errors).toEqual({ email: [ru.validation.emailTaken] });
    }
    const taken = await fresh(ip).post('/register', {
      ...(await registrationBody(t.db)),
      email: existing[30]!.email,
    });
    const free = await fresh(ip).post('/register', await registrationBody(t.db));
    for (const res of [taken, free]) {
      expect([res.statusCode, res.data.message, res.headers['retry-after']]).toEqual([
        429,
        ru.auth.registerFromNetwork(3600),
        '3600',
      ]);
    }
    expect((await fresh().post('/register', await registrationBody(t.db))).statusCode).toBe(201); // another address
  });

  it('one e-mail or phone: 5 registrations an hour from anywhere, then 429 in Russian', async () => {
    const existing = await makeUser(t.db);
    setClock({ freezeAt: new Date('2026-05-02T10:00:00Z') });
    for (let i = 0; i < 5; i++) {
      expect(
        (await fresh().post('/register', { ...(await registrationBody(t.db)), email: existing.email }))
          .statusCode,
      ).toBe(422);
    }
    const sixth = await fresh().post('/register', {
      ...(await registrationBody(t.db)),
      email: existing.email,
    });
    expect([sixth.statusCode, sixth.data.message]).toEqual([429, ru.auth.registerAttempts(3600)]);
    setClock({ freezeAt: new Date('2026-05-02T11:00:01Z') });
    expect(
      (await fresh().post('/register', { ...(await registrationBody(t.db)), email: existing.email }))
        .statusCode,
    ).toBe(422);
  });
});

describe('SMS sign-in: one behaviour for a registered and an unknown phone', () => {
  it('the same answers, wrong code after wrong code and after the fifth, whether the phone is registered or not', async () => {
    setClock({ freezeAt: new Date('2026-05-03T10:00:00Z') });
    const user = await makeUser(t.db);
    const unknown = uniquePhone();
    for (const phone of [user.phone!, unknown])
      expect((await fresh().post('/sms/send-code', { phone })).statusCode).toBe(200);
    const code = (await lastSmsCode(t.db, user.phone!))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 7; i++) {
      const known = await fresh().post('/sms/login', { phone: user.phone, code: wrong });
      const other = await fresh().post('/sms/login', { phone: unknown, code: wrong });
      expect([i, other.statusCode, other.data, other.headers['retry-after']]).toEqual([
        i,
        known.statusCode,
        known.data,
        known.headers['retry-after'],
      ]);
      expect(known.statusCode).toBe(i < 5 ? 422 : 429);
    }
  });
});

describe('password reset: the same work for any address', () => {
  it('a known and an unknown e-mail each queue one e-mail in one transaction: a link, or a note that no account uses it', async () => {
    const user = await makeUser(t.db);
    const unknown = `nobody.${Date.now()}@test.ru`;
    const known = await fresh().post('/forgot-password', { email: user.email });
    const other = await fresh().post('/forgot-password', { email: unknown });
    expect([other.statusCode, other.data]).toEqual([known.statusCode, known.data]);
    const mail = async (to: string) => t.db.select().from(outbox).where(eq(outbox.recipient, to));
    const [toUser, toUnknown] = [await mail(user.email), await mail(unknown)];
    expect([toUser.length, toUnknown.length]).toEqual([1, 1]);
    expect(toUser[0]!.subject).toBe(toUnknown[0]!.subject);
    expect(toUser[0]!.body).toMatch(/\/reset\/[\w-]{43}/);
    expect(toUnknown[0]!.body).toBe(ru.mail.resetNoAccountBody(t.config.PUBLIC_URL));
    const resets = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(resets).toHaveLength(1);
  });

  it('a deactivated account gets the note, not a link', async () => {
    const user = await makeUser(t.db, { deactivated: true });
    await fresh().post('/forgot-password', { email: user.email });
    const [sent] = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(sent?.body).toBe(ru.mail.resetNoAccountBody(t.config.PUBLIC_URL));
  });
});
