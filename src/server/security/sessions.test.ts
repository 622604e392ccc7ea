/**
 * Sessions and sign-in beyond what the auth module's own tests cover (ASVS V7, V6, V2): cookie flags
 * in production, idle expiry, deactivation ending sessions at once (on every server:
 * session-ends.test.ts), forged and stolen-hash tokens, no account enumeration through answers or
 * through the work the server does, and reset tokens that work once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { sessions, users } from '../db/schema.ts';
import { now, resetClock, setClock } from '../lib/clock.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client } from '../test/client.ts';
import { lastResetToken, makeUser, signedInClient, uniquePhone } from '../test/factories.ts';

let t: TestApp;
let ipSeq = 0;
const fresh = () => client(t.app, { ip: `10.77.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  resetClock();
  await t.close();
});

describe('cookies', () => {
  it('in production the session and CSRF cookies are Secure; the session one HttpOnly, the CSRF one readable', async () => {
    const prod = await createTestApp({
      env: { COOKIE_SECURE: 'auto', NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) },
    });
    try {
      const user = await makeUser(prod.db, { role: 'recruiter' });
      const c = client(prod.app);
      const csrf = await c.get('/sanctum/csrf-cookie');
      const xsrf = csrf.cookies.find((x) => x.name === 'XSRF-TOKEN')!;
      expect(xsrf.secure).toBe(true);
      expect(xsrf.httpOnly).toBeFalsy(); // the web app echoes it in X-XSRF-TOKEN
      expect(xsrf.sameSite).toBe('Lax');
      const res = await c.post('/login', { email: user.email, password: user.password });
      const session = res.cookies.find((x) => x.name === 'jti_session')!;
      expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    } finally {
      await prod.close();
    }
  });
});

describe('session lifetime', () => {
  it('a session left idle for SESSION_DAYS ends; one in use slides forward', async () => {
    const idle = await signedInClient(t.app, t.db, 'participant');
    const used = await signedInClient(t.app, t.db, 'participant');
    const days = t.config.SESSION_DAYS;
    try {
      setClock({ advanceMs: (days * 24 - 1) * 3_600_000 });
      expect((await used.c.get('/api/users/info')).statusCode).toBe(200);
      setClock({ advanceMs: 2 * 3_600_000 });
      expect((await idle.c.get('/api/users/info')).statusCode).toBe(401);
      expect((await used.c.get('/api/users/info')).statusCode).toBe(200);
    } finally {
      resetClock();
    }
  });

  it('deactivating an account ends its sessions at once', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'manager');
    const admin = await signedInClient(t.app, t.db, 'admin');
    expect((await c.get('/api/users/info')).statusCode).toBe(200);
    expect((await admin.c.delete(`/api/dashboard/users/${user.id}`)).statusCode).toBe(200);
    expect((await c.get('/api/users/info')).statusCode).toBe(401);
  });

  it('a deactivation or a sign-out written by hand in the database holds on the next request', async () => {
    const deactivated = await signedInClient(t.app, t.db, 'manager');
    expect((await deactivated.c.get('/api/users/info')).statusCode).toBe(200);
    await t.db.update(users).set({ deactivatedAt: now() }).where(eq(users.id, deactivated.user.id));
    expect((await deactivated.c.get('/api/users/info')).statusCode).toBe(401);

    const signedOut = await signedInClient(t.app, t.db, 'participant');
    expect((await signedOut.c.get('/api/users/info')).statusCode).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, signedOut.user.id));
    expect((await signedOut.c.get('/api/users/info')).statusCode).toBe(401);
  });

  it('a forged token, and the stored hash used as a token, open nothing', async () => {
    const { user } = await signedInClient(t.app, t.db, 'admin');
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    for (const token of [stored!.idHash, 'x'.repeat(43), '', '../../etc/passwd', '%00']) {
      const c = client(t.app);
      c.jar.set('jti_session', token);
      expect((await c.get('/api/users/info')).statusCode, token).toBe(401);
    }
  });
});

describe('no account enumeration', () => {
  it('sign-in answers an unknown e-mail as it answers a known one with a wrong password', async () => {
    // The time it takes is the same too: the password check spends an Argon2 verification either
    // way, proven where it is done (src/server/lib/passwords.test.ts), not through the whole request,
    // whose own cost (the database, the session) hid a missing verification.
    const user = await makeUser(t.db, { role: 'recruiter' });
    const known = await fresh().post('/login', { email: user.email, password: 'не-тот-пароль-1' });
    const unknown = await fresh().post('/login', { email: 'nobody@test.ru', password: 'не-тот-пароль-1' });
    expect(known.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.data).toEqual(known.data);
  });

  it('an SMS sign-in answers the same for an unknown phone as for a wrong code', async () => {
    const user = await makeUser(t.db, { role: 'participant' });
    const c = fresh();
    expect((await c.post('/sms/send-code', { phone: user.phone })).statusCode).toBe(200);
    const wrong = await fresh().post('/sms/login', { phone: user.phone, code: '000000' });
    const unknown = await fresh().post('/sms/login', { phone: uniquePhone(), code: '000000' });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.data).toEqual(unknown.data);
  });

  it('a used or unknown reset token gets the same answer', async () => {
    const user = await makeUser(t.db, { role: 'participant' });
    await fresh().post('/forgot-password', { email: user.email });
    const token = (await lastResetToken(t.db, user.email))!;
    const body = (tok: string) => ({
      token: tok,
      password: 'Новый-пароль-2026',
      password_confirmation: 'Новый-пароль-2026',
    });
    expect((await fresh().post('/reset-password', body(token))).statusCode).toBe(200);
    const reused = await fresh().post('/reset-password', body(token));
    const unknown = await fresh().post('/reset-password', body('A'.repeat(43)));
    expect(reused.statusCode).toBe(422);
    expect(reused.data).toEqual(unknown.data);
    expect(JSON.stringify(reused.data)).toContain(ru.auth.resetInvalid);
  });
});
