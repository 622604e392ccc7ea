/**
 * Calendar-edge dates (issue 16, finding 1): every date a request carries goes through the shared
 * schemas in `contracts/dates.ts`, so year 0, year 1 before 03:00 Moscow time, year 9999 and
 * 30 February are a Russian 422, never a 500, a silently shifted day or a connection closed without
 * an answer; and a day still means the Moscow day, from its midnight (21:00 UTC the day before).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { users } from '../db/schema.ts';
import { makeUser, signedInClient } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import type { Client } from '../test/client.ts';

let t: TestApp;
let admin: Client;
let manager: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInClient(t.app, t.db, 'admin')).c;
  manager = (await signedInClient(t.app, t.db, 'manager')).c;
});
afterAll(() => t.close());

const BAD_DAYS = [
  '0000-01-01',
  '0001-01-01',
  '0000-12-31',
  '9999-12-31',
  '1999-12-31',
  '2100-01-01',
  '2026-02-30',
  '2026-04-31',
  '2025-02-29',
];

describe('a filter day outside the calendar is a Russian 422', () => {
  it('the probe’s requests: 422 where they were 500 (and 200 for 30 February)', async () => {
    const candidates = await manager.get('/api/dashboard/candidates?applied_from=0000-01-01');
    expect([candidates.statusCode, candidates.data.errors]).toEqual([
      422,
      { applied_from: [ru.candidatesTable.date] },
    ]);
    const registered = await admin.get('/api/dashboard/users?registered_from=0001-01-01');
    expect([registered.statusCode, registered.data.errors]).toEqual([
      422,
      { registered_from: [ru.adminUsers.date] },
    ]);
    const applications = await admin.get('/api/screening/applications?date_to=0000-12-31');
    expect([applications.statusCode, applications.data.errors]).toEqual([
      422,
      { date_to: [ru.applications.query.date] },
    ]);
    const shifted = await manager.get('/api/dashboard/candidates?applied_from=2026-02-30');
    expect(shifted.statusCode).toBe(422);
  });

  it('the general export answers 422 instead of closing the connection', async () => {
    const res = await admin.get('/api/dashboard/export?date_from=01.01.0001&date_to=01.01.2026');
    expect([res.statusCode, res.data.errors]).toEqual([
      422,
      { date_from: [ru.applications.exports.dateFrom] },
    ]);
  });

  it('years 0, 1, 1999, 2100, 9999 and days a month lacks, in both formats, on every day filter', async () => {
    const dmy = (day: string) => day.split('-').reverse().join('.');
    const calls: [Client, string][] = [
      [manager, '/api/dashboard/candidates?applied_to='],
      [admin, '/api/dashboard/users?registered_to='],
      [admin, '/api/screening/applications?date_from='],
      [admin, '/api/dashboard/vacancies/statistics?date_to=2026-01-01&date_from='],
      [admin, '/api/dashboard/export?date_to=01.01.2026&date_from='],
    ];
    for (const [c, url] of calls) {
      for (const day of BAD_DAYS) {
        for (const written of [day, dmy(day)]) {
          const res = await c.get(url + written);
          expect([url, written, res.statusCode]).toEqual([url, written, 422]);
          expect(res.data.message).toBe(ru.errors.validation);
        }
      }
    }
  });

  it('the first and last days of the range, and 29 February of a leap year, are accepted as each call writes them', async () => {
    for (const day of ['2000-01-01', '2099-12-31', '2024-02-29']) {
      expect((await manager.get(`/api/dashboard/candidates?applied_from=${day}`)).statusCode).toBe(200);
      expect((await admin.get(`/api/dashboard/users?registered_to=${day}`)).statusCode).toBe(200);
      expect((await admin.get(`/api/screening/applications?date_from=${day}`)).statusCode).toBe(200);
    }
    const statistics = await admin.get(
      '/api/dashboard/vacancies/statistics?date_from=29.02.2024&date_to=2024-03-01',
    );
    expect(statistics.data.data.period).toMatchObject({ from: '2024-02-29', to: '2024-03-01' });
    const edges = await admin.get('/api/dashboard/export?date_from=01.01.2000&date_to=31.12.2099');
    expect(edges.statusCode).toBe(200);
  });

  it('a day is the Moscow day: 00:30 on 1 March in Moscow is 1 March, not 28 February (UTC)', async () => {
    const user = await makeUser(t.db);
    await t.db
      .update(users)
      .set({ createdAt: new Date('2026-02-28T21:30:00Z') })
      .where(eq(users.id, user.id));
    const ids = async (query: string) =>
      ((await admin.get(`/api/dashboard/users?per_page=100&${query}`)).data.data as { id: number }[]).map(
        (u) => u.id,
      );
    expect(await ids('registered_from=2026-03-01&registered_to=2026-03-01')).toContain(user.id);
    expect(await ids('registered_to=2026-02-28')).not.toContain(user.id);
  });
});

describe('an instant outside 2000–2099 is a Russian 422', () => {
  it('a post published in year 1 before 03:00 Moscow (year 0 in UTC) or in 9999 is refused', async () => {
    const post = (publishedAt: string) =>
      admin.post('/api/dashboard/posts/create', {
        title: 'Новость',
        text: 'Текст',
        kind: 'news',
        category: 'news',
        published_at: publishedAt,
      });
    for (const at of [
      '0001-01-01T02:59:59+03:00',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-03:00',
      '1999-12-31T23:59:59Z',
    ]) {
      const res = await post(at);
      expect([at, res.statusCode, res.data.errors]).toEqual([
        at,
        422,
        { published_at: [ru.feed.validation.publishedAt] },
      ]);
    }
    expect((await post('2026-03-01T00:00:00+03:00')).statusCode).toBe(200);
  });
});
