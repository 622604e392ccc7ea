/**
 * The database schema (Drizzle, PostgreSQL dialect). Migrations are generated from this file with
 * `npm run db:generate` and run the same on PGlite and PostgreSQL: use nothing newer than
 * PostgreSQL 15.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Role } from '#shared/domain/roles.ts';
import {
  ACTIVE_APPLICATION_STATUSES,
  STAGE_NOT_REACHED,
  type ApplicationStatus,
  type StageStatus,
} from '#shared/domain/stages.ts';
import type { VacancyStatus } from '#shared/domain/vacancy-status.ts';
import { sqlList } from './sql-list.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

// Reference data ------------------------------------------------------------------------------

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  region: text('region').notNull(),
});

export const citizenships = pgTable('citizenships', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
});

export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    short: text('short').notNull().default(''),
    city: text('city').notNull(),
    kind: text('kind').notNull(),
    // name + short + city lower-cased, ё as е: what the search matches against.
    search: text('search').notNull(),
  },
  (t) => [uniqueIndex('institutions_name_uq').on(t.name)],
);

// People ---------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role').$type<Role>().notNull(),
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash'),
    cityId: integer('city_id').references(() => cities.id),
    citizenship: text('citizenship').references(() => citizenships.code),
    phoneVerifiedAt: ts('phone_verified_at'),
    needHowKnow: boolean('need_how_know').notNull().default(false),
    /** Deadline reminders by e-mail (decision 030); off, the notices still come. */
    emailReminders: boolean('email_reminders').notNull().default(true),
    deactivatedAt: ts('deactivated_at'),
    anonymisedAt: ts('anonymised_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    // What the staff search reads (decision 028): the name, the e-mail and the phone lower-cased once
    // at write, one per line, under one trigram index; copied onto the person's candidate records
    // (`candidates.search`, decision 045), where most searches read it. A row tested without the index
    // costs a LIKE on this text rather than an ICU lower-casing of three columns.
    search: text('search').generatedAlwaysAs(
      sql`(lower(((last_name || ' ' || first_name || ' ' || middle_name) collate "und-x-icu")) || chr(10) || lower(coalesce(email, '')) || chr(10) || coalesce(phone, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_phone_uq').on(t.phone),
    index('users_role_idx').on(t.role),
    // The admin's users list (admin-users): newest first, by name (the same expression and collation
    // as its ORDER BY), and the city filter options.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_name_idx').on(
      sql`((${t.lastName} || ' ' || ${t.firstName} || ' ' || ${t.middleName}) collate "und-x-icu")`,
      t.id,
    ),
    index('users_city_idx').on(t.cityId),
    // The staff candidates table's search (candidates-table.service.ts): a substring of the name, the
    // e-mail or the phone's digits, through pg_trgm (loaded on PGlite by db/client.ts).
    index('users_name_trgm_idx').using(
      'gin',
      sql`lower((${t.lastName} || ' ' || ${t.firstName} || ' ' || ${t.middleName}) collate "und-x-icu") gin_trgm_ops`,
    ),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    // The candidates table's search along the name order (a page by name of many matches).
    index('users_search_trgm_idx').using('gin', sql`${t.search} gin_trgm_ops`),
    check('users_role_ck', sql`${t.role} in ('participant','recruiter','manager','admin')`),
  ],
);

/** The education and preference steps of registration (participants only). */
export const participantProfiles = pgTable(
  'participant_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id').references(() => institutions.id),
    faculty: text('faculty').notNull().default(''),
    specialty: text('specialty').notNull().default(''),
    educationLevel: text('education_level').notNull().default(''),
    course: smallint('course'),
    graduationYear: smallint('graduation_year'),
    departments: integer('departments')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    workFormat: smallint('work_format'),
    hours: smallint('hours'),
    englishLevel: smallint('english_level'),
    relocate: boolean('relocate'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // The institution filter options of the admin's users list.
  (t) => [index('participant_profiles_institution_idx').on(t.institutionId)],
);

export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    acceptedAt: ts('accepted_at').notNull().defaultNow(),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [index('consents_user_idx').on(t.userId)],
);

/** One answer per participant and kind (how-know, usability) or per candidate record (stage surveys). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id').references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    answer: text('answer').notNull().default(''),
    score: smallint('score'),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_user_kind_uq')
      .on(t.userId, t.kind)
      .where(sql`${t.candidateId} is null`),
    uniqueIndex('feedback_candidate_kind_uq')
      .on(t.candidateId, t.kind)
      .where(sql`${t.candidateId} is not null`),
    // The statistics' sources and survey scores of a period.
    index('feedback_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

// Sign-in --------------------------------------------------------------------------------------

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

/**
 * Rate-limit counters shared by every app server (sign-in, SMS limits). A window opens at the first
 * hit of a key and lasts its length, so "once a minute" means a minute after the last allowed try.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expiresAt)],
);

// Outgoing e-mail and SMS ----------------------------------------------------------------------

/** Every e-mail and SMS goes here first; a dispatcher delivers it at least once, with backoff. */
/** An e-mail's file: its text content (an iCalendar file), its name and its MIME type with parameters. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error').notNull().default(''),
    sentAt: ts('sent_at'),
    /** Files the e-mail carries (a calendar invitation), sent as MIME parts by the SMTP transport. */
    attachments: jsonb('attachments')
      .$type<MailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('outbox_idempotency_uq').on(t.idempotencyKey),
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

// Selection ------------------------------------------------------------------------------------

export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    department: smallint('department').notNull(),
    cityId: integer('city_id').references(() => cities.id),
    workFormat: smallint('work_format').notNull(),
    hours: smallint('hours').notNull(),
    englishLevel: smallint('english_level').notNull().default(1),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<VacancyStatus>().notNull().default('draft'),
    recruiterId: integer('recruiter_id').references(() => users.id),
    headcount: integer('headcount').notNull().default(1),
    coverFileId: integer('cover_file_id'),
    /** How many hours before a published meeting slot (decision 031) its booking closes: no booking, no move after. */
    slotCutoffHours: smallint('slot_cutoff_hours').notNull().default(24),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('vacancies_status_idx').on(t.status),
    check('vacancies_status_ck', sql`${t.status} in ('draft','open','stop','close')`),
    check('vacancies_slot_cutoff_ck', sql`${t.slotCutoffHours} between 0 and 336`),
  ],
);

/** A vacancy's pipeline: which stage types it uses, each with its deadline and settings. */
export const vacancyStages = pgTable(
  'vacancy_stages',
  {
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    n: smallint('n').notNull(),
    deadlineDays: smallint('deadline_days'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.vacancyId, t.n] }),
    check('vacancy_stages_n_ck', sql`${t.n} between 1 and 8`),
  ],
);

export const vacancyManagers = pgTable(
  'vacancy_managers',
  {
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vacancyId, t.userId] }), index('vacancy_managers_user_idx').on(t.userId)],
);

/** The tag list staff pick from (vacancies.tags stays a text[] of names); one tag per name, any case. */
export const vacancyTags = pgTable(
  'vacancy_tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vacancy_tags_name_uq').on(sql`lower(${t.name})`)],
);

/**
 * Every search of the public vacancy list (`POST /api/vacancies/filter`), for the landing export
 * (`/api/dashboard/export/search`): the filters as sent, how many vacancies matched, who searched
 * (null for a visitor) and when.
 */
export const vacancySearches = pgTable(
  'vacancy_searches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    resultsCount: integer('results_count').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('vacancy_searches_created_idx').on(t.createdAt)],
);

/**
 * E-mail subscriptions to a vacancy filter: a newly opened matching vacancy mails each active one
 * once. The unsubscribe link carries a random token; only its SHA-256 is kept. `filters_key` is the
 * filters in a canonical form, so the same e-mail and filters make one subscription.
 */
export const vacancySubscriptions = pgTable(
  'vacancy_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    filtersKey: text('filters_key').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    unsubscribedAt: ts('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('vacancy_subscriptions_email_filters_uq').on(t.email, t.filtersKey),
    uniqueIndex('vacancy_subscriptions_token_uq').on(t.tokenHash),
    index('vacancy_subscriptions_active_idx')
      .on(t.createdAt)
      .where(sql`${t.unsubscribedAt} is null`),
  ],
);

/** One participant's application to one vacancy (the admin's «Заявки» call it an application). */
export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id),
    status: text('status').$type<ApplicationStatus>().notNull().default('none'),
    source: text('source').notNull().default(''),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    cvFileId: integer('cv_file_id'),
    cvLink: text('cv_link').notNull().default(''),
    submittedAt: ts('submitted_at'),
    endedAt: ts('ended_at'),
    outcomeSeenAt: ts('outcome_seen_at'),
    /**
     * The current stage (decision 008): a copy of the `candidate_stages` row the table shows, so the
     * staff table filters and sorts on it by index. Written only by `refreshCurrentStage` of
     * screening/stage-transition.service.ts, after every change of the stage rows.
     */
    currentStageN: smallint('current_stage_n'),
    currentStageStatus: text('current_stage_status').$type<StageStatus>(),
    currentStageDeadlineAt: ts('current_stage_deadline_at'),
    /**
     * The participant's English level and departments, copied from `participant_profiles` by the
     * database's triggers (decision 017, migration 0010), so the candidates table tests them inside
     * its sort indexes (their last columns) instead of reading a profile per candidate.
     */
    englishLevel: smallint('english_level'),
    departments: integer('departments')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * The participant's `users.search` (name, e-mail and phone lower-cased, one per line), null once
     * they are anonymised: copied by the database's triggers (decision 045, migration 0018), so the
     * staff search finds candidate records in one trigram index and counts and sorts them without a
     * join to `users` per match.
     */
    search: text('search'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // Also the name sort's join from users (with the copied profile columns: see below).
    index('candidates_user_idx').on(t.userId, t.id, t.englishLevel, t.departments),
    // The staff candidates table: one index per sort and direction (each ends with id, as the ORDER
    // BY does), so a page is read in order and stops after LIMIT; NULLS LAST both ways, as sorted.
    // The English level and departments follow the id (the order is unchanged: the id is unique), so
    // those filters are tested in the index as it is walked, without reading the table (decision 017).
    index('candidates_submitted_desc_idx').on(
      t.submittedAt.desc().nullsLast(),
      t.id.desc(),
      t.englishLevel,
      t.departments,
    ),
    index('candidates_submitted_asc_idx').on(
      t.submittedAt.asc().nullsLast(),
      t.id.asc(),
      t.englishLevel,
      t.departments,
    ),
    index('candidates_stage_desc_idx').on(
      t.currentStageN.desc().nullsLast(),
      t.currentStageStatus.desc(),
      t.id.desc(),
      t.englishLevel,
      t.departments,
    ),
    index('candidates_stage_asc_idx').on(
      t.currentStageN.asc().nullsLast(),
      t.currentStageStatus.asc(),
      t.id.asc(),
      t.englishLevel,
      t.departments,
    ),
    index('candidates_deadline_desc_idx').on(
      t.currentStageDeadlineAt.desc().nullsLast(),
      t.id.desc(),
      t.englishLevel,
      t.departments,
    ),
    index('candidates_deadline_asc_idx').on(
      t.currentStageDeadlineAt.asc().nullsLast(),
      t.id.asc(),
      t.englishLevel,
      t.departments,
    ),
    index('candidates_vacancy_status_idx').on(t.vacancyId, t.status),
    // The staff search: a substring of the name, the e-mail or the phone (pg_trgm, loaded on PGlite
    // by db/client.ts). Every write of a candidate row adds to it (a stage change moves the row), and
    // a search reads all of GIN's pending list: kept short (256 kB, not 4 MB), so a search reads at
    // most 32 pending pages, yet a write does not insert its ~40 trigrams one by one (decision 045).
    index('candidates_search_trgm_idx')
      .using('gin', sql`${t.search} gin_trgm_ops`)
      .with({ gin_pending_list_limit: 256 }),
    // The statistics' applications of a period with what they group by, read from the index alone
    // (decision 014): a month's funnel, departments and applicants never read the wide rows.
    index('candidates_cohort_idx').on(t.submittedAt, t.id, t.vacancyId, t.userId, t.status),
    index('candidates_status_idx').on(t.status, t.createdAt),
    // At most one active screening per participant, kept by the database itself.
    uniqueIndex('candidates_one_active_uq')
      .on(t.userId)
      .where(sql`${t.status} in ${sqlList(ACTIVE_APPLICATION_STATUSES)}`),
  ],
);

export const candidateManagers = pgTable(
  'candidate_managers',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.userId] }),
    index('candidate_managers_user_idx').on(t.userId),
  ],
);

/** Eight rows per candidate, one per stage type in process order; types outside the pipeline are `skipped`. */
export const candidateStages = pgTable(
  'candidate_stages',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    n: smallint('n').notNull(),
    status: text('status').$type<StageStatus>().notNull().default('none'),
    deadlineAt: ts('deadline_at'),
    slot: jsonb('slot').$type<Record<string, unknown> | null>(),
    score: integer('score'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.n] }),
    index('candidate_stages_deadline_idx').on(t.status, t.deadlineAt),
    // The funnel's reached stages of a period's candidates, read from the index alone (decision 014).
    index('candidate_stages_reached_idx')
      .on(t.candidateId, t.n, t.status)
      .where(sql`${t.status} not in ${sqlList(STAGE_NOT_REACHED)}`),
    check('candidate_stages_n_ck', sql`${t.n} between 1 and 8`),
  ],
);

export const stageComments = pgTable(
  'stage_comments',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    n: smallint('n').notNull(),
    authorId: integer('author_id').references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stage_comments_candidate_idx').on(t.candidateId, t.n)],
);

/** Append-only history of every change to a candidate: who, when, what, before and after. */
export const candidateHistory = pgTable(
  'candidate_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    n: smallint('n'),
    before: text('before'),
    after: text('after'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('candidate_history_candidate_idx').on(t.candidateId, t.createdAt),
    // The statistics per candidate of a period, from the index alone (decision 014): the stage spans
    // of the funnel's median and the record's first decision.
    index('candidate_history_stage_idx')
      .on(t.candidateId, t.n, t.after, t.createdAt)
      .where(sql`${t.action} = 'stage_status'`),
    index('candidate_history_status_idx')
      .on(t.candidateId, t.createdAt, t.id, t.after)
      .where(sql`${t.action} = 'status'`),
  ],
);

// Messages -------------------------------------------------------------------------------------

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_idx').on(t.userId, t.createdAt),
    index('messages_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.isRead}`),
  ],
);

