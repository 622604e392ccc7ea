/**
 * Which candidate records a staff member may see (PRODUCT.md permission matrix): recruiters and
 * admins every one, a manager only those assigned to them (`candidate_managers`). A record the caller
 * may not see is answered 404, exactly like one that does not exist.
 */
import { and, eq, exists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateManagers, candidates } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/access.ts';

export async function visibleCandidate(db: DbOrTx, caller: Pick<SessionUser, 'id' | 'role'>, candidateId: number) {
  const assigned = exists(
    db
      .select({ one: candidateManagers.candidateId })
      .from(candidateManagers)
      .where(and(eq(candidateManagers.candidateId, candidates.id), eq(candidateManagers.userId, caller.id))),
  );
  const [row] = await db
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), caller.role === 'manager' ? assigned : undefined))
    .limit(1);
  if (!row || (caller.role !== 'manager' && caller.role !== 'recruiter' && caller.role !== 'admin')) throw notFound();
  return row;
}
