/**
 * The admin's posts: the list (filters, newest first, page numbers), one post, create (a single post
 * or a carousel), update and hide/show. Media rules by kind: a video post has exactly one video; a
 * carousel 2-10 images; news and offers up to 10 images. An offer links to a vacancy that exists.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CAROUSEL_MIN_IMAGES,
  MAX_POST_IMAGES,
  type AdminPost,
  type AdminPostsQuerySchema,
  type CarouselCreateSchema,
  type PostCreateSchema,
  type PostUpdateSchema,
} from '#shared/contracts/posts.ts';
import type { PostKind } from '#shared/domain/posts.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { files, postMedia, posts, vacancies } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { FileKind, StoredFile } from '../../lib/files/index.ts';
import { escapeLike } from '../vacancies/vacancies.service.ts';
import { emptyCounts, mediaOf, reachOf, reactionCounts, type PostRow } from './posts-shape.service.ts';

const t = ru.feed.validation;

/** The kind of file a post of this kind takes. */
export const fileKindFor = (kind: PostKind): FileKind => (kind === 'video' ? 'video' : 'image');

async function shapeForAdmin(db: DbOrTx, rows: PostRow[]): Promise<AdminPost[]> {
  const ids = rows.map((p) => p.id);
  const vacancyIds = [...new Set(rows.flatMap((p) => (p.vacancyId === null ? [] : [p.vacancyId])))];
  const [media, counts, reach, titles] = await Promise.all([
    mediaOf(db, ids),
    reactionCounts(db, ids),
    reachOf(db, ids),
    vacancyIds.length
      ? db
          .select({ id: vacancies.id, title: vacancies.title })
          .from(vacancies)
          .where(inArray(vacancies.id, vacancyIds))
      : Promise.resolve([]),
  ]);
  const vacancyTitle = new Map(titles.map((v) => [v.id, v.title]));
  return rows.map((p) => ({
    id: p.id,
    title: p.title,
    text: p.text,
    kind: p.kind,
    category: p.category,
    published_at: p.publishedAt.toISOString(),
    media: media.get(p.id) ?? [],
    vacancy:
      p.vacancyId !== null && vacancyTitle.has(p.vacancyId)
        ? { id: p.vacancyId, title: vacancyTitle.get(p.vacancyId)! }
        : null,
    reactions: counts.get(p.id) ?? emptyCounts(),
    hidden: p.hidden,
    views: reach.views.get(p.id) ?? 0,
    negative_feedback: reach.negative.get(p.id) ?? 0,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }));
}

/** `GET /api/dashboard/posts`. */
export async function listAdminPosts(db: DbOrTx, q: z.infer<typeof AdminPostsQuerySchema>) {
  const where: SQL[] = [];
  if (q.category) where.push(eq(posts.category, q.category));
  if (q.kind) where.push(eq(posts.kind, q.kind));
  if (q.status === 'hidden') where.push(eq(posts.hidden, true));
  if (q.status === 'published') where.push(sql`not ${posts.hidden} and ${posts.publishedAt} <= ${now()}`);
  if (q.status === 'scheduled') where.push(sql`not ${posts.hidden} and ${posts.publishedAt} > ${now()}`);
  if (q.search) where.push(sql`lower(${posts.title}) like ${`%${escapeLike(q.search.toLowerCase())}%`}`);
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(filter)
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(posts).where(filter),
  ]);
  return {
    data: await shapeForAdmin(db, rows),
    meta: { page: q.page, per_page: q.per_page, total: Number(total?.n ?? 0) },
  };
}

async function findPost(db: DbOrTx, id: number): Promise<PostRow> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  if (!row) throw notFound();
  return row;
}

/** `GET /api/dashboard/posts/{id}`. */
export async function getAdminPost(db: DbOrTx, id: number): Promise<AdminPost> {
  const [post] = await shapeForAdmin(db, [await findPost(db, id)]);
  return post!;
}

/** Refuses an offer's vacancy that does not exist. */
export async function checkVacancy(db: DbOrTx, vacancyId: number | null | undefined): Promise<void> {
  if (vacancyId == null) return;
  const [row] = await db.select({ id: vacancies.id }).from(vacancies).where(eq(vacancies.id, vacancyId));
  if (!row) throw invalid({ vacancy_id: [t.vacancyUnknown] });
}

