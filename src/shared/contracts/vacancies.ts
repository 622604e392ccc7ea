import { z } from 'zod';
import { ruVacancies } from '../i18n/ru/vacancies.ts';
import { ruValidation } from '../i18n/ru/validation.ts';
import { DEPARTMENTS, HOURS_PER_WEEK, WORK_FORMATS, values } from '../domain/selection-lists.ts';
import { STAGE_TYPES } from '../domain/stages.ts';
import { PUBLIC_VACANCY_STATUSES } from '../domain/vacancy-status.ts';
import { ScreeningQuestionSchema } from './apply.ts';
import { CitySchema } from './reference.ts';
import { dbId } from './common.ts';

/** A vacancy as the public and participants see it (status set A). */
export const PublicVacancySchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  department: z.number(),
  city: z.object({ id: z.number(), name: z.string() }).nullable(),
  work_format: z.number(),
  hours: z.number(),
  english_level: z.number(),
  tags: z.array(z.string()),
  status: z.enum(PUBLIC_VACANCY_STATUSES),
});
export type PublicVacancy = z.infer<typeof PublicVacancySchema>;

const v = ruVacancies.validation;
export const MAX_PER_PAGE = 50;
const oneOf = (allowed: readonly number[], message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .refine((n) => allowed.includes(n), { error: message });
const page = z.coerce
  .number({ error: v.page })
  .int({ error: v.page })
  .min(1, { error: v.page })
  .max(100_000, { error: v.page });
const perPage = z.coerce
  .number({ error: v.perPage })
  .int({ error: v.perPage })
  .min(1, { error: v.perPage })
  .max(MAX_PER_PAGE, { error: v.perPage });

/** The filters of the vacancy list; every one optional, the lists match any of their values. */
export const VacancyFiltersSchema = z.object({
  title: z.string({ error: v.title }).trim().max(100, { error: v.title }).optional().default(''),
  departments: z
    .array(oneOf(values(DEPARTMENTS), v.department), { error: v.department })
    .max(20)
    .optional()
    .default([]),
  city_ids: z.array(dbId(v.city), { error: v.city }).max(50, { error: v.city }).optional().default([]),
  work_formats: z
    .array(oneOf(values(WORK_FORMATS), v.workFormat), { error: v.workFormat })
    .max(10)
    .optional()
    .default([]),
  hours: z
    .array(oneOf(values(HOURS_PER_WEEK), v.hours), { error: v.hours })
    .max(10)
    .optional()
    .default([]),
  tags: z
    .array(z.string({ error: v.tag }).trim().min(1, { error: v.tag }).max(50, { error: v.tag }), {
      error: v.tag,
    })
    .max(20, { error: v.tag })
    .optional()
    .default([]),
});
export type VacancyFilters = z.infer<typeof VacancyFiltersSchema>;
export type VacancyFiltersInput = z.input<typeof VacancyFiltersSchema>;

/** `POST /api/vacancies/filter`: the filters and the page. */
export const VacancyFilterBodySchema = VacancyFiltersSchema.extend({
  page: page.optional().default(1),
  per_page: perPage.optional().default(20),
});
export type VacancyFilterBody = z.input<typeof VacancyFilterBodySchema>;

/** `GET /api/vacancies/all?page=&per_page=`. */
export const VacanciesPageQuerySchema = z.object({
  page: page.optional().default(1),
  per_page: perPage.optional().default(20),
});

/** A vacancy in a list: the public vacancy without its (long) description. */
export const VacancyCardSchema = PublicVacancySchema.omit({ description: true });
export type VacancyCard = z.infer<typeof VacancyCardSchema>;

export const PageMetaSchema = z.object({
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  last_page: z.number(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/** Open vacancies, newest first. */
export const VacanciesResponseSchema = z.object({ data: z.array(VacancyCardSchema), meta: PageMetaSchema });
export type VacanciesResponse = z.infer<typeof VacanciesResponseSchema>;

/**
 * `POST /api/vacancies/cities/search`: cities that have open vacancies whose name starts with or
 * contains the query (an empty query lists them all), at most 20. Only such cities, because the
 * filter narrows open vacancies: a city without any would only ever answer an empty list.
 */
export const CitiesSearchBodySchema = z.object({
  query: z.string({ error: v.query }).trim().max(100, { error: v.query }).optional().default(''),
});
export const CitiesSearchResponseSchema = z.object({ data: z.array(CitySchema) });

/**
 * `GET /api/vacancies/{id}`: the vacancy with the day it was created (ISO 8601), which a preview's
 * schema.org `JobPosting` gives search engines as `datePosted`.
 */
export const VacancyDetailSchema = PublicVacancySchema.extend({ created_at: z.string() });
export type VacancyDetail = z.infer<typeof VacancyDetailSchema>;
export const VacancyResponseSchema = z.object({ data: VacancyDetailSchema });

/**
 * One stage of a vacancy's pipeline as a visitor sees it: no settings, no answers. The one exception
 * is SCREENING's `questions` (id and text), which the apply form asks: they are the application
 * form itself, not a secret (a test's questions and answers never leave the server).
 */
export const VacancyStageSchema = z.object({
  n: z.number(),
  type: z.enum(STAGE_TYPES),
  deadline_days: z.number().nullable(),
  questions: z.array(ScreeningQuestionSchema).optional(),
});
export type VacancyStage = z.infer<typeof VacancyStageSchema>;
export const VacancyStagesResponseSchema = z.object({ data: z.array(VacancyStageSchema) });

/** `POST /api/vacancies/filter/subscribe`: no filters = every new vacancy (the landing's block). */
export const SubscribeBodySchema = z.object({
  email: z
    .string({ error: ruValidation.email })
    .trim()
    .toLowerCase()
    .max(254, { error: ruValidation.email })
    .pipe(z.email({ error: ruValidation.email })),
  filters: VacancyFiltersSchema.optional().default(VacancyFiltersSchema.parse({})),
});
export type SubscribeBody = z.input<typeof SubscribeBodySchema>;

export const UnsubscribeBodySchema = z.object({
  token: z.string({ error: v.token }).trim().min(1, { error: v.token }).max(200, { error: v.token }),
});
