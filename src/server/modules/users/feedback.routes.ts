/** `PUT /api/users/feedback/{type}`: usability and the six stage surveys, one route per type (the access table lists each). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OkSchema } from '#shared/contracts/common.ts';
import { SurveyAnswerSchema } from '#shared/contracts/feedback.ts';
import { SURVEY_TYPES } from '#shared/domain/surveys.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { answerSurvey } from './feedback.service.ts';

export function feedbackRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const type of SURVEY_TYPES) {
    r.put(`/api/users/feedback/${type}`, {
      config: { access: 'participant' },
      schema: { tags: ['users'], body: SurveyAnswerSchema, response: { 200: OkSchema } },
      handler: async (request) => {
        await answerSurvey(deps.db, signedIn(request).id, type, request.body);
        return { message: ru.feedback.thanks };
      },
    });
  }
}
