import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import {
  candidateFiles,
  candidateManagers,
  candidateStages,
  files,
  vacancyManagers,
} from '../../db/schema.ts';
import { exe, pdf, png, webm } from '../../lib/files/test-fixtures.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ANSWERS, makeCandidate, makeOpenVacancy, postForm } from './apply-test-kit.ts';
import { onStageAttach } from './files.service.ts';
import { parseRange } from './files.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apply = async (
  c: Awaited<ReturnType<typeof signedInClient>>['c'],
  name = 'Резюме «Мария Иванова».pdf',
) => {
  const v = await makeOpenVacancy(t.db);
  const res = await postForm(
    c,
    '/api/screening/apply',
    { vacancy_id: String(v.id), answers: JSON.stringify(ANSWERS) },
    { field: 'cv', name, bytes: pdf() },
  );
  expect(res.statusCode, res.body).toBe(201);
  const [cf] = await t.db.select().from(candidateFiles).where(eq(candidateFiles.candidateId, res.data.id));
  return { candidateId: res.data.id as number, vacancyId: v.id, cvFileId: cf!.fileId };
};

describe('POST /api/screening/attach/check', () => {
  it('401, 403, 422, and a verdict by name and size', async () => {
    expect((await client(t.app).post('/api/screening/attach/check', {})).statusCode).toBe(401);
    expect(
      (await (await signedInClient(t.app, t.db, 'recruiter')).c.post('/api/screening/attach/check', {}))
        .statusCode,
    ).toBe(403);
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const bad = await c.post('/api/screening/attach/check', { kind: 'zip', name: '', size: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['kind', 'name', 'size']);
    expect(
      (await c.post('/api/screening/attach/check', { kind: 'cv', name: 'Резюме.pdf', size: 1000 })).data,
    ).toEqual({ ok: true, message: ru.apply.fileOk });
    expect(
      (await c.post('/api/screening/attach/check', { kind: 'cv', name: 'cv.exe', size: 1000 })).data,
    ).toEqual({ ok: false, message: ru.files.wrongType.cv });
    expect(
      (
        await c.post('/api/screening/attach/check', {
          kind: 'video',
          name: 'a.webm',
          size: 301 * 1024 * 1024,
        })
      ).data,
    ).toEqual({ ok: false, message: ru.files.tooLarge(300) });
  });
});

describe('POST /api/screening/file', () => {
  it('401, 403, 415, 422 without kind or file, a refused type by content', async () => {
    expect((await client(t.app).post('/api/screening/file', {})).statusCode).toBe(401);
    expect(
      (await (await signedInClient(t.app, t.db, 'admin')).c.post('/api/screening/file', {})).statusCode,
    ).toBe(403);
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    expect((await c.post('/api/screening/file', { kind: 'cv' })).statusCode).toBe(415);
    expect(
      (await postForm(c, '/api/screening/file', {}, { field: 'file', name: 'a.pdf', bytes: pdf() })).data
        .errors,
    ).toHaveProperty('kind');
    expect((await postForm(c, '/api/screening/file', { kind: 'cv' })).data.errors).toEqual({
      file: [ru.apply.fileRequired],
    });
    const renamed = await postForm(
      c,
      '/api/screening/file',
      { kind: 'image' },
      { field: 'file', name: 'photo.png', bytes: exe() },
    );
    expect([renamed.statusCode, renamed.data.errors]).toEqual([422, { file: [ru.files.executable] }]);
    expect(await t.db.select().from(files).where(eq(files.ownerUserId, user.id))).toEqual([]);
  });

  it('stores the file for its owner; the Cyrillic name survives the round trip through GET /api/file/{id}', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const res = await postForm(
      c,
      '/api/screening/file',
      { kind: 'cv' },
      { field: 'file', name: 'Резюме «Пётр» 2026.pdf', bytes: pdf() },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Резюме «Пётр» 2026.pdf',
      mime: 'application/pdf',
      size: pdf().length,
    });
    const [row] = await t.db.select().from(files).where(eq(files.id, res.data.id));
    expect(row!.ownerUserId).toBe(user.id);
    const dl = await c.get(`/api/file/${res.data.id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(pdf())).toBe(true);
    const disposition = String(dl.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    const star = /filename\*=UTF-8''([^;]+)/.exec(disposition)![1]!;
    expect(decodeURIComponent(star)).toBe('Резюме «Пётр» 2026.pdf');
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('GET /api/file/{id}', () => {
  it('401 signed out, 404 for a missing id, 422 for a bad one', async () => {
    expect((await client(t.app).get('/api/file/1')).statusCode).toBe(401);
    const { c } = await signedInClient(t.app, t.db, 'participant');
    expect((await c.get('/api/file/987654')).statusCode).toBe(404);
    expect((await c.get('/api/file/abc')).statusCode).toBe(422);
  });

  it('answers a byte range with 206 (video playback) and an unsatisfiable one with 416', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const video = webm(4000);
    const up = await postForm(
      c,
      '/api/screening/file',
      { kind: 'video' },
      { field: 'file', name: 'ответ.webm', bytes: video },
    );
    expect(up.statusCode, up.body).toBe(201);
    const part = await c.get(`/api/file/${up.data.id}`, { headers: { range: 'bytes=10-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-99/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(10, 100))).toBe(true);
    expect(String(part.headers['content-disposition'])).toMatch(/^inline;/);
    const bad = await c.get(`/api/file/${up.data.id}`, { headers: { range: `bytes=${video.length + 5}-` } });
    expect([bad.statusCode, bad.headers['content-range'], bad.data.message]).toEqual([
      416,
      `bytes */${video.length}`,
      ru.apply.rangeInvalid,
    ]);
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=5-', 100)).toEqual({ start: 5, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
  });

  it('staff: recruiter and admin any candidate’s file, a manager only their candidates’, others 404', async () => {
    const owner = await signedInClient(t.app, t.db, 'participant');
    const { candidateId, vacancyId, cvFileId } = await apply(owner.c);
    const loose = await postForm(
      owner.c,
      '/api/screening/file',
      { kind: 'image' },
      { field: 'file', name: 'фото.png', bytes: png() },
    );
    for (const role of ['recruiter', 'admin'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.get(`/api/file/${cvFileId}`)).statusCode, role).toBe(200);
      expect((await c.get(`/api/file/${loose.data.id}`)).statusCode, role).toBe(200);
    }
    const manager = await signedInClient(t.app, t.db, 'manager');
    expect((await manager.c.get(`/api/file/${cvFileId}`)).statusCode).toBe(404);
    await t.db.insert(candidateManagers).values({ candidateId, userId: manager.user.id });
    expect((await manager.c.get(`/api/file/${cvFileId}`)).statusCode).toBe(200);
    const viaVacancy = await signedInClient(t.app, t.db, 'manager');
    await t.db.insert(vacancyManagers).values({ vacancyId, userId: viaVacancy.user.id });
    expect((await viaVacancy.c.get(`/api/file/${cvFileId}`)).statusCode).toBe(200);
    const other = await signedInClient(t.app, t.db, 'participant');
    expect((await other.c.get(`/api/file/${cvFileId}`)).statusCode).toBe(404);
  });

  it('a staff-owned file linked to a record (the offer) is the participant’s to download', async () => {
    const participant = await signedInClient(t.app, t.db, 'participant');
    const { candidateId } = await apply(participant.c);
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    const offer = await postForm(
      participant.c,
      '/api/screening/file',
      { kind: 'cv' },
      { field: 'file', name: 'Оффер.pdf', bytes: pdf('Оффер') },
    );
    await t.db.update(files).set({ ownerUserId: recruiter.user.id }).where(eq(files.id, offer.data.id));
    const stranger = await signedInClient(t.app, t.db, 'participant');
    expect((await participant.c.get(`/api/file/${offer.data.id}`)).statusCode).toBe(404);
    await t.db.insert(candidateFiles).values({ candidateId, fileId: offer.data.id, n: 7, role: 'offer' });
    expect((await participant.c.get(`/api/file/${offer.data.id}`)).statusCode).toBe(200);
    expect((await stranger.c.get(`/api/file/${offer.data.id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/screening/stage/{n}/attach', () => {
  it('401, 403, 422 without an active screening, for a stage outside the pipeline or not awaiting', async () => {
    expect((await client(t.app).post('/api/screening/stage/2/attach', {})).statusCode).toBe(401);
    expect(
      (await (await signedInClient(t.app, t.db, 'manager')).c.post('/api/screening/stage/2/attach', {}))
        .statusCode,
    ).toBe(403);
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const video = { field: 'file', name: 'ответ.webm', bytes: webm(100) };
    expect((await postForm(c, '/api/screening/stage/2/attach', {}, video)).data.message).toBe(
      ru.apply.noActive,
    );
    const v = await makeOpenVacancy(t.db);
    await makeCandidate(t.db, user.id, v.id, 'assigned', ['success', 'none', 'none', 'skipped']);
    expect((await postForm(c, '/api/screening/stage/4/attach', {}, video)).data.message).toBe(
      ru.apply.stageNotInPipeline,
    );
    expect((await postForm(c, '/api/screening/stage/2/attach', {}, video)).data.message).toBe(
      ru.apply.stageNotAwaiting,
    );
    expect((await postForm(c, '/api/screening/stage/0/attach', {}, video)).statusCode).toBe(422);
    expect(await t.db.select().from(files).where(eq(files.ownerUserId, user.id))).toEqual([]);
  });

  it('attaches a sent video or an uploaded file id as a video-CV answer; the hook sees the answers', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const v = await makeOpenVacancy(t.db);
    const rec = await makeCandidate(t.db, user.id, v.id, 'assigned', ['success', 'awaiting', 'none']);
    const seen: Record<string, unknown>[] = [];
    onStageAttach(2, async (a) => {
      seen.push(a.data);
    });
    const sent = await postForm(
      c,
      '/api/screening/stage/2/attach',
      { question: '0' },
      { field: 'file', name: 'Ответ 1.webm', bytes: webm(200) },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.data).toMatchObject({
      file: { name: 'Ответ 1.webm', mime: 'video/webm' },
      stage: { n: 2, status: 'awaiting' },
    });
    const uploaded = await postForm(
      c,
      '/api/screening/file',
      { kind: 'video' },
      { field: 'file', name: 'Ответ 2.webm', bytes: webm(300) },
    );
    const byId = await postForm(c, '/api/screening/stage/2/attach', {
      file_id: String(uploaded.data.id),
      question: '1',
    });
    expect(byId.statusCode, byId.body).toBe(200);
    const [stage] = await t.db
      .select()
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, rec.id), eq(candidateStages.n, 2)));
    expect(stage!.data).toEqual({
      files: [sent.data.file.id, uploaded.data.id],
      answers: { '0': sent.data.file.id, '1': uploaded.data.id },
    });
    expect(seen).toHaveLength(2);
    const links = await t.db.select().from(candidateFiles).where(eq(candidateFiles.candidateId, rec.id));
    expect(links.map((l) => l.role)).toEqual(['vcv_answer', 'vcv_answer']);
    // Both a file and an id, or neither: 422; a document where a video is due: refused by content.
    expect(
      (
        await postForm(
          c,
          '/api/screening/stage/2/attach',
          { file_id: '1' },
          { field: 'file', name: 'a.webm', bytes: webm(10) },
        )
      ).data.errors,
    ).toEqual({ file: [ru.apply.fileOnlyOne] });
    expect((await postForm(c, '/api/screening/stage/2/attach', {})).data.errors).toEqual({
      file: [ru.apply.fileRequired],
    });
    expect(
      (
        await postForm(
          c,
          '/api/screening/stage/2/attach',
          {},
          { field: 'file', name: 'a.webm', bytes: pdf() },
        )
      ).data.errors,
    ).toEqual({ file: [ru.files.wrongType.video] });
  });
});
