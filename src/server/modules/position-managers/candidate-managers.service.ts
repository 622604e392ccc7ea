/**
 * A candidate's personal managers (`candidate_managers`): the choices (every active manager, those
 * of the candidate's position marked) and setting the whole list, with a history row.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ManagerChoice } from '#shared/contracts/position-managers.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { candidateHistory, candidateManagers, users, vacancyManagers } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid } from '../../lib/errors.ts';
import { visibleCandidate } from '../../policies/candidate-access.ts';
import { activeManager, byName, managerColumns, matchesSearch, notActiveManagers } from './manager-users.ts';

export async function listCandidateManagerChoices(
  deps: AppDeps,
  caller: SessionUser,
  candidateId: number,
  search: string | undefined,
) {
  const candidate = await visibleCandidate(deps.db, caller, candidateId);
  const [managers, onPosition, assigned] = await Promise.all([
    deps.db
      .select(managerColumns)
      .from(users)
      .where(and(activeManager, matchesSearch(search)))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(500),
    deps.db
      .select({ id: vacancyManagers.userId })
      .from(vacancyManagers)
      .where(and(eq(vacancyManagers.vacancyId, candidate.vacancyId), eq(vacancyManagers.active, true))),
    deps.db
      .select({ id: candidateManagers.userId })
      .from(candidateManagers)
      .where(eq(candidateManagers.candidateId, candidateId)),
  ]);
  const positionIds = new Set(onPosition.map((r) => r.id));
  const assignedIds = new Set(assigned.map((r) => r.id));
  // The position's managers first, then everyone else; by name within each.
  return managers
    .map((m) => ({ ...m, on_position: positionIds.has(m.id), assigned: assignedIds.has(m.id) }))
    .sort((a, b) => Number(b.on_position) - Number(a.on_position) || byName(a, b));
}

/** Replaces the candidate's personal managers; every one must be an active manager (else 422, nothing changes). */
export async function setCandidateManagers(
  deps: AppDeps,
  caller: SessionUser,
  candidateId: number,
  userIds: number[],
): Promise<ManagerChoice[]> {
  const wanted = [...new Set(userIds)];
  return deps.db.transaction(async (tx) => {
    await visibleCandidate(tx, caller, candidateId);
    if ((await notActiveManagers(tx, wanted)).length > 0)
      throw invalid({ user_ids: [ru.positionManagers.notActiveManager] });
    const before = (
      await tx
        .select({ id: candidateManagers.userId })
        .from(candidateManagers)
        .where(eq(candidateManagers.candidateId, candidateId))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    await tx.delete(candidateManagers).where(eq(candidateManagers.candidateId, candidateId));
    if (wanted.length > 0)
      await tx.insert(candidateManagers).values(wanted.map((userId) => ({ candidateId, userId })));
    const after = [...wanted].sort((a, b) => a - b);
    if (before.join(',') !== after.join(',')) {
      await tx.insert(candidateHistory).values({
        candidateId,
        actorId: caller.id,
        action: 'managers',
        before: before.join(','),
        after: after.join(','),
        createdAt: now(),
      });
    }
    if (wanted.length === 0) return [];
    const rows = await tx.select(managerColumns).from(users).where(inArray(users.id, wanted));
    return rows.sort(byName);
  });
}
