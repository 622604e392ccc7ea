/**
 * The participant's feed: published, not hidden posts the reader has not marked «Не интересно»,
 * newest first, paged by a keyset cursor (`<published_at ms>_<id>` of the last row), so a page costs
 * the same however deep the reader scrolls and a post published meanwhile never shifts a page. Plus
 * the view log, reactions (one per user per post) and negative feedback.
 *
 * The reads are named prepared statements (decision 028): a page of the feed with each post's media,
 * reaction counts, the reader's reaction and view and the offer's vacancy is one statement (it was
 * five, four of them at once on four connections); so is one post.
 */
import { and, eq } from 'drizzle-orm';
import type {
  FeedPost,
  FeedQuerySchema,
  NegativeFeedbackBodySchema,
  ReactionCounts,
} from '#shared/contracts/posts.ts';
import type { PostCategory, PostKind, ReactionKind } from '#shared/domain/posts.ts';
import { publicVacancyStatus, type VacancyStatus } from '#shared/domain/vacancy-status.ts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isoFromJson, prepared } from '../../db/prepared.ts';
import { postNegativeFeedback, postReactions, postViews } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { ACTIVE_SQL } from '../screening/screening.service.ts';
import { emptyCounts, mediaView, reactionCounts } from './posts-shape.service.ts';

/**
 * What a participant may see of `posts p`: published by `at`, not hidden, not marked «Не интересно»
 * by `user` (both placeholders of the statement). The one place of the rule: every participant read
 * and write of a post goes through a statement with it.
 */
const visibleSql = (user: string, at: string) =>
  `not p.hidden and p.published_at <= ${at}::timestamptz
   and not exists (select 1 from post_negative_feedback nf where nf.post_id = p.id and nf.user_id = ${user}::int)`;

type PostJson = {
  id: number;
  title: string;
  text: string;
  kind: PostKind;
  category: PostCategory;
  published_at: string;
  media: { id: number; kind: string; mime: string; name: string }[];
  vacancy: {
    id: number;
    title: string;
    department: number;
    city: string | null;
    status: VacancyStatus;
    can_open: boolean;
  } | null;
  reactions: ReactionCounts;
  my_reaction: ReactionKind | null;
  viewed: boolean;
};

/**
 * One post of `p` as the reader `user` sees it, as JSON: its media in order (erased files left out),
 * the offer's vacancy (a draft is as good as none; with an active screening only that screening's
 * vacancy opens, spec section 4), the reaction counts, the reader's reaction and view.
 */
const postJsonSql = (user: string) => `json_build_object(
    'id', p.id, 'title', p.title, 'text', p.text, 'kind', p.kind, 'category', p.category, 'published_at', p.published_at,
    'media', coalesce((select json_agg(json_build_object('id', f.id, 'kind', f.kind, 'mime', f.mime, 'name', f.original_name)
                                order by m.position, m.file_id)
                         from post_media m join files f on f.id = m.file_id and f.erased_at is null
                        where m.post_id = p.id), '[]'::json),
    'vacancy', (select json_build_object('id', v.id, 'title', v.title, 'department', v.department, 'city', c.name,
                         'status', v.status,
                         'can_open', v.status = 'open' and coalesce((select a.vacancy_id from candidates a
                                       where a.user_id = ${user}::int and a.status in ${ACTIVE_SQL} limit 1) = v.id, true))
                  from vacancies v left join cities c on c.id = v.city_id
                 where p.kind = 'offer' and v.id = p.vacancy_id and v.status <> 'draft'),
    'reactions', (select json_build_object('like', count(*) filter (where r.kind = 'like'),
                           'heart', count(*) filter (where r.kind = 'heart'), 'fire', count(*) filter (where r.kind = 'fire'),
                           'clap', count(*) filter (where r.kind = 'clap'))
                    from post_reactions r where r.post_id = p.id),
    'my_reaction', (select r.kind from post_reactions r where r.post_id = p.id and r.user_id = ${user}::int),
    'viewed', exists (select 1 from post_views w where w.post_id = p.id and w.user_id = ${user}::int))`;

