/** The staff candidates table and its bulk stage change (docs/api-access.md). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BulkStatusResponseSchema,
  BulkStatusSchema,
  CandidatesQuerySchema,
  CandidatesResponseSchema,
} from '#shared/contracts/candidates-table.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { setStatusForMany } from './candidates-bulk-status.service.ts';
import { listCandidates } from './candidates-table.service.ts';

const tags = ['dashboard: candidates'];

export function candidatesTableRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dashboard/candidates', {
    config: { access: 'staff' },
    schema: { tags, querystring: CandidatesQuerySchema, response: { 200: CandidatesResponseSchema } },
    handler: async (request) => listCandidates(deps.db, signedIn(request), request.query),
  });

  r.put('/api/dashboard/candidates/statuses', {
    config: { access: 'recruiter' },
    schema: { tags, body: BulkStatusSchema, response: { 200: BulkStatusResponseSchema } },
    handler: async (request) => setStatusForMany(deps, signedIn(request), request.body),
  });
}
