/**
 * What the admin's page of posts carries besides its rows: media, reaction counts, views and
 * «Не интересно». Each is one query over the page's post ids, never one per post. (The participant's
 * feed reads the same in its one prepared statement, posts-feed.service.ts.)
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PostMedia, ReactionCounts } from '#shared/contracts/posts.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { posts } from '../../db/schema.ts';
import { files, postMedia, postNegativeFeedback, postReactions, postViews } from '../../db/schema.ts';

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
    list.push(mediaView(r));
    out.set(r.postId, list);
  }
  return out;
}

/** A post's file as the contract shows it (the admin's list and the participant's feed alike). */
export const mediaView = (f: { id: number; kind: string; mime: string; name: string }): PostMedia => ({
  id: f.id,
  kind: f.kind === 'video' ? 'video' : 'image',
  mime: f.mime,
  name: f.name,
  url: `/api/file/${f.id}`,
});

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
