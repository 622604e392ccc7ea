import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus, StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import {
  candidateHistory,
  candidates,
  cities,
  feedback,
  institutions,
  participantProfiles,
  users,
  vacancies,
} from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { moscowDay } from '#shared/domain/moscow-time.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/dashboard/vacancies/statistics';
const OCTOBER = `${PATH}?date_from=01.10.2026&date_to=31.10.2026`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const q = ru.statistics.query;

async function participant(createdAt: string, cityId: number | null = null) {
  const u = await makeUser(t.db);
  await t.db
    .update(users)
    .set({ createdAt: new Date(createdAt), cityId })
    .where(eq(users.id, u.id));
  return u;
}

type Vacancy = Awaited<ReturnType<typeof makeVacancy>>;
async function application(
  userId: number,
  v: Vacancy,
  stages: Partial<Record<number, StageStatus>>,
  status: ApplicationStatus,
  submittedAt: string,
) {
  const c = await makeCandidate(t.db, userId, v, stages);
  await t.db
    .update(candidates)
    .set({ status, submittedAt: new Date(submittedAt) })
    .where(eq(candidates.id, c.id));
  return { id: c.id, at: Date.parse(submittedAt) };
}

/** The record's decision, `days` after submission; and stage 1 decided `hours` after it opened. */
async function decided(c: { id: number; at: number }, after: ApplicationStatus, days: number) {
  await t.db.insert(candidateHistory).values({
    candidateId: c.id,
    action: 'status',
    before: 'assigned',
    after,
    createdAt: new Date(c.at + days * DAY),
  });
}
async function stageOne(c: { id: number; at: number }, after: StageStatus, hours: number) {
  await t.db.insert(candidateHistory).values([
    {
      candidateId: c.id,
      action: 'stage_status',
      n: 1,
      before: 'none',
      after: 'eval',
      createdAt: new Date(c.at),
    },
    {
      candidateId: c.id,
      action: 'stage_status',
      n: 1,
      before: 'eval',
      after,
      createdAt: new Date(c.at + hours * HOUR),
    },
  ]);
}

// A small known programme: October 2026, Moscow days.
let setUp: Promise<void> | null = null;
function october() {
  setUp ??= (async () => {
    const [x] = await t.db.insert(cities).values({ name: 'Статград', region: 'Тест' }).returning();
    const [y] = await t.db.insert(cities).values({ name: 'Проверск', region: 'Тест' }).returning();
    const [inst] = await t.db
      .insert(institutions)
      .values({ name: 'Институт статистики', city: 'Статград', kind: 'вуз', search: 'институт статистики' })
      .returning();
    const u1 = await participant('2026-10-01T07:00:00Z', x!.id);
    const u2 = await participant('2026-10-01T07:00:00Z', x!.id);
    const u3 = await participant('2026-10-01T07:00:00Z', y!.id);
    const u4 = await participant('2026-10-01T07:00:00Z');
    const u5 = await participant('2026-10-01T07:00:00Z');
    const u6 = await participant('2026-09-30T20:30:00Z'); // 30.09 23:30 in Moscow: September
    await participant('2026-10-31T20:59:00Z'); // 31.10 23:59 in Moscow: October
    await participant('2026-10-31T21:00:00Z'); // 01.11 00:00 in Moscow: November
    await t.db
      .update(participantProfiles)
      .set({ institutionId: inst!.id })
      .where(eq(participantProfiles.userId, u1.id));

    const a = await makeVacancy(t.db, { pipeline: [1, 3, 5, 8] });
    const b = await makeVacancy(t.db, { pipeline: [1, 2, 3, 4, 5, 6, 7, 8] });
    await t.db.update(vacancies).set({ department: 7 }).where(eq(vacancies.id, b.vacancy.id));
    const c1 = await application(
      u1.id,
      a,
      { 1: 'success', 3: 'success', 5: 'success', 8: 'success' },
      'success',
      '2026-10-01T09:00:00Z',
    );
    const c2 = await application(
      u2.id,
      a,
      { 1: 'success', 3: 'denied_final' },
      'denied_final',
      '2026-10-05T10:00:00Z',
    );
    const c3 = await application(
      u3.id,
      b,
      { 1: 'success', 2: 'success', 3: 'awaiting' },
      'assigned',
      '2026-10-05T20:59:00Z',
    );
    const c4 = await application(u4.id, b, { 1: 'denied_add' }, 'denied_add', '2026-10-05T21:00:00Z'); // 06.10 in Moscow
    const c5 = await application(u5.id, b, { 1: 'eval' }, 'awaiting', '2026-10-31T21:30:00Z'); // November
    await decided(c1, 'success', 10);
    await decided(c2, 'denied_final', 4);
    await decided(c4, 'denied_add', 2);
    await decided(c5, 'denied_final', 1); // outside the period: not counted
    await stageOne(c1, 'success', 24);
    await stageOne(c2, 'success', 48);
    await stageOne(c3, 'success', 12);
    await stageOne(c4, 'denied_add', 6);

    const oct = (d: number) => new Date(Date.UTC(2026, 9, d, 9));
    await t.db.insert(feedback).values([
      { userId: u1.id, kind: 'how-know', answer: 'hh', createdAt: oct(1) },
      { userId: u2.id, kind: 'how-know', answer: 'hh', createdAt: oct(1) },
      { userId: u3.id, kind: 'how-know', answer: 'vk', createdAt: oct(2) },
      { userId: u6.id, kind: 'how-know', answer: 'telegram', createdAt: new Date('2026-09-30T20:30:00Z') },
      { userId: u1.id, kind: 'usability', score: 3, createdAt: oct(2) },
      { userId: u1.id, candidateId: c1.id, kind: 'test-success', score: 5, createdAt: oct(10) },
      { userId: u3.id, candidateId: c3.id, kind: 'test-success', score: 4, createdAt: oct(10) },
      { userId: u2.id, candidateId: c2.id, kind: 'test-fail', score: 2, createdAt: oct(10) },
      {
        userId: u5.id,
        candidateId: c5.id,
        kind: 'test-success',
        score: 1,
        createdAt: new Date('2026-11-02T09:00:00Z'),
      },
    ]);
  })();
  return setUp;
}