/**
 * What an open tab hears (decision 030): one row per event for one user, numbered by one sequence,
 * so a stream that reconnects with `Last-Event-ID` is sent what it missed. Written in the transaction
 * of the change (modules/live/publish.ts), kept two days.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // The database's own clock at the insert (not the transaction's start): the stream's look-back
    // for late commits compares with it (decision 030).
    createdAt: ts('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);

/**
 * Deadline reminders sent (decision 030): the primary key is the claim, so with several servers
 * sweeping each (stage, deadline, kind) is reminded once. A new deadline (extended) is reminded again.
 */
export const stageReminders = pgTable(
  'stage_reminders',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    n: smallint('n').notNull(),
    kind: text('kind').$type<'48h' | '3h'>().notNull(),
    deadlineAt: ts('deadline_at').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.n, t.kind, t.deadlineAt] }),
    index('stage_reminders_sent_idx').on(t.sentAt),
  ],
);

/** The staff's morning digest: one row per staff member and Moscow day, claimed like the reminders. */
export const staffDigests = pgTable(
  'staff_digests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

// Files ----------------------------------------------------------------------------------------

/**
 * Uploaded files (CVs, videos, images). The bytes live in `DATA_DIR/files/ab/cd/<sha256>`, one copy
 * per content however many rows share it (lib/files). Erasing (consent withdrawal) sets `erased_at`,
 * blanks the name and the hash, and deletes the bytes once no live row shares them.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    kind: text('kind').$type<'cv' | 'video' | 'image'>().notNull(),
    /** Cleaned for display and downloads; never part of a path. */
    originalName: text('original_name').notNull(),
    /** Sniffed from the content, never the client's. */
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
    erasedAt: ts('erased_at'),
  },
  (t) => [
    index('files_owner_idx').on(t.ownerUserId),
    index('files_sha256_live_idx')
      .on(t.sha256)
      .where(sql`${t.erasedAt} is null`),
    check('files_kind_ck', sql`${t.kind} in ('cv','video','image')`),
    check('files_size_ck', sql`${t.size} >= 0`),
  ],
);