/**
 * A page of the feed: $1 the reader, $2 now, $3/$4 the cursor's published_at and id ('infinity' and
 * any id for the first page, so one text serves both and the index is walked from the cursor),
 * $5 the page size, $6 the category (the second statement). One row more than the page is read to
 * know whether a next page exists; it is not shaped.
 */
const feedSql = (category: boolean) => `with page as (
    select p.* from posts p
     where ${visibleSql('$1', '$2')}${category ? ' and p.category = $6::text' : ''}
       and (p.published_at, p.id) < ($3::timestamptz, $4::int)
     order by p.published_at desc nulls last, p.id desc nulls last
     limit $5::int + 1)
  select coalesce((select json_agg(${postJsonSql('$1')} order by p.published_at desc, p.id desc)
                     from (select * from page order by published_at desc, id desc limit $5::int) p), '[]'::json) as rows,
         (select count(*) from page) > $5::int as more`;

type FeedRow = { rows: PostJson[]; more: boolean };
const feedStatement = prepared<FeedRow>('posts_feed', feedSql(false));
const feedCategoryStatement = prepared<FeedRow>('posts_feed_category', feedSql(true));

/** One post the reader may see ($1 the reader, $2 now, $3 the post), or no row. */
const postStatement = prepared<{ post: PostJson }>(
  'posts_feed_post',
  `select ${postJsonSql('$1')} as post from posts p where p.id = $3::int and ${visibleSql('$1', '$2')}`,
);

/** Whether the reader may see the post ($1 the reader, $2 now, $3 the post): the writes' check. */
const visibleStatement = prepared<{ id: number }>(
  'posts_visible',
  `select p.id from posts p where p.id = $3::int and ${visibleSql('$1', '$2')}`,
);

function fromJson(p: PostJson): FeedPost {
  const v = p.vacancy;
  return {
    id: p.id,
    title: p.title,
    text: p.text,
    kind: p.kind,
    category: p.category,
    published_at: isoFromJson(p.published_at)!,
    media: p.media.map(mediaView),
    vacancy: v && {
      id: v.id,
      title: v.title,
      department: v.department,
      city: v.city,
      status: publicVacancyStatus(v.status) ?? 'closed',
      can_open: v.can_open,
    },
    reactions: p.reactions,
    my_reaction: p.my_reaction,
    viewed: p.viewed,
  };
}

/** `GET /api/posts`: one page of the feed and the cursor of the next (null on the last page). */
export async function listFeed(db: Db, userId: number, q: z.infer<typeof FeedQuerySchema>) {
  let after: [Date | string, number] = ['infinity', 0];
  if (q.cursor) {
    const [ms, id] = q.cursor.split('_').map(Number) as [number, number];
    after = [new Date(ms), id];
  }
  const params = [userId, now(), ...after, q.per_page];
  const [result] = q.category
    ? await feedCategoryStatement(db, [...params, q.category])
    : await feedStatement(db, params);
  const data = (result?.rows ?? []).map(fromJson);
  const last = data[data.length - 1];
  return {
    data,
    meta: {
      per_page: q.per_page,
      next_cursor: result?.more && last ? `${Date.parse(last.published_at)}_${last.id}` : null,
    },
  };
}

/** The post if the reader may see it; 404 otherwise (hidden, scheduled, marked, missing). */
async function findVisible(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await visibleStatement(db, [userId, now(), id]);
  if (!row) throw notFound();
}

/** `GET /api/posts/{id}`. */
export async function getFeedPost(db: Db, userId: number, id: number): Promise<FeedPost> {
  const [row] = await postStatement(db, [userId, now(), id]);
  if (!row) throw notFound();
  return fromJson(row.post);
}

/** `POST /api/posts/log/{id}`: the first view counts; later ones change nothing. */
export async function logView(db: Db, userId: number, id: number): Promise<void> {
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
export async function react(db: Db, userId: number, id: number, kind: ReactionKind) {
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
export async function unreact(db: Db, userId: number, id: number) {
  await findVisible(db, userId, id);
  await db.delete(postReactions).where(and(eq(postReactions.postId, id), eq(postReactions.userId, userId)));
  return reactionState(db, userId, id);
}

/** `POST /api/posts/{id}/negative-feedback`: hides the post for the reader, keeping the reason. */
export async function markNotInteresting(
  db: Db,
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
