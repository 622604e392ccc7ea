/**
 * What the feed's one prepared statement aggregates in SQL (decision 028), each part checked against
 * the rows it is read from: media in order without erased files, counts by kind, the reader's own
 * reaction and view, a vacancy only on an offer. A page and the single post answer the same post.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, postMedia, postReactions, postViews } from '../../db/schema.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeVacancy } from '../../test/screening-factories.ts';
import { makePost } from './posts-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function file(name: string, kind: 'image' | 'video', erased = false) {
  const [f] = await t.db
    .insert(files)
    .values({
      kind,
      originalName: name,
      mime: kind === 'video' ? 'video/mp4' : 'image/png',
      size: 10,
      sha256: 'cd'.repeat(32),
      erasedAt: erased ? new Date() : null,
    })
    .returning();
  return f!;
}

describe('the feed statement', () => {
  it('media by position without erased files, counts by kind, the reader’s reaction and view; the page and the post agree', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const post = await makePost(t.db, {
      kind: 'carousel',
      publishedAt: new Date(Date.now() + 1_000 - 3_600_000),
    });
    const [a, b, gone, v] = [
      await file('a.png', 'image'),
      await file('b.png', 'image'),
      await file('gone.png', 'image', true),
      await file('clip.mp4', 'video'),
    ];
    await t.db.insert(postMedia).values([
      { postId: post.id, fileId: a.id, position: 3 },
      { postId: post.id, fileId: b.id, position: 1 },
      { postId: post.id, fileId: gone.id, position: 2 },
      { postId: post.id, fileId: v.id, position: 4 },
    ]);
    const others = [await makeUser(t.db), await makeUser(t.db), await makeUser(t.db)];
    await t.db.insert(postReactions).values([
      { postId: post.id, userId: others[0]!.id, kind: 'fire' },
      { postId: post.id, userId: others[1]!.id, kind: 'fire' },
      { postId: post.id, userId: others[2]!.id, kind: 'clap' },
      { postId: post.id, userId: user.id, kind: 'heart' },
    ]);
    await t.db.insert(postViews).values({ postId: post.id, userId: user.id });

    const one = (await c.get(`/api/posts/${post.id}`)).data.data;
    expect(one.media).toEqual([
      { id: b.id, kind: 'image', mime: 'image/png', name: 'b.png', url: `/api/file/${b.id}` },
      { id: a.id, kind: 'image', mime: 'image/png', name: 'a.png', url: `/api/file/${a.id}` },
      { id: v.id, kind: 'video', mime: 'video/mp4', name: 'clip.mp4', url: `/api/file/${v.id}` },
    ]);
    expect(one.reactions).toEqual({ like: 0, heart: 1, fire: 2, clap: 1 });
    expect([one.my_reaction, one.viewed]).toEqual(['heart', true]);
    expect(one.published_at).toBe(post.publishedAt.toISOString());

    const page = (await c.get('/api/posts?per_page=50')).data.data;
    expect(page.find((p: { id: number }) => p.id === post.id)).toEqual(one);
    // Another reader sees the same counts, neither the reaction nor the view.
    const other = await signedInClient(t.app, t.db, 'participant');
    const theirs = (await other.c.get(`/api/posts/${post.id}`)).data.data;
    expect([theirs.reactions, theirs.my_reaction, theirs.viewed]).toEqual([one.reactions, null, false]);
  });

  it('a vacancy only on an offer: a news post pointing at one shows none', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const open = await makeVacancy(t.db);
    const news = await makePost(t.db, { kind: 'news', vacancyId: open.vacancy.id });
    expect((await c.get(`/api/posts/${news.id}`)).data.data.vacancy).toBeNull();
  });

  it('the cursor of a page is its last post’s time and id; the next page starts after it', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    await makePost(t.db, { category: 'events' });
    await makePost(t.db, { category: 'events' });
    const first = (await c.get('/api/posts?category=events&per_page=1')).data;
    const last = first.data[0];
    expect(first.meta.next_cursor).toBe(`${Date.parse(last.published_at)}_${last.id}`);
    const next = (await c.get(`/api/posts?category=events&per_page=1&cursor=${first.meta.next_cursor}`)).data;
    expect(next.data[0].id).not.toBe(last.id);
  });
});
