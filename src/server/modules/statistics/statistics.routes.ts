/**
 * The admin's statistics (docs/api-access.md: admin): `GET /api/dashboard/vacancies/statistics`
 * (query as the general export's). The plan dashboard is modules/plan-dashboard.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StatisticsQuerySchema, StatisticsSchema } from '#shared/contracts/statistics.ts';
import type { AppDeps } from '../../app-deps.ts';
import { programmeStatistics } from './statistics.service.ts';

const tags = ['dashboard: statistics'];

export function statisticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dashboard/vacancies/statistics', {
    config: { access: 'admin' },
    schema: { tags, querystring: StatisticsQuerySchema, response: { 200: StatisticsSchema } },
    handler: async (request) => ({ data: await programmeStatistics(deps.db, request.query) }),
  });
}
