/**
 * A believable programme at scale, for the mixed-load benchmark and for looking at the app with a
 * full database: `seedJourneyData` (journey-seed.ts) writes the vacancies, participants and their
 * records with EVERY_STATUS_MIX (every stage and record status of the domain), then this adds the
 * staff (admins, recruiters, managers on positions), the records' history, the notifications up to
 * the figure, chat threads, and the feed (posts, reactions, views, «Не интересно»). All set-based SQL,
 * each value a pure function of generate_series indices and ids, so two runs on an empty database
 * write the same rows. Scale 1 is the full programme (`FULL_SCALE`); 0.01 a quick one.
 */
import { sql } from 'drizzle-orm';
import { NEGATIVE_REASONS } from '#shared/domain/posts.ts';
import type { Db } from '#server/db/client.ts';
import { EVERY_STATUS_MIX, LIFECYCLE_SLOTS } from './every-status-mix.ts';
import {
  BENCH_PASSWORD,
  participantsInScreening,
  rowsOf,
  seedJourneyData,
  stepRunner,
  type SeedStep,
} from './journey-seed.ts';

export { BENCH_PASSWORD, participantsInScreening };

/** The programme at scale 1. Every participant has one record; history rows per record are fixed. */
export const FULL_SCALE = {
  vacancies: 1_000,
  participants: 100_000,
  historyPerCandidate: 10,
  posts: 10_000,
  messages: 1_000_000,
  admins: 5,
  recruiters: 50,
  managers: 200,
} as const;

export type ScaleFigures = { [K in keyof typeof FULL_SCALE]: number };

/** The figures at a scale; small scales keep enough of each for every status and role to occur. */
export function figuresAt(scale: number): ScaleFigures {
  const of = (full: number, least: number) => Math.max(least, Math.round(full * scale));
  return {
    vacancies: of(FULL_SCALE.vacancies, 20),
    participants: of(FULL_SCALE.participants, LIFECYCLE_SLOTS),
    historyPerCandidate: FULL_SCALE.historyPerCandidate,
    posts: of(FULL_SCALE.posts, 10),
    messages: of(FULL_SCALE.messages, 1_000),
    admins: of(FULL_SCALE.admins, 1),
    recruiters: of(FULL_SCALE.recruiters, 2),
    managers: of(FULL_SCALE.managers, 3),
  };
}

/** The tables counted after a seed (what the figures are about). */
export const COUNTED_TABLES = [
  'vacancies',
  'vacancy_stages',
  'vacancy_managers',
  'users',
  'participant_profiles',
  'candidates',
  'candidate_stages',
  'candidate_managers',
  'candidate_history',
  'messages',
  'chat_threads',
  'chat_messages',
  'posts',
  'post_reactions',
  'post_views',
  'post_negative_feedback',
  'feedback',
  'sessions',
] as const;

export type ScaleSeedResult = {
  figures: ScaleFigures;
  counts: Record<(typeof COUNTED_TABLES)[number], number>;
  steps: SeedStep[];
  totalMs: number;
};

export type StaffRole = 'admin' | 'recruiter' | 'manager';

/** The e-mail of the i-th (1-based) staff member of a role; they sign in with BENCH_PASSWORD. */
export const staffEmail = (role: StaffRole, i: number) => `${role}.${i}@staff.bench.test`;

/** The bench's staff accounts, by role and number. */
export async function staffAccounts(db: Db): Promise<{ id: number; role: StaffRole; email: string }[]> {
  return rowsOf(
    await db.execute(
      sql.raw(`select id, role, email from users where email like '%@staff.bench.test' order by role, id`),
    ),
  ).map((r) => ({ id: Number(r.id), role: r.role as StaffRole, email: String(r.email) }));
}

/** A block of consecutive user ids (one insert each): `first + (expr % count)` picks one. */
type IdRange = { first: number; count: number };

async function idRange(db: Db, where: string): Promise<IdRange> {
  const [r] = rowsOf(
    await db.execute(sql.raw(`select min(id) as lo, max(id) as hi, count(*) as n from users where ${where}`)),
  );
  const first = Number(r?.lo);
  const count = Number(r?.n);
  if (!count || Number(r?.hi) - first + 1 !== count)
    throw new Error(`users where ${where}: ids not consecutive`);
  return { first, count };
}
const pickId = (range: IdRange, expr: string) => `(${range.first} + (${expr}) % ${range.count})`;

