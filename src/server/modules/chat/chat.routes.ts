/** The staff–participant chat: the staff side under `/api/dashboard/users/{id}/chat`, the participant's at `/api/chat`. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChatCreateSchema,
  ChatMessageResponseSchema,
  ChatPostSchema,
  ChatQuerySchema,
  ChatThreadResponseSchema,
} from '#shared/contracts/chat.ts';
import { CHAT_PAGE } from '#shared/domain/chat.ts';
import { IdParamsSchema } from '#shared/contracts/common.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import {
  openThread,
  reachableParticipant,
  readThread,
  selfParticipant,
  writeMessage,
} from './chat.service.ts';

const tags = ['chat'];

export function chatRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dashboard/users/:id/chat', {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: IdParamsSchema,
      querystring: ChatQuerySchema,
      response: { 200: ChatThreadResponseSchema },
    },
    handler: async (request) => {
      const caller = signedIn(request);
      const participant = await reachableParticipant(deps.db, caller, request.params.id);
      return {
        data: await readThread(deps.db, participant, { id: caller.id, side: 'staff' }, request.query),
      };
    },
  });

  r.post('/api/dashboard/users/:id/chat/create', {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: IdParamsSchema,
      body: ChatCreateSchema,
      response: { 200: ChatThreadResponseSchema, 201: ChatThreadResponseSchema },
    },
    handler: async (request, reply) => {
      const caller = signedIn(request);
      const participant = await reachableParticipant(deps.db, caller, request.params.id);
      const writer = { id: caller.id, side: 'staff' as const };
      const opened = await openThread(deps.db, participant.id, caller.id);
      if (request.body.text) await writeMessage(deps, participant, writer, request.body.text);
      const thread = await readThread(deps.db, participant, writer, { limit: CHAT_PAGE });
      return reply.code(opened ? 201 : 200).send({ data: thread });
    },
  });

  r.post('/api/dashboard/users/:id/chat', {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: IdParamsSchema,
      body: ChatPostSchema,
      response: { 201: ChatMessageResponseSchema },
    },
    handler: async (request, reply) => {
      const caller = signedIn(request);
      const participant = await reachableParticipant(deps.db, caller, request.params.id);
      const message = await writeMessage(
        deps,
        participant,
        { id: caller.id, side: 'staff' },
        request.body.text,
      );
      return reply.code(201).send({ data: message });
    },
  });

  r.get('/api/chat', {
    config: { access: 'participant' },
    schema: { tags, querystring: ChatQuerySchema, response: { 200: ChatThreadResponseSchema } },
    handler: async (request) => {
      const caller = signedIn(request);
      const me = await selfParticipant(deps.db, caller.id);
      return { data: await readThread(deps.db, me, { id: caller.id, side: 'participant' }, request.query) };
    },
  });

  r.post('/api/chat', {
    config: { access: 'participant' },
    schema: { tags, body: ChatPostSchema, response: { 201: ChatMessageResponseSchema } },
    handler: async (request, reply) => {
      const caller = signedIn(request);
      const me = await selfParticipant(deps.db, caller.id);
      const message = await writeMessage(deps, me, { id: caller.id, side: 'participant' }, request.body.text);
      return reply.code(201).send({ data: message });
    },
  });
}
