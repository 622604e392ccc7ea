import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '#shared/domain/roles.ts';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/users/info', () => {
  it('401 when signed out', async () => {
    const res = await client(t.app).get('/api/users/info');
    expect(res.statusCode).toBe(401);
    expect(res.data.message).toBe('Войдите, чтобы продолжить');
  });

  it.each(ROLES)('answers the %s with role, phone and need_how_know', async (role) => {
    const { c, user } = await signedInClient(t.app, t.db, role);
    const res = await c.get('/api/users/info');
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      id: user.id,
      role,
      email: user.email,
      phone: user.phone,
      need_how_know: false,
    });
    expect(res.data.data).not.toHaveProperty('password_hash');
  });

  it('the usability survey is due to a participant a week after registering, until answered or skipped', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    expect((await c.get('/api/users/info')).data.data.usability_due).toBe(false);
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(users.id, user.id));
    expect((await c.get('/api/users/info')).data.data.usability_due).toBe(true);
    expect((await c.put('/api/users/feedback/usability', { skipped: true })).statusCode).toBe(200);
    expect((await c.get('/api/users/info')).data.data.usability_due).toBe(false);
  });

  it('never to staff, however long ago they registered', async () => {
    for (const role of ROLES.filter((r) => r !== 'participant')) {
      const { c, user } = await signedInClient(t.app, t.db, role);
      await t.db
        .update(users)
        .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
        .where(eq(users.id, user.id));
      expect((await c.get('/api/users/info')).data.data.usability_due).toBe(false);
    }
  });
});

describe('PUT /api/users/feedback/how-know', () => {
  it('401 when signed out', async () => {
    expect((await client(t.app).put('/api/users/feedback/how-know', { source: 'hh' })).statusCode).toBe(401);
  });

  it.each(['recruiter', 'manager', 'admin'] as const)(
    '403 for a %s, before the body is validated',
    async (role) => {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.put('/api/users/feedback/how-know', { source: 12 })).statusCode).toBe(403);
    },
  );

  it('422 for an unknown source or «другое» without a comment', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant', { needHowKnow: true });
    const bad = await c.put('/api/users/feedback/how-know', { source: 'tv' });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.source).toEqual(['Выберите вариант']);
    const other = await c.put('/api/users/feedback/how-know', { source: 'other', comment: '  ' });
    expect(other.data.errors.comment).toEqual(['Расскажите, откуда вы узнали о программе']);
    // The message names the limit the rule holds (it said 200 of a 500 limit).
    const long = await c.put('/api/users/feedback/how-know', { source: 'other', comment: 'я'.repeat(501) });
    expect(long.data.errors.comment).toEqual(['Не длиннее 500 символов']);
    const atLimit = await c.put('/api/users/feedback/how-know', {
      source: 'other',
      comment: 'я'.repeat(500),
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('stores the answer and clears need_how_know', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant', { needHowKnow: true });
    expect((await c.get('/api/users/info')).data.data.need_how_know).toBe(true);
    expect(
      (await c.put('/api/users/feedback/how-know', { source: 'other', comment: 'Рассказали на лекции' }))
        .statusCode,
    ).toBe(200);
    expect((await c.get('/api/users/info')).data.data.need_how_know).toBe(false);
  });
});
