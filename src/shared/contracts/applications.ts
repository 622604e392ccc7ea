/**
 * The admin's «Заявки»: the list (`GET /api/screening/applications`), the bulk status change
 * (`PUT /api/screening/applications/statuses`), moving one application to another position
 * (`PUT /api/screening/user/{id}/vacancy`, `{id}` = the application) and a message to chosen
 * participants (`POST /api/messages/push-message`). An application is a candidate record
 * (docs/product.md «Entities»).
 */
import { z } from 'zod';
import { sitePath } from '../domain/site-path.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../domain/stages.ts';
import { ruApplications } from '../i18n/ru/applications.ts';
import { daySchema } from './dates.ts';
import { dbId, dbIdParam } from './common.ts';

const t = ruApplications;
const day = daySchema(t.query.date);
/** `a=1&a=2` and `a=1,2` both mean a list. */
const list = <T extends z.ZodType>(item: T, error: string) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter((x) => x !== ''),
    z.array(item).max(20, { error }),
  );

export const APPLICATION_SORTS = ['created_at', 'name'] as const;

export const ApplicationsQuerySchema = z
  .object({
    status: list(z.enum(APPLICATION_STATUSES, { error: t.query.status }), t.query.status).optional(),
    vacancy_id: dbIdParam(t.query.vacancy).optional(),
    date_from: day.optional(),
    date_to: day.optional(),
    q: z.string({ error: t.query.q }).trim().max(100, { error: t.query.q }).optional(),
    sort: z.enum(APPLICATION_SORTS, { error: t.query.sort }).default('created_at'),
    order: z.enum(['asc', 'desc'], { error: t.query.sort }).default('desc'),
    page: z.coerce
      .number({ error: t.query.page })
      .int({ error: t.query.page })
      .min(1, { error: t.query.page })
      .max(100_000, { error: t.query.page })
      .default(1),
    per_page: z.coerce
      .number({ error: t.query.perPage })
      .int({ error: t.query.perPage })
      .min(1, { error: t.query.perPage })
      .max(100, { error: t.query.perPage })
      .default(50),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    error: t.query.dateOrder,
    path: ['date_to'],
  });
export type ApplicationsQuery = z.infer<typeof ApplicationsQuerySchema>;

export const ApplicationRowSchema = z.object({
  id: z.number(),
  user: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  vacancy: z.object({ id: z.number(), title: z.string(), status: z.string() }),
  status: z.enum(APPLICATION_STATUSES),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  city: z.string().nullable(),
  institution: z.string().nullable(),
});
export type ApplicationRow = z.infer<typeof ApplicationRowSchema>;

export const ApplicationsResponseSchema = z.object({
  data: z.array(ApplicationRowSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});

/**
 * What the admin may set by hand. `none`, `awaiting`, `carried_out` and `success` follow from the
 * stages; `reassigned` only from moving to another position.
 */
export const BULK_APPLICATION_STATUSES = [
  'assigned',
  'need_reassign',
  'reserved',
  'denied_add',
  'denied_final',
  'cancel',
] as const satisfies readonly ApplicationStatus[];
export type BulkApplicationStatus = (typeof BULK_APPLICATION_STATUSES)[number];

const ids = (error: string, max: number) =>
  z.array(dbId(error), { error }).min(1, { error }).max(max, { error });

export const ApplicationsStatusesSchema = z.object({
  ids: ids(t.bulk.ids, 500),
  status: z.enum(BULK_APPLICATION_STATUSES, { error: t.bulk.status }),
});
export type ApplicationsStatusesInput = z.infer<typeof ApplicationsStatusesSchema>;

/** Each application on its own: the changed ones, and every refused one with the reason. */
export const ApplicationsStatusesResponseSchema = z.object({
  updated: z.array(z.number()),
  failed: z.array(z.object({ id: z.number(), reason: z.string() })),
});
export type ApplicationsStatusesResult = z.infer<typeof ApplicationsStatusesResponseSchema>;

export const ReassignSchema = z.object({ vacancy_id: dbIdParam(t.reassign.vacancy) });
export type ReassignInput = z.infer<typeof ReassignSchema>;
export const ReassignResponseSchema = z.object({
  old: z.object({ id: z.number(), status: z.enum(APPLICATION_STATUSES) }),
  new: z.object({ id: z.number(), status: z.enum(APPLICATION_STATUSES), vacancy_id: z.number() }),
});

/** A path inside the site (`/vacancies`), never another site: the shape here, the rest in `sitePath`. */
const LINK = /^\/(?!\/)[^\s\\]*$/;

export const PushMessageSchema = z.object({
  user_ids: ids(t.push.ids, 1000),
  title: z
    .string({ error: t.push.title })
    .trim()
    .min(1, { error: t.push.title })
    .max(120, { error: t.push.title }),
  text: z
    .string({ error: t.push.text })
    .trim()
    .min(1, { error: t.push.text })
    .max(2000, { error: t.push.text }),
  link: z
    .string({ error: t.push.link })
    .trim()
    .max(300, { error: t.push.link })
    .regex(LINK, { error: t.push.link })
    .transform((link, ctx) => {
      const path = sitePath(link);
      if (path === null) ctx.addIssue({ code: 'custom', message: t.push.link });
      return path ?? z.NEVER;
    })
    .nullable()
    .optional(),
});
export type PushMessageInput = z.infer<typeof PushMessageSchema>;
export const PushMessageResponseSchema = z.object({ sent: z.number() });
