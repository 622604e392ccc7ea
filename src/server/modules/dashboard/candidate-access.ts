/**
 * Which candidate records a staff member may see (PRODUCT.md permission matrix): recruiters and
 * admins every one, a manager «only their candidates» — assigned to them by position or personally
 * (issue 5): personally through `candidate_managers`, or by position while they are an ACTIVE manager
 * of the candidate's vacancy (`vacancy_managers.active`). A record the caller may not see is answered
 * 404, exactly like one that does not exist. This file is the one place of that rule: the stage calls,
 * file downloads and candidate lists all use `managerScope`.
 */
import { and, eq, exists, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateManagers, candidates, vacancyManagers } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/access.ts';

/** A condition on `candidates`: the manager `managerId` may see this candidate record. */
export function managerScope(db: DbOrTx, managerId: number): SQL {
  const personally = exists(
    db
      .select({ one: candidateManagers.candidateId })
      .from(candidateManagers)
      .where(and(eq(candidateManagers.candidateId, candidates.id), eq(candidateManagers.userId, managerId))),
  );
  const byPosition = exists(
    db
      .select({ one: vacancyManagers.vacancyId })
      .from(vacancyManagers)
      .where(and(eq(vacancyManagers.vacancyId, candidates.vacancyId), eq(vacancyManagers.userId, managerId), eq(vacancyManagers.active, true))),
  );
  return or(personally, byPosition)!;
}

/** A condition on `candidates` for any staff caller: everything for a recruiter or admin, `managerScope` for a manager. */
export function staffScope(db: DbOrTx, caller: Pick<SessionUser, 'id' | 'role'>): SQL | undefined {
  return caller.role === 'manager' ? managerScope(db, caller.id) : undefined;
}

export async function visibleCandidate(db: DbOrTx, caller: Pick<SessionUser, 'id' | 'role'>, candidateId: number) {
  if (caller.role !== 'manager' && caller.role !== 'recruiter' && caller.role !== 'admin') throw notFound();
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), staffScope(db, caller)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
