/** `GET /api/messages`: the user's notifications (marking read comes with the notifications screen). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessagesQuerySchema, MessagesResponseSchema } from '#shared/contracts/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { listMessages } from './messages.service.ts';

export function messagesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/messages', {
    config: { access: 'auth' },
    schema: { tags: ['messages'], querystring: MessagesQuerySchema, response: { 200: MessagesResponseSchema } },
    handler: async (request) =>
      listMessages(deps.db, signedIn(request).id, request.query.page, request.query.per_page),
  });
}
