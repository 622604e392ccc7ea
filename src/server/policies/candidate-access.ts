/**
 * Which candidate records a staff member may see (docs/product.md «Permission matrix»): recruiters and
 * admins every one, a manager «only their candidates» — assigned to them by position or personally
 * (issue 5): personally through `candidate_managers`, or by position while they are an ACTIVE manager
 * of the candidate's vacancy (`vacancy_managers.active`). A record the caller may not see is answered
 * 404, exactly like one that does not exist. This file is the one place of that rule: the card, the
 * stage calls, file downloads and candidate lists all use `managerScope`.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { candidateManagers, candidates, vacancyManagers } from '../db/schema.ts';
import { notFound } from '../lib/errors.ts';
import type { SessionUser } from '../lib/session-user.ts';

/**
 * A condition on `candidates`: the manager `managerId` may see this candidate record. Written as one
 * id list (their personal candidates, then those of the positions they actively manage), read from
 * `candidate_managers_user_idx`, `vacancy_managers_user_idx` and `candidates_vacancy_status_idx`:
 * an OR of two EXISTS would make PostgreSQL test every candidate of the table
 * (bench/results/2026-11-21-candidates-table.md).
 * With `candidates.id = $1` beside it, PostgreSQL pushes the id into both branches.
 */
export function managerScope(_db: DbOrTx, managerId: number): SQL {
  return sql`${candidates.id} in (
    select ${candidateManagers.candidateId} from ${candidateManagers} where ${candidateManagers.userId} = ${managerId}
    union all
    select managed.id from ${candidates} managed
      join ${vacancyManagers} on ${vacancyManagers.vacancyId} = managed.vacancy_id
     where ${vacancyManagers.userId} = ${managerId} and ${vacancyManagers.active})`;
}

/** Whether the caller is staff at all: anyone else sees no candidate record (404, as a missing one). */
export const isStaff = (caller: Pick<SessionUser, 'role'>) =>
  caller.role === 'manager' || caller.role === 'recruiter' || caller.role === 'admin';

/** A condition on `candidates` for any staff caller: everything for a recruiter or admin, `managerScope` for a manager. */
export function staffScope(db: DbOrTx, caller: Pick<SessionUser, 'id' | 'role'>): SQL | undefined {
  return caller.role === 'manager' ? managerScope(db, caller.id) : undefined;
}

export async function visibleCandidate(
  db: DbOrTx,
  caller: Pick<SessionUser, 'id' | 'role'>,
  candidateId: number,
) {
  if (!isStaff(caller)) throw notFound();
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), staffScope(db, caller)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
