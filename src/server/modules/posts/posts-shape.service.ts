/**
 * What a page of posts carries besides its rows: media, reaction counts, the reader's own reaction
 * and view, and the offer's vacancy. Each is one query over the page's post ids, never one per post.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PostMedia, ReactionCounts } from '#shared/contracts/posts.ts';
import type { ReactionKind } from '#shared/domain/posts.ts';
import { publicVacancyStatus } from '#shared/domain/vacancy-status.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { posts } from '../../db/schema.ts';
import {
  cities,
  files,
  postMedia,
  postNegativeFeedback,
  postReactions,
  postViews,
  vacancies,
} from '../../db/schema.ts';

export type PostRow = typeof posts.$inferSelect;

export const emptyCounts = (): ReactionCounts => ({ like: 0, heart: 0, fire: 0, clap: 0 });

/** The media of each post, in order. Erased files are left out. */
export async function mediaOf(db: DbOrTx, postIds: number[]): Promise<Map<number, PostMedia[]>> {
  const out = new Map<number, PostMedia[]>();
  if (postIds.length === 0) return out;
  const rows = await db
    .select({
      postId: postMedia.postId,
      id: files.id,
      kind: files.kind,
      mime: files.mime,
      name: files.originalName,
    })
    .from(postMedia)
    .innerJoin(files, eq(files.id, postMedia.fileId))
    .where(and(inArray(postMedia.postId, postIds), isNull(files.erasedAt)))
    .orderBy(asc(postMedia.postId), asc(postMedia.position));
  for (const r of rows) {
    const list = out.get(r.postId) ?? [];
    list.push({
      id: r.id,
      kind: r.kind === 'video' ? 'video' : 'image',
      mime: r.mime,
      name: r.name,
      url: `/api/file/${r.id}`,
    });
    out.set(r.postId, list);
  }
  return out;
}

/** Reaction counts by kind for each post (the PK's post_id prefix serves it). */
export async function reactionCounts(db: DbOrTx, postIds: number[]): Promise<Map<number, ReactionCounts>> {
  const out = new Map<number, ReactionCounts>();
  if (postIds.length === 0) return out;
  const rows = await db
    .select({ postId: postReactions.postId, kind: postReactions.kind, n: sql<number>`count(*)::int` })
    .from(postReactions)
    .where(inArray(postReactions.postId, postIds))
    .groupBy(postReactions.postId, postReactions.kind);
  for (const r of rows) {
    const counts = out.get(r.postId) ?? emptyCounts();
    counts[r.kind] = Number(r.n);
    out.set(r.postId, counts);
  }
  return out;
}

/** The reader's reaction and whether they have seen each post. */
export async function readerState(db: DbOrTx, userId: number, postIds: number[]) {
  const reactions = new Map<number, ReactionKind>();
  const viewed = new Set<number>();
  if (postIds.length === 0) return { reactions, viewed };
  const [mine, seen] = await Promise.all([
    db
      .select({ postId: postReactions.postId, kind: postReactions.kind })
      .from(postReactions)
      .where(and(eq(postReactions.userId, userId), inArray(postReactions.postId, postIds))),
    db
      .select({ postId: postViews.postId })
      .from(postViews)
      .where(and(eq(postViews.userId, userId), inArray(postViews.postId, postIds))),
  ]);
  for (const r of mine) reactions.set(r.postId, r.kind);
  for (const r of seen) viewed.add(r.postId);
  return { reactions, viewed };
}

export type VacancySummary = {
  id: number;
  title: string;
  department: number;
  city: string | null;
  status: 'open' | 'closed';
};

/** The vacancies offers link to; a draft is as good as none (never shown to participants). */
export async function vacanciesOf(
  db: DbOrTx,
  ids: number[],
): Promise<Map<number, VacancySummary & { rawStatus: string }>> {
  const out = new Map<number, VacancySummary & { rawStatus: string }>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const rows = await db
    .select({
      id: vacancies.id,
      title: vacancies.title,
      department: vacancies.department,
      city: cities.name,
      status: vacancies.status,
    })
    .from(vacancies)
    .leftJoin(cities, eq(cities.id, vacancies.cityId))
    .where(inArray(vacancies.id, unique));
  for (const r of rows) {
    const status = publicVacancyStatus(r.status);
    out.set(r.id, {
      id: r.id,
      title: r.title,
      department: r.department,
      city: r.city ?? null,
      status: status ?? 'closed',
      rawStatus: r.status,
    });
  }
  return out;
}

/** Counts for the admin: views and «Не интересно» per post. */
export async function reachOf(db: DbOrTx, postIds: number[]) {
  const views = new Map<number, number>();
  const negative = new Map<number, number>();
  if (postIds.length === 0) return { views, negative };
  const [v, n] = await Promise.all([
    db
      .select({ postId: postViews.postId, n: sql<number>`count(*)::int` })
      .from(postViews)
      .where(inArray(postViews.postId, postIds))
      .groupBy(postViews.postId),
    db
      .select({ postId: postNegativeFeedback.postId, n: sql<number>`count(*)::int` })
      .from(postNegativeFeedback)
      .where(inArray(postNegativeFeedback.postId, postIds))
      .groupBy(postNegativeFeedback.postId),
  ]);
  for (const r of v) views.set(r.postId, Number(r.n));
  for (const r of n) negative.set(r.postId, Number(r.n));
  return { views, negative };
}
