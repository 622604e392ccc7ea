/** The participant's screening area (reads, the offer decision) and the admin's application count. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApplicationsAmountResponseSchema,
  ScreeningStagesResponseSchema,
  ScreeningVacancyResponseSchema,
} from '#shared/contracts/screening.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { offerRoutes } from './offer.routes.ts';
import { countAwaitingApplications, getScreeningStages, getScreeningVacancy } from './screening.service.ts';

export function screeningRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['screening'];

  r.get('/api/screening/vacancy', {
    config: { access: 'participant' },
    schema: { tags, response: { 200: ScreeningVacancyResponseSchema } },
    handler: async (request) => getScreeningVacancy(deps.db, signedIn(request).id),
  });

  r.get('/api/screening/vacancy/stages', {
    config: { access: 'participant' },
    schema: { tags, response: { 200: ScreeningStagesResponseSchema } },
    handler: async (request) => ({ data: await getScreeningStages(deps.db, signedIn(request).id) }),
  });

  r.get('/api/screening/applications/amount', {
    config: { access: 'admin' },
    schema: { tags, response: { 200: ApplicationsAmountResponseSchema } },
    handler: async () => ({ amount: await countAwaitingApplications(deps.db) }),
  });
  offerRoutes(app, deps);
}
