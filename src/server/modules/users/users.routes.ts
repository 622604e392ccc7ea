/** The signed-in user's own account. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HowKnowSchema, UserInfoResponseSchema } from '#shared/contracts/auth.ts';
import { OkSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { profileRoutes } from './profile.routes.ts';
import { answerHowKnow, getUserInfo } from './users.service.ts';

export function usersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get('/api/users/info', {
    config: { access: 'auth' },
    schema: { tags, response: { 200: UserInfoResponseSchema } },
    handler: async (request) => ({ data: await getUserInfo(deps.db, signedIn(request).id) }),
  });

  r.put('/api/users/feedback/how-know', {
    config: { access: 'participant' },
    schema: { tags, body: HowKnowSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await answerHowKnow(deps.db, signedIn(request).id, request.body);
      return { message: 'Спасибо за ответ!' };
    },
  });
  feedbackRoutes(app, deps);
  profileRoutes(app, deps);
}
