import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { files, outbox, vacancies, vacancyStages } from '../../db/schema.ts';
import { pdf, png } from '../../lib/files/test-fixtures.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { postForm } from '../screening/apply-test-kit.ts';
import { uniqueWord } from '../vacancies/vacancy-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const recruiter = () => signedInClient(t.app, t.db, 'recruiter');
const SCREENING = { n: 1, settings: { questions: [{ id: 'why', text: 'Почему к нам?' }] } };
const TESTING = {
  n: 3,
  deadline_days: 5,
  settings: {
    time_limit_minutes: 20,
    pass_mark: 60,
    questions: [{ text: '2+2', choices: ['3', '4'], correct: 1 }],
  },
};
const form = (extra: Record<string, unknown> = {}) => ({
  title: `Стажёр ${uniqueWord()}`,
  description: '## Задачи\n\nАналитика продаж.',
  department: 2,
  work_format: 1,
  hours: 40,
  english_level: 3,
  tags: ['аналитика'],
  headcount: 2,
  stages: [
    SCREENING,
    TESTING,
    { n: 5, deadline_days: 3, settings: { format: 'online', duration_minutes: 45 } },
    { n: 7, settings: {} },
  ],
  ...extra,
});

describe('access to the change calls', () => {
  it('401 signed out, 403 for a participant and a manager, before the body is read', async () => {
    const v = await makeVacancy(t.db, { status: 'draft' });
    const calls: [string, string][] = [
      ['POST', '/api/dashboard/vacancies/create'],
      ['POST', `/api/dashboard/vacancies/update/${v.vacancy.id}`],
      ['POST', `/api/dashboard/vacancies/update-opened/${v.vacancy.id}`],
      ['PUT', `/api/dashboard/vacancies/${v.vacancy.id}/status`],
      ['DELETE', `/api/dashboard/vacancies/${v.vacancy.id}`],
    ];
    const participant = await signedInClient(t.app, t.db, 'participant');
    const manager = await signedInClient(t.app, t.db, 'manager');
    for (const [method, url] of calls) {
      const body = method === 'DELETE' ? undefined : {};
      expect((await client(t.app).request(method, url, body)).statusCode, url).toBe(401);
      expect((await participant.c.request(method, url, body)).statusCode, url).toBe(403);
      expect((await manager.c.request(method, url, body)).statusCode, url).toBe(403);
    }
  });
});

describe('POST /api/dashboard/vacancies/create', () => {
  it('creates a draft with its pipeline from JSON', async () => {
    const { c, user } = await recruiter();
    const res = await c.post('/api/dashboard/vacancies/create', form());
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      status: 'draft',
      recruiter_id: user.id,
      pipeline: [1, 3, 5, 7],
      headcount: 2,
      english_level: 3,
    });
    expect(res.data.data.stages[1]).toMatchObject({
      type: 'TESTING',
      deadline_days: 5,
      settings: TESTING.settings,
    });
  });

  it('multipart: the fields in `data` and a cover image', async () => {
    const { c } = await recruiter();
    const res = await postForm(
      c,
      '/api/dashboard/vacancies/create',
      { data: JSON.stringify(form()) },
      { field: 'cover', name: 'cover.png', bytes: png(), type: 'image/png' },
    );
    expect(res.statusCode).toBe(200);
    const [file] = await t.db.select().from(files).where(eq(files.id, res.data.data.cover_file_id));
    expect(file?.kind).toBe('image');
    const notImage = await postForm(
      c,
      '/api/dashboard/vacancies/create',
      { data: JSON.stringify(form()) },
      { field: 'cover', name: 'cv.pdf', bytes: pdf() },
    );
    expect(notImage.statusCode).toBe(422);
    expect((await postForm(c, '/api/dashboard/vacancies/create', { data: '{нет' })).data.errors.data).toEqual(
      [ru.positions.dataJson],
    );
  });

  it('422 with Russian texts keyed by path: per-type stage settings, screening required, fields', async () => {
    const { c } = await recruiter();
    const bad = await c.post(
      '/api/dashboard/vacancies/create',
      form({
        title: '',
        department: 42,
        stages: [
          {
            n: 2,
            settings: { questions: [{ text: 'О себе', think_seconds: 1, answer_seconds: 60, retakes: 9 }] },
          },
          {
            n: 3,
            settings: { time_limit_minutes: 500, questions: [{ text: '', choices: ['один'], correct: 3 }] },
          },
          { n: 4, settings: { format: 'zoom' } },
          { n: 4, settings: { format: 'office' } },
        ],
      }),
    );
    expect(bad.statusCode).toBe(422);
    const e = bad.data.errors;
    expect(e.title).toEqual([ru.positions.title]);
    expect(e.department).toEqual([ru.positions.department]);
    expect(e['stages.0.settings.questions.0.think_seconds']).toEqual([ru.positions.range(5, 300)]);
    expect(e['stages.0.settings.questions.0.retakes']).toEqual([ru.positions.range(0, 5)]);
    expect(e['stages.1.settings.time_limit_minutes']).toEqual([ru.positions.range(1, 180)]);
    expect(e['stages.1.settings.questions.0.text']).toEqual([ru.positions.questionText]);
    expect(e['stages.1.settings.questions.0.choices']).toEqual([ru.positions.choices(2, 8)]);
    expect(e['stages.2.settings.format']).toEqual([ru.positions.meetingFormat]);
    expect(e['stages.3.n']).toEqual([ru.positions.stageTwice]);
    expect(e.stages).toEqual([ru.positions.screeningRequired]);
    const noQuestions = await c.post(
      '/api/dashboard/vacancies/create',
      form({ stages: [{ n: 1, settings: { questions: [] } }] }),
    );
    expect(noQuestions.data.errors['stages.0.settings.questions']).toEqual([ru.positions.questions(1, 10)]);
    const wrongAnswer = await c.post(
      '/api/dashboard/vacancies/create',
      form({
        stages: [
          SCREENING,
          {
            n: 3,
            settings: { ...TESTING.settings, questions: [{ text: '?', choices: ['a', 'b'], correct: 2 }] },
          },
        ],
      }),
    );
    expect(wrongAnswer.data.errors['stages.1.settings.questions.0.correct']).toEqual([ru.positions.correct]);
    expect(
      (await c.post('/api/dashboard/vacancies/create', form({ city_id: 2_000_000_000 }))).data.errors.city_id,
    ).toEqual([ru.positions.unknownCity]);
    expect(
      (await c.post('/api/dashboard/vacancies/create', form({ description: 'я'.repeat(20_001) }))).data.errors
        .description,
    ).toEqual([ru.positions.tooLong(20_000)]);
  });
});

