/**
 * The news feed and the admin's posts (docs/product.md «Post»; docs/api-access.md):
 * - participant: `GET /api/posts` (newest first, keyset-paged by `cursor`, filtered by `category`),
 *   `GET /api/posts/{id}`, `POST /api/posts/log/{id}`, `POST`/`DELETE /api/posts/{id}/react`,
 *   `POST /api/posts/{id}/negative-feedback`;
 * - admin: `GET /api/dashboard/posts` (page-numbered), `GET /api/dashboard/posts/{id}`,
 *   `POST .../posts/create` and `.../create-carousel` (JSON, or multipart: the fields as JSON in
 *   `data`, then the files under `media`), `POST .../posts/update/{id}` (the same, plus `media_ids`:
 *   the uploaded files to keep, in order), `PUT .../posts/{id}/status`, `GET .../posts/export` (XLSX).
 * Media are served by `GET /api/file/{id}`.
 */
import { z } from 'zod';
import {
  NEGATIVE_REASONS,
  POST_CATEGORIES,
  POST_KINDS,
  REACTION_KINDS,
  SINGLE_POST_KINDS,
} from '../domain/posts.ts';
import { ruFeed } from '../i18n/ru/feed.ts';
import { instantSchema } from './dates.ts';
import { dbId } from './common.ts';

const t = ruFeed.validation;

export const MAX_POST_TEXT = 20_000;
export const MAX_POST_IMAGES = 10;
export const CAROUSEL_MIN_IMAGES = 2;
export const MAX_FEED_PAGE = 50;
export const MAX_ADMIN_PAGE = 100;

// Lone UTF-16 surrogates become U+FFFD: some drivers mangle them into bytes PostgreSQL refuses.
const wellFormed = (s: string) => s.toWellFormed();

// Responses ---------------------------------------------------------------------------------------

export const PostMediaSchema = z.object({
  id: z.number(),
  kind: z.enum(['image', 'video']),
  mime: z.string(),
  name: z.string(),
  url: z.string(),
});
export type PostMedia = z.infer<typeof PostMediaSchema>;

export const ReactionCountsSchema = z.object({
  like: z.number(),
  heart: z.number(),
  fire: z.number(),
  clap: z.number(),
});
export type ReactionCounts = z.infer<typeof ReactionCountsSchema>;

/** The vacancy an offer post links to, as the participant may see it. */
export const PostVacancySchema = z.object({
  id: z.number(),
  title: z.string(),
  department: z.number(),
  city: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  /** Whether the vacancy page opens for this participant (open, and no other active screening). */
  can_open: z.boolean(),
});
export type PostVacancy = z.infer<typeof PostVacancySchema>;

export const FeedPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** Markdown, rendered safely by the web app. */
  text: z.string(),
  kind: z.enum(POST_KINDS),
  category: z.enum(POST_CATEGORIES),
  published_at: z.string(),
  media: z.array(PostMediaSchema),
  vacancy: PostVacancySchema.nullable(),
  reactions: ReactionCountsSchema,
  my_reaction: z.enum(REACTION_KINDS).nullable(),
  viewed: z.boolean(),
});
export type FeedPost = z.infer<typeof FeedPostSchema>;

const perPage = (max: number, fallback: number) =>
  z.coerce
    .number({ error: t.perPage(max) })
    .int({ error: t.perPage(max) })
    .min(1, { error: t.perPage(max) })
    .max(max, { error: t.perPage(max) })
    .optional()
    .default(fallback);

/** `cursor` is the `next_cursor` of the page before: `<published_at in ms>_<id>`. */
export const FeedQuerySchema = z.object({
  category: z.enum(POST_CATEGORIES, { error: t.category }).optional(),
  cursor: z
    .string({ error: t.cursor })
    .regex(/^\d{1,15}_\d{1,10}$/, { error: t.cursor })
    .refine((s) => Number(s.split('_')[1]) <= 2_147_483_647, { error: t.cursor })
    .optional(),
  per_page: perPage(MAX_FEED_PAGE, 10),
});
export type FeedQuery = z.input<typeof FeedQuerySchema>;

export const FeedResponseSchema = z.object({
  data: z.array(FeedPostSchema),
  meta: z.object({ per_page: z.number(), next_cursor: z.string().nullable() }),
});
export type FeedResponse = z.infer<typeof FeedResponseSchema>;

export const FeedPostResponseSchema = z.object({ data: FeedPostSchema });

export const ReactBodySchema = z.object({ kind: z.enum(REACTION_KINDS, { error: t.reaction }) });
export type ReactBody = z.infer<typeof ReactBodySchema>;

