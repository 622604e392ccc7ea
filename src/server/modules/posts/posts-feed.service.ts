/**
 * The participant's feed: published, not hidden posts the reader has not marked «Не интересно»,
 * newest first, paged by a keyset cursor (`<published_at ms>_<id>` of the last row), so a page costs
 * the same however deep the reader scrolls and a post published meanwhile never shifts a page. Plus
 * the view log, reactions (one per user per post) and negative feedback.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FeedPost, FeedQuerySchema, NegativeFeedbackBodySchema } from '#shared/contracts/posts.ts';
import type { ReactionKind } from '#shared/domain/posts.ts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { postNegativeFeedback, postReactions, posts, postViews } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { findActiveCandidate } from '../screening/apply.service.ts';
import {
  emptyCounts,
  mediaOf,
  reactionCounts,
  readerState,
  vacanciesOf,
  type PostRow,
} from './posts-shape.service.ts';

/** What a participant may see: published, not hidden, not marked «Не интересно» by them. */
function visibleTo(userId: number): SQL {
  return sql`not ${posts.hidden} and ${posts.publishedAt} <= ${now()}
    and not exists (select 1 from ${postNegativeFeedback} nf where nf.post_id = ${posts.id} and nf.user_id = ${userId})`;
}

const cursorOf = (p: PostRow) => `${p.publishedAt.getTime()}_${p.id}`;

/** The rows as the reader sees them, with media, counts, their reaction and the offer's vacancy. */
async function shapeForReader(db: DbOrTx, userId: number, rows: PostRow[]): Promise<FeedPost[]> {
  const ids = rows.map((p) => p.id);
  const offerVacancies = rows
    .filter((p) => p.kind === 'offer' && p.vacancyId !== null)
    .map((p) => p.vacancyId!);
  const [media, counts, reader, vacancyMap, active] = await Promise.all([
    mediaOf(db, ids),
    reactionCounts(db, ids),
    readerState(db, userId, ids),
    vacanciesOf(db, offerVacancies),
    offerVacancies.length ? findActiveCandidate(db, userId) : Promise.resolve(null),
  ]);
  return rows.map((p) => {
    const v = p.vacancyId === null ? undefined : vacancyMap.get(p.vacancyId);
    // With an active screening only that screening's vacancy opens (spec section 4).
    const vacancy =
      v && v.rawStatus !== 'draft'
        ? {
            id: v.id,
            title: v.title,
            department: v.department,
            city: v.city,
            status: v.status,
            can_open: v.status === 'open' && (!active || active.vacancyId === v.id),
          }
        : null;
    return {
      id: p.id,
      title: p.title,
      text: p.text,
      kind: p.kind,
      category: p.category,
      published_at: p.publishedAt.toISOString(),
      media: media.get(p.id) ?? [],
      vacancy,
      reactions: counts.get(p.id) ?? emptyCounts(),
      my_reaction: reader.reactions.get(p.id) ?? null,
      viewed: reader.viewed.has(p.id),
    };
  });
}

/** `GET /api/posts`: one page of the feed and the cursor of the next (null on the last page). */
export async function listFeed(db: DbOrTx, userId: number, q: z.infer<typeof FeedQuerySchema>) {
  const where: SQL[] = [visibleTo(userId)];
  if (q.category) where.push(eq(posts.category, q.category));
  if (q.cursor) {
    const [ms, id] = q.cursor.split('_').map(Number) as [number, number];
    where.push(sql`(${posts.publishedAt}, ${posts.id}) < (${new Date(ms)}, ${id})`);
  }
  const rows = await db
    .select()
    .from(posts)
    .where(and(...where))
    // NULLS LAST as in the index (posts_feed_idx), so the planner walks it instead of sorting.
    .orderBy(sql`${posts.publishedAt} desc nulls last`, sql`${posts.id} desc nulls last`)
    .limit(q.per_page + 1);
  const page = rows.slice(0, q.per_page);
  const more = rows.length > q.per_page;
  return {
    data: await shapeForReader(db, userId, page),
    meta: {
      per_page: q.per_page,
      next_cursor: more && page.length ? cursorOf(page[page.length - 1]!) : null,
    },
  };
}

/** The post if the reader may see it; 404 otherwise (hidden, scheduled, marked, missing). */
async function findVisible(db: DbOrTx, userId: number, id: number): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), visibleTo(userId)));
  if (!row) throw notFound();
  return row;
}

/** `GET /api/posts/{id}`. */
export async function getFeedPost(db: DbOrTx, userId: number, id: number): Promise<FeedPost> {
  const [post] = await shapeForReader(db, userId, [await findVisible(db, userId, id)]);
  return post!;
}

/** `POST /api/posts/log/{id}`: the first view counts; later ones change nothing. */
export async function logView(db: DbOrTx, userId: number, id: number): Promise<void> {
  await findVisible(db, userId, id);
  await db.insert(postViews).values({ postId: id, userId, createdAt: now() }).onConflictDoNothing();
}

async function reactionState(db: DbOrTx, userId: number, id: number) {
  const counts = (await reactionCounts(db, [id])).get(id) ?? emptyCounts();
  const [mine] = await db
    .select({ kind: postReactions.kind })
    .from(postReactions)
    .where(and(eq(postReactions.postId, id), eq(postReactions.userId, userId)));
  return { reactions: counts, my_reaction: mine?.kind ?? null };
}

/** `POST /api/posts/{id}/react`: sets the reader's one reaction (another kind replaces it). */
export async function react(db: DbOrTx, userId: number, id: number, kind: ReactionKind) {
  await findVisible(db, userId, id);
  await db
    .insert(postReactions)
    .values({ postId: id, userId, kind, createdAt: now() })
    .onConflictDoUpdate({
      target: [postReactions.postId, postReactions.userId],
      set: { kind, createdAt: now() },
    });
  return reactionState(db, userId, id);
}

/** `DELETE /api/posts/{id}/react`: takes the reader's reaction back (none is fine). */
export async function unreact(db: DbOrTx, userId: number, id: number) {
  await findVisible(db, userId, id);
  await db.delete(postReactions).where(and(eq(postReactions.postId, id), eq(postReactions.userId, userId)));
  return reactionState(db, userId, id);
}

/** `POST /api/posts/{id}/negative-feedback`: hides the post for the reader, keeping the reason. */
export async function markNotInteresting(
  db: DbOrTx,
  userId: number,
  id: number,
  body: z.infer<typeof NegativeFeedbackBodySchema>,
) {
  await findVisible(db, userId, id);
  await db
    .insert(postNegativeFeedback)
    .values({ postId: id, userId, reason: body.reason, comment: body.comment, createdAt: now() })
    .onConflictDoNothing();
}
