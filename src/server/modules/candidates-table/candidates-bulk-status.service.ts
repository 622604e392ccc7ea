/**
 * `PUT /api/dashboard/candidates/statuses`: one stage status for many candidates, all or nothing.
 * Every candidate goes through `setStageStatus`, so the rules, the history and the notices are the
 * same as for one candidate; candidates are locked in id order so two bulk changes cannot deadlock.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { BulkStatusInput } from '#shared/contracts/candidates-table.ts';
import { isStatusAllowed } from '#shared/domain/stage-rules.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { candidates, candidateStages } from '../../db/schema.ts';
import { invalid } from '../../lib/errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { keepSeatOnReturn } from '../meeting-slots/slot-seats.ts';
import { lockCandidate, setStageStatus } from '../stages/stage-transition.service.ts';
import { staffScope } from '../../policies/candidate-access.ts';

export async function setStatusForMany(
  deps: AppDeps,
  caller: SessionUser,
  input: BulkStatusInput,
): Promise<{ updated: number }> {
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  return deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: candidates.id, status: candidateStages.status })
      .from(candidates)
      .innerJoin(
        candidateStages,
        and(eq(candidateStages.candidateId, candidates.id), eq(candidateStages.n, input.n)),
      )
      .where(and(inArray(candidates.id, ids), staffScope(tx, caller)));
    const current = new Map(rows.map((r) => [r.id, r.status]));
    const allowed = isStatusAllowed(input.n, input.status);
    const refused = ids.filter((id) => !allowed || !current.has(id) || current.get(id) === 'skipped');
    if (refused.length)
      throw invalid(
        { ids: [ru.candidatesTable.notApplicable(refused.join(', '))] },
        ru.candidatesTable.notApplicable(refused.join(', ')),
      );
    let updated = 0;
    for (const id of ids) {
      if (current.get(id) === input.status) continue;
      await lockCandidate(tx, id); // before the seat, as every stage change takes them
      await keepSeatOnReturn(tx, id, input.n, input.status);
      await setStageStatus(deps, tx, id, input.n, input.status, { actorId: caller.id });
      updated += 1;
    }
    return { updated };
  });
}
