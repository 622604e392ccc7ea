import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { vacancyManagers, vacancies } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { uniqueWord } from '../vacancies/vacancy-factories.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const recruiter = () => signedInClient(t.app, t.db, 'recruiter');

describe('access to the read calls', () => {
  const urls = [
    '/api/dashboard/vacancies',
    '/api/dashboard/vacancies/1',
    '/api/dashboard/vacancies/form-lists',
    '/api/dashboard/vacancies/variants',
    '/api/dashboard/vacancies/entities',
    '/api/dashboard/vacancies/tags',
  ];
  it('401 signed out, 403 for a participant and a manager', async () => {
    const participant = await signedInClient(t.app, t.db, 'participant');
    const manager = await signedInClient(t.app, t.db, 'manager');
    for (const url of urls) {
      expect((await client(t.app).get(url)).statusCode, url).toBe(401);
      expect((await participant.c.get(url)).statusCode, url).toBe(403);
      expect((await manager.c.get(url)).statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/dashboard/vacancies', () => {
  it('counts candidates by the stage they are at, searches, filters, sorts and pages', async () => {
    const word = uniqueWord('поз');
    const a = await makeVacancy(t.db, { title: `Аналитик ${word}`, pipeline: [1, 2, 3, 7] });
    const b = await makeVacancy(t.db, { title: `аналитик_${word} Б`, pipeline: [1, 5], status: 'stop' });
    await makeCandidate(
      t.db,
      (await makeUser(t.db)).id,
      a,
      { 1: 'success', 2: 'success', 3: 'awaiting' },
      { status: 'carried_out' },
    );
    await makeCandidate(t.db, (await makeUser(t.db)).id, a, { 1: 'eval' });
    await makeCandidate(t.db, (await makeUser(t.db)).id, a, {});
    const { c } = await recruiter();
    const res = await c.get(
      `/api/dashboard/vacancies?search=${encodeURIComponent(word.toUpperCase())}&sort=title&order=asc`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.meta).toMatchObject({ total: 2, page: 1, per_page: 20 });
    const first = res.data.data.find((p: { id: number }) => p.id === a.vacancy.id);
    expect(first).toMatchObject({ candidates_count: 3, pipeline: [1, 2, 3, 7], status: 'open' });
    expect(first.by_stage).toEqual([
      { n: 1, count: 2 },
      { n: 3, count: 1 },
    ]);
    // LIKE wildcards are literal: «_» matches only the second title.
    const underscore = await c.get(`/api/dashboard/vacancies?search=${encodeURIComponent(`_${word}`)}`);
    expect(underscore.data.data.map((p: { id: number }) => p.id)).toEqual([b.vacancy.id]);
    const stopped = await c.get(`/api/dashboard/vacancies?search=${word}&status=stop&status=close`);
    expect(stopped.data.data.map((p: { id: number }) => p.id)).toEqual([b.vacancy.id]);
    const byCount = await c.get(
      `/api/dashboard/vacancies?search=${word}&sort=candidates&order=desc&per_page=1&page=2`,
    );
    expect(byCount.data).toMatchObject({
      meta: { total: 2, page: 2, per_page: 1 },
      data: [{ id: b.vacancy.id, candidates_count: 0, by_stage: [] }],
    });
    const tagged = await c.get(`/api/dashboard/vacancies?search=${word}&department=6&tag=нет-такого`);
    expect(tagged.data.meta.total).toBe(0);
  });

  it('422 with Russian texts for a bad filter or page', async () => {
    const { c } = await recruiter();
    const res = await c.get('/api/dashboard/vacancies?per_page=500&status=bogus&sort=x');
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toMatch(/[а-я]/i);
    expect((await c.get('/api/dashboard/vacancies?per_page=101')).data.errors.per_page).toEqual([
      ru.positions.perPage,
    ]);
  });
});

describe('GET /api/dashboard/vacancies/{id}', () => {
  it('the whole position with its pipeline (test answers included), managers and the statuses it may go to', async () => {
    const v = await makeVacancy(t.db, {
      pipeline: [1, 3],
      settings: {
        3: { time_limit_minutes: 10, questions: [{ text: '2+2', choices: ['3', '4'], correct: 1 }] },
      },
    });
    const manager = await makeUser(t.db, { role: 'manager' });
    await t.db.insert(vacancyManagers).values({ vacancyId: v.vacancy.id, userId: manager.id });
    const { c } = await recruiter();
    const res = await c.get(`/api/dashboard/vacancies/${v.vacancy.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      id: v.vacancy.id,
      manager_ids: [manager.id],
      candidates_count: 0,
      status_variants: ['draft', 'stop', 'close'],
      stages: [
        { n: 1, type: 'SCREENING' },
        { n: 3, type: 'TESTING', deadline_days: 5, settings: { questions: [{ correct: 1 }] } },
      ],
    });
    expect((await c.get('/api/dashboard/vacancies/2000000000')).statusCode).toBe(404);
    expect((await c.get('/api/dashboard/vacancies/abc')).statusCode).toBe(422);
  });
});

describe('form lists, variants, entities, tags', () => {
  it('form-lists: selection lists, cities, stage types in Russian, recruiters', async () => {
    const { c, user } = await recruiter();
    const res = await c.get('/api/dashboard/vacancies/form-lists');
    expect(res.statusCode).toBe(200);
    expect(res.data.data.departments.length).toBeGreaterThan(0);
    expect(res.data.data.stage_types[0]).toEqual({ n: 1, type: 'SCREENING', label: ru.stageNames.SCREENING });
    expect(res.data.data.recruiters.map((r: { value: number }) => r.value)).toContain(user.id);
  });

  it('variants per status; draft only from a used status', async () => {
    const { c } = await recruiter();
    const res = await c.get('/api/dashboard/vacancies/variants');
    expect(res.data.data).toEqual({
      draft: ['open'],
      open: ['draft', 'stop', 'close'],
      stop: ['draft', 'open', 'close'],
      close: ['draft', 'open'],
    });
  });

  it('entities: the cities and tags positions use', async () => {
    const tag = uniqueWord('тег');
    const v = await makeVacancy(t.db);
    await t.db
      .update(vacancies)
      .set({ tags: [tag] })
      .where(eq(vacancies.id, v.vacancy.id));
    const { c } = await recruiter();
    expect((await c.get('/api/dashboard/vacancies/entities')).data.data.tags).toContain(tag);
  });

  it('tag/create adds a tag once in any case; tags lists it', async () => {
    const { c } = await recruiter();
    const name = uniqueWord('Тег');
    const created = await c.post('/api/dashboard/vacancies/tag/create', { name: ` ${name} ` });
    expect(created.statusCode).toBe(200);
    expect(created.data.data.name).toBe(name);
    const again = await c.post('/api/dashboard/vacancies/tag/create', { name: name.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(again.data.errors.name).toEqual([ru.positions.tagExists]);
    expect((await c.post('/api/dashboard/vacancies/tag/create', { name: '' })).data.errors.name).toEqual([
      ru.positions.tag,
    ]);
    expect(
      (await c.get('/api/dashboard/vacancies/tags')).data.data.map((x: { name: string }) => x.name),
    ).toContain(name);
    const manager = await signedInClient(t.app, t.db, 'manager');
    expect((await manager.c.post('/api/dashboard/vacancies/tag/create', { name: 'x' })).statusCode).toBe(403);
  });
});
