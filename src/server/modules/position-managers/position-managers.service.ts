/**
 * A position's managers (`vacancy_managers`): list, add, the ones still available, remove, switch
 * active. While active, a manager sees the position's candidates (policies/candidate-access.ts).
 */
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { ManagerChoice, PositionManager } from '#shared/contracts/position-managers.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidateManagers, candidates, users, vacancies, vacancyManagers } from '../../db/schema.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { activeManager, managerColumns, matchesSearch, notActiveManagers } from './manager-users.ts';

/** The position, or 404. */
export async function requireVacancy(db: DbOrTx, vacancyId: number) {
  const [row] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(eq(vacancies.id, vacancyId))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function listPositionManagers(deps: AppDeps, vacancyId: number): Promise<PositionManager[]> {
  await requireVacancy(deps.db, vacancyId);
  const assignedHere = deps.db
    .select({ userId: candidateManagers.userId, n: sql<number>`count(*)::int`.as('n') })
    .from(candidateManagers)
    .innerJoin(candidates, eq(candidates.id, candidateManagers.candidateId))
    .where(eq(candidates.vacancyId, vacancyId))
    .groupBy(candidateManagers.userId)
    .as('assigned_here');
  const rows = await deps.db
    .select({ ...managerColumns, active: vacancyManagers.active, count: assignedHere.n })
    .from(vacancyManagers)
    .innerJoin(users, eq(users.id, vacancyManagers.userId))
    .leftJoin(assignedHere, eq(assignedHere.userId, vacancyManagers.userId))
    .where(eq(vacancyManagers.vacancyId, vacancyId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    active: r.active,
    candidates_count: r.count ?? 0,
  }));
}

/** Adds an active manager to the position; adding one already there changes nothing (and keeps their active flag). */
export async function addPositionManager(
  deps: AppDeps,
  vacancyId: number,
  userId: number,
): Promise<PositionManager[]> {
  await deps.db.transaction(async (tx) => {
    await requireVacancy(tx, vacancyId);
    if ((await notActiveManagers(tx, [userId])).length > 0)
      throw invalid({ user_id: [ru.positionManagers.notActiveManager] });
    await tx.insert(vacancyManagers).values({ vacancyId, userId }).onConflictDoNothing();
  });
  return listPositionManagers(deps, vacancyId);
}

/** Active managers not yet on the position, by name. */
export async function listAvailableManagers(
  deps: AppDeps,
  vacancyId: number,
  search: string | undefined,
): Promise<ManagerChoice[]> {
  await requireVacancy(deps.db, vacancyId);
  const onPosition = deps.db
    .select({ one: vacancyManagers.userId })
    .from(vacancyManagers)
    .where(and(eq(vacancyManagers.vacancyId, vacancyId), eq(vacancyManagers.userId, users.id)));
  return deps.db
    .select(managerColumns)
    .from(users)
    .where(and(activeManager, notExists(onPosition), matchesSearch(search)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(200);
}

export async function removePositionManager(deps: AppDeps, vacancyId: number, userId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await requireVacancy(tx, vacancyId);
    const removed = await tx
      .delete(vacancyManagers)
      .where(and(eq(vacancyManagers.vacancyId, vacancyId), eq(vacancyManagers.userId, userId)))
      .returning({ userId: vacancyManagers.userId });
    if (removed.length === 0) throw notFound();
  });
}

export async function setPositionManagerActive(
  deps: AppDeps,
  vacancyId: number,
  userId: number,
  active: boolean,
): Promise<PositionManager[]> {
  await deps.db.transaction(async (tx) => {
    await requireVacancy(tx, vacancyId);
    const changed = await tx
      .update(vacancyManagers)
      .set({ active })
      .where(and(eq(vacancyManagers.vacancyId, vacancyId), eq(vacancyManagers.userId, userId)))
      .returning({ userId: vacancyManagers.userId });
    if (changed.length === 0) throw notFound();
  });
  return listPositionManagers(deps, vacancyId);
}
