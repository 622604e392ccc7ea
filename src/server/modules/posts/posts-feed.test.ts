import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { postNegativeFeedback, postViews } from '../../db/schema.ts';
import { png } from '../../lib/files/test-fixtures.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { makePost, postMultipart } from './posts-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const participant = () => signedInClient(t.app, t.db, 'participant');
const v = ru.feed.validation;

/** Walks the whole feed (all pages) and answers the ids in order. */
async function feedIds(c: Awaited<ReturnType<typeof participant>>['c'], query = '') {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await c.get(`/api/posts?per_page=50${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    ids.push(...res.data.data.map((p: { id: number }) => p.id));
    cursor = res.data.meta.next_cursor;
  } while (cursor);
  return ids;
}

describe('access', () => {
  it('401 signed out; 403 for every staff role, before the body is read', async () => {
    const post = await makePost(t.db);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/posts', undefined],
      ['GET', `/api/posts/${post.id}`, undefined],
      ['POST', `/api/posts/log/${post.id}`, {}],
      ['POST', `/api/posts/${post.id}/react`, { kind: 'like' }],
      ['DELETE', `/api/posts/${post.id}/react`, undefined],
      ['POST', `/api/posts/${post.id}/negative-feedback`, { reason: 'other' }],
    ];
    const staff = await Promise.all(
      (['recruiter', 'manager', 'admin'] as const).map((role) => signedInClient(t.app, t.db, role)),
    );
    for (const [method, url, body] of calls) {
      expect((await client(t.app).request(method, url, body)).statusCode, url).toBe(401);
      for (const s of staff)
        expect((await s.c.request(method, url, body)).statusCode, `${s.user.role} ${url}`).toBe(403);
    }
  });

  it('422 in Russian naming the field', async () => {
    const { c } = await participant();
    const post = await makePost(t.db);
    expect((await c.get('/api/posts?category=sport')).data.errors.category).toEqual([v.category]);
    expect((await c.get('/api/posts?cursor=abc')).data.errors.cursor).toEqual([v.cursor]);
    expect((await c.get('/api/posts?cursor=1_99999999999')).data.errors.cursor).toEqual([v.cursor]);
    expect((await c.get('/api/posts?per_page=0')).data.errors.per_page).toEqual([v.perPage(50)]);
    expect((await c.get('/api/posts?per_page=51')).statusCode).toBe(422);
    expect((await c.get('/api/posts/abc')).statusCode).toBe(422);
    expect((await c.post(`/api/posts/${post.id}/react`, { kind: 'poop' })).data.errors.kind).toEqual([
      v.reaction,
    ]);
    expect((await c.post(`/api/posts/${post.id}/react`, {})).data.errors.kind).toEqual([v.reaction]);
    const bad = await c.post(`/api/posts/${post.id}/negative-feedback`, {
      reason: 'boring',
      comment: 'я'.repeat(501),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors).toEqual({ reason: [v.reason], comment: [v.comment] });
  });
});

describe('GET /api/posts and /api/posts/{id}', () => {
  it('newest first; hidden and scheduled posts are invisible and answer 404', async () => {
    const { c } = await participant();
    const older = await makePost(t.db, { publishedAt: new Date(Date.now() - 7_200_000) });
    const newer = await makePost(t.db, { publishedAt: new Date(Date.now() - 60_000) });
    const hidden = await makePost(t.db, { hidden: true });
    const scheduled = await makePost(t.db, { publishedAt: new Date(Date.now() + 3_600_000) });
    const ids = await feedIds(c);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(scheduled.id);
    expect((await c.get(`/api/posts/${hidden.id}`)).statusCode).toBe(404);
    expect((await c.get(`/api/posts/${scheduled.id}`)).statusCode).toBe(404);
    expect((await c.get('/api/posts/2000000000')).statusCode).toBe(404);
    const one = await c.get(`/api/posts/${newer.id}`);
    expect(one.data.data).toMatchObject({
      id: newer.id,
      kind: 'news',
      category: 'news',
      text: 'Текст **новости**.',
      media: [],
      vacancy: null,
      my_reaction: null,
      viewed: false,
    });
    expect(one.data.data.reactions).toEqual({ like: 0, heart: 0, fire: 0, clap: 0 });
  });

  it('filters by category', async () => {
    const { c } = await participant();
    const tip = await makePost(t.db, { category: 'tips' });
    const event = await makePost(t.db, { category: 'events' });
    const tips = await feedIds(c, '&category=tips');
    expect(tips).toContain(tip.id);
    expect(tips).not.toContain(event.id);
  });

  it('Markdown stays Markdown: the text comes back as written, the web app renders it safely', async () => {
    const { c } = await participant();
    const text = '<script>alert(1)</script> [ссылка](javascript:alert(1))';
    const post = await makePost(t.db, { text });
    expect((await c.get(`/api/posts/${post.id}`)).data.data.text).toBe(text);
  });

  it('an offer shows its vacancy; it opens unless another screening is active; a draft vacancy is not shown', async () => {
    const { c, user } = await participant();
    const open = await makeVacancy(t.db, { status: 'open', title: 'Стажёр-маркетолог' });
    const other = await makeVacancy(t.db, { status: 'open' });
    const closed = await makeVacancy(t.db, { status: 'close' });
    const draft = await makeVacancy(t.db, { status: 'draft' });
    const offer = await makePost(t.db, { kind: 'offer', vacancyId: open.vacancy.id });
    const closedOffer = await makePost(t.db, { kind: 'offer', vacancyId: closed.vacancy.id });
    const draftOffer = await makePost(t.db, { kind: 'offer', vacancyId: draft.vacancy.id });
    const vacancyOf = async (id: number) => (await c.get(`/api/posts/${id}`)).data.data.vacancy;
    expect(await vacancyOf(offer.id)).toMatchObject({
      id: open.vacancy.id,
      title: 'Стажёр-маркетолог',
      department: 6,
      status: 'open',
      can_open: true,
    });
    expect(await vacancyOf(closedOffer.id)).toMatchObject({ status: 'closed', can_open: false });
    expect(await vacancyOf(draftOffer.id)).toBeNull();
    await makeCandidate(t.db, user.id, { vacancy: other.vacancy, pipeline: other.pipeline }, { 1: 'eval' });
    expect(await vacancyOf(offer.id)).toMatchObject({ can_open: false });
    const own = await makePost(t.db, { kind: 'offer', vacancyId: other.vacancy.id });
    expect(await vacancyOf(own.id)).toMatchObject({ can_open: true });
  });
});

describe('pages', () => {
  it('the cursor continues after the last row with no repeats; ties on the publish time break by id', async () => {
    const { c } = await participant();
    // Same publish time: the id breaks the tie.
    const at = new Date(Date.now() - 10 * 86_400_000);
    const made: { id: number }[] = [];
    for (let i = 0; i < 5; i++) made.push(await makePost(t.db, { publishedAt: at, category: 'events' }));
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await c.get(`/api/posts?category=events&per_page=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.data.data.length).toBeLessThanOrEqual(2);
      expect(res.data.meta.per_page).toBe(2);
      seen.push(...res.data.data.map((p: { id: number }) => p.id));
      cursor = res.data.meta.next_cursor;
      pages++;
    } while (cursor && pages < 100);
    expect(new Set(seen).size).toBe(seen.length);
    const mine = seen.filter((id) => made.some((p) => p.id === id));
    expect(mine).toEqual(made.map((p) => p.id).reverse());
  });

  it('a page that ends the feed has no next cursor, even when it is exactly full', async () => {
    const { c } = await participant();
    await makePost(t.db, { category: 'tips' });
    await makePost(t.db, { category: 'tips' });
    const total = (await feedIds(c, '&category=tips')).length;
    const exact = await c.get(`/api/posts?category=tips&per_page=${total}`);
    expect([exact.data.data.length, exact.data.meta.next_cursor]).toEqual([total, null]);
    const short = await c.get(`/api/posts?category=tips&per_page=${total - 1}`);
    const rest = await c.get(
      `/api/posts?category=tips&per_page=${total}&cursor=${short.data.meta.next_cursor}`,
    );
    expect([rest.data.data.length, rest.data.meta.next_cursor]).toEqual([1, null]);
  });
});