/** Fills an empty, migrated database (reference data already in); ANALYZEs at the end. */
export async function seedAtScale(
  db: Db,
  opts: { scale: number; log?: (line: string) => void },
): Promise<ScaleSeedResult> {
  const figures = figuresAt(opts.scale);
  const started = performance.now();
  const journey = await seedJourneyData(db, {
    vacancies: figures.vacancies,
    candidates: figures.participants,
    sample: 0,
    mix: EVERY_STATUS_MIX,
    analyze: false,
    ...(opts.log ? { log: opts.log } : {}),
  });
  const steps = [...journey.steps];
  const step = stepRunner(db, steps, opts.log);
  const participants = await idRange(db, `email like '%@bench.test'`);

  const staff = { admin: figures.admins, recruiter: figures.recruiters, manager: figures.managers };
  const staffNames = {
    admin: ['Администратор', 1],
    recruiter: ['Рекрутер', 2],
    manager: ['Менеджер', 3],
  } as const;
  for (const [role, count] of Object.entries(staff) as [StaffRole, number][]) {
    const [name, phoneDigit] = staffNames[role];
    // The participants' password hash (one for everyone: argon2 is slow on purpose).
    await step(
      `users (${role}s)`,
      sql.raw(`insert into users (role, last_name, first_name, email, phone, password_hash, phone_verified_at, created_at, updated_at)
          select '${role}', 'Сотрудников', '${name} ' || i, '${role}.' || i || '@staff.bench.test', '+78${phoneDigit}' || lpad(i::text, 8, '0'),
                 (select password_hash from users where id = ${participants.first}), now(), now() - interval '2 years', now()
            from generate_series(1, ${count}) as i`),
    );
  }
  const admins = await idRange(db, `email like 'admin.%@staff.bench.test'`);
  const recruiters = await idRange(db, `email like 'recruiter.%@staff.bench.test'`);
  const managers = await idRange(db, `email like 'manager.%@staff.bench.test'`);

  // Each vacancy has its recruiter; every non-draft one two managers (the positions a manager sees).
  await step(
    'vacancies.recruiter_id',
    sql.raw(`update vacancies set recruiter_id = ${pickId(recruiters, 'id')}`),
  );
  await step(
    'vacancy_managers',
    sql.raw(`insert into vacancy_managers (vacancy_id, user_id, active, created_at)
      select v.id, ${pickId(managers, 'v.id + m')}, v.id % 10 <> 0 or m = 0, v.created_at
        from vacancies v, generate_series(0, 1) as m where v.status <> 'draft'`),
  );
  // Records from the recruiter interview on: half have the position's first manager on them.
  await step(
    'candidate_managers',
    sql.raw(`insert into candidate_managers (candidate_id, user_id, created_at)
      select c.id, ${pickId(managers, 'c.vacancy_id')}, c.created_at + interval '10 days'
        from candidates c where c.current_stage_n >= 5 and c.id % 2 = 0`),
  );
  // A meeting booked, held or moved has its slot (the card and the participant's progress show it).
  await step(
    'meeting slots',
    sql.raw(`update candidate_stages set slot = jsonb_build_object(
        'at', to_char(date_trunc('day', now()) + make_interval(days => candidate_id % 14 - 4, hours => 9 + candidate_id % 8), 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'place', 'Москва, Павелецкая площадь, 2', 'link', 'https://meet.example.com/jti-' || candidate_id, 'note', '')
      where n between 4 and 6 and status in ('assigned', 'reassigned', 'carried_out', 'need_reassign')`),
  );
  // The history follows the stage rows: the application, then one row per stage reached (the
  // recruiter's doing), then the record's status change if it has one; comments fill up to the figure.
  const H = figures.historyPerCandidate;
  await step(
    'candidate_history',
    sql.raw(`insert into candidate_history (candidate_id, actor_id, action, n, before, after, note, created_at)
      select c.id,
             case when j = 1 then c.user_id else v.recruiter_id end,
             case when j = 1 then 'applied' when cs.status <> 'none' then 'stage_status'
                  when j = ${H} and c.status not in ('none', 'awaiting') then 'status' else 'comment' end,
             case when j = 1 then 1 when cs.status <> 'none' then cs.n when j = ${H} and c.status not in ('none', 'awaiting') then null
                  else coalesce(c.current_stage_n, 1) end,
             case when j = 1 then null when cs.status <> 'none' then
                    case when cs.status in ('awaiting', 'skipped') then 'none' when cs.status in ('carried_out', 'need_reassign', 'reassigned') then 'assigned'
                         when cs.status = 'expired_testing' then 'testing' else 'awaiting' end
                  when j = ${H} and c.status not in ('none', 'awaiting') then 'awaiting' end,
             case when j = 1 then 'none' when cs.status <> 'none' then cs.status
                  when j = ${H} and c.status not in ('none', 'awaiting') then c.status end,
             case when j = 1 or cs.status <> 'none' or (j = ${H} and c.status not in ('none', 'awaiting')) then ''
                  else (array['Позвонили, кандидат подтвердил интерес.', 'Хорошее резюме, стоит обратить внимание.', 'Просит перенести на следующую неделю.'])[1 + (c.id + j) % 3] end,
             c.created_at + make_interval(days => j, mins => c.id % 600)
        from candidates c
        join vacancies v on v.id = c.vacancy_id
        cross join generate_series(1, ${H}) as j
        left join candidate_stages cs on cs.candidate_id = c.id and cs.n = j - 1 and j between 2 and 9`),
  );
  const existing = Number(rowsOf(await db.execute(sql.raw('select count(*) as n from messages')))[0]?.n ?? 0);
  const staffAll = await idRange(db, `email like '%@staff.bench.test'`);
  await step(
    'messages',
    sql.raw(`insert into messages (user_id, title, text, link, is_read, created_at)
      select case when g % 50 = 0 then ${pickId(staffAll, 'g / 50')} else ${pickId(participants, 'g::bigint * 7919')} end,
             case when g % 50 = 0 then 'Новые отклики'
                  else (array['Новости по заявке', 'Напоминание о дедлайне', 'Новая вакансия по вашим предпочтениям', 'Результаты этапа'])[1 + g % 4] end,
             'Уведомление №' || g || ': откройте, чтобы узнать подробности.',
             (array['/progress', '/vacancies', '/messages'])[1 + g % 3],
             g % 4 <> 0,
             now() - make_interval(mins => g % 525600)
        from generate_series(1, ${Math.max(0, figures.messages - existing)}) as g`),
  );
  // One participant in twenty has a chat thread with the recruiters: ten lines, answers alternating.
  await step(
    'chat_threads',
    sql.raw(`insert into chat_threads (participant_id, opened_by, created_at)
      select id, ${pickId(recruiters, 'id')}, created_at + interval '3 days'
        from users where email like '%@bench.test' and id % 20 = 0`),
  );
  await step(
    'chat_messages',
    sql.raw(`insert into chat_messages (participant_id, author_id, text, created_at, read_at)
      select t.participant_id, case when l % 2 = 1 then t.participant_id else t.opened_by end,
             (array['Здравствуйте! Подскажите, когда будут результаты?', 'Добрый день! Результаты будут на этой неделе.',
                    'Спасибо! А можно перенести интервью?', 'Да, выберите удобное время в личном кабинете.'])[1 + (l - 1) % 4],
             t.created_at + make_interval(hours => l), case when l < 10 then t.created_at + make_interval(hours => l + 1) end
        from chat_threads t, generate_series(1, 10) as l`),
  );
  // The feed: mostly news, some videos and carousels, one in ten an offer linked to an open vacancy.
  await step(
    'posts',
    sql.raw(`insert into posts (title, text, kind, category, vacancy_id, published_at, hidden, author_id, created_at, updated_at)
      select (array['Как прошёл день открытых дверей', 'Советы к онлайн-тесту', 'Стажировка в маркетинге', 'Вебинар о карьере', 'Истории стажёров'])[1 + i % 5] || ' №' || i,
             'Текст публикации №' || i || '. Рассказываем о стажировке, командах и отборе.',
             case when i % 10 = 9 then 'offer' when i % 10 in (6, 7) then 'video' when i % 10 = 8 then 'carousel' else 'news' end,
             (array['news', 'events', 'tips'])[1 + i % 3],
             case when i % 10 = 9 then o.ids[1 + i % cardinality(o.ids)] end,
             date_trunc('second', now()) - make_interval(hours => i * 2),
             i % 97 = 0,
             ${pickId(admins, 'i')},
             now() - make_interval(hours => i * 2), now() - make_interval(hours => i * 2)
        from generate_series(1, ${figures.posts}) as i, (select array_agg(id order by id) as ids from vacancies where status = 'open') as o`),
  );
  // Newer posts are seen and liked more: post p gets (p % 20) reactions and (p % 60) views.
  await step(
    'post_reactions',
    sql.raw(`insert into post_reactions (post_id, user_id, kind, created_at)
      select p.id, ${pickId(participants, 'p.id * 7919 + r * 104729')}, (array['like', 'heart', 'fire', 'clap'])[1 + (p.id + r) % 4], p.published_at + make_interval(mins => r)
        from posts p, generate_series(1, 19) as r where r <= p.id % 20
      on conflict do nothing`),
  );
  await step(
    'post_views',
    sql.raw(`insert into post_views (post_id, user_id, created_at)
      select p.id, ${pickId(participants, 'p.id * 7919 + r * 104729')}, p.published_at + make_interval(mins => r)
        from posts p, generate_series(1, 59) as r where r <= p.id % 60
      on conflict do nothing`),
  );
  await step(
    'post_negative_feedback',
    sql.raw(`insert into post_negative_feedback (post_id, user_id, reason, created_at)
      select p.id, ${pickId(participants, 'p.id * 31 + r * 1009')}, (array[${NEGATIVE_REASONS.map((r) => `'${r}'`).join(', ')}])[1 + r % ${NEGATIVE_REASONS.length}], p.published_at + interval '1 day'
        from posts p, generate_series(1, 3) as r where p.id % 25 = 0
      on conflict do nothing`),
  );
  await step('analyze', sql.raw('analyze'));

  const countRow = rowsOf(
    await db.execute(
      sql.raw(`select ${COUNTED_TABLES.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`),
    ),
  )[0]!;
  const counts = Object.fromEntries(
    COUNTED_TABLES.map((t) => [t, Number(countRow[t])]),
  ) as ScaleSeedResult['counts'];
  return { figures, counts, steps, totalMs: performance.now() - started };
}
