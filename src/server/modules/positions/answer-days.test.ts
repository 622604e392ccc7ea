/** Each position's answer time (issue 31 item 7, decision 066): set by the recruiter, told to the participant. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateStages, vacancies } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { uniqueWord } from '../vacancies/vacancy-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (extra: Record<string, unknown> = {}) => ({
  title: `Стажёр ${uniqueWord()}`,
  department: 2,
  work_format: 1,
  hours: 40,
  stages: [{ n: 1, settings: { questions: [{ id: 'why', text: 'Почему к нам?' }] } }],
  ...extra,
});
const MESSAGE = 'Срок ответа — от 1 до 30 рабочих дней';

describe('the position’s answer time', () => {
  it('5 working days unless the recruiter sets 1–30; kept, read back and changed on an open position', async () => {
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const plain = await c.post('/api/dashboard/vacancies/create', form());
    expect([plain.statusCode, plain.data.data.answer_days]).toEqual([200, 5]);
    const set = await c.post('/api/dashboard/vacancies/create', form({ answer_days: 12 }));
    expect(set.data.data.answer_days).toBe(12);
    expect((await c.get(`/api/dashboard/vacancies/${set.data.data.id}`)).data.data.answer_days).toBe(12);
    for (const edge of [1, 30])
      expect((await c.post('/api/dashboard/vacancies/create', form({ answer_days: edge }))).statusCode).toBe(
        200,
      );
    const open = await makeVacancy(t.db);
    const { stages: _stages, ...fields } = form({ answer_days: 2 });
    const changed = await c.post(`/api/dashboard/vacancies/update-opened/${open.vacancy.id}`, fields);
    expect([changed.statusCode, changed.data.data.answer_days]).toEqual([200, 2]);
  });

  it('422 in Russian for 0, 31, a fraction, text or null', async () => {
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    for (const answer_days of [0, 31, 2.5, 'пять', null, -1]) {
      const res = await c.post('/api/dashboard/vacancies/create', form({ answer_days }));
      expect([res.statusCode, res.data.errors?.answer_days], String(answer_days)).toEqual([422, [MESSAGE]]);
    }
  });

  it('401 signed out; 403 for a participant and a manager', async () => {
    expect((await client(t.app).post('/api/dashboard/vacancies/create', form())).statusCode).toBe(401);
    for (const role of ['participant', 'manager'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.post('/api/dashboard/vacancies/create', form())).statusCode, role).toBe(403);
    }
  });
});

describe('the participant waiting for the team is told the day it answers by', () => {
  it('from the day the wait began, in working days: the application, a test in review, a meeting held', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 3, 4] });
    await t.db.update(vacancies).set({ answerDays: 5 }).where(eq(vacancies.id, v.vacancy.id));
    const p = await signedInClient(t.app, t.db, 'participant');
    const cand = await makeCandidate(t.db, p.user.id, v, { 1: 'eval' });
    const began = (n: number, at: string) =>
      t.db
        .update(candidateStages)
        .set({ updatedAt: new Date(at) })
        .where(and(eq(candidateStages.candidateId, cand.id), eq(candidateStages.n, n)));
    await began(1, '2026-12-11T20:00:00+03:00'); // a Friday evening: Monday is the first working day
    const stages = async () =>
      Object.fromEntries(
        (
          (await p.c.get('/api/screening/vacancy/stages')).data.data as {
            n: number;
            answer_by: string | null;
          }[]
        ).map((s) => [s.n, s.answer_by]),
      );
    expect(await stages()).toEqual({ 1: '2026-12-18', 3: null, 4: null });
    const set = (n: number, status: 'success' | 'eval' | 'carried_out' | 'awaiting') =>
      t.db
        .update(candidateStages)
        .set({ status })
        .where(and(eq(candidateStages.candidateId, cand.id), eq(candidateStages.n, n)));
    await set(1, 'success');
    await set(3, 'eval');
    await began(3, '2026-12-07T10:00:00+03:00');
    await set(4, 'awaiting');
    expect(await stages()).toEqual({ 1: null, 3: '2026-12-14', 4: null });
    await set(3, 'success');
    await set(4, 'carried_out');
    await began(4, '2026-12-30T18:00:00+03:00');
    expect(await stages()).toEqual({ 1: null, 3: null, 4: '2027-01-06' });
  });
});