describe('views, reactions, «Не интересно»', () => {
  it('a view is logged once per user', async () => {
    const { c, user } = await participant();
    const post = await makePost(t.db);
    expect((await c.post(`/api/posts/log/${post.id}`)).data).toEqual({ message: ru.feed.logged });
    expect((await c.post(`/api/posts/log/${post.id}`)).statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(postViews)
      .where(and(eq(postViews.postId, post.id), eq(postViews.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect((await c.get(`/api/posts/${post.id}`)).data.data.viewed).toBe(true);
    expect((await c.post(`/api/posts/log/${(await makePost(t.db, { hidden: true })).id}`)).statusCode).toBe(
      404,
    );
  });

  it('one reaction per user: another kind replaces it, DELETE takes it back', async () => {
    const a = await participant();
    const b = await participant();
    const post = await makePost(t.db);
    const url = `/api/posts/${post.id}/react`;
    expect((await a.c.post(url, { kind: 'like' })).data.data).toEqual({
      reactions: { like: 1, heart: 0, fire: 0, clap: 0 },
      my_reaction: 'like',
    });
    expect((await a.c.post(url, { kind: 'like' })).data.data.reactions.like).toBe(1);
    expect((await a.c.post(url, { kind: 'fire' })).data.data).toEqual({
      reactions: { like: 0, heart: 0, fire: 1, clap: 0 },
      my_reaction: 'fire',
    });
    expect((await b.c.post(url, { kind: 'fire' })).data.data.reactions.fire).toBe(2);
    expect((await a.c.delete(url)).data.data).toEqual({
      reactions: { like: 0, heart: 0, fire: 1, clap: 0 },
      my_reaction: null,
    });
    expect((await a.c.delete(url)).statusCode).toBe(200);
    expect((await b.c.get(`/api/posts/${post.id}`)).data.data).toMatchObject({
      my_reaction: 'fire',
      reactions: { fire: 1 },
    });
    const hidden = await makePost(t.db, { hidden: true });
    expect((await a.c.post(`/api/posts/${hidden.id}/react`, { kind: 'like' })).statusCode).toBe(404);
  });

  it('«Не интересно» hides the post for that reader only and keeps the reason', async () => {
    const a = await participant();
    const b = await participant();
    const post = await makePost(t.db);
    const res = await a.c.post(`/api/posts/${post.id}/negative-feedback`, {
      reason: 'repetitive',
      comment: '  уже читал  ',
    });
    expect(res.data).toEqual({ message: ru.feed.hiddenForYou });
    expect(await feedIds(a.c)).not.toContain(post.id);
    expect((await a.c.get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    expect((await a.c.post(`/api/posts/${post.id}/negative-feedback`, { reason: 'other' })).statusCode).toBe(
      404,
    );
    expect(await feedIds(b.c)).toContain(post.id);
    const [row] = await t.db
      .select()
      .from(postNegativeFeedback)
      .where(eq(postNegativeFeedback.postId, post.id));
    expect(row).toMatchObject({ userId: a.user.id, reason: 'repetitive', comment: 'уже читал' });
  });
});

describe('media through GET /api/file/{id}', () => {
  it("every signed-in role reads a published post's media, as participants and admins do; not once it is hidden", async () => {
    const admin = await signedInClient(t.app, t.db, 'admin');
    const created = await postMultipart(
      admin.c,
      '/api/dashboard/posts/create',
      { title: 'Фото с дня открытых дверей', kind: 'news', category: 'events' },
      [{ name: 'фото.png', bytes: png(), type: 'image/png' }],
    );
    expect(created.statusCode).toBe(200);
    const { id, media } = created.data.data;
    const fileUrl = media[0].url as string;
    const { c } = await participant();
    const seen = await c.get(fileUrl);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/png');
    const recruiter = (await signedInClient(t.app, t.db, 'recruiter')).c;
    const manager = (await signedInClient(t.app, t.db, 'manager')).c;
    for (const staff of [recruiter, manager]) {
      const res = await staff.get(fileUrl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
    expect((await client(t.app).get(fileUrl)).statusCode).toBe(401);
    await admin.c.put(`/api/dashboard/posts/${id}/status`, { hidden: true });
    for (const other of [c, recruiter, manager]) expect((await other.get(fileUrl)).statusCode).toBe(404);
    expect((await admin.c.get(fileUrl)).statusCode).toBe(200);
  });
});