describe('GET /api/dashboard/vacancies/statistics: access and the period', () => {
  it('401 signed out; 403 for a recruiter, a manager and a participant', async () => {
    expect((await client(t.app).get(OCTOBER)).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'participant'] as const) {
      expect((await (await signedInClient(t.app, t.db, role)).c.get(OCTOBER)).statusCode, role).toBe(403);
    }
  });

  it('422 naming the field: no dates, a date that does not exist, the end before the start, a bad flag', async () => {
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const none = await c.get(PATH);
    expect(none.statusCode).toBe(422);
    expect(none.data.errors).toEqual({ date_from: [q.dateFromRequired], date_to: [q.dateToRequired] });
    const wrong = await c.get(`${PATH}?date_from=31.02.2026&date_to=2026-13-01`);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.data.errors.date_from).toEqual([q.dateFrom]);
    expect(wrong.data.errors.date_to).toEqual([q.dateTo]);
    const reversed = await c.get(`${PATH}?date_from=10.10.2026&date_to=09.10.2026`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.data.errors).toEqual({ date_to: [q.order] });
    const flag = await c.get(`${PATH}?all_time=yes`);
    expect(flag.statusCode).toBe(422);
    expect(flag.data.errors.all_time).toEqual([q.allTime]);
    expect(flag.data.message).toMatch(/[а-я]/i);
  });
});

