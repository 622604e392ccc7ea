/** Manager-role users as choices: who counts as an active manager, their display name, the search. */
import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ManagerChoice } from '#shared/contracts/position-managers.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** A manager-role account that is neither deactivated nor anonymised. */
export const activeManager: SQL = and(
  eq(users.role, 'manager'),
  isNull(users.deactivatedAt),
  isNull(users.anonymisedAt),
)!;

export const managerName = sql<string>`trim(${users.lastName} || ' ' || ${users.firstName} || ' ' || ${users.middleName})`;

export const managerColumns = { id: users.id, name: managerName, email: users.email };

/** Name or e-mail contains the text (LIKE wildcards in it are taken literally). */
export function matchesSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(managerName, pattern), ilike(users.email, pattern));
}

/** The ids given that are not active managers. */
export async function notActiveManagers(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(activeManager, inArray(users.id, ids)));
  const ok = new Set(found.map((r) => r.id));
  return ids.filter((id) => !ok.has(id));
}

export const byName = (a: ManagerChoice, b: ManagerChoice) =>
  a.name.localeCompare(b.name, 'ru') || a.id - b.id;