describe('POST update/{id} and update-opened/{id}', () => {
  it('update changes fields and pipeline; a stage candidates are at cannot be dropped', async () => {
    const { c } = await recruiter();
    const v = await makeVacancy(t.db, { pipeline: [1, 3, 7], status: 'stop' });
    const ok = await c.post(
      `/api/dashboard/vacancies/update/${v.vacancy.id}`,
      form({ stages: [SCREENING, TESTING] }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.data.data.pipeline).toEqual([1, 3]);
    await makeCandidate(
      t.db,
      (await makeUser(t.db)).id,
      { vacancy: v.vacancy, pipeline: [1, 3] },
      { 1: 'success', 3: 'awaiting' },
    );
    const dropped = await c.post(
      `/api/dashboard/vacancies/update/${v.vacancy.id}`,
      form({ stages: [SCREENING] }),
    );
    expect(dropped.statusCode).toBe(422);
    expect(dropped.data.errors.stages).toEqual([ru.positions.stageInUse(ru.stageNames.TESTING)]);
    expect(
      (await t.db.select().from(vacancyStages).where(eq(vacancyStages.vacancyId, v.vacancy.id)))
        .map((s) => s.n)
        .sort(),
    ).toEqual([1, 3]);
    expect((await c.post('/api/dashboard/vacancies/update/2000000000', form())).statusCode).toBe(404);
  });

  it('a refused multipart update stores no cover; an accepted one links the new cover', async () => {
    const { c, user } = await recruiter();
    const v = await makeVacancy(t.db, { status: 'draft' });
    const url = `/api/dashboard/vacancies/update/${v.vacancy.id}`;
    const cover = { field: 'cover', name: 'cover.png', bytes: png(), type: 'image/png' };
    const refused = await postForm(
      c,
      url,
      { data: JSON.stringify(form({ recruiter_id: 2_000_000_000 })) },
      cover,
    );
    expect(refused.data.errors.recruiter_id).toEqual([ru.positions.unknownRecruiter]);
    expect(await t.db.select().from(files).where(eq(files.ownerUserId, user.id))).toHaveLength(0);
    const ok = await postForm(c, url, { data: JSON.stringify(form()) }, cover);
    expect(ok.statusCode).toBe(200);
    const [file] = await t.db.select().from(files).where(eq(files.ownerUserId, user.id));
    expect(ok.data.data.cover_file_id).toBe(file!.id);
  });

  it('update-opened edits an open position but never its pipeline', async () => {
    const { c } = await recruiter();
    const v = await makeVacancy(t.db, { pipeline: [1, 2] });
    const { stages: _stages, ...fields } = form({ title: 'Новое название' });
    const ok = await c.post(`/api/dashboard/vacancies/update-opened/${v.vacancy.id}`, fields);
    expect(ok.statusCode).toBe(200);
    expect(ok.data.data).toMatchObject({ title: 'Новое название', pipeline: [1, 2], status: 'open' });
    const withStages = await c.post(`/api/dashboard/vacancies/update-opened/${v.vacancy.id}`, form());
    expect(withStages.data.errors.stages).toEqual([ru.positions.pipelineLocked]);
    const draft = await makeVacancy(t.db, { status: 'draft' });
    expect(
      (await c.post(`/api/dashboard/vacancies/update-opened/${draft.vacancy.id}`, fields)).data.errors.status,
    ).toEqual([ru.positions.notOpen]);
    expect((await c.post('/api/dashboard/vacancies/update-opened/2000000000', fields)).statusCode).toBe(404);
  });
});

describe('PUT /api/dashboard/vacancies/{id}/status', () => {
  const cases: [string, string, boolean, number][] = [
    ['draft', 'open', false, 200],
    ['draft', 'stop', false, 422],
    ['draft', 'close', false, 422],
    ['open', 'stop', true, 200],
    ['open', 'close', true, 200],
    ['open', 'draft', false, 200],
    ['open', 'draft', true, 422],
    ['stop', 'open', true, 200],
    ['stop', 'close', true, 200],
    ['close', 'open', true, 200],
    ['close', 'stop', false, 422],
    ['close', 'draft', false, 200],
  ];
  it.each(cases)('%s → %s (candidates: %s) answers %i', async (from, to, withCandidates, code) => {
    const { c } = await recruiter();
    const v = await makeVacancy(t.db, { status: from as 'open' });
    if (withCandidates) await makeCandidate(t.db, (await makeUser(t.db)).id, v);
    const res = await c.put(`/api/dashboard/vacancies/${v.vacancy.id}/status`, { status: to });
    expect(res.statusCode).toBe(code);
    const [row] = await t.db.select().from(vacancies).where(eq(vacancies.id, v.vacancy.id));
    expect(row?.status).toBe(code === 200 ? to : from);
    if (code === 422) expect(res.data.message).toMatch(/[а-я]/i);
  });

  it('404, 422 for an unknown status; opening mails the matching subscribers once', async () => {
    const { c } = await recruiter();
    expect((await c.put('/api/dashboard/vacancies/2000000000/status', { status: 'open' })).statusCode).toBe(
      404,
    );
    const word = uniqueWord('подп');
    const email = `${uniqueWord('sub')}@test.ru`;
    const anon = client(t.app, {
      ip: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    expect(
      (await anon.post('/api/vacancies/filter/subscribe', { email, filters: { title: word } })).statusCode,
    ).toBe(200);
    const v = await makeVacancy(t.db, { status: 'draft', title: `Стажёр ${word}` });
    expect(
      (await c.put(`/api/dashboard/vacancies/${v.vacancy.id}/status`, { status: 'bogus' })).data.errors
        .status,
    ).toEqual([ru.positions.status]);
    expect(
      (await c.put(`/api/dashboard/vacancies/${v.vacancy.id}/status`, { status: 'open' })).data.data.status,
    ).toBe('open');
    await c.put(`/api/dashboard/vacancies/${v.vacancy.id}/status`, { status: 'stop' });
    await c.put(`/api/dashboard/vacancies/${v.vacancy.id}/status`, { status: 'open' });
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), like(outbox.idempotencyKey, 'vacancy-subscription:%')));
    expect(mails).toHaveLength(1);
  });
});

describe('DELETE /api/dashboard/vacancies/{id}', () => {
  it('deletes a position nobody applied to; 422 with candidates; 404 when missing', async () => {
    const { c } = await recruiter();
    const empty = await makeVacancy(t.db, { status: 'draft' });
    expect((await c.delete(`/api/dashboard/vacancies/${empty.vacancy.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(vacancies).where(eq(vacancies.id, empty.vacancy.id))).toHaveLength(0);
    const used = await makeVacancy(t.db);
    await makeCandidate(t.db, (await makeUser(t.db)).id, used);
    const refused = await c.delete(`/api/dashboard/vacancies/${used.vacancy.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.data.message).toBe('Закройте позицию: на ней есть кандидаты');
    expect((await c.delete(`/api/dashboard/vacancies/${empty.vacancy.id}`)).statusCode).toBe(404);
  });
});
