/**
 * Bulk data for the journey benchmark, written straight into a migrated database with
 * `insert ... select generate_series(...)` (no server, no per-row round trips): vacancies of mixed
 * status with their pipelines, and participants in the shape registration writes (users +
 * participant_profiles + consents), each with one candidate record and its 8 stage rows in the
 * statuses of a mix (JOURNEY_MIX: every fifth participant has an active screening, waiting at the
 * online test; scale-seed.ts passes one with every status); those in an active screening have a few
 * messages and a session; some surveys are answered.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CONSENT_VERSION } from '#shared/domain/consent.ts';
import type { Db } from '#server/db/client.ts';
import { hashPassword } from '#server/lib/passwords.ts';
import { refreshCurrentStagesStatement } from '#server/modules/stages/stage-transition.service.ts';
import { russianPeople } from './russian-people.ts';

export const BENCH_PASSWORD = 'Бенчмарк-пароль-2026!';

/** Words the titles are made of, so a title search has hits (`аналит` matches about one in twelve). */
const TITLE_LEVELS = ['Стажёр', 'Младший специалист', 'Ассистент', 'Практикант'];
const TITLE_AREAS = [
  'аналитик данных',
  'по маркетингу',
  'финансовый аналитик',
  'по продажам',
  'юрист',
  'разработчик',
  'по логистике',
  'HR',
  'инженер производства',
  'бренд-менеджер',
  'по закупкам',
  'по коммуникациям',
];
export const TAGS = [
  'excel',
  'sql',
  'python',
  'английский',
  'аналитика',
  'b2b',
  'fmcg',
  'power bi',
  'sap',
  'дизайн',
];

const ACTIVE = `('none','awaiting','assigned','carried_out','need_reassign','success')`;

const textArray = (items: string[]) => `(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}])`;

const SCREENING_SETTINGS = JSON.stringify({
  questions: [
    { id: 'motivation', text: 'Почему вы хотите пройти стажировку именно в этой команде?' },
    { id: 'experience', text: 'Расскажите о проекте или работе, которой вы гордитесь.' },
  ],
});
const TESTING_SETTINGS = JSON.stringify({
  time_limit_minutes: 20,
  pass_mark: 60,
  questions: [
    {
      text: 'Выручка выросла со 100 до 120. На сколько процентов?',
      choices: ['12%', '20%', '120%'],
      correct: 1,
    },
    { text: 'Какое из чисел простое?', choices: ['21', '27', '29'], correct: 2 },
  ],
});

/**
 * Which statuses the records and their stages get: SQL expressions of the participant's `u.id`
 * (the record's status) and of the record `c` and the stage number `n` (each stage's status).
 */
export type StatusMix = { candidateStatus: string; stageStatus: string };

/**
 * The journey mix: every fifth participant is in an active screening (screening and video CV passed,
 * the online test waiting, the rest not reached); the rest have an ended record whose outcome they saw.
 */
export const JOURNEY_MIX: StatusMix = {
  candidateStatus: `case when u.id % 5 = 0 then (array['awaiting', 'assigned', 'carried_out'])[1 + (u.id / 5) % 3]
       else (array['denied_final', 'denied_add', 'reserved', 'cancel', 'reassigned'])[1 + (u.id / 5) % 5] end`,
  stageStatus: `case when c.status in ${ACTIVE} then case when n < 3 then 'success' when n = 3 then 'awaiting' else 'none' end
       else case when n = 1 then 'success' when n = 2 then 'denied_final' when n = 6 and c.id % 3 = 0 then 'skipped' else 'none' end end`,
};

export type SeedStep = { step: string; rows: number; ms: number };
export type SeedResult = {
  steps: SeedStep[];
  totalMs: number;
  /** Some participants with an active screening: who the benchmark signs in. */
  activeSample: { id: number; email: string }[];
  openVacancyIds: number[];
  /** Cities that have open vacancies, for the city filter. */
  cityIds: number[];
};

