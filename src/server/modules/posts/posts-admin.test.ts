import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { files, postMedia } from '../../db/schema.ts';
import { jpeg, mp4, pdf, png, webp } from '../../lib/files/test-fixtures.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeVacancy } from '../../test/screening-factories.ts';
import { makePost, postMultipart } from './posts-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = () => signedInClient(t.app, t.db, 'admin');
const v = ru.feed.validation;
const image = (name = 'a.png') => ({ name, bytes: png(), type: 'image/png' });

describe('access', () => {
  it('401 signed out; 403 for a participant, a recruiter and a manager, before the body is read', async () => {
    const post = await makePost(t.db);
    const calls: [string, string][] = [
      ['GET', '/api/dashboard/posts'],
      ['GET', `/api/dashboard/posts/${post.id}`],
      ['GET', '/api/dashboard/posts/export'],
      ['POST', '/api/dashboard/posts/create'],
      ['POST', '/api/dashboard/posts/create-carousel'],
      ['POST', `/api/dashboard/posts/update/${post.id}`],
      ['PUT', `/api/dashboard/posts/${post.id}/status`],
    ];
    const others = await Promise.all(
      (['participant', 'recruiter', 'manager'] as const).map((role) => signedInClient(t.app, t.db, role)),
    );
    for (const [method, url] of calls) {
      const body = method === 'GET' ? undefined : {};
      expect((await client(t.app).request(method, url, body)).statusCode, url).toBe(401);
      for (const o of others)
        expect((await o.c.request(method, url, body)).statusCode, `${o.user.role} ${url}`).toBe(403);
    }
  });

  it('404 for a post that does not exist', async () => {
    const { c } = await admin();
    expect((await c.get('/api/dashboard/posts/2000000000')).statusCode).toBe(404);
    expect((await c.put('/api/dashboard/posts/2000000000/status', { hidden: true })).statusCode).toBe(404);
    expect(
      (await c.post('/api/dashboard/posts/update/2000000000', { title: 'x', category: 'news' })).statusCode,
    ).toBe(404);
  });
});