describe('GET /api/dashboard/vacancies/statistics: the numbers', () => {
  it('October 2026 counted exactly: totals, days, funnel with conversion, time to decision, sources, departments, cities, institutions, feedback', async () => {
    await october();
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const res = await c.get(OCTOBER);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.data.data;
    expect(s.period).toEqual({ from: '2026-10-01', to: '2026-10-31', all_time: false, bucket: 'day' });
    expect(s.totals).toEqual({ registrations: 6, applications: 4, applicants: 4, hired: 1, started: 1 });

    expect(s.timeline).toHaveLength(31);
    expect(s.timeline[0]).toEqual({ start: '2026-10-01', registrations: 5, applications: 1 });
    expect(s.timeline[4]).toEqual({ start: '2026-10-05', registrations: 0, applications: 2 });
    expect(s.timeline[5]).toEqual({ start: '2026-10-06', registrations: 0, applications: 1 });
    expect(s.timeline[30]).toEqual({ start: '2026-10-31', registrations: 1, applications: 0 });

    // Stage 2 and 4, 6, 7 only in B's pipeline; conversion over each candidate's own previous stage.
    expect(s.funnel).toEqual([
      {
        n: 1,
        reached: 4,
        by_status: { success: 3, denied_add: 1 },
        passed: 3,
        refused: 1,
        conversion: null,
        median_hours: 18,
      },
      {
        n: 2,
        reached: 1,
        by_status: { success: 1 },
        passed: 1,
        refused: 0,
        conversion: 50,
        median_hours: null,
      },
      {
        n: 3,
        reached: 3,
        by_status: { success: 1, denied_final: 1, awaiting: 1 },
        passed: 1,
        refused: 1,
        conversion: 100,
        median_hours: null,
      },
      { n: 4, reached: 0, by_status: {}, passed: 0, refused: 0, conversion: 0, median_hours: null },
      {
        n: 5,
        reached: 1,
        by_status: { success: 1 },
        passed: 1,
        refused: 0,
        conversion: 50,
        median_hours: null,
      },
      { n: 6, reached: 0, by_status: {}, passed: 0, refused: 0, conversion: null, median_hours: null },
      { n: 7, reached: 0, by_status: {}, passed: 0, refused: 0, conversion: null, median_hours: null },
      {
        n: 8,
        reached: 1,
        by_status: { success: 1 },
        passed: 1,
        refused: 0,
        conversion: 100,
        median_hours: null,
      },
    ]);

    // Decisions after 10 (hired), 4 and 2 days (refused): median 4, 90th percentile 4 + 0.8 × 6.
    expect(s.time_to_decision).toEqual({
      decided: 3,
      median_days: 4,
      p90_days: 8.8,
      hired: { count: 1, median_days: 10 },
      refused: { count: 2, median_days: 3 },
    });
    expect(s.sources).toEqual([
      { key: 'hh', count: 2 },
      { key: 'vk', count: 1 },
    ]);
    expect(s.departments).toEqual([
      { department: 6, applications: 2, hired: 1 },
      { department: 7, applications: 2, hired: 0 },
    ]);
    expect(s.cities).toEqual({
      top: [
        { key: 'Статград', count: 2 },
        { key: 'Проверск', count: 1 },
      ],
      other: 0,
      unknown: 1,
    });
    expect(s.institutions).toEqual({ top: [{ key: 'Институт статистики', count: 1 }], other: 0, unknown: 3 });
    const fb = Object.fromEntries(s.feedback.map((f: { kind: string }) => [f.kind, f]));
    expect(fb['test-success']).toEqual({
      kind: 'test-success',
      count: 2,
      average: 4.5,
      scores: [0, 0, 0, 1, 1],
    });
    expect(fb['test-fail']).toEqual({ kind: 'test-fail', count: 1, average: 2, scores: [0, 1, 0, 0, 0] });
    expect(fb.usability).toEqual({ kind: 'usability', count: 1, average: 3, scores: [0, 0, 1, 0, 0] });
    expect(fb.assessment).toEqual({ kind: 'assessment', count: 0, average: null, scores: [0, 0, 0, 0, 0] });
  });

  it('another period, other numbers: November holds the late application; a quarter is drawn by week', async () => {
    await october();
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const nov = (await c.get(`${PATH}?date_from=2026-11-01&date_to=2026-11-01`)).data.data;
    expect(nov.totals.applications).toBe(1);
    expect(nov.funnel[0]).toMatchObject({ n: 1, reached: 1, by_status: { eval: 1 } });
    expect(nov.time_to_decision.decided).toBe(1);
    expect(nov.timeline).toEqual([{ start: '2026-11-01', registrations: 1, applications: 1 }]);

    const quarter = (await c.get(`${PATH}?date_from=01.09.2026&date_to=30.11.2026`)).data.data;
    expect(quarter.period.bucket).toBe('week');
    expect(quarter.timeline[0].start).toBe('2026-08-31'); // the Monday of the week holding 1 September
    expect(new Date(`${quarter.timeline[1].start}T00:00:00Z`).getUTCDay()).toBe(1);
    const sum = (k: 'registrations' | 'applications') =>
      quarter.timeline.reduce((a: number, b: Record<string, number>) => a + b[k]!, 0);
    expect(sum('applications')).toBe(quarter.totals.applications);
    expect(sum('registrations')).toBe(quarter.totals.registrations);
    expect(quarter.totals.applications).toBe(5);
  });

  it('all time: from the first registration to today, dates ignored', async () => {
    await october();
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const res = await c.get(`${PATH}?all_time=1&date_from=bad`);
    expect(res.statusCode, res.body).toBe(422); // a date given must still be a date
    const all = (await c.get(`${PATH}?all_time=1`)).data.data;
    expect(all.period).toMatchObject({ from: '2026-09-30', to: moscowDay(now()), all_time: true });
    expect(all.totals.applications).toBe(5);
    expect(all.sources).toEqual([
      { key: 'hh', count: 2 },
      { key: 'telegram', count: 1 },
      { key: 'vk', count: 1 },
    ]);
  });
});
