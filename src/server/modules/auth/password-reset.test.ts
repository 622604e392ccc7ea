import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { ru } from '#shared/i18n/ru.ts';
import { outbox } from '../../db/schema.ts';
import { setClock } from '../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { client } from '../../test/client.ts';
import { lastResetToken, makeUser } from '../../test/factories.ts';

let t: TestApp;
let ipSeq = 0;
const fresh = () => client(t.app, { ip: `10.30.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });
const NEW_PASSWORD = 'Новый-пароль-2026';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://careers.example.ru' } });
});
afterAll(() => t.close());

describe('password reset', () => {
  it('answers the same for an unknown e-mail and sends it no reset link (security/enumeration.test.ts: what it sends)', async () => {
    const res = await fresh().post('/forgot-password', { email: 'nobody-here@test.ru' });
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toBe(ru.auth.resetSent);
    expect(await lastResetToken(t.db, 'nobody-here@test.ru')).toBeNull();
  });

  it('422 for a malformed e-mail or token', async () => {
    expect((await fresh().post('/forgot-password', { email: 'нет' })).statusCode).toBe(422);
    const res = await fresh().post('/reset-password', {
      token: 'short',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.token).toEqual([ru.validation.token]);
  });

  it('e-mails a link to /reset/{token}; the token sets a new password once and ends every session', async () => {
    const user = await makeUser(t.db, { role: 'recruiter' });
    const signedIn = fresh();
    await signedIn.post('/login', { email: user.email, password: user.password });

    expect((await fresh().post('/forgot-password', { email: user.email })).statusCode).toBe(200);
    const token = await lastResetToken(t.db, user.email);
    expect(token).toBeTruthy();

    const common = await fresh().post('/reset-password', {
      token,
      password: 'qwertyuiop',
      password_confirmation: 'qwertyuiop',
    });
    expect(common.statusCode).toBe(422);
    expect(common.data.errors.password).toEqual([ru.validation.passwordCommon]);

    const mismatch = await fresh().post('/reset-password', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: 'другое',
    });
    expect(mismatch.data.errors.password_confirmation).toEqual([ru.validation.passwordMismatch]);

    const ok = await fresh().post('/reset-password', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.message).toBe(ru.auth.resetDone);

    expect((await signedIn.get('/api/users/info')).statusCode).toBe(401);
    expect((await fresh().post('/login', { email: user.email, password: user.password })).statusCode).toBe(
      422,
    );
    expect((await fresh().post('/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );

    const reuse = await fresh().post('/reset-password', {
      token,
      password: 'Ещё-один-пароль-1',
      password_confirmation: 'Ещё-один-пароль-1',
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.data.errors.token).toEqual([ru.auth.resetInvalid]);
  });

  it('refuses the account’s own e-mail, phone or name as the new password (ASVS 6.2.11); the link stays usable', async () => {
    const user = await makeUser(t.db);
    await fresh().post('/forgot-password', { email: user.email });
    const token = await lastResetToken(t.db, user.email);
    for (const password of [
      user.email.toUpperCase(),
      user.email.split('@')[0]!,
      user.phone!,
      'Тестов Тест',
      'стажировка-в-JTI',
    ]) {
      const res = await fresh().post('/reset-password', { token, password, password_confirmation: password });
      expect([password, res.statusCode, res.data.errors]).toEqual([
        password,
        422,
        { password: [ru.validation.passwordContext] },
      ]);
    }
    expect(
      (
        await fresh().post('/reset-password', {
          token,
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('the link uses PUBLIC_URL', async () => {
    const user = await makeUser(t.db);
    await fresh().post('/forgot-password', { email: user.email });
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, user.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(row?.body).toContain('https://careers.example.ru/reset/');
  });

  it('a link expires after 60 minutes', async () => {
    const user = await makeUser(t.db);
    setClock({ freezeAt: new Date('2026-04-01T12:00:00Z') });
    await fresh().post('/forgot-password', { email: user.email });
    const token = await lastResetToken(t.db, user.email);
    setClock({ freezeAt: new Date('2026-04-01T13:00:01Z') });
    const res = await fresh().post('/reset-password', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toBe(ru.auth.resetInvalid);
  });

  it('limits reset requests per account', async () => {
    const user = await makeUser(t.db);
    for (let i = 0; i < 3; i++)
      expect((await fresh().post('/forgot-password', { email: user.email })).statusCode).toBe(200);
    const res = await fresh().post('/forgot-password', { email: user.email });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