describe('create', () => {
  it('a news post from JSON, published now, with Markdown kept as written', async () => {
    const { c } = await admin();
    const res = await c.post('/api/dashboard/posts/create', {
      title: '  День открытых дверей  ',
      text: '## Программа\n\n- экскурсия',
      kind: 'news',
      category: 'events',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      title: 'День открытых дверей',
      text: '## Программа\n\n- экскурсия',
      kind: 'news',
      category: 'events',
      hidden: false,
      media: [],
      views: 0,
      negative_feedback: 0,
    });
    expect(Math.abs(Date.parse(res.data.data.published_at) - Date.now())).toBeLessThan(60_000);
  });

  it('422 in Russian naming the field', async () => {
    const { c } = await admin();
    const bad = await c.post('/api/dashboard/posts/create', {
      title: '',
      kind: 'story',
      category: 'sport',
      published_at: 'завтра',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors).toMatchObject({
      title: [v.title],
      kind: [v.kind],
      category: [v.category],
      published_at: [v.publishedAt],
    });
    const offer = await c.post('/api/dashboard/posts/create', {
      title: 'Оффер',
      kind: 'offer',
      category: 'news',
    });
    expect(offer.data.errors.vacancy_id).toEqual([v.vacancy]);
    const unknown = await c.post('/api/dashboard/posts/create', {
      title: 'Оффер',
      kind: 'offer',
      category: 'news',
      vacancy_id: 2_000_000_000,
    });
    expect(unknown.data.errors.vacancy_id).toEqual([v.vacancyUnknown]);
    const notOffer = await c.post('/api/dashboard/posts/create', {
      title: 'Новость',
      kind: 'news',
      category: 'news',
      vacancy_id: 1,
    });
    expect(notOffer.data.errors.vacancy_id).toEqual([v.vacancyOnlyOffer]);
    const video = await c.post('/api/dashboard/posts/create', {
      title: 'Видео',
      kind: 'video',
      category: 'tips',
    });
    expect(video.data.errors.media).toEqual([v.videoOne]);
    expect((await postMultipart(c, '/api/dashboard/posts/create', '{нет', [])).statusCode).toBe(422);
    const long = await c.post('/api/dashboard/posts/create', {
      title: 'Т',
      kind: 'news',
      category: 'news',
      text: 'я'.repeat(20_001),
    });
    expect(long.data.errors.text).toEqual([v.text]);
  });

  it('an offer links to its vacancy; a scheduled one waits for its time', async () => {
    const { c } = await admin();
    const vacancy = await makeVacancy(t.db, { title: 'Стажёр в финансы' });
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const res = await c.post('/api/dashboard/posts/create', {
      title: 'Ищем стажёра',
      kind: 'offer',
      category: 'news',
      vacancy_id: vacancy.vacancy.id,
      published_at: later,
    });
    expect(res.data.data).toMatchObject({
      kind: 'offer',
      vacancy: { id: vacancy.vacancy.id, title: 'Стажёр в финансы' },
      published_at: later,
    });
    const participant = await signedInClient(t.app, t.db, 'participant');
    expect((await participant.c.get(`/api/posts/${res.data.data.id}`)).statusCode).toBe(404);
    const scheduled = await c.get('/api/dashboard/posts?status=scheduled&per_page=100');
    expect(scheduled.data.data.map((p: { id: number }) => p.id)).toContain(res.data.data.id);
  });

  it('multipart: images for news, one video for a video post, the type from the content', async () => {
    const { c } = await admin();
    const news = await postMultipart(
      c,
      '/api/dashboard/posts/create',
      { title: 'Фото', kind: 'news', category: 'news' },
      [image(), { name: 'b.jpg', bytes: jpeg(), type: 'image/jpeg' }],
    );
    expect(news.statusCode).toBe(200);
    expect(news.data.data.media.map((m: { kind: string; mime: string }) => [m.kind, m.mime])).toEqual([
      ['image', 'image/png'],
      ['image', 'image/jpeg'],
    ]);
    const video = await postMultipart(
      c,
      '/api/dashboard/posts/create',
      { title: 'Ролик', kind: 'video', category: 'tips' },
      [{ name: 'ролик.mp4', bytes: mp4(), type: 'video/mp4' }],
    );
    expect(video.statusCode).toBe(200);
    expect(video.data.data.media[0]).toMatchObject({ kind: 'video', mime: 'video/mp4', name: 'ролик.mp4' });
    const pdfAsImage = await postMultipart(
      c,
      '/api/dashboard/posts/create',
      { title: 'Фото', kind: 'news', category: 'news' },
      [{ name: 'x.png', bytes: pdf() }],
    );
    expect(pdfAsImage.statusCode).toBe(422);
    expect(pdfAsImage.data.errors.media).toEqual([ru.files.wrongType.image]);
    const twoVideos = await postMultipart(
      c,
      '/api/dashboard/posts/create',
      { title: 'Ролики', kind: 'video', category: 'tips' },
      [
        { name: 'a.mp4', bytes: mp4() },
        { name: 'b.mp4', bytes: mp4(1) },
      ],
    );
    expect(twoVideos.data.errors.media).toEqual([v.videoOne]);
    const wrongField = await postMultipart(
      c,
      '/api/dashboard/posts/create',
      { title: 'Фото', kind: 'news', category: 'news' },
      [image()],
      'file',
    );
    expect(wrongField.data.errors.file).toEqual([v.fileField]);
  });

  it('a refused form leaves no file behind', async () => {
    const { c } = await admin();
    const before = (await t.db.select({ id: files.id }).from(files)).length;
    const refused = await postMultipart(
      c,
      '/api/dashboard/posts/create',
      { title: 'Видео', kind: 'video', category: 'tips' },
      [
        { name: 'a.mp4', bytes: mp4() },
        { name: 'b.mp4', bytes: mp4(2) },
      ],
    );
    expect(refused.statusCode).toBe(422);
    const badFields = await postMultipart(
      c,
      '/api/dashboard/posts/create',
      { title: '', kind: 'news', category: 'news' },
      [image()],
    );
    expect(badFields.data.errors.title).toEqual([v.title]);
    expect((await t.db.select({ id: files.id }).from(files)).length).toBe(before);
  });

  it('create-carousel: 2 to 10 images', async () => {
    const { c } = await admin();
    const url = '/api/dashboard/posts/create-carousel';
    const ok = await postMultipart(c, url, { title: 'Как прошла стажировка', category: 'events' }, [
      image('1.png'),
      image('2.png'),
      { name: '3.webp', bytes: webp() },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.data.data.kind).toBe('carousel');
    expect(ok.data.data.media.map((m: { name: string }) => m.name)).toEqual(['1.png', '2.png', '3.webp']);
    const one = await postMultipart(c, url, { title: 'Одна', category: 'events' }, [image()]);
    expect(one.data.errors.media).toEqual([v.carouselImages(2, 10)]);
    const video = await postMultipart(c, url, { title: 'Видео', category: 'events' }, [
      { name: 'a.mp4', bytes: mp4() },
      image(),
    ]);
    expect(video.statusCode).toBe(422);
    expect(
      (
        await postMultipart(
          c,
          url,
          { title: 'Много', category: 'events' },
          Array.from({ length: 11 }, () => image()),
        )
      ).statusCode,
    ).toBe(413);
    expect(
      (await c.post(url, { title: 'Оффер', category: 'events', vacancy_id: 1 })).data.errors.vacancy_id,
    ).toEqual([v.vacancyOnlyOffer]);
  });
});

describe('update and status', () => {
  it('update changes the fields, keeps the chosen media in the new order and appends new files', async () => {
    const { c } = await admin();
    const made = await postMultipart(
      c,
      '/api/dashboard/posts/create-carousel',
      { title: 'Карусель', category: 'events' },
      [image('1.png'), image('2.png'), image('3.png')],
    );
    const id = made.data.data.id;
    const [first, second, third] = made.data.data.media.map((m: { id: number }) => m.id);
    const res = await postMultipart(
      c,
      `/api/dashboard/posts/update/${id}`,
      { title: 'Карусель: итоги', category: 'tips', media_ids: [third, first] },
      [image('4.png')],
    );
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({ title: 'Карусель: итоги', category: 'tips', kind: 'carousel' });
    expect(res.data.data.media.map((m: { id: number }) => m.id).slice(0, 2)).toEqual([third, first]);
    expect(res.data.data.media.map((m: { name: string }) => m.name)).toEqual(['3.png', '1.png', '4.png']);
    expect(await t.db.select().from(postMedia).where(eq(postMedia.fileId, second))).toEqual([]);
    const foreign = await c.post(`/api/dashboard/posts/update/${id}`, {
      title: 'x',
      category: 'tips',
      media_ids: [2_000_000],
    });
    expect(foreign.data.errors.media_ids).toEqual([v.mediaUnknown]);
    const tooFew = await c.post(`/api/dashboard/posts/update/${id}`, {
      title: 'x',
      category: 'tips',
      media_ids: [first],
    });
    expect(tooFew.data.errors.media).toEqual([v.carouselImages(2, 10)]);
  });

  it('an offer keeps a vacancy; hidden stays as it was unless sent', async () => {
    const { c } = await admin();
    const vacancy = await makeVacancy(t.db);
    const post = await makePost(t.db, { kind: 'offer', vacancyId: vacancy.vacancy.id, hidden: true });
    const noVacancy = await c.post(`/api/dashboard/posts/update/${post.id}`, {
      title: 'Оффер',
      category: 'news',
    });
    expect(noVacancy.data.errors.vacancy_id).toEqual([v.vacancy]);
    const ok = await c.post(`/api/dashboard/posts/update/${post.id}`, {
      title: 'Оффер',
      category: 'news',
      vacancy_id: vacancy.vacancy.id,
    });
    expect(ok.data.data).toMatchObject({ title: 'Оффер', hidden: true });
  });

  it('PUT status hides and shows; the feed follows', async () => {
    const { c } = await admin();
    const participant = await signedInClient(t.app, t.db, 'participant');
    const post = await makePost(t.db);
    expect(
      (await c.put(`/api/dashboard/posts/${post.id}/status`, { hidden: 'да' })).data.errors.hidden,
    ).toEqual([v.hidden]);
    expect((await c.put(`/api/dashboard/posts/${post.id}/status`, { hidden: true })).data.data.hidden).toBe(
      true,
    );
    expect((await participant.c.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await c.put(`/api/dashboard/posts/${post.id}/status`, { hidden: false })).data.data.hidden).toBe(
      false,
    );
    expect((await participant.c.get(`/api/posts/${post.id}`)).statusCode).toBe(200);
  });
});

describe('list and export', () => {
  it('lists newest first with counts, filters and pages', async () => {
    const { c } = await admin();
    const reader = await signedInClient(t.app, t.db, 'participant');
    const post = await makePost(t.db, {
      title: `Уникальный заголовок ${Date.now()}`,
      category: 'tips',
      kind: 'news',
    });
    await reader.c.post(`/api/posts/log/${post.id}`);
    await reader.c.post(`/api/posts/${post.id}/react`, { kind: 'clap' });
    const found = await c.get(`/api/dashboard/posts?search=${encodeURIComponent(post.title)}`);
    expect(found.data.meta).toMatchObject({ total: 1, page: 1 });
    expect(found.data.data[0]).toMatchObject({
      id: post.id,
      views: 1,
      reactions: { clap: 1, like: 0 },
      negative_feedback: 0,
    });
    const page = await c.get('/api/dashboard/posts?per_page=2&page=1');
    expect(page.data.data).toHaveLength(2);
    const [a, b] = page.data.data;
    expect(Date.parse(a.published_at)).toBeGreaterThanOrEqual(Date.parse(b.published_at));
    const far = await c.get('/api/dashboard/posts?page=100000');
    expect(far.data.data).toEqual([]);
    expect((await c.get('/api/dashboard/posts?status=gone')).data.errors.status).toEqual([v.status]);
    expect((await c.get('/api/dashboard/posts?per_page=101')).statusCode).toBe(422);
  });

  it('exports each post with views, reactions by kind and «Не интересно», and the reasons', async () => {
    const { c } = await admin();
    const post = await makePost(t.db, { title: '=HYPERLINK("http://x")', category: 'events' });
    const readers = await Promise.all([1, 2, 3].map(() => signedInClient(t.app, t.db, 'participant')));
    for (const r of readers) await r.c.post(`/api/posts/log/${post.id}`);
    await readers[0]!.c.post(`/api/posts/${post.id}/react`, { kind: 'heart' });
    await readers[1]!.c.post(`/api/posts/${post.id}/react`, { kind: 'heart' });
    await readers[2]!.c.post(`/api/posts/${post.id}/negative-feedback`, {
      reason: 'irrelevant',
      comment: '+79990001122',
    });
    const res = await c.get('/api/dashboard/posts/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (name: string) => {
      const out: unknown[][] = [];
      wb.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const sheet = rows('Посты');
    expect(sheet[0]).toEqual([
      'ID',
      'Заголовок',
      'Тип',
      'Рубрика',
      'Вакансия',
      'Дата публикации',
      'Скрыт',
      'Просмотры',
      '👍',
      '❤️',
      '🔥',
      '👏',
      'Реакций всего',
      'Не интересно',
    ]);
    const row = sheet.find((r) => r[0] === post.id)!;
    expect(row.slice(0, 4)).toEqual([post.id, '=HYPERLINK("http://x")', 'Новость', 'События']);
    expect(row.slice(6)).toEqual(['Нет', 3, 0, 2, 0, 0, 2, 1]);
    const feedback = rows('Не интересно');
    expect(feedback.find((r) => r[0] === post.id)?.slice(0, 4)).toEqual([
      post.id,
      '=HYPERLINK("http://x")',
      'Не по моей теме',
      '+79990001122',
    ]);
  });
});
