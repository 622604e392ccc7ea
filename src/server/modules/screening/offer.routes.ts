/** The participant's offer decision. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OkSchema } from '#shared/contracts/common.ts';
import { OfferDecisionSchema } from '#shared/contracts/screening.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { decideOffer } from './offer.service.ts';

export function offerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put('/api/screening/stage/offer/decision', {
    config: { access: 'participant' },
    schema: { tags: ['screening'], body: OfferDecisionSchema, response: { 200: OkSchema } },
    handler: async (request) => ({ message: await decideOffer(deps, signedIn(request).id, request.body) }),
  });
}
