/** The admin's users and staff accounts (docs/api-access.md: admin only). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateManagerSchema,
  CreateStaffSchema,
  UpdateUserSchema,
  UserDetailResponseSchema,
  UserFiltersResponseSchema,
  UserSavedResponseSchema,
  UsersQuerySchema,
  UsersResponseSchema,
} from '#shared/contracts/admin-users.ts';
import { IdParamsSchema, OkSchema } from '#shared/contracts/common.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../plugins/access.ts';
import { createManager, createStaff, updateUser } from './staff-accounts.service.ts';
import { deleteUser } from './user-delete.service.ts';
import { getUserDetail } from './user-detail.service.ts';
import { listUsers, userFilters } from './users-list.service.ts';

const tags = ['dashboard: users'];
const t = ru.adminUsers;

export function adminUsersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dashboard/users', {
    config: { access: 'admin' },
    schema: { tags, querystring: UsersQuerySchema, response: { 200: UsersResponseSchema } },
    handler: async (request) => listUsers(deps.db, request.query),
  });

  r.get('/api/dashboard/users/filters', {
    config: { access: 'admin' },
    schema: { tags, response: { 200: UserFiltersResponseSchema } },
    handler: async () => ({ data: await userFilters(deps.db) }),
  });

  r.get('/api/dashboard/users/:id', {
    config: { access: 'admin' },
    schema: { tags, params: IdParamsSchema, response: { 200: UserDetailResponseSchema } },
    handler: async (request) => ({ data: await getUserDetail(deps.db, request.params.id) }),
  });

  r.post('/api/dashboard/users', {
    config: { access: 'admin' },
    schema: { tags, body: CreateStaffSchema, response: { 201: UserSavedResponseSchema } },
    handler: async (request, reply) => {
      const id = await createStaff(deps, request.body);
      request.log.info(
        { audit: 'staff-created', actorId: signedIn(request).id, userId: id, role: request.body.role },
        'admin users',
      );
      return reply.code(201).send({ message: t.created, data: await getUserDetail(deps.db, id) });
    },
  });

  r.post('/api/dashboard/users/manager', {
    config: { access: 'admin' },
    schema: { tags, body: CreateManagerSchema, response: { 201: UserSavedResponseSchema } },
    handler: async (request, reply) => {
      const id = await createManager(deps, request.body);
      request.log.info(
        {
          audit: 'manager-created',
          actorId: signedIn(request).id,
          userId: id,
          vacancyIds: request.body.vacancy_ids,
        },
        'admin users',
      );
      return reply.code(201).send({ message: t.created, data: await getUserDetail(deps.db, id) });
    },
  });

  r.post('/api/dashboard/users/update/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      params: IdParamsSchema,
      body: UpdateUserSchema,
      response: { 200: UserSavedResponseSchema },
    },
    handler: async (request) => {
      await updateUser(deps, signedIn(request), request.params.id, request.body);
      // Which fields changed, never their values (they may be personal data).
      request.log.info(
        {
          audit: 'user-updated',
          actorId: signedIn(request).id,
          userId: request.params.id,
          fields: Object.keys(request.body),
        },
        'admin users',
      );
      return { message: t.updated, data: await getUserDetail(deps.db, request.params.id) };
    },
  });

  r.delete('/api/dashboard/users/:id', {
    config: { access: 'admin' },
    schema: { tags, params: IdParamsSchema, response: { 200: OkSchema } },
    handler: async (request) => {
      const outcome = await deleteUser(deps, signedIn(request), request.params.id);
      // Who deleted whom and when, also for a participant without records (no candidate history row)
      // and for a staff account (deactivation writes none either).
      request.log.info(
        { audit: `user-${outcome}`, actorId: signedIn(request).id, userId: request.params.id },
        'admin users',
      );
      return { message: outcome === 'anonymised' ? t.deletedParticipant : t.deletedStaff };
    },
  });
}
