/**
 * The staff candidates table: one query for the page and one count, whatever the filters. The
 * «current stage» is a lateral pick over the candidate's eight `candidate_stages` rows (read by the
 * primary key): the first pipeline stage still in progress, else the last one passed, else the first
 * one — the same rule as `getCandidateRow` of the card.
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { CandidatesQuery, CandidateTableRow } from '#shared/contracts/candidates-table.ts';
import { normalizePhone } from '#shared/domain/phone.ts';
import type { ApplicationStatus, StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidates, cities, institutions, participantProfiles, users, vacancies } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import type { SessionUser } from '../../plugins/access.ts';
import { staffScope } from '../dashboard/candidate-access.ts';

const PICK_CURRENT = sql`select cs.n, cs.status, cs.deadline_at from candidate_stages cs
  where cs.candidate_id = ${candidates.id} and cs.status <> 'skipped'
  order by case when cs.status not in ('success', 'none') then 0 when cs.status = 'success' then 1 else 2 end,
    case when cs.status = 'success' then -cs.n else cs.n end
  limit 1`;
/** For filters and sorts on the stage: joined, so computed for every candidate that passes the other filters. */
const CURRENT_STAGE = sql`left join lateral (${PICK_CURRENT}) cur on true`;
/**
 * Otherwise the stage is a select-list subquery: PostgreSQL evaluates an expensive output column
 * after ORDER BY ... LIMIT, so only the rows of the page pick their stage.
 */
const STAGE_OF_PAGE_ROW = sql`(select json_build_object('n', p.n, 'status', p.status, 'deadline_at', p.deadline_at) from (${PICK_CURRENT}) p)`;
const STAGE_FROM_JOIN = sql`case when cur.n is null then null else json_build_object('n', cur.n, 'status', cur.status, 'deadline_at', cur.deadline_at) end`;

const FROM = sql`from ${candidates}
  join ${users} on ${users.id} = ${candidates.userId}
  join ${vacancies} on ${vacancies.id} = ${candidates.vacancyId}
  left join ${participantProfiles} on ${participantProfiles.userId} = ${candidates.userId}
  left join ${cities} on ${cities.id} = ${users.cityId}
  left join ${institutions} on ${institutions.id} = ${participantProfiles.institutionId}`;

