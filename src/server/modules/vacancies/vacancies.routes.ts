/** The public vacancies (`/api/vacancies/...`): lists, filters, one vacancy, its pipeline, subscriptions. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, OkSchema } from '#shared/contracts/common.ts';
import {
  CitiesSearchBodySchema,
  CitiesSearchResponseSchema,
  SubscribeBodySchema,
  UnsubscribeBodySchema,
  VacanciesPageQuerySchema,
  VacanciesResponseSchema,
  VacancyFilterBodySchema,
  VacancyResponseSchema,
  VacancyStagesResponseSchema,
} from '#shared/contracts/vacancies.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { subscribeToVacancies, unsubscribeFromVacancies } from './subscriptions.service.ts';
import {
  filterVacancies,
  getPublicVacancy,
  getPublicVacancyStages,
  listOpenVacancies,
  searchVacancyCities,
} from './vacancies.service.ts';

export function vacanciesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vacancies'];

  r.get('/api/vacancies/all', {
    config: { access: 'public' },
    schema: { tags, querystring: VacanciesPageQuerySchema, response: { 200: VacanciesResponseSchema } },
    handler: async (request) => listOpenVacancies(deps.db, request.query.page, request.query.per_page),
  });

  r.post('/api/vacancies/filter', {
    config: { access: 'public' },
    schema: { tags, body: VacancyFilterBodySchema, response: { 200: VacanciesResponseSchema } },
    handler: async (request) => {
      const { page, per_page: perPage, ...filters } = request.body;
      return deps.db.transaction((tx) =>
        filterVacancies(tx, filters, page, perPage, request.user?.id ?? null),
      );
    },
  });

  r.post('/api/vacancies/cities/search', {
    config: { access: 'public' },
    schema: { tags, body: CitiesSearchBodySchema, response: { 200: CitiesSearchResponseSchema } },
    handler: async (request) => ({ data: await searchVacancyCities(deps.db, request.body.query) }),
  });

  r.post('/api/vacancies/filter/subscribe', {
    config: { access: 'public' },
    schema: { tags, body: SubscribeBodySchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await subscribeToVacancies(deps, request.body.email, request.body.filters, request.ip);
      return { message: ru.vacancies.subscribed };
    },
  });

  r.post('/api/vacancies/filter/unsubscribe', {
    config: { access: 'public' },
    schema: { tags, body: UnsubscribeBodySchema, response: { 200: OkSchema } },
    handler: async (request) => {
      await unsubscribeFromVacancies(deps.db, request.body.token);
      return { message: ru.vacancies.unsubscribed };
    },
  });

  r.get('/api/vacancies/:id', {
    config: { access: 'public' },
    schema: { tags, params: IdParamsSchema, response: { 200: VacancyResponseSchema } },
    handler: async (request) => ({ data: await getPublicVacancy(deps.db, request.params.id) }),
  });

  r.get('/api/vacancies/:id/stages', {
    config: { access: 'public' },
    schema: { tags, params: IdParamsSchema, response: { 200: VacancyStagesResponseSchema } },
    handler: async (request) => ({ data: await getPublicVacancyStages(deps.db, request.params.id) }),
  });
}
