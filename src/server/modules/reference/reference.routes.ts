/** `GET /api/cities`, `/api/citizenships`, `/api/institutions?query=`. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CitiesResponseSchema,
  CitizenshipsResponseSchema,
  InstitutionsQuerySchema,
  InstitutionsResponseSchema,
} from '#shared/contracts/reference.ts';
import type { AppDeps } from '../../app-deps.ts';
import { listCities, listCitizenships, searchInstitutions } from './reference.service.ts';

export function referenceRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference'];
  // Reference data changes with a release, not during the day: let browsers keep it for an hour.
  const cache = 'public, max-age=3600';

  r.get('/api/cities', {
    config: { access: 'public' },
    schema: { tags, response: { 200: CitiesResponseSchema } },
    handler: async (_request, reply) =>
      reply.header('cache-control', cache).send({ data: await listCities(deps.db) }),
  });

  r.get('/api/citizenships', {
    config: { access: 'public' },
    schema: { tags, response: { 200: CitizenshipsResponseSchema } },
    handler: async (_request, reply) =>
      reply.header('cache-control', cache).send({ data: await listCitizenships(deps.db) }),
  });

  r.get('/api/institutions', {
    config: { access: 'public' },
    schema: { tags, querystring: InstitutionsQuerySchema, response: { 200: InstitutionsResponseSchema } },
    handler: async (request) => ({
      data: await searchInstitutions(deps.db, request.query.query, request.query.id),
    }),
  });
}