/** Refuses media that do not fit the post's kind; `media` are the final files in order. */
function checkMedia(kind: PostKind, media: Pick<StoredFile, 'kind'>[]): void {
  const refuse = (message: string) => invalid({ media: [message] }, message);
  if (kind === 'video') {
    if (media.length !== 1 || media[0]!.kind !== 'video') throw refuse(t.videoOne);
    return;
  }
  if (media.some((m) => m.kind !== 'image')) throw refuse(t.imagesMax(MAX_POST_IMAGES));
  if (kind === 'carousel' && (media.length < CAROUSEL_MIN_IMAGES || media.length > MAX_POST_IMAGES)) {
    throw refuse(t.carouselImages(CAROUSEL_MIN_IMAGES, MAX_POST_IMAGES));
  }
  if (media.length > MAX_POST_IMAGES) throw refuse(t.imagesMax(MAX_POST_IMAGES));
}

type CreateInput =
  z.infer<typeof PostCreateSchema> | (z.infer<typeof CarouselCreateSchema> & { kind: 'carousel' });

async function setMedia(tx: DbOrTx, postId: number, fileIds: number[]): Promise<void> {
  await tx.delete(postMedia).where(eq(postMedia.postId, postId));
  if (fileIds.length)
    await tx.insert(postMedia).values(fileIds.map((fileId, position) => ({ postId, fileId, position })));
}

/** `POST .../posts/create` and `.../create-carousel`: one transaction; the caller forgets the files on a refusal. */
export async function createPost(
  db: DbOrTx,
  authorId: number,
  input: CreateInput,
  stored: StoredFile[],
): Promise<AdminPost> {
  checkMedia(input.kind, stored);
  await checkVacancy(db, input.vacancy_id);
  const at = now();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({
        title: input.title,
        text: input.text,
        kind: input.kind,
        category: input.category,
        vacancyId: input.vacancy_id ?? null,
        publishedAt: input.published_at ? new Date(input.published_at) : at,
        hidden: input.hidden,
        authorId,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: posts.id });
    await setMedia(
      tx,
      row!.id,
      stored.map((f) => f.id),
    );
    return row!.id;
  });
  return getAdminPost(db, id);
}

/** `POST .../posts/update/{id}`: fields, the kept media in their new order, then the new files. */
export async function updatePost(
  db: DbOrTx,
  id: number,
  input: z.infer<typeof PostUpdateSchema>,
  stored: StoredFile[],
): Promise<AdminPost> {
  const post = await findPost(db, id);
  if (post.kind === 'offer' && input.vacancy_id == null) throw invalid({ vacancy_id: [t.vacancy] });
  if (post.kind !== 'offer' && input.vacancy_id != null) throw invalid({ vacancy_id: [t.vacancyOnlyOffer] });
  await checkVacancy(db, input.vacancy_id);
  const current = await db
    .select({ id: files.id, kind: files.kind })
    .from(postMedia)
    .innerJoin(files, eq(files.id, postMedia.fileId))
    .where(eq(postMedia.postId, id))
    .orderBy(asc(postMedia.position));
  const keepIds = input.media_ids ?? current.map((m) => m.id);
  const byId = new Map(current.map((m) => [m.id, m]));
  if (keepIds.some((k) => !byId.has(k)) || new Set(keepIds).size !== keepIds.length)
    throw invalid({ media_ids: [t.mediaUnknown] });
  const final = [...keepIds.map((k) => byId.get(k)!), ...stored.map((f) => ({ id: f.id, kind: f.kind }))];
  checkMedia(post.kind, final);
  await db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({
        title: input.title,
        text: input.text,
        category: input.category,
        vacancyId: input.vacancy_id ?? null,
        publishedAt: input.published_at ? new Date(input.published_at) : post.publishedAt,
        hidden: input.hidden ?? post.hidden,
        updatedAt: now(),
      })
      .where(eq(posts.id, id));
    await setMedia(
      tx,
      id,
      final.map((f) => f.id),
    );
  });
  return getAdminPost(db, id);
}

/** `PUT .../posts/{id}/status`: hides or shows a post. */
export async function setPostHidden(db: DbOrTx, id: number, hidden: boolean): Promise<AdminPost> {
  await findPost(db, id);
  await db.update(posts).set({ hidden, updatedAt: now() }).where(eq(posts.id, id));
  return getAdminPost(db, id);
}
