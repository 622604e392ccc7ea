/**
 * The admin's users list: one query for the page and one count, whatever the filters. Sized for
 * 100,000 users (bench/users.ts): the default order reads `users_created_idx` backwards and stops at
 * the page, the name order reads `users_name_idx` (the same expression and ICU collation as below),
 * «has an active screening» is a probe of the partial unique index `candidates_one_active_uq`.
 * The search (name, e-mail, phone) is a substring match: a filter over the rows in that order.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { UserRow, UsersQuery, UserState } from '#shared/contracts/admin-users.ts';
import { normalizePhone } from '#shared/domain/phone.ts';
import type { Role } from '#shared/domain/roles.ts';
import { ACTIVE_APPLICATION_STATUSES } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cities, institutions, participantProfiles, users } from '../../db/schema.ts';
import { moscowDayStart } from '#shared/domain/moscow-time.ts';

/** Exactly the expression of `users_name_idx`, so the name sort is an index read. */
export const FULL_NAME = sql`((${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.middleName}) collate "und-x-icu")`;

/** Literals, not parameters: the planner proves the partial index's predicate only from constants. */
const ACTIVE_LIST = sql.raw(ACTIVE_APPLICATION_STATUSES.map((s) => `'${s}'`).join(', '));
/** The same condition as the partial index `candidates_one_active_uq`, so the planner probes it. */
const HAS_ACTIVE_SCREENING = sql`exists (select 1 from candidates ac where ac.user_id = ${users.id} and ac.status in (${ACTIVE_LIST}))`;

const FROM = sql`from ${users}
  left join ${participantProfiles} on ${participantProfiles.userId} = ${users.id}
  left join ${cities} on ${cities.id} = ${users.cityId}
  left join ${institutions} on ${institutions.id} = ${participantProfiles.institutionId}`;

