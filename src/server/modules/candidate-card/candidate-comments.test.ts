import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { candidateHistory, candidateManagers } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function aCandidate() {
  const user = await makeUser(t.db);
  const v = await makeVacancy(t.db, { pipeline: [1, 2, 6] });
  return makeCandidate(t.db, user.id, v, { 1: 'eval' });
}

describe('POST /api/dashboard/candidate/{id}/stage-comment/{n}', () => {
  it('401, 403 for a participant, 404 for an unassigned manager and a missing id, 422 for empty or long text and a bad n', async () => {
    const cand = await aCandidate();
    const url = `/api/dashboard/candidate/${cand.id}/stage-comment/1`;
    expect((await client(t.app).post(url, { text: 'Привет' })).statusCode).toBe(401);
    expect(
      (await (await signedInClient(t.app, t.db, 'participant')).c.post(url, { text: 'Привет' })).statusCode,
    ).toBe(403);
    expect(
      (await (await signedInClient(t.app, t.db, 'manager')).c.post(url, { text: 'Привет' })).statusCode,
    ).toBe(404);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    expect(
      (await c.post('/api/dashboard/candidate/2000000000/stage-comment/1', { text: 'Привет' })).statusCode,
    ).toBe(404);
    const empty = await c.post(url, { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.data.errors.text).toEqual([ru.candidateCard.commentText]);
    expect((await c.post(url, { text: 'я'.repeat(2001) })).statusCode).toBe(422);
    expect(
      (await c.post(`/api/dashboard/candidate/${cand.id}/stage-comment/9`, { text: 'Привет' })).statusCode,
    ).toBe(422);
  });

  it('an assigned manager comments on any stage; the answer is the stage’s comments; a history row is written', async () => {
    const cand = await aCandidate();
    const manager = await signedInClient(t.app, t.db, 'manager');
    await t.db.insert(candidateManagers).values({ candidateId: cand.id, userId: manager.user.id });
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    expect(
      (await c.post(`/api/dashboard/candidate/${cand.id}/stage-comment/1`, { text: 'Анкета сильная' }))
        .statusCode,
    ).toBe(200);
    const res = await manager.c.post(`/api/dashboard/candidate/${cand.id}/stage-comment/1`, {
      text: '  Согласен  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data.map((x: { text: string }) => x.text)).toEqual(['Анкета сильная', 'Согласен']);
    expect(res.data.data[1].author).toMatchObject({ id: manager.user.id, role: 'manager' });
    const other = await manager.c.post(`/api/dashboard/candidate/${cand.id}/stage-comment/2`, {
      text: 'Видео ещё нет',
    });
    expect(other.data.data.map((x: { n: number }) => x.n)).toEqual([2]);
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(eq(candidateHistory.candidateId, cand.id));
    expect(history.filter((h) => h.action === 'comment').map((h) => [h.n, h.note])).toEqual([
      [1, 'Анкета сильная'],
      [1, 'Согласен'],
      [2, 'Видео ещё нет'],
    ]);
    const card = await manager.c.get(`/api/dashboard/candidate/${cand.id}`);
    expect(card.data.data.stages[0].comments).toHaveLength(2);
  });
});

describe('GET /api/dashboard/candidate/{id}/history', () => {
  it('401, 403, 404, 422 for a bad page; every change newest first with who, paginated', async () => {
    const cand = await aCandidate();
    const url = `/api/dashboard/candidate/${cand.id}/history`;
    expect((await client(t.app).get(url)).statusCode).toBe(401);
    expect((await (await signedInClient(t.app, t.db, 'participant')).c.get(url)).statusCode).toBe(403);
    expect((await (await signedInClient(t.app, t.db, 'manager')).c.get(url)).statusCode).toBe(404);
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    const c = recruiter.c;
    expect((await c.get('/api/dashboard/candidate/2000000000/history')).statusCode).toBe(404);
    expect((await c.get(`${url}?page=0`)).statusCode).toBe(422);
    expect((await c.get(`${url}?per_page=1000`)).statusCode).toBe(422);
    expect(
      (await c.put(`/api/dashboard/candidate/${cand.id}/stage/1`, { status: 'success', note: 'Подходит' }))
        .statusCode,
    ).toBe(200);
    await c.post(`/api/dashboard/candidate/${cand.id}/stage-comment/2`, { text: 'Ждём видео' });
    const all = await c.get(url);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.data.data[0]).toMatchObject({
      action: 'comment',
      n: 2,
      note: 'Ждём видео',
      who: { id: recruiter.user.id, role: 'recruiter' },
    });
    expect(all.data.data).toContainEqual(
      expect.objectContaining({
        action: 'stage_status',
        n: 1,
        before: 'eval',
        after: 'success',
        note: 'Подходит',
      }),
    );
    const total = all.data.meta.total;
    expect(total).toBeGreaterThanOrEqual(3);
    const page2 = await c.get(`${url}?page=2&per_page=1`);
    expect(page2.data.meta).toEqual({ page: 2, per_page: 1, total });
    expect(page2.data.data).toEqual([all.data.data[1]]);
  });
});
