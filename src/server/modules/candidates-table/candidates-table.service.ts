/**
 * The staff candidates table: one statement counts the matches (capped) and reads the page from
 * them, whatever the filters; a second one only for a page the capped matches do not hold.
 * Built to stay fast at 100,000 candidates on PostgreSQL and PGlite
 * (bench/results/2026-11-21-candidates-table.md):
 * - the «current stage» is read from the copy on `candidates` (decision 008), so the stage filters
 *   and sorts are index reads instead of a pick over eight stage rows per candidate;
 * - every sort has an index in its exact order (schema.ts), so a page is read in order and stops
 *   after LIMIT + OFFSET rows;
 * - the search uses the pg_trgm index on `candidates.search` (a substring of the name, e-mail or
 *   phone, copied from the person: decision 045);
 * - the profile's English level and departments are read from their copies on `candidates`, which
 *   end each sort index (decision 017);
 * - the count stops at `TOTAL_CAP` + 1 rows: past that the answer says «more than» (`total_exact`);
 * - the page's ids are found with only the joins the filters need, then the shown columns are joined
 *   for those rows alone.
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  CANDIDATES_TOTAL_CAP as TOTAL_CAP,
  type CandidatesQuery,
  type CandidateTableRow,
} from '#shared/contracts/candidates-table.ts';
import { normalizePhone } from '#shared/domain/phone.ts';
import type { ApplicationStatus, StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidates, cities, institutions, participantProfiles, users, vacancies } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { staffScope } from '../../policies/candidate-access.ts';
import { moscowDayStart } from '#shared/domain/moscow-time.ts';
import { isOverdue } from '#shared/domain/stage-rules.ts';
import { overdueSql } from '../stages/overdue.ts';

/** The same expression (and collation) as the indexes `users_name_idx` and `users_name_trgm_idx`. */
const FULL_NAME = sql`(${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.middleName}) collate "und-x-icu"`;

/** How many matches of a search sorted by name are sorted from the trigram index's finds (see below). */
export const SORTED_SEARCH_BOUND = 5_000;

