/**
 * `PUT /api/screening/applications/statuses`: the admin's triage of many applications at once.
 * Each application is changed in its own transaction, so one that cannot take the status is
 * reported (with the reason) and the others still change. What each status does (docs/product.md
 * «Application status»):
 * - `assigned` (taken into the pipeline): SCREENING passes, through the stage rules;
 * - `reserved`, `denied_add`, `denied_final`, `cancel`: the current stage takes the status and it
 *   carries over to the record, through the stage rules (so the stage's allowed statuses apply);
 * - `need_reassign`: the record only (no stage means "move"); the participant is told.
 * Stage changes go through `setStageStatus` (history and notices included).
 */
import { eq, sql } from 'drizzle-orm';
import type {
  ApplicationsStatusesInput,
  ApplicationsStatusesResult,
  BulkApplicationStatus,
} from '#shared/contracts/applications.ts';
import { isStatusAllowed } from '#shared/domain/stage-rules.ts';
import { isActiveApplication, stageType, type StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { candidateHistory, candidates, candidateStages, vacancies } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import { notifyUser } from '../messages/notify.service.ts';
import { setStageStatus } from '../stages/stage-transition.service.ts';

const t = ru.applications;

/** A refusal of one row: reported beside its id, the rest go on. */
class RowRefused extends Error {}

export async function setApplicationsStatus(
  deps: AppDeps,
  actorId: number,
  input: ApplicationsStatusesInput,
): Promise<ApplicationsStatusesResult> {
  const result: ApplicationsStatusesResult = { updated: [], failed: [] };
  // Ascending ids: two admins' bulk changes lock rows in one order.
  for (const id of [...new Set(input.ids)].sort((a, b) => a - b)) {
    try {
      await deps.db.transaction((tx) => changeOne(deps, tx, actorId, id, input.status));
      result.updated.push(id);
    } catch (err) {
      if (err instanceof RowRefused || err instanceof HttpError)
        result.failed.push({ id, reason: err.message });
      else throw err;
    }
  }
  return result;
}

/** The stage the candidate is at: the first one in progress, else the first not started. */
export function currentStage(stages: readonly { n: number; status: StageStatus }[]) {
  const pipeline = [...stages].filter((s) => s.status !== 'skipped').sort((a, b) => a.n - b.n);
  return (
    pipeline.find((s) => s.status !== 'success' && s.status !== 'none') ??
    pipeline.find((s) => s.status === 'none')
  );
}

async function changeOne(
  deps: AppDeps,
  tx: Tx,
  actorId: number,
  id: number,
  status: BulkApplicationStatus,
): Promise<void> {
  // Locked first, so a participant's own step or another admin cannot interleave.
  await tx.execute(sql`select 1 from ${candidates} where ${candidates.id} = ${id} for update`);
  const [record] = await tx
    .select({
      id: candidates.id,
      status: candidates.status,
      userId: candidates.userId,
      title: vacancies.title,
    })
    .from(candidates)
    .innerJoin(vacancies, eq(vacancies.id, candidates.vacancyId))
    .where(eq(candidates.id, id));
  if (!record) throw new RowRefused(t.bulk.notFound);
  if (record.status === status) throw new RowRefused(t.bulk.same);
  if (!isActiveApplication(record.status))
    throw new RowRefused(t.bulk.ended(ru.statuses.application.staff[record.status]));

  if (status === 'need_reassign') {
    const at = now();
    await tx.update(candidates).set({ status, updatedAt: at }).where(eq(candidates.id, id));
    await tx.insert(candidateHistory).values({
      candidateId: id,
      actorId,
      action: 'status',
      before: record.status,
      after: status,
      createdAt: at,
    });
    await notifyUser(deps, tx, record.userId, {
      title: t.notice.needReassignTitle,
      text: t.notice.needReassignText(record.title),
      link: '/progress',
      key: `need_reassign:${id}:${at.getTime()}`,
    });
    return;
  }

  const stages = await tx
    .select({ n: candidateStages.n, status: candidateStages.status })
    .from(candidateStages)
    .where(eq(candidateStages.candidateId, id));
  if (status === 'assigned') {
    const screening = stages.find((s) => s.n === 1);
    if (
      record.status !== 'awaiting' ||
      !screening ||
      (screening.status !== 'eval' && screening.status !== 'awaiting')
    )
      throw new RowRefused(t.bulk.onlyAwaiting);
    await setStageStatus(deps, tx, id, 1, 'success', { actorId });
    return;
  }
  const stage = currentStage(stages);
  if (!stage) throw new RowRefused(t.bulk.noStage);
  if (!isStatusAllowed(stage.n, status))
    throw new RowRefused(t.bulk.notOnStage(ru.stageNames[stageType(stage.n)!]));
  await setStageStatus(deps, tx, id, stage.n, status, { actorId });
}
