/** The online test stage, participant side: start, timer, answer, submit (see testing.service.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TestingAnswerBodySchema,
  TestingAnswerResponseSchema,
  TestingStateSchema,
  TestingSubmitResponseSchema,
} from '#shared/contracts/testing.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { getTestingState, saveAnswer, startTest, submitTest } from './testing.service.ts';

export function testingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['screening'];

  r.post('/api/screening/stage/testing/start', {
    config: { access: 'participant' },
    schema: { tags, response: { 200: TestingStateSchema } },
    handler: async (request) => startTest(deps, signedIn(request).id),
  });

  r.get('/api/screening/stage/testing/timer', {
    config: { access: 'participant' },
    schema: { tags, response: { 200: TestingStateSchema } },
    handler: async (request) => getTestingState(deps, signedIn(request).id),
  });

  r.put('/api/screening/stage/testing/answer', {
    config: { access: 'participant' },
    schema: { tags, body: TestingAnswerBodySchema, response: { 200: TestingAnswerResponseSchema } },
    handler: async (request) => saveAnswer(deps, signedIn(request).id, request.body),
  });

  r.post('/api/screening/stage/testing/submit', {
    config: { access: 'participant' },
    schema: { tags, response: { 200: TestingSubmitResponseSchema } },
    handler: async (request) => submitTest(deps, signedIn(request).id),
  });
}
