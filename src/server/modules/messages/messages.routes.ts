/** The signed-in user's notifications: the list, and marking one or all read. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, OkSchema } from '#shared/contracts/common.ts';
import { MessagesQuerySchema, MessagesResponseSchema } from '#shared/contracts/messages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { listMessages, markAllRead, markRead } from './messages.service.ts';

export function messagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/messages', {
    config: { access: 'auth' },
    schema: {
      tags: ['messages'],
      querystring: MessagesQuerySchema,
      response: { 200: MessagesResponseSchema },
    },
    handler: async (request) =>
      listMessages(deps.db, signedIn(request).id, request.query.page, request.query.per_page),
  });

  // Registered before `{id}/read` reads better; the router prefers the static segment either way.
  r.put('/api/messages/all/read', {
    config: { access: 'auth' },
    schema: { tags: ['messages'], response: { 200: OkSchema } },
    handler: async (request) => {
      await markAllRead(deps.db, signedIn(request).id);
      return { message: ru.chat.notifications.allRead };
    },
  });

  r.put('/api/messages/:id/read', {
    config: { access: 'auth' },
    schema: { tags: ['messages'], params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await markRead(deps.db, signedIn(request).id, request.params.id);
      return { message: ru.chat.notifications.read };
    },
  });
}
