/**
 * The demo feed (docs/product.md «Demo data»): twelve posts of each kind over the last two months (one
 * scheduled, one hidden), with pictures drawn here as PNGs, one short WebM (demo-assets, recorded
 * from a canvas in Chromium, so it plays in the browsers the product supports), and reactions, views
 * and a little «Не интересно» from the demo participants. Runs after the main demo seed, once.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { REACTION_KINDS } from '#shared/domain/posts.ts';
import type { Db } from '../../db/client.ts';
import {
  postMedia,
  postNegativeFeedback,
  postReactions,
  posts,
  postViews,
  users,
  vacancies,
} from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { saveUpload, type FileStore, type FileKind } from '../../lib/files/index.ts';
import { DEMO_CAROUSELS, DEMO_NEWS, DEMO_OFFERS, DEMO_VIDEOS, type DemoPost } from './posts-demo-data.ts';

const DAY = 86_400_000;
const VIDEO = new URL('./demo-assets/one-day.webm', import.meta.url);

/** A small deterministic generator, so every demo start looks the same. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Rgb = [number, number, number];
const PALETTES: [Rgb, Rgb][] = [
  [
    [11, 61, 145],
    [26, 163, 154],
  ],
  [
    [242, 153, 74],
    [235, 87, 87],
  ],
  [
    [39, 174, 96],
    [47, 128, 237],
  ],
  [
    [155, 81, 224],
    [242, 201, 76],
  ],
  [
    [45, 156, 219],
    [111, 207, 151],
  ],
];

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A 480×300 PNG: a diagonal gradient with a few soft circles, different for each seed. */
export function demoPicture(seed: number, width = 480, height = 300): Buffer {
  const rnd = random(seed);
  const [from, to] = PALETTES[seed % PALETTES.length]!;
  const circles = Array.from({ length: 4 }, () => ({
    x: rnd() * width,
    y: rnd() * height,
    r: 30 + rnd() * 70,
  }));
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const k = (x / width + y / height) / 2;
      let light = 0;
      for (const c of circles) if ((x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2) light += 0.18;
      for (let ch = 0; ch < 3; ch++) {
        const base = from[ch]! + (to[ch]! - from[ch]!) * k;
        raw[row + 1 + x * 3 + ch] = Math.min(255, Math.round(base + (255 - base) * light));
      }
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Seeds the demo feed unless there are posts already. */
export async function seedDemoPosts(db: Db, store: FileStore): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(posts);
  if (Number(existing?.n) > 0) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  const authorId = admin?.id ?? null;
  const pictures = Array.from({ length: 10 }, (_, i) => demoPicture(i + 1));
  const video = fs.readFileSync(VIDEO);
  const upload = async (kind: FileKind, name: string, bytes: Buffer) => {
    const saved = await saveUpload(db, store, {
      ownerUserId: authorId,
      kind,
      name,
      stream: Readable.from([bytes]),
    });
    if (!saved.ok) throw new Error(`demo ${name}: ${saved.message}`);
    return saved.file.id;
  };
  // Each offer links the open vacancy it advertises (by title).
  const openVacancies = new Map(
    (
      await db
        .select({ id: vacancies.id, title: vacancies.title })
        .from(vacancies)
        .where(eq(vacancies.status, 'open'))
    ).map((v) => [v.title, v.id]),
  );
  const at = now().getTime();
  const rnd = random(2026);
  const made: number[] = [];
  let n = 0;
  const add = async (
    post: DemoPost,
    kind: 'news' | 'video' | 'carousel' | 'offer',
    media: number[],
    vacancyId: number | null = null,
  ) => {
    // Spread over 60 days, newest first in the feed: one post about every 30 hours.
    const publishedAt = new Date(at - (n + 1) * 30 * 3_600_000 - Math.floor(rnd() * 3_600_000));
    n++;
    const [row] = await db
      .insert(posts)
      .values({
        title: post.title,
        text: post.text,
        kind,
        category: post.category,
        vacancyId,
        publishedAt,
        authorId,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: posts.id });
    if (media.length)
      await db
        .insert(postMedia)
        .values(media.map((fileId, position) => ({ postId: row!.id, fileId, position })));
    made.push(row!.id);
  };
  // Interleave the kinds, so every screen of the feed shows each of them.
  for (let i = 0; i < 12; i++) {
    await add(DEMO_CAROUSELS[i]!, 'carousel', [
      await upload('image', `карусель-${i + 1}-1.png`, pictures[i % 10]!),
      await upload('image', `карусель-${i + 1}-2.png`, pictures[(i + 3) % 10]!),
      await upload('image', `карусель-${i + 1}-3.png`, pictures[(i + 6) % 10]!),
    ]);
    await add(
      DEMO_NEWS[i]!,
      'news',
      i % 3 === 2 ? [] : [await upload('image', `новость-${i + 1}.png`, pictures[(i + 1) % 10]!)],
    );
    await add(DEMO_VIDEOS[i]!, 'video', [await upload('video', `видео-${i + 1}.webm`, video)]);
    const offer = DEMO_OFFERS[i]!;
    const vacancyId = offer.vacancy === null ? null : (openVacancies.get(offer.vacancy) ?? null);
    await add(
      offer,
      vacancyId ? 'offer' : 'news',
      [await upload('image', `вакансия-${i + 1}.png`, pictures[(i + 5) % 10]!)],
      vacancyId,
    );
  }
  // One announced for tomorrow (waits for its time) and one taken down by the admin.
  await db
    .update(posts)
    .set({ publishedAt: new Date(at + DAY) })
    .where(eq(posts.id, made[made.length - 1]!));
  await db
    .update(posts)
    .set({ hidden: true })
    .where(eq(posts.id, made[made.length - 2]!));

  // The demo candidates react; the accounts the journeys sign in with start with a clean feed.
  const readers = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'participant'), like(users.email, 'candidate%@example.com')))
    .orderBy(asc(users.id))
    .limit(80);
  const views: (typeof postViews.$inferInsert)[] = [];
  const reactions: (typeof postReactions.$inferInsert)[] = [];
  const negative: (typeof postNegativeFeedback.$inferInsert)[] = [];
  for (const postId of made) {
    for (const reader of readers) {
      const r = rnd();
      if (r < 0.55) views.push({ postId, userId: reader.id });
      if (r < 0.3)
        reactions.push({ postId, userId: reader.id, kind: REACTION_KINDS[Math.floor(rnd() * 4)]! });
      else if (r > 0.985)
        negative.push({
          postId,
          userId: reader.id,
          reason: rnd() < 0.5 ? 'irrelevant' : 'repetitive',
          comment: '',
        });
    }
  }
  if (views.length) await db.insert(postViews).values(views);
  if (reactions.length) await db.insert(postReactions).values(reactions);
  if (negative.length) await db.insert(postNegativeFeedback).values(negative);
}
