/** The participant's profile and consent: `GET` / `PUT /api/users/profile`, `DELETE /api/users/consent`. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OkSchema } from '#shared/contracts/common.ts';
import {
  ConsentWithdrawalSchema,
  ProfileResponseSchema,
  ProfileUpdateSchema,
} from '#shared/contracts/profile.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { endSession } from '../../plugins/session.ts';
import { getProfile, updateProfile, withdrawConsent } from './profile.service.ts';

export function profileRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get('/api/users/profile', {
    config: { access: 'participant' },
    schema: { tags, response: { 200: ProfileResponseSchema } },
    handler: async (request) => ({ data: await getProfile(deps.db, signedIn(request).id) }),
  });

  r.put('/api/users/profile', {
    config: { access: 'participant' },
    schema: { tags, body: ProfileUpdateSchema, response: { 200: ProfileResponseSchema } },
    handler: async (request) => ({ data: await updateProfile(deps.db, signedIn(request).id, request.body) }),
  });

  r.delete('/api/users/consent', {
    config: { access: 'participant' },
    schema: {
      tags,
      description:
        'Withdraws the personal-data consent: the data is erased at once and every session ends. Cannot be undone; the body must confirm it.',
      body: ConsentWithdrawalSchema,
      response: { 200: OkSchema },
    },
    handler: async (request, reply) => {
      await withdrawConsent(deps, signedIn(request).id);
      await endSession(deps, request, reply);
      return { message: ru.home.profile.withdrawn };
    },
  });
}
