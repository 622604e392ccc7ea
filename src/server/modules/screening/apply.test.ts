import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import {
  candidateFiles,
  candidateHistory,
  candidates,
  candidateStages,
  files,
  messages,
  outbox,
} from '../../db/schema.ts';
import { exe, pdf } from '../../lib/files/test-fixtures.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ANSWERS, makeCandidate, makeOpenVacancy, postForm, QUESTIONS } from './apply-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fieldsFor = (vacancyId: number, extra: Record<string, string> = {}) => ({
  vacancy_id: String(vacancyId),
  answers: JSON.stringify(ANSWERS),
  ...extra,
});
const cvPdf = (name = 'Резюме Иванова.pdf') => ({ field: 'cv', name, bytes: pdf() });
const filesOf = async (userId: number) => t.db.select().from(files).where(eq(files.ownerUserId, userId));

describe('POST /api/screening/apply', () => {
  it('401 signed out, 403 for staff, 415 when not multipart', async () => {
    expect((await client(t.app).post('/api/screening/apply', {})).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'admin'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.post('/api/screening/apply', {})).statusCode).toBe(403);
    }
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const res = await c.post('/api/screening/apply', { vacancy_id: 1 });
    expect([res.statusCode, res.data.message]).toEqual([415, ru.apply.notMultipart]);
  });

  it('creates the record, its eight stages, history, a message and an e-mail, with the CV file', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const res = await postForm(c, '/api/screening/apply', fieldsFor(v.id), cvPdf());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.status).toBe('awaiting');
    const [rec] = await t.db.select().from(candidates).where(eq(candidates.id, res.data.id));
    expect(rec).toMatchObject({
      userId: user.id,
      vacancyId: v.id,
      status: 'awaiting',
      answers: ANSWERS,
      cvLink: '',
    });
    expect(rec!.submittedAt).toBeInstanceOf(Date);
    const stages = await t.db
      .select()
      .from(candidateStages)
      .where(eq(candidateStages.candidateId, rec!.id))
      .orderBy(candidateStages.n);
    expect(stages.map((s) => s.status)).toEqual([
      'eval',
      'none',
      'none',
      'skipped',
      'skipped',
      'skipped',
      'none',
      'skipped',
    ]);
    const [cv] = await filesOf(user.id);
    expect(cv).toMatchObject({
      id: rec!.cvFileId,
      kind: 'cv',
      mime: 'application/pdf',
      originalName: 'Резюме Иванова.pdf',
    });
    expect(
      await t.db.select().from(candidateFiles).where(eq(candidateFiles.candidateId, rec!.id)),
    ).toMatchObject([{ fileId: cv!.id, n: 1, role: 'cv' }]);
    expect(
      await t.db.select().from(candidateHistory).where(eq(candidateHistory.candidateId, rec!.id)),
    ).toMatchObject([{ action: 'applied', after: 'awaiting' }]);
    const [msg] = await t.db.select().from(messages).where(eq(messages.userId, user.id));
    expect(msg).toMatchObject({ title: ru.apply.noticeAppliedTitle, link: '/progress' });
    const mail = await t.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('Стажёр-аналитик');
    // The screening read now answers with it.
    expect((await c.get('/api/screening/vacancy')).data.application).toEqual({
      id: rec!.id,
      status: 'awaiting',
    });
  });

  it('takes a CV link instead of a file', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const res = await postForm(
      c,
      '/api/screening/apply',
      fieldsFor(v.id, { cv_link: 'https://hh.ru/resume/abc123' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [rec] = await t.db.select().from(candidates).where(eq(candidates.id, res.data.id));
    expect(rec).toMatchObject({ cvLink: 'https://hh.ru/resume/abc123', cvFileId: null });
  });

  it('422 per field in Russian: answers missing or too long, no CV, both CVs, a bad link, a bad vacancy id', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const noAnswer = await postForm(
      c,
      '/api/screening/apply',
      { vacancy_id: String(v.id), answers: JSON.stringify({ motivation: '  ' }) },
      cvPdf(),
    );
    expect(noAnswer.statusCode).toBe(422);
    expect(noAnswer.data.errors).toEqual({
      'answers.motivation': [ru.apply.answerRequired],
      'answers.experience': [ru.apply.answerRequired],
    });
    const long = await postForm(
      c,
      '/api/screening/apply',
      fieldsFor(v.id, { answers: JSON.stringify({ ...ANSWERS, experience: 'я'.repeat(3001) }) }),
      cvPdf(),
    );
    expect(long.data.errors).toEqual({ 'answers.experience': [ru.apply.answerLong(3000)] });
    const broken = await postForm(c, '/api/screening/apply', fieldsFor(v.id, { answers: '{oops' }), cvPdf());
    expect(broken.data.errors).toEqual({ answers: [ru.apply.answersInvalid] });
    const noCv = await postForm(c, '/api/screening/apply', fieldsFor(v.id));
    expect([noCv.statusCode, noCv.data.errors]).toEqual([422, { cv: [ru.apply.cvRequired] }]);
    const both = await postForm(
      c,
      '/api/screening/apply',
      fieldsFor(v.id, { cv_link: 'https://hh.ru/resume/1' }),
      cvPdf(),
    );
    expect(both.data.errors).toEqual({ cv: [ru.apply.cvBoth] });
    const http = await postForm(
      c,
      '/api/screening/apply',
      fieldsFor(v.id, { cv_link: 'http://hh.ru/resume/1' }),
    );
    expect(http.data.errors).toEqual({ cv_link: [ru.apply.cvLinkHttps] });
    const badId = await postForm(c, '/api/screening/apply', fieldsFor(v.id, { vacancy_id: 'abc' }), cvPdf());
    expect(badId.data.errors).toEqual({ vacancy_id: [ru.apply.vacancyId] });
    // Nothing was created by any of these, not even a file.
    expect(await t.db.select().from(candidates).where(eq(candidates.userId, user.id))).toEqual([]);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('a renamed program as cv.pdf is refused with the library’s reason, and nothing is created', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const res = await postForm(c, '/api/screening/apply', fieldsFor(v.id), {
      field: 'cv',
      name: 'cv.pdf',
      bytes: exe(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual({ cv: [ru.files.executable] });
    expect(await t.db.select().from(candidates).where(eq(candidates.userId, user.id))).toEqual([]);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('an oversize CV (10 MB and a byte) is refused as too large', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const big = Buffer.concat([pdf(), Buffer.alloc(10 * 1024 * 1024 + 1 - pdf().length, 0x20)]);
    const res = await postForm(c, '/api/screening/apply', fieldsFor(v.id), {
      field: 'cv',
      name: 'big.pdf',
      bytes: big,
    });
    expect([res.statusCode, res.data.errors]).toEqual([422, { cv: [ru.files.tooLarge(10)] }]);
    expect(await filesOf(user.id)).toEqual([]);
  });

  it('a file sent before the fields is checked the same, and discarded when the application is refused', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const closed = await makeOpenVacancy(t.db, 'stop');
    const res = await postForm(c, '/api/screening/apply', fieldsFor(closed.id), cvPdf(), true);
    expect([res.statusCode, res.data.message]).toEqual([422, ru.apply.vacancyClosed]);
    expect(await filesOf(user.id)).toEqual([]);
    const open = await makeOpenVacancy(t.db);
    expect((await postForm(c, '/api/screening/apply', fieldsFor(open.id), cvPdf(), true)).statusCode).toBe(
      201,
    );
  });

  it('a paused or closed vacancy refuses («набор закрыт»); a draft or missing one is not found', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    for (const status of ['stop', 'close'] as const) {
      const v = await makeOpenVacancy(t.db, status);
      const res = await postForm(c, '/api/screening/apply', fieldsFor(v.id), cvPdf());
      expect([res.statusCode, res.data.message]).toEqual([422, 'Набор на эту вакансию закрыт']);
    }
    const draft = await makeOpenVacancy(t.db, 'draft');
    expect((await postForm(c, '/api/screening/apply', fieldsFor(draft.id), cvPdf())).statusCode).toBe(404);
    expect((await postForm(c, '/api/screening/apply', fieldsFor(987654), cvPdf())).statusCode).toBe(404);
  });

  it('a second active screening is refused; after an ended record on the same vacancy a new one is allowed', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const other = await makeOpenVacancy(t.db);
    await makeCandidate(t.db, user.id, v.id, 'cancel', ['eval']);
    const first = await postForm(c, '/api/screening/apply', fieldsFor(v.id), cvPdf());
    expect(first.statusCode).toBe(201);
    const second = await postForm(c, '/api/screening/apply', fieldsFor(other.id), cvPdf());
    expect([second.statusCode, second.data.message]).toEqual([422, ru.apply.alreadyActive]);
    expect(await t.db.select().from(candidates).where(eq(candidates.userId, user.id))).toHaveLength(2);
  });

  it('two applications at once: one 201, one 422, one record', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const [v1, v2] = [await makeOpenVacancy(t.db), await makeOpenVacancy(t.db)];
    const results = await Promise.all([
      postForm(c, '/api/screening/apply', fieldsFor(v1.id), cvPdf()),
      postForm(c, '/api/screening/apply', fieldsFor(v2.id, { cv_link: 'https://hh.ru/resume/2' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const active = await t.db
      .select()
      .from(candidates)
      .where(and(eq(candidates.userId, user.id), eq(candidates.status, 'awaiting')));
    expect(active).toHaveLength(1);
  });
});

describe('the apply form’s questions', () => {
  it('GET /api/vacancies/{id}/stages shows the screening questions (id and text), nothing else of the settings', async () => {
    const v = await makeOpenVacancy(t.db);
    const res = await client(t.app).get(`/api/vacancies/${v.id}/stages`);
    expect(res.data.data[0]).toEqual({ n: 1, type: 'SCREENING', deadline_days: null, questions: QUESTIONS });
    expect(res.data.data.slice(1).every((s: object) => !('questions' in s))).toBe(true);
  });
});

describe('replacing the CV: POST /api/screening/stage/1/cv and /cv/link', () => {
  it('401, 403 for staff', async () => {
    expect((await client(t.app).post('/api/screening/stage/1/cv/link', {})).statusCode).toBe(401);
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    expect((await c.post('/api/screening/stage/1/cv/link', {})).statusCode).toBe(403);
    expect((await c.post('/api/screening/stage/1/cv', {})).statusCode).toBe(403);
  });

  it('replaces the CV while the screening is being evaluated, with a history row; then refuses', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const applied = await postForm(
      c,
      '/api/screening/apply',
      fieldsFor(v.id, { cv_link: 'https://hh.ru/resume/old' }),
    );
    const byFile = await postForm(c, '/api/screening/stage/1/cv', {}, cvPdf('Новое резюме.pdf'));
    expect(byFile.statusCode, byFile.body).toBe(200);
    expect(byFile.data.cv_file.name).toBe('Новое резюме.pdf');
    let [rec] = await t.db.select().from(candidates).where(eq(candidates.id, applied.data.id));
    expect(rec).toMatchObject({ cvFileId: byFile.data.cv_file.id, cvLink: '' });
    const byLink = await c.post('/api/screening/stage/1/cv/link', {
      cv_link: 'https://disk.yandex.ru/i/abc',
    });
    expect(byLink.statusCode).toBe(200);
    [rec] = await t.db.select().from(candidates).where(eq(candidates.id, applied.data.id));
    expect(rec).toMatchObject({ cvFileId: null, cvLink: 'https://disk.yandex.ru/i/abc' });
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(eq(candidateHistory.candidateId, rec!.id));
    expect(history.filter((h) => h.action === 'cv_replaced')).toHaveLength(2);
    // Staff moved the screening on: the CV is locked.
    await t.db
      .update(candidateStages)
      .set({ status: 'success' })
      .where(and(eq(candidateStages.candidateId, rec!.id), eq(candidateStages.n, 1)));
    const locked = await c.post('/api/screening/stage/1/cv/link', { cv_link: 'https://hh.ru/resume/new' });
    expect([locked.statusCode, locked.data.message]).toEqual([422, 'Резюме уже нельзя заменить']);
    const lockedFile = await postForm(c, '/api/screening/stage/1/cv', {}, cvPdf());
    expect([lockedFile.statusCode, lockedFile.data.message]).toEqual([422, 'Резюме уже нельзя заменить']);
    expect((await filesOf(user.id)).length).toBe(1);
  });

  it('422: a stage other than 1, a bad link, no active screening, a refused file', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    expect(
      (await c.post('/api/screening/stage/2/cv/link', { cv_link: 'https://hh.ru/resume/1' })).data.errors,
    ).toEqual({ n: [ru.apply.cvOnlyScreening] });
    expect(
      (await c.post('/api/screening/stage/9/cv/link', { cv_link: 'https://hh.ru/resume/1' })).data.errors,
    ).toHaveProperty('n');
    expect(
      (await c.post('/api/screening/stage/1/cv/link', { cv_link: 'ftp://x.ru/cv.pdf' })).data.errors,
    ).toHaveProperty('cv_link');
    const none = await c.post('/api/screening/stage/1/cv/link', { cv_link: 'https://hh.ru/resume/1' });
    expect([none.statusCode, none.data.message]).toEqual([422, ru.apply.noActive]);
    const v = await makeOpenVacancy(t.db);
    await postForm(c, '/api/screening/apply', fieldsFor(v.id, { cv_link: 'https://hh.ru/resume/old' }));
    const wrong = await postForm(
      c,
      '/api/screening/stage/1/cv',
      {},
      { field: 'cv', name: 'cv.pdf', bytes: Buffer.from('<html><script>1</script></html>') },
    );
    expect([wrong.statusCode, wrong.data.errors]).toEqual([422, { cv: [ru.files.markup] }]);
  });
});

describe('POST /api/screening/cv/link/check', () => {
  it('401, 403, and a verdict by the address alone', async () => {
    expect((await client(t.app).post('/api/screening/cv/link/check', { cv_link: 'x' })).statusCode).toBe(401);
    expect(
      (
        await (
          await signedInClient(t.app, t.db, 'admin')
        ).c.post('/api/screening/cv/link/check', { cv_link: 'x' })
      ).statusCode,
    ).toBe(403);
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const verdict = async (cv_link: string) =>
      (await c.post('/api/screening/cv/link/check', { cv_link })).data.ok;
    for (const good of [
      'https://hh.ru/resume/0123abcd',
      'https://spb.hh.ru/resume/0123abcd',
      'https://example.com/files/cv.pdf',
      'https://drive.google.com/file/d/1/view',
      'https://docs.google.com/document/d/1/edit',
      'https://disk.yandex.ru/i/abc',
      'https://www.dropbox.com/s/abc/cv.docx',
      'https://1drv.ms/b/s!abc',
    ]) {
      expect(await verdict(good), good).toBe(true);
    }
    for (const bad of [
      'http://hh.ru/resume/1',
      'https://hh.ru/vacancy/1',
      'https://evil.example/page',
      'https://user:pw@hh.ru/resume/1',
      'не ссылка',
      'https://localhost/cv.pdf',
    ]) {
      expect(await verdict(bad), bad).toBe(false);
    }
    const res = await c.post('/api/screening/cv/link/check', { cv_link: 'https://example.com/' });
    expect(res.data).toEqual({ ok: false, message: ru.apply.cvLinkUnknown });
    expect((await c.post('/api/screening/cv/link/check', {})).statusCode).toBe(422);
  });
});

describe('PUT /api/screening/close', () => {
  it('401, 403 for staff, 422 without an active screening', async () => {
    expect((await client(t.app).put('/api/screening/close', {})).statusCode).toBe(401);
    expect(
      (await (await signedInClient(t.app, t.db, 'manager')).c.put('/api/screening/close', {})).statusCode,
    ).toBe(403);
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const res = await c.put('/api/screening/close', {});
    expect([res.statusCode, res.data.message]).toEqual([422, ru.apply.noActive]);
  });

  it('withdraws: the record cancel and ended, a stage that has cancel becomes cancel, history and a message', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const rec = await makeCandidate(t.db, user.id, v.id, 'carried_out' as 'assigned', [
      'success',
      'success',
      'success',
      'skipped',
      'skipped',
      'skipped',
      'awaiting',
      'skipped',
    ]);
    const res = await c.put('/api/screening/close', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.application).toEqual({ id: rec.id, status: 'cancel' });
    // The answer tells the outcome for /vacancies, and it is told once: not again by the next read.
    expect(res.data.outcome).toEqual({ vacancy_title: v.title, status: 'cancel' });
    const [after] = await t.db.select().from(candidates).where(eq(candidates.id, rec.id));
    expect(after!.status).toBe('cancel');
    expect(after!.endedAt).toBeInstanceOf(Date);
    const stages = await t.db
      .select()
      .from(candidateStages)
      .where(eq(candidateStages.candidateId, rec.id))
      .orderBy(candidateStages.n);
    expect(stages[6]!.status).toBe('cancel');
    const history = await t.db
      .select()
      .from(candidateHistory)
      .where(eq(candidateHistory.candidateId, rec.id));
    expect(history.map((h) => h.action).sort()).toEqual(['stage_status', 'withdrawn']);
    expect((await t.db.select().from(messages).where(eq(messages.userId, user.id)))[0]!.title).toBe(
      ru.apply.noticeClosedTitle,
    );
    expect((await c.get('/api/screening/vacancy')).data).toMatchObject({ data: null, last_outcome: null });
    // And the participant may apply again.
    expect((await postForm(c, '/api/screening/apply', fieldsFor(v.id), cvPdf())).statusCode).toBe(201);
  });

  it('a screening or test stage has no cancel status: it is left as it is', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const rec = await makeCandidate(t.db, user.id, v.id, 'awaiting', ['eval', 'none', 'none']);
    expect((await c.put('/api/screening/close', {})).statusCode).toBe(200);
    const stages = await t.db
      .select()
      .from(candidateStages)
      .where(eq(candidateStages.candidateId, rec.id))
      .orderBy(candidateStages.n);
    expect(stages.map((s) => s.status)).toEqual(['eval', 'none', 'none']);
  });

  it('after an accepted offer withdrawal is refused with a clear message', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    await makeCandidate(t.db, user.id, v.id, 'success', ['success', 'success']);
    const res = await c.put('/api/screening/close', {});
    expect([res.statusCode, res.data.message]).toEqual([422, ru.apply.closeAfterOffer]);
  });
});
