import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancySearches } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { cityId, makeVacancy, uniqueWord } from './vacancy-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const anon = () =>
  client(t.app, { ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
const filter = (body: Record<string, unknown>) => anon().post('/api/vacancies/filter', body);
const ids = (res: { data: { data: { id: number }[] } }) => res.data.data.map((v) => v.id);

describe('public access', () => {
  it('every vacancies call answers a visitor and each role (public)', async () => {
    const v = await makeVacancy(t.db);
    for (const role of ['participant', 'recruiter', 'manager', 'admin'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.get('/api/vacancies/all')).statusCode).toBe(200);
      expect((await c.get(`/api/vacancies/${v.id}`)).statusCode).toBe(200);
      expect((await c.post('/api/vacancies/filter', {})).statusCode).toBe(200);
    }
    expect((await anon().get(`/api/vacancies/${v.id}/stages`)).statusCode).toBe(200);
  });
});

describe('GET /api/vacancies/all', () => {
  it('open vacancies only, newest first, as cards without the description', async () => {
    const older = await makeVacancy(t.db, { createdAt: new Date('2030-01-01T00:00:00Z') });
    const newer = await makeVacancy(t.db, { createdAt: new Date('2030-01-02T00:00:00Z') });
    const hidden = await Promise.all(
      (['draft', 'stop', 'close'] as const).map((status) =>
        makeVacancy(t.db, { status, createdAt: new Date('2030-01-03T00:00:00Z') }),
      ),
    );
    const res = await anon().get('/api/vacancies/all?per_page=50');
    expect(res.statusCode).toBe(200);
    const list = ids(res);
    expect(list.slice(0, 2)).toEqual([newer.id, older.id]);
    for (const h of hidden) expect(list).not.toContain(h.id);
    expect(res.data.data[0]).not.toHaveProperty('description');
    expect(res.data.data[0]).toMatchObject({ status: 'open', tags: [], city: null });
  });

  it('pages with meta; 422 for a page size over 50 or a page below 1', async () => {
    for (let i = 0; i < 3; i++) await makeVacancy(t.db);
    const first = await anon().get('/api/vacancies/all?page=1&per_page=2');
    expect(first.data.data).toHaveLength(2);
    expect(first.data.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(first.data.meta.last_page).toBe(Math.ceil(first.data.meta.total / 2));
    const second = await anon().get('/api/vacancies/all?page=2&per_page=2');
    expect(ids(second)).not.toContain(ids(first)[0]);
    const tooMany = await anon().get('/api/vacancies/all?per_page=51');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.data.errors.per_page[0]).toMatch(/от 1 до 50/);
    expect((await anon().get('/api/vacancies/all?page=0')).statusCode).toBe(422);
  });
});

describe('POST /api/vacancies/filter', () => {
  it('title: case-insensitive substring, Cyrillic too', async () => {
    const word = uniqueWord('Аналитик');
    const v = await makeVacancy(t.db, { title: `Стажёр-${word} данных` });
    await makeVacancy(t.db, { title: `Стажёр-${word} продаж`, status: 'draft' });
    const res = await filter({ title: word.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(ids(res)).toEqual([v.id]);
    expect(res.data.meta.total).toBe(1);
  });

  it('title: % and _ are plain characters, not wildcards', async () => {
    const word = uniqueWord('w');
    const percent = await makeVacancy(t.db, { title: `${word} 100% рост` });
    await makeVacancy(t.db, { title: `${word} 100 рост` });
    const under = await makeVacancy(t.db, { title: `${word} a_b` });
    await makeVacancy(t.db, { title: `${word} axb` });
    expect(ids(await filter({ title: `${word} 100%` }))).toEqual([percent.id]);
    expect(ids(await filter({ title: `${word} a_b` }))).toEqual([under.id]);
    expect(ids(await filter({ title: `${word}%` }))).toEqual([]);
    expect(ids(await filter({ title: '\\' }))).toEqual([]);
  });

  it('each filter on its own, and all of them together', async () => {
    const word = uniqueWord('комбо');
    const kazan = await cityId(t.db, 'Казань');
    const moscow = await cityId(t.db, 'Москва');
    const a = await makeVacancy(t.db, {
      title: `${word} A`,
      department: 7,
      cityId: kazan,
      workFormat: 3,
      hours: 20,
      tags: ['Python', 'SQL'],
    });
    const b = await makeVacancy(t.db, {
      title: `${word} B`,
      department: 2,
      cityId: moscow,
      workFormat: 1,
      hours: 40,
      tags: ['Excel'],
    });
    const c = await makeVacancy(t.db, {
      title: `${word} C`,
      department: 7,
      cityId: moscow,
      workFormat: 2,
      hours: 30,
      tags: ['sql'],
    });
    const sorted = (xs: number[]) => [...xs].sort((x, y) => x - y);
    const only = async (body: Record<string, unknown>) => sorted(ids(await filter({ title: word, ...body })));
    expect(await only({ departments: [7] })).toEqual(sorted([a.id, c.id]));
    expect(await only({ city_ids: [kazan] })).toEqual([a.id]);
    expect(await only({ city_ids: [kazan, moscow] })).toEqual(sorted([a.id, b.id, c.id]));
    expect(await only({ work_formats: [1, 2] })).toEqual(sorted([b.id, c.id]));
    expect(await only({ hours: [40] })).toEqual([b.id]);
    expect(await only({ tags: ['SQL'] })).toEqual(sorted([a.id, c.id]));
    expect(await only({ tags: ['excel', 'nothing'] })).toEqual([b.id]);
    expect(
      await only({ departments: [7], city_ids: [moscow], work_formats: [2], hours: [30], tags: ['SQL'] }),
    ).toEqual([c.id]);
    expect(await only({ departments: [2], hours: [20] })).toEqual([]);
  });

  it('pages the matches with meta total', async () => {
    const word = uniqueWord('стр');
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(
        await makeVacancy(t.db, { title: `${word} ${i}`, createdAt: new Date(Date.UTC(2031, 0, i + 1)) }),
      );
    const p1 = await filter({ title: word, per_page: 2 });
    const p3 = await filter({ title: word, per_page: 2, page: 3 });
    expect(p1.data.meta).toEqual({ total: 5, page: 1, per_page: 2, last_page: 3 });
    expect(ids(p1)).toEqual([made[4]!.id, made[3]!.id]);
    expect(ids(p3)).toEqual([made[0]!.id]);
  });

  it('422 with Russian field messages for values outside the lists', async () => {
    const res = await filter({
      departments: [9],
      work_formats: [0],
      hours: [25],
      city_ids: ['x'],
      tags: [''],
      page: 0,
      title: 'x'.repeat(101),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors).sort()).toEqual([
      'city_ids',
      'departments',
      'hours',
      'page',
      'tags',
      'title',
      'work_formats',
    ]);
    expect(res.data.errors.departments[0]).toBe('Выберите направление из списка');
    for (const texts of Object.values(res.data.errors) as string[][]) expect(texts[0]).toMatch(/[а-яё]/i);
  });

  it('logs each new search (first pages only) with its filters, results count and user', async () => {
    const word = uniqueWord('лог');
    await makeVacancy(t.db, { title: word, department: 4 });
    await filter({ title: `  ${word} `, departments: [4, 4], per_page: 1 });
    const [row] = await t.db.select().from(vacancySearches).orderBy(desc(vacancySearches.id)).limit(1);
    expect(row).toMatchObject({ resultsCount: 1, userId: null });
    expect(row!.filters).toEqual({
      title: word,
      departments: [4],
      city_ids: [],
      work_formats: [],
      hours: [],
      tags: [],
    });

    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    await c.post('/api/vacancies/filter', { title: `${word}-нет` });
    const mine = await t.db.select().from(vacancySearches).where(eq(vacancySearches.userId, user.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.resultsCount).toBe(0);
    await c.post('/api/vacancies/filter', { title: `${word}-нет`, page: 2 });
    expect(await t.db.select().from(vacancySearches).where(eq(vacancySearches.userId, user.id))).toHaveLength(
      1,
    );
  });
});

describe('POST /api/vacancies/cities/search', () => {
  it('cities with open vacancies matching the query, at most 20; 422 for a long query', async () => {
    const tula = await cityId(t.db, 'Тула');
    const tver = await cityId(t.db, 'Тверь');
    await makeVacancy(t.db, { cityId: tula });
    await makeVacancy(t.db, { cityId: tver, status: 'close' });
    const res = await anon().post('/api/vacancies/cities/search', { query: 'ТУ' });
    expect(res.statusCode).toBe(200);
    const names = res.data.data.map((c: { name: string }) => c.name);
    expect(names).toContain('Тула');
    expect(names).not.toContain('Тверь');
    const all = await anon().post('/api/vacancies/cities/search', {});
    expect(all.data.data.length).toBeLessThanOrEqual(20);
    expect(all.data.data.map((c: { id: number }) => c.id)).toContain(tula);
    expect((await anon().post('/api/vacancies/cities/search', { query: '%' })).data.data).toEqual([]);
    const bad = await anon().post('/api/vacancies/cities/search', { query: 'я'.repeat(101) });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.query[0]).toMatch(/100 символов/);
  });
});

describe('GET /api/vacancies/{id} and /{id}/stages', () => {
  it('an open vacancy with its description; stop and close show as closed; draft and missing are 404', async () => {
    const kazan = await cityId(t.db, 'Казань');
    const open = await makeVacancy(t.db, {
      cityId: kazan,
      tags: ['SQL'],
      description: '# Заголовок',
      createdAt: new Date('2030-02-03T04:05:06Z'),
    });
    const res = await anon().get(`/api/vacancies/${open.id}`);
    expect(res.statusCode).toBe(200);
    // The creation instant: a preview's schema.org JobPosting says it as `datePosted`.
    expect(res.data.data).toMatchObject({
      id: open.id,
      description: '# Заголовок',
      status: 'open',
      city: { id: kazan, name: 'Казань' },
      tags: ['SQL'],
      created_at: '2030-02-03T04:05:06.000Z',
    });
    for (const status of ['stop', 'close'] as const) {
      const v = await makeVacancy(t.db, { status });
      expect((await anon().get(`/api/vacancies/${v.id}`)).data.data.status).toBe('closed');
      expect((await anon().get(`/api/vacancies/${v.id}/stages`)).statusCode).toBe(200);
    }
    const draft = await makeVacancy(t.db, { status: 'draft' });
    for (const url of [
      `/api/vacancies/${draft.id}`,
      `/api/vacancies/${draft.id}/stages`,
      '/api/vacancies/2147483647',
    ]) {
      const r = await anon().get(url);
      expect(r.statusCode).toBe(404);
      expect(r.data.message).toBe('Не найдено');
    }
    expect((await anon().get('/api/vacancies/abc')).statusCode).toBe(422);
  });

  it('the pipeline in process order with deadlines, never the stage settings', async () => {
    const v = await makeVacancy(t.db, {
      stages: [
        { n: 6, deadlineDays: 14 },
        { n: 1 },
        {
          n: 3,
          deadlineDays: 5,
          settings: { questions: [{ text: 'Сколько?', answer: 'секрет-42' }], passMark: 80 },
        },
      ],
    });
    const res = await anon().get(`/api/vacancies/${v.id}/stages`);
    expect(res.data.data).toEqual([
      { n: 1, type: 'SCREENING', deadline_days: null },
      { n: 3, type: 'TESTING', deadline_days: 5 },
      { n: 6, type: 'MANAGER_INTERVIEW', deadline_days: 14 },
    ]);
    expect(res.body).not.toContain('секрет-42');
  });
});