/**
 * Which files belong to which candidate record, written whenever a file is attached to one: the CV
 * (role `cv`, n 1), a stage attachment or a video-CV answer (`attachment`, `vcv_answer`, n the stage),
 * and, later, the offer document staff upload (`offer`, n 7, owned by the staff member). The download
 * check (`GET /api/file/{id}`) reads it: a file is visible to whoever may see a record it is linked to.
 */
export const candidateFiles = pgTable(
  'candidate_files',
  {
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    n: smallint('n').notNull(),
    role: text('role').$type<'cv' | 'attachment' | 'vcv_answer' | 'offer'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.fileId, t.role] }),
    index('candidate_files_file_idx').on(t.fileId),
    check('candidate_files_n_ck', sql`${t.n} between 1 and 8`),
  ],
);

// Chat -----------------------------------------------------------------------------------------

/**
 * The one chat thread between the staff and a participant (docs/product.md «Chat»), keyed by the
 * participant. Opened by `POST /api/dashboard/users/{id}/chat/create`, or by the first message of
 * either side.
 */
export const chatThreads = pgTable('chat_threads', {
  participantId: integer('participant_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * One line of a thread. `author_id` is the participant or a staff member; `read_at` is when the
 * other side first loaded it. Erased (deleted) with the thread when the participant is anonymised.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    participantId: integer('participant_id')
      .notNull()
      .references(() => chatThreads.participantId, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
    readAt: ts('read_at'),
  },
  (t) => [index('chat_messages_thread_idx').on(t.participantId, t.id)],
);

// Feed -----------------------------------------------------------------------------------------

/**
 * News-feed posts (docs/product.md «Post»). `published_at` keeps milliseconds only (precision 3), so the
 * feed's keyset cursor, which carries a JavaScript time, matches a row exactly.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    kind: text('kind').$type<'news' | 'video' | 'carousel' | 'offer'>().notNull(),
    category: text('category').$type<'news' | 'events' | 'tips'>().notNull(),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    hidden: boolean('hidden').notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The feed pages newest first over visible posts, with or without a category.
    index('posts_feed_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`not ${t.hidden}`),
    index('posts_feed_category_idx')
      .on(t.category, t.publishedAt.desc(), t.id.desc())
      .where(sql`not ${t.hidden}`),
    check('posts_kind_ck', sql`${t.kind} in ('news','video','carousel','offer')`),
    check('posts_category_ck', sql`${t.category} in ('news','events','tips')`),
  ],
);

/** A post's images or video, in display order. */
export const postMedia = pgTable(
  'post_media',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.fileId] }), index('post_media_file_idx').on(t.fileId)],
);

