import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { candidateHistory, candidateStages } from '../../db/schema.ts';
import { resetClock, setClock } from '../../lib/clock.ts';
import { client, type Client } from '../../test/client.ts';
import { PASSWORD, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { expireOverdueTests } from './testing.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetClock());
afterAll(() => t.close());

const URL = '/api/screening/stage/testing';
const QUESTIONS = [
  { text: 'Сколько будет 2 + 2?', choices: ['3', '4', '5'], correct: 1 },
  { text: 'Столица России?', choices: ['Москва', 'Казань'], correct: 0 },
  { text: 'Какое число простое?', choices: ['21', '27', '29'], correct: 2 },
  { text: 'Продолжите ряд 2, 4, 8…', choices: ['16', '10'], correct: 0 },
];

/** A signed-in participant whose active screening is at the test, stage 3 as given. */
async function atTest(
  opts: {
    passMark?: number | null;
    status?: 'awaiting' | 'none' | 'eval';
    minutes?: number;
    pipeline?: number[];
  } = {},
) {
  const { c, user } = await signedInClient(t.app, t.db, 'participant');
  const settings = {
    time_limit_minutes: opts.minutes ?? 20,
    questions: QUESTIONS,
    ...(opts.passMark === null ? {} : { pass_mark: opts.passMark ?? 75 }),
  };
  const v = await makeVacancy(t.db, {
    pipeline: opts.pipeline ?? [1, 2, 3, 4, 5],
    settings: { 3: settings },
  });
  const statuses = { 1: 'success', 2: 'success', 3: opts.status ?? 'awaiting' } as const;
  const candidate = await makeCandidate(t.db, user.id, v, statuses, {
    status: 'assigned',
    deadlineAt: new Date(Date.now() + 86_400_000),
  });
  return { c, user, candidate };
}

const stages = (candidateId: number) =>
  t.db
    .select()
    .from(candidateStages)
    .where(eq(candidateStages.candidateId, candidateId))
    .orderBy(asc(candidateStages.n));

const answer = (c: Client, question: number, choice: number) => c.put(`${URL}/answer`, { question, choice });

describe('access', () => {
  it('401 signed out, 403 for staff on every call', async () => {
    const anon = client(t.app);
    expect((await anon.get(`${URL}/timer`)).statusCode).toBe(401);
    expect((await anon.post(`${URL}/start`)).statusCode).toBe(401);
    expect((await anon.put(`${URL}/answer`, { question: 0, choice: 0 })).statusCode).toBe(401);
    expect((await anon.post(`${URL}/submit`)).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'admin'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.get(`${URL}/timer`)).statusCode).toBe(403);
      expect((await c.post(`${URL}/start`)).statusCode).toBe(403);
      expect((await answer(c, 0, 0)).statusCode).toBe(403);
      expect((await c.post(`${URL}/submit`)).statusCode).toBe(403);
    }
  });

  it('404 without an active screening or with no test in the pipeline', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const res = await c.get(`${URL}/timer`);
    expect(res.statusCode).toBe(404);
    expect(res.data.message).toBe('В вашем отборе нет онлайн-теста');
    const { c: other } = await atTest({ pipeline: [1, 2, 4] });
    expect((await other.post(`${URL}/start`)).statusCode).toBe(404);
  });

  it('422 with Russian field messages for a bad answer body', async () => {
    const { c } = await atTest();
    await c.post(`${URL}/start`);
    const res = await answer(c, -1, 1.5);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual({
      question: ['Неверный номер вопроса'],
      choice: ['Неверный номер варианта ответа'],
    });
    expect((await answer(c, 4, 0)).data.errors).toEqual({ question: ['Неверный номер вопроса'] });
    expect((await answer(c, 1, 2)).data.errors).toEqual({ choice: ['Неверный номер варианта ответа'] });
  });
});

