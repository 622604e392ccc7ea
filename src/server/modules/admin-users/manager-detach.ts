/**
 * Takes a manager off every position and candidate (the account is deleted or no longer a manager).
 * Each candidate that loses them gets a `managers` history row by the admin, the same row a manual
 * reassignment writes, so the card's history shows why the manager disappeared.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { candidateHistory, candidateManagers, vacancyManagers } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function detachManager(tx: DbOrTx, managerId: number, actorId: number): Promise<void> {
  await tx.delete(vacancyManagers).where(eq(vacancyManagers.userId, managerId));
  // Every manager of each affected candidate, before and after, as the history row lists them.
  const affected = rowsOf<{ candidate_id: number; before: string; after: string }>(
    await tx.execute(sql`
      select cm.candidate_id,
        string_agg(cm.user_id::text, ',' order by cm.user_id) as before,
        coalesce(string_agg(cm.user_id::text, ',' order by cm.user_id) filter (where cm.user_id <> ${managerId}), '') as after
      from ${candidateManagers} cm
      where cm.candidate_id in (select candidate_id from ${candidateManagers} where user_id = ${managerId})
      group by cm.candidate_id`),
  );
  if (affected.length === 0) return;
  await tx.delete(candidateManagers).where(eq(candidateManagers.userId, managerId));
  const at = now();
  await tx.insert(candidateHistory).values(
    affected.map((r) => ({
      candidateId: Number(r.candidate_id),
      actorId,
      action: 'managers',
      before: r.before,
      after: r.after,
      createdAt: at,
    })),
  );
}