/** One reaction per user per post; changing it replaces the kind. */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'like' | 'heart' | 'fire' | 'clap'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_reactions_user_idx').on(t.userId),
    check('post_reactions_kind_ck', sql`${t.kind} in ('like','heart','fire','clap')`),
  ],
);

/** The view log: the first time a user saw a post. */
export const postViews = pgTable(
  'post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_views_user_idx').on(t.userId)],
);

/** «Не интересно»: hides the post for that user and keeps the reason. */
export const postNegativeFeedback = pgTable(
  'post_negative_feedback',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('post_negative_feedback_user_idx').on(t.userId),
  ],
);

// Learning materials ------------------------------------------------------------------------------

/**
 * Learning materials (docs/product.md «Learning material»): a video, podcast or article the admin writes
 * for the stages it suits (`stages`, numbers 1-8; empty = general, shown after the stage's own). The
 * media is an uploaded file (a video, or an image for an article) or an external link.
 */
export const materials = pgTable(
  'materials',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'video' | 'podcast' | 'article'>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    mediaFileId: integer('media_file_id').references(() => files.id),
    link: text('link').notNull().default(''),
    stages: smallint('stages')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('materials_created_idx').on(t.createdAt),
    index('materials_media_idx').on(t.mediaFileId),
    check('materials_kind_ck', sql`${t.kind} in ('video','podcast','article')`),
  ],
);

