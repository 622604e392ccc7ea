import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { STAGE_TYPES, STATUSES_BY_STAGE, stageNumber } from '#shared/domain/stages.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client } from '../test/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo-seed.ts';
import { candidates, candidateStages, vacancies } from '../db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.db)).toBe(true);
});
afterAll(() => t.close());

describe('demo data', () => {
  it('fills only an empty database', async () => {
    expect(await seedDemoData(t.db)).toBe(false);
  });

  it('the four demo accounts sign in with the demo password', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await client(t.app, { ip: `10.50.0.${DEMO_ACCOUNTS.indexOf(account) + 1}` }).post(
        '/login',
        {
          email: account.email,
          password: DEMO_PASSWORD,
        },
      );
      expect(res.statusCode, account.email).toBe(200);
      expect(res.data.user).toMatchObject({ role: account.role, need_how_know: false });
    }
  });

  it('vacancies in every department and in every status', async () => {
    const rows = await t.db
      .select({ department: vacancies.department, status: vacancies.status })
      .from(vacancies);
    expect(new Set(rows.map((r) => r.department))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['draft', 'open', 'stop', 'close']));
  });

  it('candidates at every stage in every status that stage allows', async () => {
    const rows = await t.db
      .selectDistinct({ n: candidateStages.n, status: candidateStages.status })
      .from(candidateStages)
      .where(sql`${candidateStages.status} not in ('none', 'skipped')`);
    const seen = new Set(rows.map((r) => `${r.n}:${r.status}`));
    for (const type of STAGE_TYPES) {
      for (const status of STATUSES_BY_STAGE[type]) {
        if (status === 'none' || status === 'skipped' || (type === 'SCREENING' && status === 'awaiting'))
          continue;
        expect(seen.has(`${stageNumber(type)}:${status}`), `${type} ${status}`).toBe(true);
      }
    }
    const [awaiting] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(candidates)
      .where(sql`${candidates.status} = 'awaiting'`);
    expect(Number(awaiting?.n)).toBeGreaterThanOrEqual(5);
  });

  it('tells one story: each participant registered before applying, on many different days, from several campuses', async () => {
    const { rows } = (await t.db.execute(sql`
      select u.id, u.created_at as registered, min(c.created_at) as applied, u.city_id
      from users u left join candidates c on c.user_id = u.id
      where u.role = 'participant' group by u.id`)) as unknown as {
      rows: { registered: string; applied: string | null; city_id: number }[];
    };
    expect(rows.length).toBeGreaterThan(50);
    for (const r of rows)
      if (r.applied) expect(new Date(r.registered).getTime()).toBeLessThan(new Date(r.applied).getTime());
    const days = new Set(
      rows.map((r) => new Date(new Date(r.registered).getTime() + 3 * 3_600_000).toISOString().slice(0, 10)),
    );
    expect(days.size).toBeGreaterThanOrEqual(15);
    expect(new Set(rows.map((r) => r.city_id)).size).toBeGreaterThanOrEqual(5);
    const { rows: unwanted } = (await t.db.execute(sql`
      select c.id from candidates c join vacancies v on v.id = c.vacancy_id join participant_profiles p on p.user_id = c.user_id
      where not (v.department = any(p.departments))`)) as unknown as { rows: unknown[] };
    expect(unwanted).toEqual([]);
  });

  it('the demo participant has an active screening in the middle of its stages', async () => {
    const c = client(t.app, { ip: '10.50.1.1' });
    await c.post('/login', { email: 'participant@example.com', password: DEMO_PASSWORD });
    const vacancy = (await c.get('/api/screening/vacancy')).data;
    expect(vacancy.data.title).toBe('Стажёр-разработчик (IT)');
    const stages = (await c.get('/api/screening/vacancy/stages')).data.data;
    expect(stages.find((s: { type: string }) => s.type === 'TESTING').status).toBe('awaiting');
    expect((await c.get('/api/messages')).data.meta.unread).toBeGreaterThan(0);
  });

  it('the IT position publishes meeting times; a booking participant sees them, the seated ones hold their seats', async () => {
    const c = client(t.app, { ip: '10.50.1.2' });
    await c.post('/login', { email: 'slots@example.com', password: DEMO_PASSWORD });
    const slots = (await c.get('/api/screening/slots')).data.data;
    expect(slots).toMatchObject({ n: 4, status: 'awaiting', cutoff_hours: 24, booked: null, can_pick: true });
    // The full ones (one seat, taken) and the one inside the cut-off are not offered.
    expect(slots.slots).toHaveLength(3);
    const late = client(t.app, { ip: '10.50.1.3' });
    await late.post('/login', { email: 'slots.late@example.com', password: DEMO_PASSWORD });
    expect((await late.get('/api/screening/slots')).data.data).toMatchObject({
      status: 'assigned',
      booked: { can_move: false },
      can_pick: false,
    });
    const cancel = client(t.app, { ip: '10.50.1.4' });
    await cancel.post('/login', { email: 'slots.cancel@example.com', password: DEMO_PASSWORD });
    expect((await cancel.get('/api/screening/slots')).data.data).toMatchObject({
      status: 'assigned',
      booked: { can_move: true },
      can_pick: true,
    });
  });

  it('the demo manager publishes the IT position’s manager-interview times; a participant holds a seat in one', async () => {
    const m = client(t.app, { ip: '10.50.1.5' });
    await m.post('/login', { email: 'manager@example.com', password: DEMO_PASSWORD });
    const positions = (await m.get('/api/dashboard/vacancies/manager-interviews')).data.data;
    const it = positions.find((p: { title: string }) => p.title === 'Стажёр-разработчик (IT)');
    const slots = (await m.get(`/api/dashboard/vacancies/${it.id}/slots`)).data.data;
    expect(slots.map((s: { n: number }) => s.n)).toEqual([6, 6]);
    expect(slots[0].bookings).toMatchObject([{ name: 'Интервьюев Марк', stage_status: 'assigned' }]);
  });
});
