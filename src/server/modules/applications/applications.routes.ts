/** The admin's «Заявки»: list, bulk status, moving to another position, push message (docs/api-access.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicationsQuerySchema,
  ApplicationsResponseSchema,
  ApplicationsStatusesResponseSchema,
  ApplicationsStatusesSchema,
  PushMessageResponseSchema,
  PushMessageSchema,
  ReassignResponseSchema,
  ReassignSchema,
} from '#shared/contracts/applications.ts';
import { IdParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { listApplications } from './applications-list.service.ts';
import { setApplicationsStatus } from './applications-status.service.ts';
import { pushMessage } from './push-message.service.ts';
import { reassignApplication } from './reassign.service.ts';

export function applicationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['screening: applications'];

  r.get('/api/screening/applications', {
    config: { access: 'admin' },
    schema: { tags, querystring: ApplicationsQuerySchema, response: { 200: ApplicationsResponseSchema } },
    handler: async (request) => listApplications(deps.db, request.query),
  });

  r.put('/api/screening/applications/statuses', {
    config: { access: 'admin' },
    schema: { tags, body: ApplicationsStatusesSchema, response: { 200: ApplicationsStatusesResponseSchema } },
    handler: async (request) => setApplicationsStatus(deps, signedIn(request).id, request.body),
  });

  r.put('/api/screening/user/:id/vacancy', {
    config: { access: 'admin' },
    schema: {
      tags,
      description: '`id` is the application (candidate record) to move.',
      params: IdParamsSchema,
      body: ReassignSchema,
      response: { 200: ReassignResponseSchema },
    },
    handler: async (request) =>
      reassignApplication(deps, signedIn(request).id, request.params.id, request.body),
  });

  r.post('/api/messages/push-message', {
    config: { access: 'admin' },
    schema: { tags: ['messages'], body: PushMessageSchema, response: { 200: PushMessageResponseSchema } },
    handler: async (request) => pushMessage(deps, signedIn(request).id, request.body),
  });
}
