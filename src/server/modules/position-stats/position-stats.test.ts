import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StageStatus } from '#shared/domain/stages.ts';
import { candidateHistory, candidates } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const T0 = Date.parse('2026-10-01T09:00:00Z');
const HOUR = 3_600_000;
/** Stage-status history rows of a candidate: [n, status, hours after T0]. */
async function history(candidateId: number, rows: [number, StageStatus, number][]) {
  await t.db.insert(candidateHistory).values(
    rows.map(([n, after, hours]) => ({
      candidateId,
      action: 'stage_status',
      n,
      before: null,
      after,
      createdAt: new Date(T0 + hours * HOUR),
    })),
  );
}

async function candidate(
  v: Awaited<ReturnType<typeof makeVacancy>>,
  statuses: Partial<Record<number, StageStatus>>,
  source: string,
) {
  const user = await makeUser(t.db);
  const c = await makeCandidate(t.db, user.id, v, statuses, { status: 'assigned' });
  await t.db.update(candidates).set({ source }).where(eq(candidates.id, c.id));
  return c;
}

describe('GET /api/dashboard/vacancies/{id}/statistics', () => {
  it('401, 403 for a participant and a manager, 404 for a missing position, 422 for a bad id', async () => {
    const v = await makeVacancy(t.db);
    const path = `/api/dashboard/vacancies/${v.vacancy.id}/statistics`;
    expect((await client(t.app).get(path)).statusCode).toBe(401);
    expect((await (await signedInClient(t.app, t.db, 'participant')).c.get(path)).statusCode).toBe(403);
    expect((await (await signedInClient(t.app, t.db, 'manager')).c.get(path)).statusCode).toBe(403);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    expect((await c.get('/api/dashboard/vacancies/2000000000/statistics')).statusCode).toBe(404);
    expect((await c.get('/api/dashboard/vacancies/abc/statistics')).statusCode).toBe(422);
  });

  it('an empty position: every pipeline stage at zero, no sources', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 2] });
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const res = await c.get(`/api/dashboard/vacancies/${v.vacancy.id}/statistics`);
    expect(res.data.data).toEqual({
      candidates: 0,
      sources: [],
      stages: [
        { n: 1, reached: 0, by_status: {}, passed: 0, refused: 0, conversion: null, median_hours: null },
        { n: 2, reached: 0, by_status: {}, passed: 0, refused: 0, conversion: null, median_hours: null },
      ],
    });
  });

  it('a small funnel counted exactly: reached, now, passed, refused, conversion, median time, sources', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 3, 5, 8] });
    const c1 = await candidate(v, { 1: 'success', 3: 'success', 5: 'denied_final' }, 'hh');
    const c2 = await candidate(v, { 1: 'success', 3: 'denied_add' }, 'hh');
    const c3 = await candidate(v, { 1: 'success', 3: 'awaiting' }, 'site');
    const c4 = await candidate(v, { 1: 'eval' }, 'site');
    const c5 = await candidate(v, { 1: 'denied_final' }, '');
    // Not counted: a draft never submitted, and a candidate of another position.
    const draft = await candidate(v, { 1: 'success' }, 'hh');
    await t.db.update(candidates).set({ submittedAt: null }).where(eq(candidates.id, draft.id));
    await history(draft.id, [
      [1, 'eval', 0],
      [1, 'success', 100],
    ]);
    const elsewhere = await candidate(
      await makeVacancy(t.db, { pipeline: [1, 3, 5, 8] }),
      { 1: 'success' },
      'hh',
    );
    await history(elsewhere.id, [
      [1, 'eval', 0],
      [1, 'success', 100],
    ]);

    // Stage 1: 2, 4, 10 and 1 hours (c4 undecided) → median 3; the `none` row before the start is ignored.
    await history(c1.id, [
      [1, 'none', -5],
      [1, 'eval', 0],
      [1, 'success', 2],
      [3, 'awaiting', 2],
      [3, 'success', 26],
      [5, 'awaiting', 26],
      [5, 'assigned', 30],
      [5, 'denied_final', 50],
    ]);
    await history(c2.id, [
      [1, 'eval', 0],
      [1, 'success', 4],
      [3, 'awaiting', 4],
      [3, 'testing', 5],
      [3, 'denied_add', 5.5],
    ]);
    await history(c3.id, [
      [1, 'eval', 0],
      [1, 'success', 10],
      [3, 'awaiting', 10],
    ]);
    await history(c4.id, [[1, 'eval', 0]]);
    await history(c5.id, [
      [1, 'eval', 0],
      [1, 'denied_final', 1],
    ]);
    await t.db.insert(candidateHistory).values({
      candidateId: c1.id,
      action: 'status',
      before: 'awaiting',
      after: 'assigned',
      createdAt: new Date(T0),
    });

    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const res = await c.get(`/api/dashboard/vacancies/${v.vacancy.id}/statistics`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data).toEqual({
      candidates: 5,
      stages: [
        {
          n: 1,
          reached: 5,
          by_status: { success: 3, eval: 1, denied_final: 1 },
          passed: 3,
          refused: 1,
          conversion: null,
          median_hours: 3,
        },
        {
          n: 3,
          reached: 3,
          by_status: { success: 1, denied_add: 1, awaiting: 1 },
          passed: 1,
          refused: 1,
          conversion: 60,
          median_hours: 12.8,
        },
        {
          n: 5,
          reached: 1,
          by_status: { denied_final: 1 },
          passed: 0,
          refused: 1,
          conversion: 33.3,
          median_hours: 24,
        },
        { n: 8, reached: 0, by_status: {}, passed: 0, refused: 0, conversion: 0, median_hours: null },
      ],
      sources: [
        { source: 'hh', count: 2 },
        { source: 'site', count: 2 },
        { source: '', count: 1 },
      ],
    });
  });
});
