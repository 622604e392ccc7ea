import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidates, candidateStages, vacancies } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import type { StageStatus } from '#shared/domain/stages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function makeScreening(
  db: Db,
  userId: number,
  status: 'awaiting' | 'denied_final',
  stages: StageStatus[],
) {
  const [v] = await db
    .insert(vacancies)
    .values({ title: 'Стажёр-аналитик', department: 2, workFormat: 1, hours: 40, status: 'stop' })
    .returning();
  const [c] = await db.insert(candidates).values({ userId, vacancyId: v!.id, status }).returning();
  await db
    .insert(candidateStages)
    .values(stages.map((s, i) => ({ candidateId: c!.id, n: i + 1, status: s })));
  return { vacancy: v!, candidate: c! };
}

describe('GET /api/screening/vacancy and /vacancy/stages', () => {
  it('401 signed out, 403 for staff', async () => {
    expect((await client(t.app).get('/api/screening/vacancy')).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'admin'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.get('/api/screening/vacancy')).statusCode).toBe(403);
      expect((await c.get('/api/screening/vacancy/stages')).statusCode).toBe(403);
    }
  });

  it('null and no stages without an active screening (an ended record does not count)', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    expect((await c.get('/api/screening/vacancy')).data).toEqual({
      data: null,
      application: null,
      last_outcome: null,
      survey: null,
    });
    await makeScreening(t.db, user.id, 'denied_final', ['denied_final', 'skipped']);
    expect((await c.get('/api/screening/vacancy')).data.data).toBeNull();
    expect((await c.get('/api/screening/vacancy/stages')).data).toEqual({ data: [] });
  });

  it('the active screening: its vacancy in status set A, and its stages without skipped ones', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const { vacancy, candidate } = await makeScreening(t.db, user.id, 'awaiting', [
      'eval',
      'skipped',
      'none',
      'skipped',
      'none',
      'none',
      'none',
      'none',
    ]);
    const res = await c.get('/api/screening/vacancy');
    expect(res.data.data).toMatchObject({ id: vacancy.id, title: 'Стажёр-аналитик', status: 'closed' });
    expect(res.data.application).toEqual({ id: candidate.id, status: 'awaiting' });
    const stages = (await c.get('/api/screening/vacancy/stages')).data.data;
    expect(stages.map((s: { type: string }) => s.type)).toEqual([
      'SCREENING',
      'TESTING',
      'RECRUITER_INTERVIEW',
      'MANAGER_INTERVIEW',
      'OFFER',
      'INTERNSHIP_START',
    ]);
    // Another participant sees nothing of it.
    const other = await signedInClient(t.app, t.db, 'participant');
    expect((await other.c.get('/api/screening/vacancy')).data.data).toBeNull();
  });
});

describe('GET /api/screening/applications/amount', () => {
  it('401, 403 for every role but admin, the count for the admin', async () => {
    expect((await client(t.app).get('/api/screening/applications/amount')).statusCode).toBe(401);
    for (const role of ['participant', 'recruiter', 'manager'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.get('/api/screening/applications/amount')).statusCode).toBe(403);
    }
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const before = (await c.get('/api/screening/applications/amount')).data.amount;
    const { user } = await signedInClient(t.app, t.db, 'participant');
    await makeScreening(t.db, user.id, 'awaiting', ['eval']);
    expect((await c.get('/api/screening/applications/amount')).data.amount).toBe(before + 1);
  });
});