export const ReactResponseSchema = z.object({
  data: z.object({ reactions: ReactionCountsSchema, my_reaction: z.enum(REACTION_KINDS).nullable() }),
});
export type ReactResponse = z.infer<typeof ReactResponseSchema>;

export const NegativeFeedbackBodySchema = z.object({
  reason: z.enum(NEGATIVE_REASONS, { error: t.reason }),
  comment: z
    .string({ error: t.comment })
    .trim()
    .max(500, { error: t.comment })
    .transform(wellFormed)
    .optional()
    .default(''),
});
export type NegativeFeedbackBody = z.input<typeof NegativeFeedbackBodySchema>;

// Admin ------------------------------------------------------------------------------------------

export const AdminPostSchema = FeedPostSchema.omit({ my_reaction: true, viewed: true, vacancy: true }).extend(
  {
    vacancy: z.object({ id: z.number(), title: z.string() }).nullable(),
    hidden: z.boolean(),
    views: z.number(),
    negative_feedback: z.number(),
    created_at: z.string(),
    updated_at: z.string(),
  },
);
export type AdminPost = z.infer<typeof AdminPostSchema>;

export const ADMIN_POST_STATUSES = ['published', 'scheduled', 'hidden'] as const;

export const AdminPostsQuerySchema = z.object({
  page: z.coerce
    .number({ error: t.page })
    .int({ error: t.page })
    .min(1, { error: t.page })
    .max(100_000, { error: t.page })
    .optional()
    .default(1),
  per_page: perPage(MAX_ADMIN_PAGE, 20),
  category: z.enum(POST_CATEGORIES, { error: t.category }).optional(),
  kind: z.enum(POST_KINDS, { error: t.kind }).optional(),
  status: z.enum(ADMIN_POST_STATUSES, { error: t.status }).optional(),
  search: z.string({ error: t.search }).trim().max(100, { error: t.search }).transform(wellFormed).optional(),
});
export type AdminPostsQuery = z.input<typeof AdminPostsQuerySchema>;

export const AdminPostsResponseSchema = z.object({
  data: z.array(AdminPostSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});
export type AdminPostsResponse = z.infer<typeof AdminPostsResponseSchema>;

export const AdminPostResponseSchema = z.object({ data: AdminPostSchema });

const id = dbId(t.vacancy);

/** The fields of a post, common to create, create-carousel and update. */
const postFields = {
  title: z
    .string({ error: t.title })
    .trim()
    .min(1, { error: t.title })
    .max(200, { error: t.title })
    .transform(wellFormed),
  text: z
    .string({ error: t.text })
    .max(MAX_POST_TEXT, { error: t.text })
    .transform(wellFormed)
    .optional()
    .default(''),
  category: z.enum(POST_CATEGORIES, { error: t.category }),
  vacancy_id: id.nullish(),
  /** ISO time; none publishes at once, a later one schedules. */
  published_at: instantSchema(t.publishedAt).nullish(),
  hidden: z.boolean({ error: t.hidden }).optional().default(false),
};

export const PostCreateSchema = z
  .object({ ...postFields, kind: z.enum(SINGLE_POST_KINDS, { error: t.kind }) })
  .refine((p) => p.kind !== 'offer' || p.vacancy_id != null, { error: t.vacancy, path: ['vacancy_id'] })
  .refine((p) => p.kind === 'offer' || p.vacancy_id == null, {
    error: t.vacancyOnlyOffer,
    path: ['vacancy_id'],
  });
export type PostCreate = z.input<typeof PostCreateSchema>;

export const CarouselCreateSchema = z
  .object(postFields)
  .refine((p) => p.vacancy_id == null, { error: t.vacancyOnlyOffer, path: ['vacancy_id'] });
export type CarouselCreate = z.input<typeof CarouselCreateSchema>;

/** An update: the kind stays; `media_ids` lists the files to keep in order (none: keep all). */
export const PostUpdateSchema = z.object({
  ...postFields,
  /** None keeps the post as it is. */
  hidden: z.boolean({ error: t.hidden }).optional(),
  media_ids: z
    .array(dbId(t.mediaIds), { error: t.mediaIds })
    .max(MAX_POST_IMAGES, { error: t.imagesMax(MAX_POST_IMAGES) })
    .optional(),
});
export type PostUpdate = z.input<typeof PostUpdateSchema>;

export const PostStatusBodySchema = z.object({ hidden: z.boolean({ error: t.hidden }) });
