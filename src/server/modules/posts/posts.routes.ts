/** The news feed for participants and the admin's posts (docs/api-access.md: /api/posts..., /api/dashboard/posts...). */
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, OkSchema } from '#shared/contracts/common.ts';
import {
  AdminPostResponseSchema,
  AdminPostsQuerySchema,
  AdminPostsResponseSchema,
  CarouselCreateSchema,
  FeedPostResponseSchema,
  FeedQuerySchema,
  FeedResponseSchema,
  NegativeFeedbackBodySchema,
  PostCreateSchema,
  PostStatusBodySchema,
  PostUpdateSchema,
  ReactBodySchema,
  ReactResponseSchema,
} from '#shared/contracts/posts.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { contentDisposition } from '../../lib/files/index.ts';
import { XLSX_MIME } from '../../lib/xlsx.ts';
import { signedIn } from '../../plugins/access.ts';
import {
  checkVacancy,
  createPost,
  fileKindFor,
  getAdminPost,
  listAdminPosts,
  setPostHidden,
  updatePost,
} from './posts-admin.service.ts';
import { writePostsExport } from './posts-export.service.ts';
import { getFeedPost, listFeed, logView, markNotInteresting, react, unreact } from './posts-feed.service.ts';
import { parseFields, savePostForm } from './posts-form.ts';

const feedTags = ['posts'];
const adminTags = ['dashboard: posts'];
const formDescription =
  'JSON with the fields, or multipart/form-data: the fields as JSON text in `data`, then the files under `media` ' +
  '(images: JPEG, PNG, WebP up to 10 MB each, at most 10; a video post: one MP4, WebM or MOV up to 300 MB).';

export function postsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Participant ----------------------------------------------------------------------------------

  r.get('/api/posts', {
    config: { access: 'participant' },
    schema: { tags: feedTags, querystring: FeedQuerySchema, response: { 200: FeedResponseSchema } },
    handler: async (request) => listFeed(deps.db, signedIn(request).id, request.query),
  });

  r.get('/api/posts/:id', {
    config: { access: 'participant' },
    schema: { tags: feedTags, params: IdParamsSchema, response: { 200: FeedPostResponseSchema } },
    handler: async (request) => ({
      data: await getFeedPost(deps.db, signedIn(request).id, request.params.id),
    }),
  });

  r.post('/api/posts/log/:id', {
    config: { access: 'participant' },
    schema: { tags: feedTags, params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await logView(deps.db, signedIn(request).id, request.params.id);
      return { message: ru.feed.logged };
    },
  });

  r.post('/api/posts/:id/react', {
    config: { access: 'participant' },
    schema: {
      tags: feedTags,
      params: IdParamsSchema,
      body: ReactBodySchema,
      response: { 200: ReactResponseSchema },
    },
    handler: async (request) => ({
      data: await react(deps.db, signedIn(request).id, request.params.id, request.body.kind),
    }),
  });

  r.delete('/api/posts/:id/react', {
    config: { access: 'participant' },
    schema: { tags: feedTags, params: IdParamsSchema, response: { 200: ReactResponseSchema } },
    handler: async (request) => ({ data: await unreact(deps.db, signedIn(request).id, request.params.id) }),
  });

  r.post('/api/posts/:id/negative-feedback', {
    config: { access: 'participant' },
    schema: {
      tags: feedTags,
      params: IdParamsSchema,
      body: NegativeFeedbackBodySchema,
      response: { 200: OkSchema },
    },
    handler: async (request) => {
      await markNotInteresting(deps.db, signedIn(request).id, request.params.id, request.body);
      return { message: ru.feed.hiddenForYou };
    },
  });

  // Admin ------------------------------------------------------------------------------------------

  r.get('/api/dashboard/posts', {
    config: { access: 'admin' },
    schema: {
      tags: adminTags,
      querystring: AdminPostsQuerySchema,
      response: { 200: AdminPostsResponseSchema },
    },
    handler: async (request) => listAdminPosts(deps.db, request.query),
  });

  r.get('/api/dashboard/posts/export', {
    config: { access: 'admin' },
    schema: {
      tags: adminTags,
      description:
        'Every post with views, reactions by kind and «Не интересно» (XLSX), and the reasons given.',
    },
    handler: async (request, reply) => {
      const body = new PassThrough();
      reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition('Посты.xlsx'));
      void writePostsExport(deps.db, body).catch((err: unknown) => {
        request.log.error({ err }, 'posts export failed');
        body.destroy(err as Error);
      });
      return reply.send(body);
    },
  });

  r.get('/api/dashboard/posts/:id', {
    config: { access: 'admin' },
    schema: { tags: adminTags, params: IdParamsSchema, response: { 200: AdminPostResponseSchema } },
    handler: async (request) => ({ data: await getAdminPost(deps.db, request.params.id) }),
  });

  r.post('/api/dashboard/posts/create', {
    config: { access: 'admin' },
    schema: { tags: adminTags, description: formDescription, response: { 200: AdminPostResponseSchema } },
    handler: async (request) => {
      const caller = signedIn(request);
      return savePostForm(
        request,
        deps,
        caller.id,
        async (raw) => {
          const input = parseFields(PostCreateSchema, raw);
          await checkVacancy(deps.db, input.vacancy_id);
          return { input, fileKind: fileKindFor(input.kind) };
        },
        async (form) => ({ data: await createPost(deps.db, caller.id, form.input, form.files) }),
      );
    },
  });

  r.post('/api/dashboard/posts/create-carousel', {
    config: { access: 'admin' },
    schema: { tags: adminTags, description: formDescription, response: { 200: AdminPostResponseSchema } },
    handler: async (request) => {
      const caller = signedIn(request);
      return savePostForm(
        request,
        deps,
        caller.id,
        async (raw) => ({
          input: { ...parseFields(CarouselCreateSchema, raw), kind: 'carousel' as const },
          fileKind: 'image' as const,
        }),
        async (form) => ({ data: await createPost(deps.db, caller.id, form.input, form.files) }),
      );
    },
  });

  r.post('/api/dashboard/posts/update/:id', {
    config: { access: 'admin' },
    schema: {
      tags: adminTags,
      params: IdParamsSchema,
      description: formDescription,
      response: { 200: AdminPostResponseSchema },
    },
    handler: async (request) => {
      const caller = signedIn(request);
      const id = request.params.id;
      return savePostForm(
        request,
        deps,
        caller.id,
        async (raw) => {
          const post = await getAdminPost(deps.db, id);
          return { input: parseFields(PostUpdateSchema, raw), fileKind: fileKindFor(post.kind) };
        },
        async (form) => ({ data: await updatePost(deps.db, id, form.input, form.files) }),
      );
    },
  });

  r.put('/api/dashboard/posts/:id/status', {
    config: { access: 'admin' },
    schema: {
      tags: adminTags,
      params: IdParamsSchema,
      body: PostStatusBodySchema,
      response: { 200: AdminPostResponseSchema },
    },
    handler: async (request) => ({
      data: await setPostHidden(deps.db, request.params.id, request.body.hidden),
    }),
  });
}
