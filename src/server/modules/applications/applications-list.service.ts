/**
 * `GET /api/screening/applications`: the admin's list of applications (candidate records), one page
 * query and one count. The default order (newest first) and the status filter walk the
 * `candidates_status_idx (status, created_at)` / primary key, so a page stays quick at 100,000 rows;
 * names sort with the ICU collation (Russian order on both databases).
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ApplicationRow, ApplicationsQuery } from '#shared/contracts/applications.ts';
import { normalizePhone } from '#shared/domain/phone.ts';
import type { ApplicationStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidates, cities, institutions, participantProfiles, users, vacancies } from '../../db/schema.ts';
import { moscowDayStart } from '#shared/domain/moscow-time.ts';

const FROM = sql`from ${candidates}
  join ${users} on ${users.id} = ${candidates.userId}
  join ${vacancies} on ${vacancies.id} = ${candidates.vacancyId}
  left join ${participantProfiles} on ${participantProfiles.userId} = ${candidates.userId}
  left join ${cities} on ${cities.id} = ${users.cityId}
  left join ${institutions} on ${institutions.id} = ${participantProfiles.institutionId}`;

/** The three name parts in one string, the collation named so Russian sorts right on both databases. */
export const FULL_NAME = sql`(${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.middleName}) collate "und-x-icu"`;

/** `%` and `_` typed by a person are searched for literally. */
const likeEscaped = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(q: string): SQL {
  const pattern = likeEscaped(q);
  const parts = [sql`lower(${FULL_NAME}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`];
  const phone = normalizePhone(q);
  if (phone) parts.push(eq(users.phone, phone));
  else if (/^[\d\s()+-]{3,}$/.test(q))
    parts.push(sql`${users.phone} like ${likeEscaped(q.replace(/\D/g, ''))}`);
  return sql`(${users.anonymisedAt} is null and (${sql.join(parts, sql` or `)}))`;
}

function where(f: ApplicationsQuery): SQL {
  const c: (SQL | undefined)[] = [];
  if (f.status?.length) c.push(inArray(candidates.status, f.status));
  if (f.vacancy_id) c.push(eq(candidates.vacancyId, f.vacancy_id));
  if (f.date_from) c.push(gte(candidates.createdAt, moscowDayStart(f.date_from)));
  if (f.date_to) c.push(lt(candidates.createdAt, moscowDayStart(f.date_to, 1)));
  if (f.q) c.push(searchCondition(f.q));
  return and(...c) ?? sql`true`;
}

function orderBy(f: ApplicationsQuery): SQL {
  const dir = f.order === 'asc' ? sql`asc` : sql`desc`;
  const key = f.sort === 'name' ? sql`${FULL_NAME} ${dir}` : sql`${candidates.createdAt} ${dir}`;
  return sql`${key}, ${candidates.id} ${dir}`;
}

type RawRow = {
  id: number;
  user_id: number;
  last_name: string;
  first_name: string;
  middle_name: string;
  email: string | null;
  phone: string | null;
  anonymised_at: Date | string | null;
  vacancy_id: number;
  vacancy_title: string;
  vacancy_status: string;
  status: ApplicationStatus;
  created_at: Date | string;
  submitted_at: Date | string | null;
  city: string | null;
  institution: string | null;
};

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (v: Date | string) => new Date(v).toISOString();

function toRow(r: RawRow): ApplicationRow {
  const erased = r.anonymised_at !== null;
  return {
    id: r.id,
    user: {
      id: r.user_id,
      name: erased
        ? ru.candidateCard.erased
        : [r.last_name, r.first_name, r.middle_name].filter(Boolean).join(' '),
      email: erased ? null : r.email,
      phone: erased ? null : r.phone,
    },
    vacancy: { id: r.vacancy_id, title: r.vacancy_title, status: r.vacancy_status },
    status: r.status,
    created_at: iso(r.created_at),
    submitted_at: r.submitted_at === null ? null : iso(r.submitted_at),
    city: r.city,
    institution: r.institution,
  };
}

export async function listApplications(db: DbOrTx, f: ApplicationsQuery) {
  const w = where(f);
  const page = await db.execute(sql`
    select ${candidates.id} as id, ${users.id} as user_id, ${users.lastName} as last_name, ${users.firstName} as first_name,
      ${users.middleName} as middle_name, ${users.email} as email, ${users.phone} as phone, ${users.anonymisedAt} as anonymised_at,
      ${vacancies.id} as vacancy_id, ${vacancies.title} as vacancy_title, ${vacancies.status} as vacancy_status,
      ${candidates.status} as status, ${candidates.createdAt} as created_at, ${candidates.submittedAt} as submitted_at,
      ${cities.name} as city, ${institutions.name} as institution
    ${FROM}
    where ${w}
    order by ${orderBy(f)}
    limit ${f.per_page} offset ${(f.page - 1) * f.per_page}`);
  // The count needs only the joins a filter reads.
  const countFrom = f.q
    ? sql`from ${candidates} join ${users} on ${users.id} = ${candidates.userId}`
    : sql`from ${candidates}`;
  const counted = await db.execute(sql`select count(*)::int as total ${countFrom} where ${w}`);
  return {
    data: rowsOf<RawRow>(page).map(toRow),
    meta: { page: f.page, per_page: f.per_page, total: Number(rowsOf<{ total: number }>(counted)[0]!.total) },
  };
}
