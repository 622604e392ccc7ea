/**
 * The staff candidates table: one query for the page and one capped count, whatever the filters.
 * Built to stay fast at 100,000 candidates on PostgreSQL and PGlite (bench/README.md):
 * - the «current stage» is read from the copy on `candidates` (decision 008), so the stage filters
 *   and sorts are index reads instead of a pick over eight stage rows per candidate;
 * - every sort has an index in its exact order (schema.ts), so a page is read in order and stops
 *   after LIMIT + OFFSET rows;
 * - the search uses the pg_trgm index on `users.search` (a substring of the name, e-mail or phone);
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

/** The same expression (and collation) as the indexes `users_name_idx` and `users_name_trgm_idx`. */
const FULL_NAME = sql`(${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.middleName}) collate "und-x-icu"`;

/** `%` and `_` typed by a person are searched for literally. */
function likeEscaped(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * A substring of the name, the e-mail or the phone. The trigram index on `users.search` (the three
 * lower-cased at write, migration 0013) finds the candidates in one scan; each is then checked
 * against the field itself, so a match spanning two fields in that text does not count. A whole
 * phone number is the phone's unique index.
 */
function searchCondition(q: string): SQL {
  const pattern = likeEscaped(q);
  const parts = [
    sql`(${users.search} like ${pattern} and (lower(${FULL_NAME}) like ${pattern} or lower(${users.email}) like ${pattern}))`,
  ];
  const phone = normalizePhone(q);
  if (phone) parts.push(eq(users.phone, phone));
  else if (/^[\d\s()+-]{3,}$/.test(q)) {
    const digits = likeEscaped(q.replace(/\D/g, ''));
    parts.push(sql`(${users.search} like ${digits} and ${users.phone} like ${digits})`);
  }
  return sql`(${users.anonymisedAt} is null and (${sql.join(parts, sql` or `)}))`;
}

type Conditions = { where: SQL; needsUser: boolean; needsProfile: boolean };

function conditions(db: DbOrTx, caller: Pick<SessionUser, 'id' | 'role'>, f: CandidatesQuery): Conditions {
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
  if (f.q) c.push(searchCondition(f.q));
  if (f.stage) c.push(eq(candidates.currentStageN, f.stage));
  if (f.stage_status) c.push(eq(candidates.currentStageStatus, f.stage_status));
  if (f.overdue !== undefined) {
    const overdue = sql`(${candidates.currentStageStatus} = 'awaiting' and ${candidates.currentStageDeadlineAt} < ${now()})`;
    c.push(f.overdue ? overdue : sql`not coalesce(${overdue}, false)`);
  }
  return {
    where: and(...c) ?? sql`true`,
    needsUser: f.city_id !== undefined || !!f.q,
    needsProfile: f.institution_id !== undefined,
  };
}

/**
 * Each key is spelled exactly as its index (NULLS LAST both ways, the id last in the same direction),
 * or PostgreSQL sorts every matching row instead of reading the index in order.
 */
function orderBy(f: CandidatesQuery): SQL {
  const desc = f.order === 'desc';
  const dir = desc ? sql`desc nulls last` : sql`asc nulls last`;
  const id = sql`${candidates.id} ${dir}`;
  if (f.sort === 'name') {
    // users_name_idx is ascending; read backwards it is descending with nulls first (a name is never null).
    return sql`${FULL_NAME} ${desc ? sql`desc` : sql`asc`}, ${candidates.id} ${desc ? sql`desc` : sql`asc`}`;
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
            overdue: r.stage_status === 'awaiting' && !!deadline && Date.parse(deadline) < at,
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
  const { where, needsUser, needsProfile } = conditions(db, caller, f);
  const order = orderBy(f);
  /** Only the joins the filters (and the name sort) need: the rows skipped or tested cost less. */
  const matching = (withUser: boolean) => sql`from ${candidates}
      ${withUser ? sql`join ${users} on ${users.id} = ${candidates.userId}` : sql``}
      ${needsProfile ? sql`join ${participantProfiles} on ${participantProfiles.userId} = ${candidates.userId}` : sql``}
    where ${where}`;
  // Counted first, ordered like a page so the planner reads the same index (the name order is
  // replaced: counting along candidates' own index spares a join per row), and stopped after
  // TOTAL_CAP + 1 rows: the work of a count is bounded like the work of a page.
  const countOrder = f.sort === 'name' ? orderBy({ ...f, sort: 'applied_at' }) : order;
  const counted = await db.execute(
    sql`select count(*)::int as total from (select 1 ${matching(needsUser)} order by ${countOrder} limit ${TOTAL_CAP + 1}) capped`,
  );
  const total = Number(rowsOf<{ total: number }>(counted)[0]!.total);
  // Few matches (the count is exact): find them by the filters' own indexes, then sort them — walking
  // the sort's index would test every candidate before finding that there are only a few. Many
  // matches: walk the sort's index, they are dense along it.
  const ids =
    total <= TOTAL_CAP
      ? sql`with matched as materialized (select ${candidates.id} as id ${matching(needsUser)})
          select ${candidates.id} as id from matched join ${candidates} on ${candidates.id} = matched.id
            ${f.sort === 'name' ? sql`join ${users} on ${users.id} = ${candidates.userId}` : sql``}`
      : sql`select ${candidates.id} as id ${matching(needsUser || f.sort === 'name')}`;
  // The page's ids first, then the columns shown joined for those rows only (a «deferred join»).
  const page = await db.execute(sql`
    with page as (${ids} order by ${order} limit ${f.per_page} offset ${(f.page - 1) * f.per_page})
    select ${candidates.id} as id, ${users.lastName} as last_name, ${users.firstName} as first_name, ${users.middleName} as middle_name,
      ${users.anonymisedAt} as anonymised_at, ${vacancies.id} as vacancy_id, ${vacancies.title} as vacancy_title, ${candidates.status} as status,
      ${candidates.currentStageN} as stage_n, ${candidates.currentStageStatus} as stage_status, ${candidates.currentStageDeadlineAt} as stage_deadline_at,
      ${candidates.submittedAt} as submitted_at, ${cities.name} as city, ${institutions.name} as institution, ${participantProfiles.course}::int as course,
      ${participantProfiles.englishLevel}::int as english_level, (${candidates.cvFileId} is not null or ${candidates.cvLink} <> '') as cv
    from page
      join ${candidates} on ${candidates.id} = page.id
      join ${users} on ${users.id} = ${candidates.userId}
      join ${vacancies} on ${vacancies.id} = ${candidates.vacancyId}
      left join ${participantProfiles} on ${participantProfiles.userId} = ${candidates.userId}
      left join ${cities} on ${cities.id} = ${users.cityId}
      left join ${institutions} on ${institutions.id} = ${participantProfiles.institutionId}
    order by ${order}`);
  const at = now().getTime();
  return {
    data: rowsOf<RawRow>(page).map((r) => toRow(r, at)),
    meta: {
      page: f.page,
      per_page: f.per_page,
      total: Math.min(total, TOTAL_CAP),
      total_exact: total <= TOTAL_CAP,
    },
  };
}