/** `%` and `_` typed by a person are searched for literally. */
function likeEscaped(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A Moscow calendar day as the instant it starts. */
function moscowDay(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+03:00`).getTime() + plusDays * 86_400_000);
}

function searchCondition(q: string): SQL {
  const pattern = likeEscaped(q);
  const fullName = sql`lower((${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.middleName}) collate "und-x-icu")`;
  const parts = [sql`${fullName} like ${pattern}`, sql`lower(${users.email}) like ${pattern}`];
  const phone = normalizePhone(q);
  if (phone) parts.push(eq(users.phone, phone));
  else if (/^[\d\s()+-]{3,}$/.test(q)) parts.push(sql`${users.phone} like ${likeEscaped(q.replace(/\D/g, ''))}`);
  return sql`(${users.anonymisedAt} is null and (${sql.join(parts, sql` or `)}))`;
}

function conditions(db: DbOrTx, caller: Pick<SessionUser, 'id' | 'role'>, f: CandidatesQuery): { where: SQL; filtersStage: boolean } {
  const c: (SQL | undefined)[] = [staffScope(db, caller)];
  if (f.vacancy_id) c.push(eq(candidates.vacancyId, f.vacancy_id));
  if (f.status?.length) c.push(inArray(candidates.status, f.status));
  if (f.city_id) c.push(eq(users.cityId, f.city_id));
  if (f.institution_id) c.push(eq(participantProfiles.institutionId, f.institution_id));
  if (f.english_level) c.push(gte(participantProfiles.englishLevel, f.english_level));
  if (f.departments?.length) c.push(sql`${participantProfiles.departments} && array[${sql.join(f.departments.map((d) => sql`${d}::int`), sql`, `)}]::int[]`);
  if (f.applied_from) c.push(gte(candidates.submittedAt, moscowDay(f.applied_from)));
  if (f.applied_to) c.push(lt(candidates.submittedAt, moscowDay(f.applied_to, 1)));
  if (f.q) c.push(searchCondition(f.q));
  if (f.stage) c.push(sql`cur.n = ${f.stage}`);
  if (f.stage_status) c.push(sql`cur.status = ${f.stage_status}`);
  if (f.overdue !== undefined) {
    const overdue = sql`(cur.status = 'awaiting' and cur.deadline_at < ${now()})`;
    c.push(f.overdue ? overdue : sql`not coalesce(${overdue}, false)`);
  }
  const filtersStage = f.stage !== undefined || f.stage_status !== undefined || f.overdue !== undefined;
  return { where: and(...c) ?? sql`true`, filtersStage };
}

function orderBy(f: CandidatesQuery): SQL {
  const dir = f.order === 'asc' ? sql`asc` : sql`desc`;
  const key = {
    applied_at: sql`${candidates.submittedAt} ${dir} nulls last`,
    name: sql`(${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.middleName}) collate "und-x-icu" ${dir}`,
    stage: sql`cur.n ${dir} nulls last, cur.status ${dir}`,
    deadline: sql`cur.deadline_at ${dir} nulls last`,
  }[f.sort];
  return sql`${key}, ${candidates.id} ${dir}`;
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
  stage: { n: number; status: StageStatus; deadline_at: string | null } | string | null;
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
  const stage = typeof r.stage === 'string' ? (JSON.parse(r.stage) as Exclude<RawRow['stage'], string>) : r.stage;
  const deadline = stage ? iso(stage.deadline_at) : null;
  return {
    id: r.id,
    name: r.anonymised_at ? ru.candidateCard.erased : [r.last_name, r.first_name, r.middle_name].filter(Boolean).join(' '),
    vacancy: { id: r.vacancy_id, title: r.vacancy_title },
    status: r.status,
    stage: stage ? { n: stage.n, status: stage.status, deadline_at: deadline, overdue: stage.status === 'awaiting' && !!deadline && Date.parse(deadline) < at } : null,
    applied_at: iso(r.submitted_at),
    city: r.city,
    institution: r.institution,
    course: r.course,
    english_level: r.english_level,
    cv: r.cv,
  };
}

export async function listCandidates(db: DbOrTx, caller: Pick<SessionUser, 'id' | 'role'>, f: CandidatesQuery) {
  const { where, filtersStage } = conditions(db, caller, f);
  const needsStage = filtersStage || f.sort === 'stage' || f.sort === 'deadline';
  const page = await db.execute(sql`
    select ${candidates.id} as id, ${users.lastName} as last_name, ${users.firstName} as first_name, ${users.middleName} as middle_name,
      ${users.anonymisedAt} as anonymised_at, ${vacancies.id} as vacancy_id, ${vacancies.title} as vacancy_title, ${candidates.status} as status,
      ${needsStage ? STAGE_FROM_JOIN : STAGE_OF_PAGE_ROW} as stage, ${candidates.submittedAt} as submitted_at,
      ${cities.name} as city, ${institutions.name} as institution, ${participantProfiles.course}::int as course,
      ${participantProfiles.englishLevel}::int as english_level, (${candidates.cvFileId} is not null or ${candidates.cvLink} <> '') as cv
    ${FROM} ${needsStage ? CURRENT_STAGE : sql``}
    where ${where}
    order by ${orderBy(f)}
    limit ${f.per_page} offset ${(f.page - 1) * f.per_page}`);
  const counted = await db.execute(sql`select count(*)::int as total ${FROM} ${filtersStage ? CURRENT_STAGE : sql``} where ${where}`);
  const at = now().getTime();
  return {
    data: rowsOf<RawRow>(page).map((r) => toRow(r, at)),
    meta: { page: f.page, per_page: f.per_page, total: Number(rowsOf<{ total: number }>(counted)[0]!.total) },
  };
}