/** `%` and `_` typed by a person are searched for literally. */
function likeEscaped(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(q: string): SQL {
  const pattern = likeEscaped(q);
  // An erased account's placeholder address (`deleted-<id>@invalid`) is nobody's: not searchable.
  const parts = [
    sql`lower(${FULL_NAME}) like ${pattern}`,
    sql`(lower(${users.email}) like ${pattern} and ${users.anonymisedAt} is null)`,
  ];
  const phone = normalizePhone(q);
  if (phone) parts.push(eq(users.phone, phone));
  else if (/^[\d\s()+-]{3,}$/.test(q))
    parts.push(sql`${users.phone} like ${likeEscaped(q.replace(/\D/g, ''))}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

const STATE_CONDITIONS: Record<UserState, SQL> = {
  active: and(isNull(users.deactivatedAt), isNull(users.anonymisedAt))!,
  deactivated: and(isNotNull(users.deactivatedAt), isNull(users.anonymisedAt))!,
  anonymised: isNotNull(users.anonymisedAt),
};

function conditions(f: UsersQuery): SQL {
  const c: (SQL | undefined)[] = [];
  if (f.q) c.push(searchCondition(f.q));
  if (f.role?.length) c.push(inArray(users.role, f.role));
  if (f.state) c.push(STATE_CONDITIONS[f.state]);
  if (f.city_id) c.push(eq(users.cityId, f.city_id));
  if (f.institution_id) c.push(eq(participantProfiles.institutionId, f.institution_id));
  if (f.registered_from) c.push(gte(users.createdAt, moscowDayStart(f.registered_from)));
  if (f.registered_to) c.push(lt(users.createdAt, moscowDayStart(f.registered_to, 1)));
  if (f.phone_verified !== undefined)
    c.push(f.phone_verified ? isNotNull(users.phoneVerifiedAt) : isNull(users.phoneVerifiedAt));
  if (f.active_screening !== undefined)
    c.push(f.active_screening ? HAS_ACTIVE_SCREENING : sql`not ${HAS_ACTIVE_SCREENING}`);
  return and(...c) ?? sql`true`;
}

function orderBy(f: UsersQuery): SQL {
  const dir = f.order === 'asc' ? sql`asc` : sql`desc`;
  const key = f.sort === 'name' ? FULL_NAME : users.createdAt;
  return sql`${key} ${dir}, ${users.id} ${dir}`;
}

type RawRow = {
  id: number;
  role: Role;
  last_name: string;
  first_name: string;
  middle_name: string;
  email: string | null;
  phone: string | null;
  phone_verified: boolean;
  city: string | null;
  institution: string | null;
  created_at: Date | string;
  active_screening: boolean;
  deactivated_at: Date | string | null;
  anonymised_at: Date | string | null;
};

/** Both drivers answer `execute` with `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function stateOf(u: { deactivated_at: unknown; anonymised_at: unknown }): UserState {
  return u.anonymised_at ? 'anonymised' : u.deactivated_at ? 'deactivated' : 'active';
}

export function displayName(u: {
  last_name: string;
  first_name: string;
  middle_name: string;
  anonymised_at: unknown;
}): string {
  if (u.anonymised_at) return ru.adminUsers.erasedName;
  return [u.last_name, u.first_name, u.middle_name].filter(Boolean).join(' ') || ru.adminUsers.noName;
}

function toRow(r: RawRow): UserRow {
  return {
    id: r.id,
    role: r.role,
    name: displayName(r),
    // An erased account keeps a placeholder address that means nothing to a reader.
    email: r.anonymised_at ? null : r.email,
    phone: r.phone,
    phone_verified: r.phone_verified,
    city: r.city,
    institution: r.institution,
    registered_at: new Date(r.created_at).toISOString(),
    active_screening: r.active_screening,
    state: stateOf(r),
  };
}

export async function listUsers(db: DbOrTx, f: UsersQuery) {
  const where = conditions(f);
  const page = await db.execute(sql`
    select ${users.id} as id, ${users.role} as role, ${users.lastName} as last_name, ${users.firstName} as first_name,
      ${users.middleName} as middle_name, ${users.email} as email, ${users.phone} as phone,
      (${users.phoneVerifiedAt} is not null) as phone_verified, ${cities.name} as city, ${institutions.name} as institution,
      ${users.createdAt} as created_at, ${HAS_ACTIVE_SCREENING} as active_screening,
      ${users.deactivatedAt} as deactivated_at, ${users.anonymisedAt} as anonymised_at
    ${FROM}
    where ${where}
    order by ${orderBy(f)}
    limit ${f.per_page} offset ${(f.page - 1) * f.per_page}`);
  // The joins only matter to the count when a filter reads them.
  const needsProfile = f.institution_id !== undefined;
  const counted = await db.execute(
    sql`select count(*)::int as total from ${users} ${needsProfile ? sql`left join ${participantProfiles} on ${participantProfiles.userId} = ${users.id}` : sql``} where ${where}`,
  );
  return {
    data: rowsOf<RawRow>(page).map(toRow),
    meta: { page: f.page, per_page: f.per_page, total: Number(rowsOf<{ total: number }>(counted)[0]!.total) },
  };
}

/** The filter options: every role and state, and only the cities and institutions some user has. */
export async function userFilters(db: DbOrTx) {
  const usedCities = await db.execute(
    sql`select ${cities.id} as value, ${cities.name} as label from ${cities}
      where exists (select 1 from ${users} where ${users.cityId} = ${cities.id})
      order by ${cities.name} collate "und-x-icu", ${cities.id}`,
  );
  const usedInstitutions = await db.execute(
    sql`select ${institutions.id} as value, ${institutions.name} as label from ${institutions}
      where exists (select 1 from ${participantProfiles} where ${participantProfiles.institutionId} = ${institutions.id})
      order by ${institutions.name} collate "und-x-icu", ${institutions.id}`,
  );
  const t = ru.adminUsers;
  return {
    roles: Object.entries(t.roles).map(([value, label]) => ({ value, label })),
    states: Object.entries(t.states).map(([value, label]) => ({ value, label })),
    cities: rowsOf<{ value: number; label: string }>(usedCities).map((r) => ({
      value: Number(r.value),
      label: r.label,
    })),
    institutions: rowsOf<{ value: number; label: string }>(usedInstitutions).map((r) => ({
      value: Number(r.value),
      label: r.label,
    })),
  };
}
