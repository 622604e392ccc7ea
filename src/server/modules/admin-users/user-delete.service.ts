/**
 * `DELETE /api/dashboard/users/{id}`.
 *
 * A participant: their personal data is erased under the 152-FZ rules of docs/product.md by the same
 * service consent withdrawal uses (users/anonymise.service.ts): records, stages and history keep their
 * ids and statuses so the statistics keep their counts, and each record's history names the admin.
 *
 * A staff account: deactivated, not erased (docs/decisions/012-staff-accounts.md). The row stays so
 * every history row, comment and position it authored still names who did it; the person can no
 * longer sign in (sessions end, sign-in and reset refuse a deactivated account) and is taken off
 * their positions and candidates.
 *
 * Nobody deletes themself: there must always be an admin left who can undo a mistake.
 */
import { eq } from 'drizzle-orm';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { changingSessions } from '../../plugins/session.ts';
import { anonymiseParticipantNow } from '../users/anonymise.service.ts';
import { detachManager } from './manager-detach.ts';

const t = ru.adminUsers;

export type DeleteOutcome = 'anonymised' | 'deactivated';

export async function deleteUser(deps: AppDeps, caller: SessionUser, userId: number): Promise<DeleteOutcome> {
  const [user] = await deps.db
    .select({ role: users.role, deactivatedAt: users.deactivatedAt, anonymisedAt: users.anonymisedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound();
  if (userId === caller.id) throw invalid({ id: [t.selfDelete] }, t.selfDelete);
  if (user.role === 'participant') {
    if (user.anonymisedAt) throw invalid({ id: [t.alreadyDeleted] }, t.alreadyDeleted);
    const { anonymised } = await anonymiseParticipantNow(deps, userId, {
      actorId: caller.id,
      reason: 'deleted_by_admin',
    });
    // Another admin's deletion may have won the race between the read above and the erasure.
    if (!anonymised) throw invalid({ id: [t.alreadyDeleted] }, t.alreadyDeleted);
    return 'anonymised';
  }
  if (user.deactivatedAt) throw invalid({ id: [t.alreadyDeleted] }, t.alreadyDeleted);
  await changingSessions(deps, async (tx, end) => {
    const at = now();
    await tx.update(users).set({ deactivatedAt: at, updatedAt: at }).where(eq(users.id, userId));
    await end.allOf(userId);
    if (user.role === 'manager') await detachManager(tx, userId, caller.id);
  });
  return 'deactivated';
}
