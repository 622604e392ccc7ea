/** A position's funnel statistics (docs/api-access.md: `GET /api/dashboard/vacancies/{id}/statistics`, recruiter). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#shared/contracts/common.ts';
import { PositionStatisticsSchema } from '#shared/contracts/position-stats.ts';
import type { AppDeps } from '../../app-deps.ts';
import { positionStatistics } from './position-stats.service.ts';

export function positionStatsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().get('/api/dashboard/vacancies/:id/statistics', {
    config: { access: 'recruiter' },
    schema: {
      tags: ['dashboard: positions'],
      params: IdParamsSchema,
      response: { 200: PositionStatisticsSchema },
    },
    handler: async (request) => ({ data: await positionStatistics(deps, request.params.id) }),
  });
}