/** `%` and `_` typed by a person are searched for literally. */
function likeEscaped(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Where a search reads the person's text (name, e-mail and phone lower-cased, one per line): the
 * candidate record's copy (decision 045; null once they are anonymised, so found by nothing), or
 * `users.search` itself where the rows are walked along the name index (the same text, on the row
 * the walk reads anyway). Each has its trigram index.
 */
type SearchOn = 'candidates' | 'users';

/**
 * The name or the e-mail has `text` in it. Text without a line break found in the person's text lies
 * in one of its three lines, and only text of `+` and digits can lie in the phone's (the last) line,
 * so only that text is checked again against the lines before it. Text with a line break is checked
 * against the fields themselves (a match spanning two lines does not count).
 */
function nameOrEmail(search: SQL, person: SQL, text: string, pattern: string): SQL {
  if (text.includes('\n'))
    return sql`(${search} like ${pattern} and ${person} in (select ${users.id} from ${users}
      where lower(${FULL_NAME}) like ${pattern} or lower(${users.email}) like ${pattern}))`;
  if (/^[+\d]*$/.test(text))
    return sql`(${search} like ${pattern} and left(${search}, -strpos(reverse(${search}), chr(10))) like ${pattern})`;
  // An e-mail's domain is shared by many people (every gmail.com), so its trigrams narrow nothing and
  // cost the most to read: the index is given the text up to the «@», the row is checked for all of it.
  const at = text.indexOf('@');
  if (at >= 3)
    return sql`(${search} like ${likeEscaped(text.slice(0, at + 1))} and strpos(${search}, ${text}) > 0)`;
  return sql`${search} like ${pattern}`;
}

/**
 * A substring of the name, the e-mail or the phone, found by a trigram index on the person's text:
 * on `candidates` no join to `users` per match. A whole phone number is the phone's unique index;
 * digits typed are looked for in the phone's line only.
 */
function searchCondition(q: string, on: SearchOn): SQL {
  const [search, person] =
    on === 'candidates'
      ? [sql`${candidates.search}`, sql`${candidates.userId}`]
      : [sql`${users.search}`, sql`${users.id}`];
  const parts = [nameOrEmail(search, person, q.toLowerCase(), likeEscaped(q))];
  const phone = normalizePhone(q);
  if (phone)
    parts.push(
      on === 'candidates'
        ? sql`${candidates.userId} = any(array(select ${users.id} from ${users} where ${users.phone} = ${phone} and ${users.anonymisedAt} is null))`
        : eq(users.phone, phone),
    );
  else if (/^[\d\s()+-]{3,}$/.test(q)) {
    const digits = likeEscaped(q.replace(/\D/g, ''));
    parts.push(
      sql`(${search} like ${digits} and right(${search}, strpos(reverse(${search}), chr(10)) - 1) like ${digits})`,
    );
  }
  const any = sql`(${sql.join(parts, sql` or `)})`;
  return on === 'candidates' ? any : sql`(${users.anonymisedAt} is null and ${any})`;
}

type Conditions = { where: SQL; needsUser: boolean; needsProfile: boolean };

function conditions(
  db: DbOrTx,
  caller: Pick<SessionUser, 'id' | 'role'>,
  f: CandidatesQuery,
  searchOn: SearchOn = 'candidates',
): Conditions {
  const c: (SQL | undefined)[] = [staffScope(db, caller)];
  if (f.vacancy_id) c.push(eq(candidates.vacancyId, f.vacancy_id));
  if (f.status?.length) c.push(inArray(candidates.status, f.status));
  if (f.city_id) c.push(eq(users.cityId, f.city_id));
  // Selective: the profiles found by participant_profiles_institution_idx lead the join.
  if (f.institution_id) c.push(eq(participantProfiles.institutionId, f.institution_id));
  // Copies of the profile's columns on the candidate (decision 017): tested inside the sort's index
  // as it is walked, so a walk past many non-matching candidates reads no table rows.
  if (f.english_level) c.push(gte(candidates.englishLevel, f.english_level));
  if (f.departments?.length)
    c.push(
      sql`${candidates.departments} && array[${sql.join(
        f.departments.map((d) => sql`${d}::int`),
        sql`, `,
      )}]::int[]`,
    );
  if (f.applied_from) c.push(gte(candidates.submittedAt, moscowDayStart(f.applied_from)));
  if (f.applied_to) c.push(lt(candidates.submittedAt, moscowDayStart(f.applied_to, 1)));
  if (f.q) c.push(searchCondition(f.q, searchOn));
  if (f.stage) c.push(eq(candidates.currentStageN, f.stage));
  if (f.stage_status) c.push(eq(candidates.currentStageStatus, f.stage_status));
  if (f.overdue !== undefined) {
    const overdue = overdueSql(candidates.currentStageStatus, candidates.currentStageDeadlineAt);
    c.push(f.overdue ? overdue : sql`not coalesce(${overdue}, false)`);
  }
  return {
    where: and(...c) ?? sql`true`,
    needsUser: f.city_id !== undefined || (!!f.q && searchOn === 'users'),
    needsProfile: f.institution_id !== undefined,
  };
}

/**
 * Each key is spelled exactly as its index (NULLS LAST both ways, the id last in the same direction),
 * or PostgreSQL sorts every matching row instead of reading the index in order.
 */
function orderBy(f: CandidatesQuery, candidateId: SQL = sql`${candidates.id}`): SQL {
  const desc = f.order === 'desc';
  const dir = desc ? sql`desc nulls last` : sql`asc nulls last`;
  const id = sql`${candidateId} ${dir}`;
  if (f.sort === 'name') {
    // users_name_idx is ascending; read backwards it is descending with nulls first (a name is never null).
    return sql`${FULL_NAME} ${desc ? sql`desc` : sql`asc`}, ${candidateId} ${desc ? sql`desc` : sql`asc`}`;
  }
  const keys = {
    applied_at: [candidates.submittedAt],
    stage: [candidates.currentStageN, candidates.currentStageStatus],
    deadline: [candidates.currentStageDeadlineAt],
  }[f.sort];
  return sql.join([...keys.map((k) => sql`${k} ${dir}`), id], sql`, `);
}

type RawRow = {
  id: number;
  last_name: string;
  first_name: string;
  middle_name: string;
  anonymised_at: Date | string | null;
  vacancy_id: number;
  vacancy_title: string;
  status: ApplicationStatus;
  stage_n: number | null;
  stage_status: StageStatus | null;
  stage_deadline_at: Date | string | null;
  submitted_at: Date | string | null;
  city: string | null;
  institution: string | null;
  course: number | null;
  english_level: number | null;
  cv: boolean;
};

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

function toRow(r: RawRow, at: number): CandidateTableRow {
  const deadline = iso(r.stage_deadline_at);
  return {
    id: r.id,
    name: r.anonymised_at
      ? ru.candidateCard.erased
      : [r.last_name, r.first_name, r.middle_name].filter(Boolean).join(' '),
    vacancy: { id: r.vacancy_id, title: r.vacancy_title },
    status: r.status,
    stage:
      r.stage_n === null || r.stage_status === null
        ? null
        : {
            n: Number(r.stage_n),
            status: r.stage_status,
            deadline_at: deadline,
            overdue: isOverdue(r.stage_status, deadline === null ? null : new Date(deadline), new Date(at)),
          },
    applied_at: iso(r.submitted_at),
    city: r.city,
    institution: r.institution,
    course: r.course,
    english_level: r.english_level,
    cv: r.cv,
  };
}

export async function listCandidates(
  db: DbOrTx,
  caller: Pick<SessionUser, 'id' | 'role'>,
  f: CandidatesQuery,
) {
  const order = orderBy(f);
  const offset = (f.page - 1) * f.per_page;
  /** Only the joins the filters (and the name sort) need: the rows skipped or tested cost less. */
  const matching = (
    { where, needsUser, needsProfile }: Conditions,
    sortedByName = false,
  ) => sql`from ${candidates}
      ${needsUser || sortedByName ? sql`join ${users} on ${users.id} = ${candidates.userId}` : sql``}
      ${needsProfile ? sql`join ${participantProfiles} on ${participantProfiles.userId} = ${candidates.userId}` : sql``}
    where ${where}`;
  /** The columns shown, joined for the page's rows only (a «deferred join»): `page` holds their ids. */
  const shown = sql`${candidates.id} as id, ${users.lastName} as last_name, ${users.firstName} as first_name, ${users.middleName} as middle_name,
      ${users.anonymisedAt} as anonymised_at, ${vacancies.id} as vacancy_id, ${vacancies.title} as vacancy_title, ${candidates.status} as status,
      ${candidates.currentStageN} as stage_n, ${candidates.currentStageStatus} as stage_status, ${candidates.currentStageDeadlineAt} as stage_deadline_at,
      ${candidates.submittedAt} as submitted_at, ${cities.name} as city, ${institutions.name} as institution, ${participantProfiles.course}::int as course,
      ${participantProfiles.englishLevel}::int as english_level, (${candidates.cvFileId} is not null or ${candidates.cvLink} <> '') as cv`;
  const pageJoined = sql`page
      join ${candidates} on ${candidates.id} = page.id
      join ${users} on ${users.id} = ${candidates.userId}
      join ${vacancies} on ${vacancies.id} = ${candidates.vacancyId}
      left join ${participantProfiles} on ${participantProfiles.userId} = ${candidates.userId}
      left join ${cities} on ${cities.id} = ${users.cityId}
      left join ${institutions} on ${institutions.id} = ${participantProfiles.institutionId}`;
  // One statement finds the matches ordered like a page, stopped after `bound` + 1 rows (the work of
  // a count is bounded like the work of a page), counts them and takes the page from them: the first
  // `bound` + 1 rows in the page's order hold every page that ends within them. The name order is
  // replaced (walking candidates' own index spares a join per row), so a page by name is taken from
  // them only when they are all the matches, sorted then — as is a page past them — else (the gate
  // is false) a second statement walks the sort's index, where many matches are dense. A search
  // sorted by name counts further: its matches are clustered along the name index (every «Иванова»
  // together), so a walk to them tests a third of the people first, while a few thousand matches
  // found by the trigram index sort in milliseconds.
  const byName = f.sort === 'name';
  const countOrder = byName ? orderBy({ ...f, sort: 'applied_at' }) : order;
  const bound = f.q && byName ? SORTED_SEARCH_BOUND : TOTAL_CAP;
  const gated = byName || offset + f.per_page > bound + 1;
  const gate = gated ? sql`where (select count(*) from capped) <= ${bound}` : sql``;
  const page = byName
    ? sql`select capped.id from capped join ${users} on ${users.id} = capped.user_id
        ${gate} order by ${orderBy(f, sql`capped.id`)} limit ${f.per_page} offset ${offset}`
    : sql`select id from capped ${gated ? sql`${gate} and` : sql`where`} n between ${offset + 1} and ${offset + f.per_page}`;
  // Without a row on the page, the count's row still comes (the left join).
  const first = rowsOf<RawRow & { total: number }>(
    await db.execute(sql`
      with capped as materialized (
        select ${candidates.id} as id, ${byName ? sql`${candidates.userId} as user_id,` : sql``}
          row_number() over (order by ${countOrder}) as n ${matching(conditions(db, caller, f))}
        order by ${countOrder} limit ${bound + 1}),
      page as (${page})
      select counted.total, ${shown}
      from (select count(*)::int as total from capped) counted left join (${pageJoined}) on true
      order by ${order}`),
  );
  const total = Number(first[0]!.total);
  let rows: RawRow[] = first.filter((r) => r.id !== null);
  if (total > bound && gated) {
    // Many matches: walk the sort's index, where they are dense. By name the walk is along `users`,
    // so a search reads the person's text there (on the row the walk reads anyway, or by its own
    // index when the planner judges the matches few), not a candidate record per person walked.
    const ids = sql`select ${candidates.id} as id ${matching(conditions(db, caller, f, byName ? 'users' : 'candidates'), byName)}`;
    rows = rowsOf<RawRow>(
      await db.execute(sql`
        with page as (${ids} order by ${order} limit ${f.per_page} offset ${offset})
        select ${shown} from ${pageJoined}
        order by ${order}`),
    );
  }
  const at = now().getTime();
  return {
    data: rows.map((r) => toRow(r, at)),
    meta: {
      page: f.page,
      per_page: f.per_page,
      total: Math.min(total, TOTAL_CAP),
      total_exact: total <= TOTAL_CAP,
    },
  };
}
