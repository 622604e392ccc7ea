import { and, eq } from 'drizzle-orm';
import { formatDateMsk } from '#shared/i18n/dates.ts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import {
  candidateHistory,
  candidateManagers,
  candidates,
  candidateStages,
  files,
  participantProfiles,
  users,
} from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SETTINGS = {
  1: { questions: [{ id: 'why', text: 'Почему JTI?' }] },
  2: { questions: [{ text: 'Расскажите о себе', think_seconds: 5, answer_seconds: 30, retakes: 0 }] },
  3: { time_limit_minutes: 10, questions: [{ text: '2 + 2?', choices: ['3', '4'], correct: 1 }] },
};

async function fileRow(ownerUserId: number, name: string) {
  const [f] = await t.db
    .insert(files)
    .values({
      ownerUserId,
      kind: 'cv',
      originalName: name,
      mime: 'application/pdf',
      size: 1234,
      sha256: 'ab'.repeat(32),
    })
    .returning();
  return f!;
}

/** A participant with a full record: CV, a screening answer, a video answer, a finished test. */
async function fullCandidate(opts: { status?: 'awaiting' | 'assigned' } = {}) {
  const user = await makeUser(t.db);
  await t.db
    .update(users)
    .set({ lastName: 'Иванова', firstName: 'Мария', middleName: 'Петровна', birthDate: '2003-04-05' })
    .where(eq(users.id, user.id));
  await t.db
    .update(participantProfiles)
    .set({ faculty: 'Экономический', course: 3, englishLevel: 4 })
    .where(eq(participantProfiles.userId, user.id));
  const v = await makeVacancy(t.db, {
    pipeline: [1, 2, 3, 7],
    settings: SETTINGS,
    title: 'Стажёр отдела финансов',
  });
  const c = await makeCandidate(
    t.db,
    user.id,
    v,
    { 1: 'success', 2: 'success', 3: 'success', 7: 'awaiting' },
    { status: opts.status ?? 'assigned', deadlineAt: new Date(Date.now() - 86_400_000) },
  );
  const cv = await fileRow(user.id, 'Резюме.pdf');
  const video = await fileRow(user.id, 'answer.webm');
  await t.db
    .update(candidates)
    .set({ cvFileId: cv.id, answers: { why: 'Хочу в продажи' }, source: 'hh.ru' })
    .where(eq(candidates.id, c.id));
  const stage = (n: number) => and(eq(candidateStages.candidateId, c.id), eq(candidateStages.n, n));
  await t.db
    .update(candidateStages)
    .set({ data: { answers: { '0': video.id } } })
    .where(stage(2));
  const attempt = {
    started_at: '2026-11-01T10:00:00.000Z',
    ends_at: '2026-11-01T10:10:00.000Z',
    finished_at: '2026-11-01T10:05:00.000Z',
    questions: SETTINGS[3].questions,
    answers: { '0': 0 },
    score: 0,
  };
  await t.db.update(candidateStages).set({ data: attempt, score: 0 }).where(stage(3));
  return { user, candidate: c, cv, video, vacancy: v.vacancy };
}

