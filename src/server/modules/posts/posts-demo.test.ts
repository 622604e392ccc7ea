import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../demo/demo-seed.ts';
import { posts, vacancies } from '../../db/schema.ts';
import { openFileStore } from '../../lib/files/index.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DEMO_OFFERS } from './posts-demo-data.ts';
import { demoPicture, seedDemoPosts } from './posts-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo feed', () => {
  it('pictures are 480×300 PNGs, each seed its own', () => {
    const a = demoPicture(1);
    expect(a.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([a.readUInt32BE(16), a.readUInt32BE(20)]).toEqual([480, 300]);
    expect(a.equals(demoPicture(2))).toBe(false);
  });

  it('twelve posts of each kind with media a participant can open, once only', async () => {
    await seedDemoData(t.db);
    const store = openFileStore(t.config.FILES_DIR);
    await seedDemoPosts(t.db, store);
    await seedDemoPosts(t.db, store);
    const kinds = await t.db
      .select({ kind: posts.kind, n: sql<number>`count(*)::int` })
      .from(posts)
      .groupBy(posts.kind);
    // The paused department's post is news: nothing to apply to.
    expect(Object.fromEntries(kinds.map((k) => [k.kind, Number(k.n)]))).toEqual({
      news: 13,
      video: 12,
      carousel: 12,
      offer: 11,
    });
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const feed = await c.get('/api/posts?per_page=8');
    expect(feed.data.data).toHaveLength(8);
    const video = feed.data.data.find((p: { kind: string }) => p.kind === 'video');
    const file = await c.get(video.media[0].url);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'video/webm']);
    const carousel = feed.data.data.find((p: { kind: string }) => p.kind === 'carousel');
    expect(carousel.media).toHaveLength(3);
    expect((await c.get(carousel.media[1].url)).headers['content-type']).toBe('image/png');
    const offer = feed.data.data.find((p: { kind: string }) => p.kind === 'offer');
    expect(offer.vacancy).toMatchObject({ can_open: true });
  });

  it('each offer post shows the open vacancy it advertises', async () => {
    const linked = await t.db
      .select({ post: posts.title, vacancy: vacancies.title, status: vacancies.status })
      .from(posts)
      .innerJoin(vacancies, eq(vacancies.id, posts.vacancyId))
      .where(eq(posts.kind, 'offer'));
    expect(linked).toHaveLength(11);
    for (const row of linked) {
      expect(row, row.post).toMatchObject({
        vacancy: DEMO_OFFERS.find((o) => o.title === row.post)!.vacancy,
        status: 'open',
      });
    }
    expect(linked.find((r) => r.post === 'Ищем стажёра в финансы')!.vacancy).toBe(
      'Стажёр-аналитик в финансовый отдел',
    );
    expect(linked.find((r) => r.post === 'Стажировка в IT: последние места')!.vacancy).toBe(
      'Стажёр-разработчик (IT)',
    );
  });
});