/** Runs one named statement, records its row count and time in `steps`, and logs a line. */
export function stepRunner(db: Db, steps: SeedStep[], log?: (line: string) => void) {
  return async (name: string, query: SQL): Promise<void> => {
    const t = performance.now();
    const result = await db.execute(query);
    const rows =
      (result as { rowCount?: number; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0;
    const s = { step: name, rows, ms: performance.now() - t };
    steps.push(s);
    log?.(`  ${name.padEnd(22)} ${String(rows).padStart(9)} rows  ${(s.ms / 1000).toFixed(1)} s`);
  };
}

/** The first `limit` bench participants (by id) whose record is an active screening, to sign in as. */
export async function participantsInScreening(
  db: Db,
  limit: number,
): Promise<{ id: number; email: string }[]> {
  return rowsOf(
    await db.execute(
      sql.raw(`select u.id, u.email from users u join candidates c on c.user_id = u.id and c.status in ${ACTIVE}
                where u.email like '%@bench.test' order by u.id limit ${Number(limit)}`),
    ),
  ).map((r) => ({ id: Number(r.id), email: String(r.email) }));
}

export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** Fills an empty, migrated database (reference data already in). */
export async function seedJourneyData(
  db: Db,
  opts: {
    vacancies: number;
    candidates: number;
    sample: number;
    log?: (line: string) => void;
    /** JOURNEY_MIX unless told. */
    mix?: StatusMix;
    /** Whether to ANALYZE at the end (default yes; a caller that adds more data analyzes after it). */
    analyze?: boolean;
  },
): Promise<SeedResult> {
  const mix = opts.mix ?? JOURNEY_MIX;
  const steps: SeedStep[] = [];
  const started = performance.now();
  const step = stepRunner(db, steps, opts.log);
  const hash = await hashPassword(BENCH_PASSWORD); // one hash for everyone: argon2 is slow on purpose

  await step(
    'vacancies',
    sql.raw(`
    insert into vacancies (title, description, department, city_id, work_format, hours, english_level, tags, status, headcount, created_at, updated_at)
    select ${textArray(TITLE_LEVELS)}[1 + i % 4] || ' ' || ${textArray(TITLE_AREAS)}[1 + (i / 4) % 12],
           'Описание вакансии №' || i || ': задачи, требования, условия.',
           1 + (i * 7) % 8,
           c.ids[1 + (i * 13) % least(40, cardinality(c.ids))],
           1 + i % 3,
           (array[20, 30, 40])[1 + (i / 3) % 3],
           1 + i % 5,
           array[${textArray(TAGS)}[1 + i % 10], ${textArray(TAGS)}[1 + (i % 10 + 1 + (i / 10) % 9) % 10]],
           case when i % 20 < 16 then 'open' when i % 20 < 18 then 'stop' when i % 20 = 18 then 'close' else 'draft' end,
           1 + i % 3,
           now() - make_interval(hours => i),
           now() - make_interval(hours => i)
      from generate_series(1, ${opts.vacancies}) as i, (select array_agg(id order by id) as ids from cities) as c`),
  );
  await step(
    'vacancy_stages',
    sql.raw(`
    insert into vacancy_stages (vacancy_id, n, deadline_days, settings)
    select v.id, n, case when n in (2, 3, 7) then 7 end,
           case n when 1 then '${SCREENING_SETTINGS}'::jsonb when 3 then '${TESTING_SETTINGS}'::jsonb else '{}'::jsonb end
      from vacancies v, generate_series(1, 8) as n`),
  );
  // Believable people (russian-people.ts): names by frequency, transliterated e-mails, mobile
  // numbers, cities and institutions, so the search and the name sort meet real selectivity.
  const reference = {
    cities: rowsOf(await db.execute(sql`select id, name from cities order by id`)).map((r) => ({
      id: Number(r.id),
      name: String(r.name),
    })),
    institutions: rowsOf(await db.execute(sql`select id, city from institutions order by id`)).map((r) => ({
      id: Number(r.id),
      city: String(r.city),
    })),
  };
  const people = russianPeople(opts.candidates, reference);
  // One JSON parameter for all of them (an array in drizzle's sql template would become a list).
  const json = JSON.stringify(people);
  await step(
    'users',
    sql`
    insert into users (role, last_name, first_name, middle_name, email, phone, city_id, password_hash, phone_verified_at, created_at, updated_at)
    select 'participant', p."lastName", p."firstName", p."middleName", p.email, p.phone, p."cityId",
           ${hash}, now(), now() - make_interval(days => (p.i % 365)::int), now()
      from rows from (jsonb_to_recordset(${json}::jsonb)
             as ("lastName" text, "firstName" text, "middleName" text, email text, phone text, "cityId" int))
           with ordinality as p("lastName", "firstName", "middleName", email, phone, "cityId", i)
     order by p.i`,
  );
  await step(
    'participant_profiles',
    sql`
    insert into participant_profiles (user_id, faculty, specialty, education_level, course, graduation_year, departments, work_format, hours, english_level, relocate, institution_id)
    select u.id, 'Экономический', 'Менеджмент', 'bachelor', 1 + u.id % 4, 2026 + u.id % 4, array[1 + u.id % 8], 1 + u.id % 3, (array[20, 30, 40])[1 + u.id % 3], 1 + u.id % 5, u.id % 2 = 0, p."institutionId"
      from jsonb_to_recordset(${json}::jsonb) as p(email text, "institutionId" int)
      join users u on u.email = p.email`,
  );
  await step(
    'consents',
    sql.raw(
      `insert into consents (user_id, version, accepted_at) select id, '${CONSENT_VERSION}', created_at from users where email like '%@bench.test'`,
    ),
  );
  // Each record's status comes from the mix; its end, and each stage's deadline, follow from the statuses.
  await step(
    'candidates',
    sql.raw(`
    insert into candidates (user_id, vacancy_id, status, source, cv_link, submitted_at, ended_at, outcome_seen_at, created_at, updated_at)
    select u.id, o.ids[1 + (u.id * 7) % cardinality(o.ids)], s.status,
           'site', 'https://example.com/cv/' || u.id,
           u.created_at,
           case when s.status not in ${ACTIVE} then u.created_at + interval '20 days' end,
           case when s.status not in ${ACTIVE} then u.created_at + interval '21 days' end,
           u.created_at, u.created_at
      from users u cross join lateral (select ${mix.candidateStatus} as status) s,
           (select array_agg(id order by id) as ids from vacancies where status = 'open') as o
     where u.email like '%@bench.test'`),
  );
  // A stage waiting for the candidate has a deadline ahead; an expired one, a deadline behind.
  await step(
    'candidate_stages',
    sql.raw(`
    insert into candidate_stages (candidate_id, n, status, deadline_at, score, updated_at)
    select id, n, status,
           case when status in ('awaiting', 'testing') and n between 2 and 7 then now() + interval '14 days'
                when status in ('expired_awaiting', 'expired_testing', 'expired') then now() - interval '2 days' end,
           null, updated_at
      from (select c.id, n, ${mix.stageStatus} as status, c.updated_at from candidates c, generate_series(1, 8) as n) s`),
  );
  // The current stage copied onto each candidate, as the app keeps it (decision 008).
  await step('current stages', refreshCurrentStagesStatement());
  await step(
    'messages',
    sql.raw(`
    insert into messages (user_id, title, text, is_read, created_at)
    select c.user_id, 'Новости по заявке №' || c.id, 'Этап ' || m || ': посмотрите, что дальше.', m <= 3, now() - make_interval(days => m)
      from candidates c, generate_series(1, 5) as m
     where c.status in ${ACTIVE}`),
  );
  // Surveys: half the records answered their video-CV survey, a third of the participants the usability one.
  await step(
    'feedback',
    sql.raw(`
    insert into feedback (user_id, candidate_id, kind, answer, score, created_at)
    select c.user_id, c.id, case when c.status in ${ACTIVE} then 'video-interview-success' else 'video-interview-fail' end, 'answered', 1 + c.id % 5, c.updated_at
      from candidates c where c.id % 2 = 0
    union all
    select u.id, null, 'usability', 'answered', 1 + u.id % 5, u.created_at from users u where u.email like '%@bench.test' and u.id % 3 = 0`),
  );
  // Sessions of the participants in a screening (signed in within the sliding month), so the session
  // lookup every signed-in call makes runs against a table of realistic size.
  await step(
    'sessions',
    sql.raw(`
    insert into sessions (id_hash, user_id, created_at, last_seen_at, expires_at, ip, user_agent)
    select encode(sha256(('bench-session-' || c.user_id)::bytea), 'hex'), c.user_id, now() - interval '3 days', now() - interval '1 day',
           now() + interval '27 days', '10.0.0.1', 'bench'
      from candidates c where c.status in ${ACTIVE}`),
  );
  if (opts.analyze ?? true) await step('analyze', sql.raw('analyze'));

  const sample = await participantsInScreening(db, opts.sample);
  const open = rowsOf(
    await db.execute(sql.raw(`select id from vacancies where status = 'open' order by id`)),
  ).map((r) => Number(r.id));
  const cityIds = rowsOf(
    await db.execute(
      sql.raw(
        `select distinct city_id from vacancies where status = 'open' and city_id is not null order by city_id`,
      ),
    ),
  ).map((r) => Number(r.city_id));
  return { steps, totalMs: performance.now() - started, activeSample: sample, openVacancyIds: open, cityIds };
}
