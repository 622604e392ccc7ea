import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { files, materials } from '../../db/schema.ts';
import { blobPath, openFileStore } from '../../lib/files/index.ts';
import { pdf, png, webm } from '../../lib/files/test-fixtures.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { postForm } from '../screening/apply-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const e = ru.home.materialErrors;
const admin = () => signedInClient(t.app, t.db, 'admin');
const video = { field: 'media', name: 'Как пройти интервью.webm', bytes: webm(), type: 'video/webm' };

async function insertMaterial(values: Partial<typeof materials.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(materials)
    .values({ kind: 'article', title: 'Статья', text: 'Текст', ...values })
    .returning();
  return row!;
}

describe('admin materials: access', () => {
  it('401 signed out, 403 for every role but admin, before the body is read', async () => {
    const m = await insertMaterial();
    const calls = (c: ReturnType<typeof client>) => [
      c.get('/api/dashboard/materials'),
      c.post('/api/dashboard/materials/create', {}),
      c.post(`/api/dashboard/materials/update/${m.id}`, {}),
      c.delete(`/api/dashboard/materials/${m.id}`),
    ];
    for (const res of await Promise.all(calls(client(t.app)))) expect(res.statusCode).toBe(401);
    for (const role of ['participant', 'recruiter', 'manager'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      for (const res of await Promise.all(calls(c))) expect(res.statusCode).toBe(403);
    }
    expect(await t.db.select().from(materials).where(eq(materials.id, m.id))).toHaveLength(1);
  });
});

describe('admin materials: create, update, delete', () => {
  it('creates an article as JSON and a video with its file as multipart; lists them newest first', async () => {
    const { c } = await admin();
    const article = await c.post('/api/dashboard/materials/create', {
      kind: 'article',
      title: '  Как готовиться к тесту ',
      text: '# Советы',
      stages: [3, 2],
    });
    expect(article.statusCode).toBe(200);
    expect(article.data.data).toMatchObject({
      kind: 'article',
      title: 'Как готовиться к тесту',
      text: '# Советы',
      stages: [2, 3],
      media: null,
      link: '',
    });

    const res = await postForm(
      c,
      '/api/dashboard/materials/create',
      { data: JSON.stringify({ kind: 'video', title: 'Интервью', stages: [5] }) },
      video,
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.data.media).toMatchObject({ name: 'Как пройти интервью.webm', mime: 'video/webm' });

    const list = await c.get('/api/dashboard/materials');
    expect(list.statusCode).toBe(200);
    const ids = list.data.data.map((m: { id: number }) => m.id);
    expect(ids.indexOf(res.data.data.id)).toBeLessThan(ids.indexOf(article.data.data.id));
  });

  it('422 with Russian messages naming the field; a refused multipart create stores no file', async () => {
    const { c } = await admin();
    const bad = await c.post('/api/dashboard/materials/create', {
      kind: 'lecture',
      title: '',
      link: 'ftp://x',
      stages: [0, 9],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors).toMatchObject({
      kind: [e.kind],
      title: [e.title],
      link: [e.link],
      stages: [e.stages],
    });

    const noMedia = await c.post('/api/dashboard/materials/create', { kind: 'podcast', title: 'Подкаст' });
    expect(noMedia.statusCode).toBe(422);
    expect(noMedia.data.errors.media).toEqual([e.mediaNeeded]);
    const noText = await c.post('/api/dashboard/materials/create', {
      kind: 'article',
      title: 'Пусто',
      text: '   ',
    });
    expect(noText.data.errors.text).toEqual([e.articleText]);
    expect((await postForm(c, '/api/dashboard/materials/create', { data: '{нет' })).data.errors.data).toEqual(
      [e.dataJson],
    );

    const before = (await t.db.select().from(files)).length;
    const refused = await postForm(
      c,
      '/api/dashboard/materials/create',
      { data: JSON.stringify({ kind: 'video', title: '' }) },
      video,
    );
    expect(refused.statusCode).toBe(422);
    // A PDF is not a video: refused by content, under the file's field.
    const wrong = await postForm(
      c,
      '/api/dashboard/materials/create',
      { data: JSON.stringify({ kind: 'video', title: 'Видео' }) },
      { field: 'media', name: 'a.webm', bytes: pdf() },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.data.errors.media).toBeDefined();
    expect((await t.db.select().from(files)).length).toBe(before);
  });

  it('updates fields, replaces the file (old bytes erased) and deletes with its file; 404 for a missing one', async () => {
    const { c } = await admin();
    const created = await postForm(
      c,
      '/api/dashboard/materials/create',
      { data: JSON.stringify({ kind: 'article', title: 'С картинкой', text: 'Текст' }) },
      { field: 'media', name: 'схема.png', bytes: png(), type: 'image/png' },
    );
    expect(created.statusCode).toBe(200);
    const id = created.data.data.id as number;
    const oldFile = created.data.data.media.id as number;
    const [old] = await t.db.select().from(files).where(eq(files.id, oldFile));

    const kept = await c.post(`/api/dashboard/materials/update/${id}`, {
      kind: 'article',
      title: 'Новое название',
      text: 'Текст 2',
      stages: [1],
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.data.data).toMatchObject({ title: 'Новое название', stages: [1], media: { id: oldFile } });

    // Turning it into a video with a link drops the image, which no longer fits.
    const asVideo = await c.post(`/api/dashboard/materials/update/${id}`, {
      kind: 'video',
      title: 'Видео',
      link: 'https://example.com/v',
    });
    expect(asVideo.statusCode).toBe(200);
    expect(asVideo.data.data).toMatchObject({ kind: 'video', media: null, link: 'https://example.com/v' });
    const [erased] = await t.db.select().from(files).where(eq(files.id, oldFile));
    expect(erased!.erasedAt).not.toBeNull();
    expect(fs.existsSync(blobPath(openFileStore(t.config.FILES_DIR), old!.sha256))).toBe(false);

    const withFile = await postForm(
      c,
      `/api/dashboard/materials/update/${id}`,
      { data: JSON.stringify({ kind: 'video', title: 'Видео' }) },
      video,
    );
    expect(withFile.statusCode).toBe(200);
    const fileId = withFile.data.data.media.id as number;

    expect(
      (await c.post('/api/dashboard/materials/update/999999', { kind: 'article', title: 'x', text: 'y' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await postForm(
          c,
          '/api/dashboard/materials/update/999999',
          { data: JSON.stringify({ kind: 'video', title: 'x' }) },
          video,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await c.post(`/api/dashboard/materials/update/${id}`, {
          kind: 'video',
          title: 'Видео',
          remove_media: true,
        })
      ).data.errors.media,
    ).toEqual([e.mediaNeeded]);

    expect((await c.delete(`/api/dashboard/materials/${id}`)).statusCode).toBe(200);
    expect((await c.delete(`/api/dashboard/materials/${id}`)).statusCode).toBe(404);
    const [gone] = await t.db.select().from(files).where(eq(files.id, fileId));
    expect(gone!.erasedAt).not.toBeNull();
  });
});

describe('participant materials', () => {
  it('401 signed out, 403 for staff', async () => {
    const m = await insertMaterial();
    expect((await client(t.app).get('/api/materials')).statusCode).toBe(401);
    expect((await client(t.app).get(`/api/materials/${m.id}`)).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'admin'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.get('/api/materials')).statusCode).toBe(403);
      expect((await c.get(`/api/materials/${m.id}`)).statusCode).toBe(403);
    }
  });

  it("the current stage's materials first, then the general ones; other stages' left out", async () => {
    await t.db.delete(materials);
    const general = await insertMaterial({ title: 'Общий', stages: [] });
    const forTesting = await insertMaterial({ title: 'К тесту', stages: [3, 4] });
    await insertMaterial({ title: 'К офферу', stages: [7] });
    const forScreening = await insertMaterial({ title: 'К анкете', stages: [1] });

    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    // Before applying: the screening stage.
    const before = await c.get('/api/materials');
    expect(before.statusCode).toBe(200);
    expect(before.data.data.stage).toBe(1);
    expect(before.data.data.items.map((m: { id: number }) => m.id)).toEqual([forScreening.id, general.id]);

    const v = await makeVacancy(t.db, { pipeline: [1, 2, 3, 5] });
    await makeCandidate(
      t.db,
      user.id,
      v,
      { 1: 'success', 2: 'success', 3: 'awaiting' },
      { status: 'assigned' },
    );
    const during = await c.get('/api/materials');
    expect(during.data.data.stage).toBe(3);
    expect(
      during.data.data.items.map((m: { id: number; for_stage: boolean }) => [m.id, m.for_stage]),
    ).toEqual([
      [forTesting.id, true],
      [general.id, false],
    ]);
    expect(during.data.data.items[0].text).toBeUndefined();
  });

  it('one material with its text; 404 for a missing id, 422 for a bad one', async () => {
    const m = await insertMaterial({ title: 'Статья', text: '**Жирный**' });
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const res = await c.get(`/api/materials/${m.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ id: m.id, title: 'Статья', text: '**Жирный**' });
    expect((await c.get('/api/materials/999999')).statusCode).toBe(404);
    expect((await c.get('/api/materials/abc')).statusCode).toBe(422);
  });

  it("a material's file downloads for participants and the admin, not for a recruiter", async () => {
    const a = await admin();
    const created = await postForm(
      a.c,
      '/api/dashboard/materials/create',
      { data: JSON.stringify({ kind: 'video', title: 'Видео' }) },
      video,
    );
    const fileId = created.data.data.media.id as number;
    const { c } = await signedInClient(t.app, t.db, 'participant');
    expect((await c.get(`/api/file/${fileId}`)).statusCode).toBe(200);
    expect((await a.c.get(`/api/file/${fileId}`)).statusCode).toBe(200);
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    expect((await recruiter.c.get(`/api/file/${fileId}`)).statusCode).toBe(404);
  });
});
