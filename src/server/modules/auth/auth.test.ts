import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ru } from '#shared/i18n/ru.ts';
import { outbox, sessions, smsCodes, users } from '../../db/schema.ts';
import { setClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { client } from '../../test/client.ts';
import { lastSmsCode, makeUser, registrationBody } from '../../test/factories.ts';

let t: TestApp;
let ipSeq = 0;
const fresh = () => client(t.app, { ip: `10.20.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('CSRF', () => {
  it('issues a readable, signed XSRF-TOKEN cookie', async () => {
    const res = await fresh().get('/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('answers 419 to an unsafe call without the header, with a mismatch, or with a forged token', async () => {
    const c = fresh();
    expect((await c.post('/login', { email: 'a@b.ru', password: 'x' }, { csrf: false })).statusCode).toBe(
      419,
    );
    await c.get('/sanctum/csrf-cookie');
    const res = await c.post('/login', {}, { csrf: false, headers: { 'x-xsrf-token': 'nope.nope' } });
    expect(res.statusCode).toBe(419);
    expect(res.data.message).toBe(ru.errors.csrf);
    const forged = client(t.app);
    forged.jar.set('XSRF-TOKEN', 'forged.signature');
    expect((await forged.post('/logout')).statusCode).toBe(419);
  });
});

describe('registration steps', () => {
  it('validate-personal: 422 with Russian texts per field', async () => {
    const res = await fresh().post('/register/validate-personal', {});
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toBe(ru.errors.validation);
    expect(res.data.errors.last_name).toEqual([ru.validation.lastName]);
    expect(res.data.errors.email).toEqual([ru.validation.email]);
    expect(res.data.errors.phone).toEqual([ru.validation.phone]);
  });

  it('validate-personal: refuses a common password and an under-age birth date; says nothing of a taken e-mail or phone', async () => {
    const existing = await makeUser(t.db);
    const body = await registrationBody(t.db);
    const res = await fresh().post('/register/validate-personal', {
      ...body,
      email: existing.email.toUpperCase(),
      phone: existing.phone,
      password: 'password123',
      password_confirmation: 'password123',
      birth_date: `${new Date().getFullYear() - 10}-01-01`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual({
      password: [ru.validation.passwordCommon],
      birth_date: [ru.validation.tooYoung],
    });
  });

  it('validate-personal and register: a password equal to the e-mail, its name part, the phone, a name or the programme is refused (ASVS 6.2.11)', async () => {
    const body = await registrationBody(t.db);
    const email = String(body.email);
    const phone = `+7${String(body.phone).replace(/\D/g, '').slice(-10)}`;
    for (const password of [
      email,
      email.split('@')[0]!.toUpperCase(),
      phone,
      `8${phone.slice(2)}`,
      `${body.last_name} ${body.first_name}`,
      'Стажировка в JTI',
    ]) {
      for (const url of ['/register/validate-personal', '/register']) {
        const res = await fresh().post(url, { ...body, password, password_confirmation: password });
        expect([url, password, res.statusCode, res.data.errors]).toEqual([
          url,
          password,
          422,
          { password: [ru.validation.passwordContext] },
        ]);
      }
    }
  });

  it('validate-personal: mismatched confirmation, unknown city and citizenship', async () => {
    const body = await registrationBody(t.db);
    const res = await fresh().post('/register/validate-personal', {
      ...body,
      password_confirmation: 'другой-пароль',
      city_id: 999_999,
      citizenship: 'QQ',
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.password_confirmation).toEqual([ru.validation.passwordMismatch]);
    const res2 = await fresh().post('/register/validate-personal', {
      ...body,
      city_id: 999_999,
      citizenship: 'QQ',
    });
    expect(res2.data.errors).toMatchObject({
      city_id: [ru.validation.city],
      citizenship: [ru.validation.citizenship],
    });
  });

  it('validate-personal: 200 for a valid step', async () => {
    const res = await fresh().post('/register/validate-personal', await registrationBody(t.db));
    expect(res.statusCode).toBe(200);
  });

  it('validate-education and validate-preferences', async () => {
    const body = await registrationBody(t.db);
    const bad = await fresh().post('/register/validate-education', {
      ...body,
      institution_id: 999_999,
      course: 9,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.course).toEqual([ru.validation.course]);
    const unknown = await fresh().post('/register/validate-education', { ...body, institution_id: 999_999 });
    expect(unknown.data.errors.institution_id).toEqual([ru.validation.institution]);
    expect((await fresh().post('/register/validate-education', body)).statusCode).toBe(200);

    const prefs = await fresh().post('/register/validate-preferences', {
      ...body,
      departments: [],
      hours: 25,
    });
    expect(prefs.statusCode).toBe(422);
    expect(prefs.data.errors.departments).toEqual([ru.validation.departments]);
    expect(prefs.data.errors.hours).toEqual([ru.validation.hours]);
    expect((await fresh().post('/register/validate-preferences', body)).statusCode).toBe(200);
  });
});

describe('sign-up flow', () => {
  it('requires the consent', async () => {
    const body = await registrationBody(t.db);
    const res = await fresh().post('/register', { ...body, consent: false });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.consent).toEqual([ru.validation.consent]);
  });

  it('registers, sends a code, does not sign in; the code opens the session; how-know clears the flag', async () => {
    const c = fresh();
    const body = await registrationBody(t.db);
    const res = await c.post('/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.data.phone).toMatch(/^\+7\d{10}$/);
    expect((await c.get('/api/users/info')).statusCode).toBe(401);

    const [user] = await t.db.select().from(users).where(eq(users.phone, res.data.phone));
    expect(user?.email).toBe(String(body.email).toLowerCase());
    expect(user?.phoneVerifiedAt).toBeNull();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);

    const code = await lastSmsCode(t.db, res.data.phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await c.post('/sms/login', {
      phone: res.data.phone,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.data.errors.code).toEqual([ru.auth.codeInvalid]);

    const ok = await c.post('/sms/login', { phone: res.data.phone, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.user).toMatchObject({ role: 'participant', need_how_know: true, phone_verified: true });

    const info = await c.get('/api/users/info');
    expect(info.data.data.need_how_know).toBe(true);
    expect((await c.put('/api/users/feedback/how-know', { source: 'other' })).statusCode).toBe(422);
    expect((await c.put('/api/users/feedback/how-know', { source: 'telegram' })).statusCode).toBe(200);
    expect((await c.get('/api/users/info')).data.data.need_how_know).toBe(false);
    // A retried answer changes nothing and does not fail.
    expect((await c.put('/api/users/feedback/how-know', { source: 'vk' })).statusCode).toBe(200);
  });

  it('answers the same form sent twice as the first (one account, no second code)', async () => {
    const body = await registrationBody(t.db);
    expect((await fresh().post('/register', body)).statusCode).toBe(201);
    const again = await fresh().post('/register', body);
    expect(again.statusCode).toBe(201);
    const phone = again.data.phone as string;
    expect(phone).toMatch(/^\+7\d{10}$/);
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, String(body.email).toLowerCase())),
    ).toHaveLength(1);
    expect(await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(1);
  });

  it('refuses a second registration with the same e-mail, or the same phone', async () => {
    const body = await registrationBody(t.db);
    expect((await fresh().post('/register', body)).statusCode).toBe(201);
    const again = await fresh().post('/register', {
      ...body,
      password: 'другой-Пароль-42',
      password_confirmation: 'другой-Пароль-42',
    });
    expect(again.statusCode).toBe(422);
    expect(again.data.errors).toEqual({ email: [ru.validation.emailTaken] });
    const samePhone = await fresh().post('/register', {
      ...(await registrationBody(t.db)),
      phone: body.phone,
    });
    expect(samePhone.data.errors).toEqual({ phone: [ru.validation.phoneTaken] });
  });
});

describe('SMS codes', () => {
  it('answers the same for an unknown phone and sends nothing', async () => {
    const phone = '+79000000999';
    const res = await fresh().post('/sms/send-code', { phone });
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toBe(ru.auth.codeSent);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, phone))).toHaveLength(0);
  });

  it('allows a new code once a minute per phone and per address (429 with Retry-After)', async () => {
    const user = await makeUser(t.db);
    const c = fresh();
    expect((await c.post('/sms/send-code', { phone: user.phone })).statusCode).toBe(200);
    const again = await c.post('/sms/send-code', { phone: user.phone });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(again.data.message).toMatch(/Новый код можно запросить через/);
    // Another address, same phone: still limited per phone.
    expect((await fresh().post('/sms/send-code', { phone: user.phone })).statusCode).toBe(429);
  });

  it('allows at most 5 codes an hour per phone', async () => {
    const user = await makeUser(t.db);
    const start = new Date('2026-03-02T10:00:30Z');
    for (let i = 0; i < 5; i++) {
      setClock({ freezeAt: new Date(start.getTime() + i * 61_000) });
      expect((await fresh().post('/sms/send-code', { phone: user.phone })).statusCode).toBe(200);
    }
    setClock({ freezeAt: new Date(start.getTime() + 6 * 61_000) });
    expect((await fresh().post('/sms/send-code', { phone: user.phone })).statusCode).toBe(429);
  });

  it('signs in with a code; a code expires after 5 minutes', async () => {
    const user = await makeUser(t.db);
    setClock({ freezeAt: new Date('2026-03-03T09:00:00Z') });
    await fresh().post('/sms/send-code', { phone: user.phone });
    const code = await lastSmsCode(t.db, user.phone!);
    setClock({ freezeAt: new Date('2026-03-03T09:05:01Z') });
    const expired = await fresh().post('/sms/login', { phone: user.phone, code });
    expect(expired.statusCode).toBe(422);

    setClock({ freezeAt: new Date('2026-03-03T09:10:00Z') });
    await fresh().post('/sms/send-code', { phone: user.phone });
    const code2 = await lastSmsCode(t.db, user.phone!);
    const c = fresh();
    const ok = await c.post('/sms/login', { phone: user.phone, code: code2 });
    expect(ok.statusCode).toBe(200);
    expect((await c.get('/api/users/info')).data.data.id).toBe(user.id);
  });

  it('burns a code after 5 wrong tries, and refuses the phone’s sign-ins for five minutes from the first', async () => {
    const user = await makeUser(t.db);
    setClock({ freezeAt: new Date('2026-03-04T09:00:00Z') });
    await fresh().post('/sms/send-code', { phone: user.phone });
    const code = (await lastSmsCode(t.db, user.phone!))!;
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      const res = await fresh().post('/sms/login', { phone: user.phone, code: wrong });
      expect([res.statusCode, res.data.message]).toEqual([422, ru.auth.codeInvalid]);
    }
    const refused = await fresh().post('/sms/login', { phone: user.phone, code });
    expect([refused.statusCode, refused.data.message, refused.headers['retry-after']]).toEqual([
      429,
      ru.auth.codeTriesExceeded(300),
      '300',
    ]);
    setClock({ freezeAt: new Date('2026-03-04T09:05:01Z') });
    expect((await fresh().post('/sms/login', { phone: user.phone, code })).statusCode).toBe(422); // burnt
    await fresh().post('/sms/send-code', { phone: user.phone });
    expect(
      (await fresh().post('/sms/login', { phone: user.phone, code: (await lastSmsCode(t.db, user.phone!))! }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps codes out of the outbox log: stored hashed', async () => {
    const user = await makeUser(t.db);
    await fresh().post('/sms/send-code', { phone: user.phone });
    const code = (await lastSmsCode(t.db, user.phone!))!;
    const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, user.phone!));
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('sign-in by e-mail', () => {
  it('one answer for a wrong e-mail and a wrong password', async () => {
    const user = await makeUser(t.db, { role: 'recruiter' });
    const a = await fresh().post('/login', { email: user.email, password: 'не-тот-пароль' });
    const b = await fresh().post('/login', { email: 'nobody@test.ru', password: 'не-тот-пароль' });
    expect(a.statusCode).toBe(422);
    expect(b.statusCode).toBe(422);
    expect(a.data).toEqual(b.data);
    expect(a.data.message).toBe(ru.auth.badCredentials);
  });

  it('opens a session with a new id, HttpOnly and SameSite=Lax', async () => {
    const user = await makeUser(t.db, { role: 'admin' });
    const c = fresh();
    c.jar.set('jti_session', 'planted-by-an-attacker');
    const res = await c.post('/login', { email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.data.user.role).toBe('admin');
    const cookie = res.cookies.find((x) => x.name === 'jti_session')!;
    expect(cookie.value).not.toBe('planted-by-an-attacker');
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy(); // Secure only in production
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored?.idHash).not.toBe(cookie.value); // only the hash is stored
  });

  it('rotates the session at sign-in: the old session ends', async () => {
    const user = await makeUser(t.db, { role: 'manager' });
    const c = fresh();
    await c.post('/login', { email: user.email, password: user.password });
    const first = c.jar.get('jti_session')!;
    await c.post('/login', { email: user.email, password: user.password });
    expect(c.jar.get('jti_session')).not.toBe(first);
    const old = client(t.app);
    old.jar.set('jti_session', first);
    expect((await old.get('/api/users/info')).statusCode).toBe(401);
  });

  it('limits attempts to 10 a minute per account (429 with Retry-After)', async () => {
    const user = await makeUser(t.db, { role: 'recruiter' });
    for (let i = 0; i < 10; i++)
      await fresh().post('/login', { email: user.email, password: 'wrong-password' });
    const res = await fresh().post('/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts to 10 a minute per address', async () => {
    const c = fresh();
    for (let i = 0; i < 10; i++)
      await c.post('/login', { email: `x${i}@test.ru`, password: 'wrong-password' });
    expect((await c.post('/login', { email: 'y@test.ru', password: 'wrong-password' })).statusCode).toBe(429);
  });

  it('sends a participant with an unconfirmed phone to activation, without a session', async () => {
    const user = await makeUser(t.db, { verified: false });
    const c = fresh();
    const res = await c.post('/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      user: null,
      activation_phone: user.phone,
      code: { sent: true, retry_after: 60, message: ru.auth.confirmCodeSent },
    });
    expect(c.jar.has('jti_session')).toBe(false);
    expect(await lastSmsCode(t.db, user.phone!)).toMatch(/^\d{6}$/);
  });

  it('refuses a deactivated account', async () => {
    const user = await makeUser(t.db, { role: 'recruiter', deactivated: true });
    const res = await fresh().post('/login', { email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.data.message).toBe(ru.auth.deactivated);
  });

  it('logout ends the session on the server', async () => {
    const user = await makeUser(t.db, { role: 'recruiter' });
    const c = fresh();
    await c.post('/login', { email: user.email, password: user.password });
    const token = c.jar.get('jti_session')!;
    expect((await c.post('/logout')).statusCode).toBe(204);
    const replay = client(t.app);
    replay.jar.set('jti_session', token);
    expect((await replay.get('/api/users/info')).statusCode).toBe(401);
    // Logging out without a session is fine too.
    expect((await fresh().post('/logout')).statusCode).toBe(204);
  });

  it('422 on a malformed body, 400 on malformed JSON', async () => {
    expect((await fresh().post('/login', { email: 'not-an-email' })).statusCode).toBe(422);
    const res = await fresh().request('POST', '/login', '{"email":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe(ru.errors.malformedJson);
  });
});
