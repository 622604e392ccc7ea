import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, feedback } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: number) => t.db.select().from(feedback).where(eq(feedback.userId, userId));

describe('PUT /api/users/feedback/{type}', () => {
  it('401 signed out, 403 for staff, on every survey', async () => {
    for (const type of ['usability', 'test-success', 'manager-interview']) {
      expect((await client(t.app).put(`/api/users/feedback/${type}`, { score: 5 })).statusCode).toBe(401);
      for (const role of ['recruiter', 'manager', 'admin'] as const) {
        const { c } = await signedInClient(t.app, t.db, role);
        expect((await c.put(`/api/users/feedback/${type}`, { score: 5 })).statusCode).toBe(403);
      }
    }
  });

  it('422 with Russian field messages', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    for (const score of [0, 6, 2.5, '5']) {
      const res = await c.put('/api/users/feedback/usability', { score });
      expect(res.statusCode).toBe(422);
      expect(res.data.errors.score).toEqual(['Оценка — целое число от 1 до 5']);
    }
    expect((await c.put('/api/users/feedback/usability', {})).data.errors.score).toEqual([
      'Оценка — целое число от 1 до 5',
    ]);
    const long = await c.put('/api/users/feedback/usability', { score: 3, comment: 'я'.repeat(2001) });
    expect(long.data.errors.comment).toEqual(['Комментарий — не длиннее 2000 символов']);
  });

  it('usability: once per participant', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const res = await c.put('/api/users/feedback/usability', { score: 4, comment: ' Удобно ' });
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toBe('Спасибо за ответ!');
    expect(await rowsOf(user.id)).toMatchObject([
      { kind: 'usability', candidateId: null, score: 4, comment: 'Удобно', answer: 'answered' },
    ]);
    const again = await c.put('/api/users/feedback/usability', { score: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.data.message).toBe('Вы уже ответили');
  });

  it('a stage survey: only after that stage’s result, once per record; skipping counts as the answer', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeVacancy(t.db);
    const cand = await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 2: 'success', 3: 'eval' },
      { status: 'assigned' },
    );
    const early = await c.put('/api/users/feedback/test-success', { score: 5 });
    expect(early.statusCode).toBe(422);
    expect(early.data.message).toBe('Этот опрос сейчас недоступен');
    expect((await c.put('/api/users/feedback/video-interview-fail', { score: 5 })).statusCode).toBe(422);

    expect((await c.get('/api/screening/vacancy')).data.survey).toBe('video-interview-success');
    expect((await c.put('/api/users/feedback/video-interview-success', { skipped: true })).statusCode).toBe(
      200,
    );
    expect(await rowsOf(user.id)).toMatchObject([
      { kind: 'video-interview-success', candidateId: cand.id, answer: 'skipped', score: null },
    ]);
    expect((await c.get('/api/screening/vacancy')).data.survey).toBeNull();
    expect((await c.put('/api/users/feedback/video-interview-success', { score: 5 })).data.message).toBe(
      'Вы уже ответили',
    );
  });

  it('a new record asks again; a fail survey on an ended record', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeVacancy(t.db);
    const first = await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 2: 'success', 3: 'denied_add' },
      { status: 'assigned' },
    );
    await t.db
      .update(candidates)
      .set({ status: 'denied_add', endedAt: new Date() })
      .where(eq(candidates.id, first.id));
    expect((await c.put('/api/users/feedback/test-fail', { score: 2, comment: 'Сложно' })).statusCode).toBe(
      200,
    );
    const second = await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 2: 'success', 3: 'success' },
      { status: 'assigned' },
    );
    expect((await c.put('/api/users/feedback/test-success', { score: 5 })).statusCode).toBe(200);
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => [r.kind, r.candidateId])).toEqual([
      ['test-fail', first.id],
      ['test-success', second.id],
    ]);
  });
});