// Self-booked meetings (decision 031) ------------------------------------------------------------

/**
 * A meeting slot staff publish on a position for ASSESSMENT (4), RECRUITER_INTERVIEW (5) or
 * MANAGER_INTERVIEW (6): when (stored in UTC, shown in Moscow time), where or by which link, and
 * how many candidates it takes. A cancelled slot keeps its row (`cancelled_at`) and loses its seats.
 */
export const meetingSlots = pgTable(
  'meeting_slots',
  {
    id: serial('id').primaryKey(),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    n: smallint('n').notNull(),
    startsAt: ts('starts_at').notNull(),
    place: text('place').notNull().default(''),
    link: text('link').notNull().default(''),
    capacity: smallint('capacity').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('meeting_slots_vacancy_idx').on(t.vacancyId, t.n, t.startsAt),
    // The target of the seats' (slot, capacity) key: a seat's number is checked against its slot's capacity.
    unique('meeting_slots_id_capacity_uq').on(t.id, t.capacity),
    check('meeting_slots_n_ck', sql`${t.n} in (4, 5, 6)`),
    check('meeting_slots_capacity_ck', sql`${t.capacity} between 1 and 500`),
  ],
);

/**
 * One taken seat of a slot. The database itself keeps a slot from taking more candidates than its
 * capacity: a seat is numbered from 1 to the slot's capacity (copied here through a foreign key on
 * (slot, capacity), so the CHECK can see it) and each number is taken once (the primary key), so two
 * candidates racing for the last seat cannot both insert it. A candidate holds at most one seat per
 * stage.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    slotId: integer('slot_id').notNull(),
    capacity: smallint('capacity').notNull(),
    seat: smallint('seat').notNull(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    n: smallint('n').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.seat] }),
    foreignKey({
      name: 'slot_bookings_slot_fk',
      columns: [t.slotId, t.capacity],
      foreignColumns: [meetingSlots.id, meetingSlots.capacity],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('slot_bookings_candidate_uq').on(t.candidateId, t.n),
    check('slot_bookings_seat_ck', sql`${t.seat} between 1 and ${t.capacity}`),
  ],
);

/**
 * One meeting (a stage 4–6 time) as it stands in its participants' calendars (decision 070): the
 * invitation's stable UID, its SEQUENCE (raised on every change sent), and the time and place last
 * sent. A cancelled meeting keeps its row; a new time after it is a new meeting with a new UID. At
 * most one live meeting per candidate and stage. Written only by modules/meeting-invitations.
 */
export const meetingInvitations = pgTable(
  'meeting_invitations',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    n: smallint('n').notNull(),
    uid: text('uid').notNull(),
    sequence: integer('sequence').notNull().default(0),
    startsAt: ts('starts_at').notNull(),
    place: text('place').notNull().default(''),
    link: text('link').notNull().default(''),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meeting_invitations_uid_uq').on(t.uid),
    uniqueIndex('meeting_invitations_live_uq')
      .on(t.candidateId, t.n)
      .where(sql`${t.cancelledAt} is null`),
    check('meeting_invitations_n_ck', sql`${t.n} in (4, 5, 6)`),
  ],
);

/** The staff members a meeting's invitation went to (the candidate is its other party); a staff feed reads these. */
export const meetingInvitees = pgTable(
  'meeting_invitees',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => meetingInvitations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.invitationId, t.userId] }),
    index('meeting_invitees_user_idx').on(t.userId),
  ],
);

/**
 * A staff member's private calendar feed (decision 070). The secret in its address is
 * HMAC(APP_SECRET, nonce), so the page can show it again while the database alone opens nothing; the
 * feed is found by the secret's hash. Renewing replaces the nonce: the old address answers 404.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_uq').on(t.tokenHash)],
);