describe('GET /api/dashboard/candidate/{id}', () => {
  it('401, 403 for a participant, 404 for an unassigned manager and a missing id, 422 for a bad id', async () => {
    const { candidate } = await fullCandidate();
    const url = `/api/dashboard/candidate/${candidate.id}`;
    expect((await client(t.app).get(url)).statusCode).toBe(401);
    expect((await (await signedInClient(t.app, t.db, 'participant')).c.get(url)).statusCode).toBe(403);
    expect((await (await signedInClient(t.app, t.db, 'manager')).c.get(url)).statusCode).toBe(404);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    expect((await c.get('/api/dashboard/candidate/2000000000')).statusCode).toBe(404);
    expect((await c.get('/api/dashboard/candidate/abc')).statusCode).toBe(422);
  });

  it('the whole card: record, profile, CV, answers, stages, video answers, the test with correct answers, managers', async () => {
    const { candidate, cv, video, user } = await fullCandidate();
    const manager = await signedInClient(t.app, t.db, 'manager');
    await t.db.insert(candidateManagers).values({ candidateId: candidate.id, userId: manager.user.id });
    const res = await manager.c.get(`/api/dashboard/candidate/${candidate.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.data.data;
    expect(d).toMatchObject({
      id: candidate.id,
      status: 'assigned',
      source: 'hh.ru',
      erased: false,
      vacancy: { title: 'Стажёр отдела финансов', status: 'open' },
    });
    expect(d.profile).toMatchObject({
      last_name: 'Иванова',
      first_name: 'Мария',
      birth_date: '2003-04-05',
      email: user.email,
      faculty: 'Экономический',
      course: 3,
      english_level: 4,
    });
    expect(d.cv).toEqual({ file: { id: cv.id, name: 'Резюме.pdf', size: 1234 }, link: '' });
    expect(d.screening_answers).toEqual([{ id: 'why', question: 'Почему JTI?', answer: 'Хочу в продажи' }]);
    expect(d.vcv_answers).toEqual([
      { index: 0, question: 'Расскажите о себе', file_id: video.id, link: null },
    ]);
    expect(d.test).toMatchObject({
      score: 0,
      questions: [{ text: '2 + 2?', choices: ['3', '4'], chosen: 0, correct: 1 }],
    });
    expect(d.stages.map((s: { status: string }) => s.status)).toEqual([
      'success',
      'success',
      'success',
      'skipped',
      'skipped',
      'skipped',
      'awaiting',
      'skipped',
    ]);
    // The card names the same current stage as the table's row (one rule: the candidate row's copy).
    expect(d.current_stage).toBe(7);
    expect(d.managers).toEqual([{ id: manager.user.id, name: expect.any(String) }]);
    expect(d.offer_file).toBeNull();
  });

  it('an erased participant shows «Данные удалены» and no CV or answers', async () => {
    const { candidate, user } = await fullCandidate();
    await t.db.update(users).set({ anonymisedAt: new Date() }).where(eq(users.id, user.id));
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const d = (await c.get(`/api/dashboard/candidate/${candidate.id}`)).data.data;
    const erased = ru.candidateCard.erased;
    expect(d.erased).toBe(true);
    expect(d.profile).toMatchObject({
      last_name: erased,
      first_name: erased,
      email: erased,
      phone: erased,
      birth_date: null,
    });
    expect(d.cv.file).toBeNull();
    expect(d.screening_answers[0].answer).toBe(erased);
    expect(d.vcv_answers[0].file_id).toBeNull();
    expect(JSON.stringify(d)).not.toContain(user.email);
  });
});

describe('GET /api/dashboard/candidates/{id}', () => {
  it('one table row with the current stage, overdue when its deadline passed', async () => {
    const { candidate } = await fullCandidate();
    expect((await client(t.app).get(`/api/dashboard/candidates/${candidate.id}`)).statusCode).toBe(401);
    expect(
      (
        await (
          await signedInClient(t.app, t.db, 'participant')
        ).c.get(`/api/dashboard/candidates/${candidate.id}`)
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await (
          await signedInClient(t.app, t.db, 'manager')
        ).c.get(`/api/dashboard/candidates/${candidate.id}`)
      ).statusCode,
    ).toBe(404);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    expect((await c.get('/api/dashboard/candidates/2000000000')).statusCode).toBe(404);
    const res = await c.get(`/api/dashboard/candidates/${candidate.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.data).toMatchObject({
      id: candidate.id,
      name: 'Иванова Мария Петровна',
      vacancy: { title: 'Стажёр отдела финансов' },
      english_level: 4,
    });
    expect(res.data.data.stage).toMatchObject({ n: 7, status: 'awaiting', overdue: true });
  });
});

describe('PUT and DELETE /api/dashboard/candidate/{id} (recruiter)', () => {
  it('403 for a manager and a participant, 422 for e-mail or bad values, edits with history rows', async () => {
    const { candidate, user } = await fullCandidate();
    const url = `/api/dashboard/candidate/${candidate.id}`;
    const manager = await signedInClient(t.app, t.db, 'manager');
    await t.db.insert(candidateManagers).values({ candidateId: candidate.id, userId: manager.user.id });
    expect((await manager.c.put(url, { source: 'hh' })).statusCode).toBe(403);
    expect((await manager.c.delete(url)).statusCode).toBe(403);
    expect(
      (await (await signedInClient(t.app, t.db, 'participant')).c.put(url, { source: 'hh' })).statusCode,
    ).toBe(403);
    expect((await client(t.app).put(url, { source: 'hh' })).statusCode).toBe(401);
    expect((await client(t.app).delete(url)).statusCode).toBe(401);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    expect((await c.put('/api/dashboard/candidate/2000000000', { source: 'hh' })).statusCode).toBe(404);
    // The source is a choice from the list, not free text.
    const freeText = await c.put(url, { source: 'Ярмарка вакансий' });
    expect(freeText.statusCode).toBe(422);
    expect(freeText.data.errors.source).toEqual([ru.candidateCard.source]);
    expect((await c.put(url, { email: 'new@example.ru' })).statusCode).toBe(422);
    expect((await c.put(url, {})).statusCode).toBe(422);
    const bad = await c.put(url, { course: 9, english_level: 0, city_id: 2_000_000 });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.course).toEqual([ru.validation.course]);
    expect((await c.put(url, { city_id: 2_000_000 })).data.errors.city_id).toEqual([ru.validation.city]);
    const ok = await c.put(url, { source: 'fair', first_name: 'Мариям', english_level: 5 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.data).toMatchObject({
      source: 'fair',
      profile: { first_name: 'Мариям', english_level: 5, email: user.email },
    });
    const rows = await t.db
      .select()
      .from(candidateHistory)
      .where(eq(candidateHistory.candidateId, candidate.id));
    expect(rows.map((r) => [r.note, r.before, r.after]).sort()).toEqual([
      ['english_level', '4', '5'],
      ['first_name', 'Мария', 'Мариям'],
      ['source', 'hh.ru', 'fair'],
    ]);
  });

  it('deletes a record awaiting triage or ended, refuses one in progress (422)', async () => {
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const inProgress = await fullCandidate({ status: 'assigned' });
    const refused = await c.delete(`/api/dashboard/candidate/${inProgress.candidate.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.data.message).toBe(ru.candidateCard.notDeletable);
    const waiting = await fullCandidate({ status: 'awaiting' });
    expect((await c.delete(`/api/dashboard/candidate/${waiting.candidate.id}`)).statusCode).toBe(200);
    await t.db
      .update(candidates)
      .set({ status: 'denied_final' })
      .where(eq(candidates.id, inProgress.candidate.id));
    expect((await c.delete(`/api/dashboard/candidate/${inProgress.candidate.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(candidates).where(eq(candidates.id, inProgress.candidate.id))).toEqual(
      [],
    );
    expect((await t.db.select().from(users).where(eq(users.id, inProgress.user.id))).length).toBe(1);
    expect((await c.delete(`/api/dashboard/candidate/${inProgress.candidate.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/dashboard/candidates/{id}/export', () => {
  it('401, 403, 404; an XLSX with the profile, the stages with comments and the history, text cells', async () => {
    const { candidate } = await fullCandidate();
    const url = `/api/dashboard/candidates/${candidate.id}/export`;
    expect((await client(t.app).get(url)).statusCode).toBe(401);
    expect((await (await signedInClient(t.app, t.db, 'participant')).c.get(url)).statusCode).toBe(403);
    expect((await (await signedInClient(t.app, t.db, 'manager')).c.get(url)).statusCode).toBe(404);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    expect((await c.get('/api/dashboard/candidates/2000000000/export')).statusCode).toBe(404);
    await c.post(`/api/dashboard/candidate/${candidate.id}/stage-comment/7`, { text: '=HYPERLINK("x")' });
    await c.put(`/api/dashboard/candidate/${candidate.id}`, { source: 'referral' });
    const res = await c.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    // A Russian name and the day in Moscow time, as every other export (issue 31, item 13).
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(
      `Кандидат_Иванова Мария_${formatDateMsk(new Date())}.xlsx`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Профиль', 'Этапы', 'История']);
    const values = (name: string) => {
      const rows: unknown[][] = [];
      wb.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const profile = values('Профиль');
    expect(profile[0]).toEqual(['Поле', 'Значение']);
    expect(profile).toContainEqual(['Фамилия', 'Иванова']);
    expect(profile).toContainEqual(['Дата рождения', '05.04.2003']);
    const applied = profile.find((r) => r[0] === 'Дата отклика')![1] as string;
    expect(applied).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(profile).toContainEqual(['Источник', 'Рекомендация сотрудника']);
    expect(profile).toContainEqual(['Почему JTI?', 'Хочу в продажи']);
    const stages = values('Этапы');
    expect(stages[0]).toEqual([
      'Этап',
      'Статус',
      'Срок',
      'Баллы',
      'Комментарий',
      'Автор комментария',
      'Дата комментария',
    ]);
    expect(stages.some((r) => r[4] === '=HYPERLINK("x")')).toBe(true);
    const history = values('История');
    expect(history[0]![0]).toBe('Когда');
    // No codes: actions, roles and values are named.
    expect(history.some((r) => r[3] === 'Комментарий')).toBe(true);
    expect(history).toContainEqual(
      expect.arrayContaining(['Рекрутер', 'Изменены данные: Источник', 'hh.ru', 'Рекомендация сотрудника']),
    );
    expect(JSON.stringify(history)).not.toMatch(/"(comment|edit|recruiter|referral|source)"/);
  });
});