describe('start and timer', () => {
  it('before the start: the rules without the questions; the stage not yet open cannot start', async () => {
    const { c } = await atTest();
    const res = await c.get(`${URL}/timer`);
    expect(res.data).toMatchObject({
      status: 'awaiting',
      question_count: 4,
      time_limit_minutes: 20,
      pass_mark: 75,
      questions: [],
      ends_at: null,
    });
    const closed = await atTest({ status: 'none' });
    const refused = await closed.c.post(`${URL}/start`);
    expect(refused.statusCode).toBe(422);
    expect(refused.data.message).toMatch(/откроется после предыдущих этапов/);
  });

  it('starts the timer once; starting again answers the same attempt; no correct answers anywhere', async () => {
    const { c, candidate } = await atTest();
    const first = await c.post(`${URL}/start`);
    expect(first.statusCode).toBe(200);
    expect(first.data.status).toBe('testing');
    expect(first.data.remaining_seconds).toBe(20 * 60);
    expect(first.data.questions).toEqual(QUESTIONS.map(({ text, choices }) => ({ text, choices })));
    expect(first.body).not.toContain('correct');
    const [, , stage3] = await stages(candidate.id);
    expect(stage3!.status).toBe('testing');
    expect(stage3!.deadlineAt!.toISOString()).toBe(first.data.ends_at);

    setClock({ advanceMs: 60_000 });
    const again = await c.post(`${URL}/start`);
    expect(again.statusCode).toBe(200);
    expect(again.data.ends_at).toBe(first.data.ends_at);
    expect(again.data.remaining_seconds).toBeLessThanOrEqual(19 * 60);
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(and(eq(candidateHistory.candidateId, candidate.id), eq(candidateHistory.n, 3)));
    expect(history.map((h) => `${h.before}→${h.after}`)).toEqual(['awaiting→testing']);
  });

  it('a reload (another session of the same user) restores the questions, answers and the time left', async () => {
    const { c, user } = await atTest();
    const started = await c.post(`${URL}/start`);
    expect((await answer(c, 0, 1)).data).toMatchObject({ question: 0, choice: 1 });
    expect((await answer(c, 2, 0)).statusCode).toBe(200);
    expect((await answer(c, 2, 2)).statusCode).toBe(200); // changed the answer
    setClock({ advanceMs: 5 * 60_000 });
    const second = client(t.app, { ip: '10.9.9.9' });
    expect((await second.post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    const timer = await second.get(`${URL}/timer`);
    expect(timer.data).toMatchObject({
      status: 'testing',
      ends_at: started.data.ends_at,
      answers: [1, null, 2, null],
    });
    expect(timer.data.remaining_seconds).toBeLessThanOrEqual(15 * 60);
    expect(timer.data.remaining_seconds).toBeGreaterThan(14 * 60);
    expect(timer.data.questions).toHaveLength(4);
    expect(timer.body).not.toContain('correct');
  });

  it('answers before the start are refused', async () => {
    const { c } = await atTest();
    const res = await answer(c, 0, 0);
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toBe('Сначала начните тест');
    expect((await c.post(`${URL}/submit`)).statusCode).toBe(422);
  });
});

describe('submit', () => {
  it('at or above the pass mark: success, and the next stage awaits', async () => {
    const { c, candidate } = await atTest({ passMark: 75 });
    await c.post(`${URL}/start`);
    for (const [q, choice] of [
      [0, 1],
      [1, 0],
      [2, 2],
    ] as const)
      await answer(c, q, choice);
    const res = await c.post(`${URL}/submit`);
    expect(res.data).toEqual({ score: 75, status: 'success' });
    const rows = await stages(candidate.id);
    expect(rows[2]).toMatchObject({ status: 'success', score: 75 });
    expect(rows[2]!.data).toMatchObject({ score: 75, answers: { '0': 1, '1': 0, '2': 2 } });
    expect(rows[3]!.status).toBe('awaiting');
    // Submitting again answers the same result; answering now is refused.
    expect((await c.post(`${URL}/submit`)).data).toEqual({ score: 75, status: 'success' });
    expect((await answer(c, 3, 0)).statusCode).toBe(422);
    const timer = await c.get(`${URL}/timer`);
    expect(timer.data).toMatchObject({ status: 'success', score: 75, remaining_seconds: 0 });
    expect(timer.body).not.toContain('correct');
    const restart = await c.post(`${URL}/start`);
    expect(restart.statusCode).toBe(422);
    expect(restart.data.message).toBe('Тест уже завершён');
  });

  it('below the pass mark, or with none: eval for staff to decide', async () => {
    const low = await atTest({ passMark: 75 });
    await low.c.post(`${URL}/start`);
    await answer(low.c, 0, 1);
    expect((await low.c.post(`${URL}/submit`)).data).toEqual({ score: 25, status: 'eval' });
    expect((await stages(low.candidate.id))[3]!.status).toBe('none');

    const none = await atTest({ passMark: null });
    await none.c.post(`${URL}/start`);
    for (const [q, choice] of [
      [0, 1],
      [1, 0],
      [2, 2],
      [3, 0],
    ] as const)
      await answer(none.c, q, choice);
    expect((await none.c.post(`${URL}/submit`)).data).toEqual({ score: 100, status: 'eval' });
  });
});

describe('time-out', () => {
  it('the sweep expires an overdue test once, scoring the answers given', async () => {
    const { c, candidate } = await atTest({ minutes: 10 });
    await c.post(`${URL}/start`);
    await answer(c, 0, 1);
    await answer(c, 1, 1);
    setClock({ advanceMs: 9 * 60_000 });
    expect(await expireOverdueTests(t.app.deps)).toBe(0);
    setClock({ advanceMs: 61_000 });
    const [a, b] = await Promise.all([expireOverdueTests(t.app.deps), expireOverdueTests(t.app.deps)]);
    expect(a + b).toBe(1);
    expect(await expireOverdueTests(t.app.deps)).toBe(0);
    const row = (await stages(candidate.id))[2]!;
    expect(row).toMatchObject({ status: 'expired_testing', score: 25 });
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(and(eq(candidateHistory.candidateId, candidate.id), eq(candidateHistory.n, 3)));
    expect(history.map((h) => h.after)).toEqual(['testing', 'expired_testing']);
    const timer = await c.get(`${URL}/timer`);
    expect(timer.data).toMatchObject({
      status: 'expired_testing',
      score: 25,
      remaining_seconds: 0,
      answers: [1, 1, null, null],
    });
  });

  it('lazily: an answer after the time is refused and the test expires at once', async () => {
    const { c, candidate } = await atTest({ minutes: 10 });
    await c.post(`${URL}/start`);
    await answer(c, 0, 1);
    setClock({ advanceMs: 10 * 60_000 + 1000 });
    const late = await answer(c, 1, 0);
    expect(late.statusCode).toBe(422);
    expect(late.data.message).toMatch(/Время теста истекло/);
    expect((await stages(candidate.id))[2]).toMatchObject({ status: 'expired_testing', score: 25 });
    expect((await c.post(`${URL}/submit`)).data).toEqual({ score: 25, status: 'expired_testing' });
  });

  it('lazily: the timer and submit after the time', async () => {
    const viaTimer = await atTest({ minutes: 5 });
    await viaTimer.c.post(`${URL}/start`);
    setClock({ advanceMs: 6 * 60_000 });
    expect((await viaTimer.c.get(`${URL}/timer`)).data).toMatchObject({
      status: 'expired_testing',
      score: 0,
    });
    resetClock();

    const viaSubmit = await atTest({ minutes: 5, passMark: 0 });
    await viaSubmit.c.post(`${URL}/start`);
    await answer(viaSubmit.c, 0, 1);
    setClock({ advanceMs: 6 * 60_000 });
    // Past the time the result is what was given in time, and never a pass by the pass mark.
    expect((await viaSubmit.c.post(`${URL}/submit`)).data).toEqual({ score: 25, status: 'expired_testing' });
    expect((await viaSubmit.c.post(`${URL}/start`)).statusCode).toBe(422);
  });

  it('a test whose start deadline passed cannot be started', async () => {
    const { c } = await atTest();
    setClock({ advanceMs: 2 * 86_400_000 });
    const res = await c.post(`${URL}/start`);
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toBe('Срок прохождения теста истёк');
  });
});
