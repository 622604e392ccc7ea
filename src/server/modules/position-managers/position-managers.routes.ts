/** A position's managers and a candidate's personal managers (docs/api-access.md, recruiter calls). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, OkSchema } from '#shared/contracts/common.ts';
import {
  AddPositionManagerSchema,
  AvailableManagersResponseSchema,
  CandidateManagerChoicesResponseSchema,
  CandidateManagersResponseSchema,
  ManagerSearchQuerySchema,
  PositionManagerParamsSchema,
  PositionManagersResponseSchema,
  PositionManagerStatusSchema,
  SetCandidateManagersSchema,
} from '#shared/contracts/position-managers.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { listCandidateManagerChoices, setCandidateManagers } from './candidate-managers.service.ts';
import {
  addPositionManager,
  listAvailableManagers,
  listPositionManagers,
  removePositionManager,
  setPositionManagerActive,
} from './position-managers.service.ts';

const tags = ['dashboard: position managers'];

export function positionManagersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/api/dashboard/vacancies/:id/managers';

  r.get(base, {
    config: { access: 'recruiter' },
    schema: { tags, params: IdParamsSchema, response: { 200: PositionManagersResponseSchema } },
    handler: async (request) => ({ data: await listPositionManagers(deps, request.params.id) }),
  });

  r.post(base, {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: IdParamsSchema,
      body: AddPositionManagerSchema,
      response: { 200: PositionManagersResponseSchema },
    },
    handler: async (request) => ({
      data: await addPositionManager(deps, request.params.id, request.body.user_id),
    }),
  });

  r.get(`${base}/available`, {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: IdParamsSchema,
      querystring: ManagerSearchQuerySchema,
      response: { 200: AvailableManagersResponseSchema },
    },
    handler: async (request) => ({
      data: await listAvailableManagers(deps, request.params.id, request.query.search),
    }),
  });

  r.delete(`${base}/:uid/delete`, {
    config: { access: 'recruiter' },
    schema: { tags, params: PositionManagerParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await removePositionManager(deps, request.params.id, request.params.uid);
      return { message: ru.positionManagers.removed };
    },
  });

  r.put(`${base}/:uid/status`, {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: PositionManagerParamsSchema,
      body: PositionManagerStatusSchema,
      response: { 200: PositionManagersResponseSchema },
    },
    handler: async (request) => ({
      data: await setPositionManagerActive(deps, request.params.id, request.params.uid, request.body.active),
    }),
  });

  r.get('/api/dashboard/candidate/:id/managers/available', {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: IdParamsSchema,
      querystring: ManagerSearchQuerySchema,
      response: { 200: CandidateManagerChoicesResponseSchema },
    },
    handler: async (request) => ({
      data: await listCandidateManagerChoices(
        deps,
        signedIn(request),
        request.params.id,
        request.query.search,
      ),
    }),
  });

  r.put('/api/dashboard/candidate/:id/manager', {
    config: { access: 'recruiter' },
    schema: {
      tags,
      params: IdParamsSchema,
      body: SetCandidateManagersSchema,
      response: { 200: CandidateManagersResponseSchema },
    },
    handler: async (request) => ({
      data: await setCandidateManagers(deps, signedIn(request), request.params.id, request.body.user_ids),
    }),
  });
}
