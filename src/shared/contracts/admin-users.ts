/**
 * The admin's users (docs/api-access.md, admin only): the list (`GET /api/dashboard/users`) and its
 * filter options (`.../users/filters`), one user (`GET .../users/{id}`), staff accounts
 * (`POST .../users`, `POST .../users/manager`), edits (`POST .../users/update/{id}`) and deletion
 * (`DELETE .../users/{id}`).
 */
import { z } from 'zod';
import { dbId, dbIdParam, pagingFields } from './common.ts';
import { ROLES, STAFF_ROLES } from '../domain/roles.ts';
import { APPLICATION_STATUSES, STAGE_STATUSES } from '../domain/stages.ts';
import { ruAdminUsers } from '../i18n/ru/admin-users.ts';
import { ruValidation } from '../i18n/ru/validation.ts';
import { EmailSchema, PhoneSchema } from './auth.ts';
import { daySchema } from './dates.ts';

const t = ruAdminUsers;
const v = ruValidation;

const id = dbIdParam(t.filter);
const day = daySchema(t.date);
const yesNo = z.enum(['true', 'false'], { error: t.filter }).transform((x) => x === 'true');
/** `role=a&role=b` and `role=a,b` both mean a list. */
const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (x) =>
      x === undefined
        ? undefined
        : (Array.isArray(x) ? x : [x]).flatMap((y) => String(y).split(',')).filter((y) => y !== ''),
    z.array(item).max(10, { error: t.filter }),
  );

export const USER_SORTS = ['registered_at', 'name'] as const;
export const USER_STATES = ['active', 'deactivated', 'anonymised'] as const;
export type UserState = (typeof USER_STATES)[number];

export const UsersQuerySchema = z.object({
  q: z.string({ error: t.q }).trim().max(100, { error: t.q }).optional(),
  role: list(z.enum(ROLES, { error: t.role })).optional(),
  state: z.enum(USER_STATES, { error: t.filter }).optional(),
  city_id: id.optional(),
  institution_id: id.optional(),
  registered_from: day.optional(),
  registered_to: day.optional(),
  phone_verified: yesNo.optional(),
  active_screening: yesNo.optional(),
  sort: z.enum(USER_SORTS, { error: t.sort }).default('registered_at'),
  order: z.enum(['asc', 'desc'], { error: t.sort }).default('desc'),
  ...pagingFields(t),
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;

export const UserRowSchema = z.object({
  id: z.number(),
  role: z.enum(ROLES),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  city: z.string().nullable(),
  institution: z.string().nullable(),
  registered_at: z.string(),
  active_screening: z.boolean(),
  state: z.enum(USER_STATES),
});
export type UserRow = z.infer<typeof UserRowSchema>;

export const UsersResponseSchema = z.object({
  data: z.array(UserRowSchema),
  meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
});
export type UsersResponse = z.infer<typeof UsersResponseSchema>;

const Option = z.object({ value: z.string(), label: z.string() });
const IdOption = z.object({ value: z.number(), label: z.string() });

export const UserFiltersResponseSchema = z.object({
  data: z.object({
    roles: z.array(Option),
    states: z.array(Option),
    /** Only the cities and institutions at least one user has. */
    cities: z.array(IdOption),
    institutions: z.array(IdOption),
  }),
});
export type UserFilters = z.infer<typeof UserFiltersResponseSchema>['data'];

const Ref = z.object({ id: z.number(), name: z.string() }).nullable();

export const UserDetailSchema = z.object({
  id: z.number(),
  role: z.enum(ROLES),
  state: z.enum(USER_STATES),
  name: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  birth_date: z.string().nullable(),
  city: Ref,
  /** The code (the edit form's value) and its name (what the page shows). */
  citizenship: z.string().nullable(),
  citizenship_name: z.string().nullable(),
  registered_at: z.string(),
  deactivated_at: z.string().nullable(),
  anonymised_at: z.string().nullable(),
  profile: z
    .object({
      institution: Ref,
      faculty: z.string(),
      specialty: z.string(),
      education_level: z.string(),
      course: z.number().nullable(),
      graduation_year: z.number().nullable(),
      departments: z.array(z.number()),
      work_format: z.number().nullable(),
      hours: z.number().nullable(),
      english_level: z.number().nullable(),
      relocate: z.boolean().nullable(),
    })
    .nullable(),
  applications: z.array(
    z.object({
      id: z.number(),
      vacancy: z.object({ id: z.number(), title: z.string() }),
      status: z.enum(APPLICATION_STATUSES),
      submitted_at: z.string().nullable(),
      created_at: z.string(),
      stages: z.array(
        z.object({ n: z.number(), status: z.enum(STAGE_STATUSES), deadline_at: z.string().nullable() }),
      ),
    }),
  ),
  /** A manager's positions (`vacancy_managers`). */
  positions: z.array(z.object({ id: z.number(), title: z.string(), active: z.boolean() })),
  messages: z.object({
    total: z.number(),
    items: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        text: z.string(),
        link: z.string().nullable(),
        is_read: z.boolean(),
        created_at: z.string(),
      }),
    ),
  }),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;
export const UserDetailResponseSchema = z.object({ data: UserDetailSchema });

const name = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(60, { error: v.nameLong })
    .regex(/^[\p{L}][\p{L}' -]*$/u, { error: v.nameChars });
const middleName = z
  .string({ error: v.nameChars })
  .trim()
  .max(60, { error: v.nameLong })
  .regex(/^([\p{L}][\p{L}' -]*)?$/u, { error: v.nameChars });
/** Optional for staff: empty means none. */
const optionalPhone = z.union([z.literal('').transform(() => null), z.null(), PhoneSchema], {
  error: v.phone,
});

const StaffFields = z.object({
  last_name: name(v.lastName),
  first_name: name(v.firstName),
  middle_name: middleName.optional().default(''),
  email: EmailSchema,
  phone: optionalPhone.optional().default(null),
});

export const CreateStaffSchema = StaffFields.extend({ role: z.enum(STAFF_ROLES, { error: t.staffRole }) });
export type CreateStaffInput = z.infer<typeof CreateStaffSchema>;

export const CreateManagerSchema = StaffFields.extend({
  vacancy_ids: z
    .array(id, { error: t.vacancies })
    .min(1, { error: t.vacancies })
    .max(100, { error: t.vacanciesMany })
    .transform((ids) => [...new Set(ids)]),
});
export type CreateManagerInput = z.infer<typeof CreateManagerSchema>;

export const UpdateUserSchema = z.object({
  last_name: name(v.lastName).optional(),
  first_name: name(v.firstName).optional(),
  middle_name: middleName.optional(),
  email: EmailSchema.optional(),
  phone: optionalPhone.optional(),
  role: z.enum(ROLES, { error: t.role }).optional(),
  city_id: dbId(v.city).nullable().optional(),
});
export type UpdateUserInput = z.infer<typeof UpdateUserSchema>;

export const UserSavedResponseSchema = z.object({ message: z.string(), data: UserDetailSchema });
