/**
 * Staff changing a candidate's stages. The rules themselves live in stage-transition.service.ts; here
 * are the checks only staff calls have (a manager only sets MANAGER_INTERVIEW, a meeting needs a
 * slot) and the details a status carries: the meeting slot, the internship start, the offer document.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { StageUpdateInput } from '#shared/contracts/candidate-stages.ts';
import { isStatusAllowed } from '#shared/domain/stage-rules.ts';
import { stageNumber, stageType, type StageType } from '#shared/domain/stages.ts';
import { formatDateTimeMsk } from '#shared/i18n/dates.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidateFiles, candidateHistory, candidates, candidateStages } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { forbidden, invalid } from '../../lib/errors.ts';
import type { StoredFile } from '../../lib/files/index.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { syncMeetingInvitation } from '../meeting-invitations/meeting-invitations.service.ts';
import { keepSeatOnReturn, releaseSeat } from '../meeting-slots/slot-seats.ts';
import {
  lockCandidate,
  moveCandidateToStage,
  refreshCurrentStage,
  setStageStatus,
  tellStageDetails,
} from '../stages/stage-transition.service.ts';
import { visibleCandidate } from '../../policies/candidate-access.ts';

const t = ru.candidateStages;
const MEETINGS: readonly StageType[] = ['ASSESSMENT', 'RECRUITER_INTERVIEW', 'MANAGER_INTERVIEW'];
const MANAGER_STAGE = 6;

/** The record-level checks, after the caller may see the candidate (404 first, then 403, then 422). */
export async function checkStageUpdate(
  db: DbOrTx,
  caller: SessionUser,
  candidateId: number,
  n: number,
  input: StageUpdateInput | null,
) {
  const candidate = await visibleCandidate(db, caller, candidateId);
  if (caller.role === 'manager' && n !== MANAGER_STAGE) throw forbidden(t.managerOnlyInterview);
  if (!input) return candidate;
  const [stage] = await db
    .select()
    .from(candidateStages)
    .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, n)));
  const type = stageType(n)!;
  if (!stage || stage.status === 'skipped') throw invalid({ n: [t.notInPipeline] });
  if (!isStatusAllowed(n, input.status) || input.status === 'skipped')
    throw invalid({ status: [t.statusNotAllowed] });
  const needsSlot = MEETINGS.includes(type) && (input.status === 'assigned' || input.status === 'reassigned');
  if (needsSlot && !input.slot && !stage.slot) throw invalid({ slot: [t.slotRequired] });
  return candidate;
}

/** Links an offer document to the record, so the participant may download it (files.service.ts). */
export async function linkOfferDocument(tx: DbOrTx, candidateId: number, fileId: number): Promise<void> {
  await tx
    .insert(candidateFiles)
    .values({ candidateId, fileId, n: stageNumber('OFFER'), role: 'offer', createdAt: now() })
    .onConflictDoNothing();
}

/** Sets stage n with its details, in one transaction. */
export async function updateStage(
  deps: AppDeps,
  caller: SessionUser,
  candidateId: number,
  n: number,
  input: StageUpdateInput,
  offerFile: StoredFile | null,
) {
  if (offerFile && stageType(n) !== 'OFFER') throw invalid({ file: [t.offerOnlyForOffer] });
  return deps.db.transaction(async (tx) => {
    await checkStageUpdate(tx, caller, candidateId, n, input);
    await lockCandidate(tx, candidateId); // before the stage row, as every stage change does
    const where = and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, n));
    const [stage] = await tx.select().from(candidateStages).where(where);
    const data = { ...stage!.data };
    if (input.info) Object.assign(data, input.info);
    if (offerFile) {
      data.offer_file_id = offerFile.id;
      await linkOfferDocument(tx, candidateId, offerFile.id);
    }
    // A time typed by hand replaces a self-booked one: its seat goes back to the slot (decision 031).
    if (input.slot) await releaseSeat(tx, candidateId, n);
    await tx
      .update(candidateStages)
      .set({ data, ...(input.slot ? { slot: input.slot } : {}), updatedAt: now() })
      .where(where);
    // The internship start's date, place or contact set: the participant is told what they now are.
    const tell = input.status === 'awaiting' ? internshipDetailsNotice(n, stage!.data, data) : undefined;
    if (input.status !== stage!.status) {
      await keepSeatOnReturn(tx, candidateId, n, input.status);
      await setStageStatus(deps, tx, candidateId, n, input.status, {
        actorId: caller.id,
        note: input.note ?? '',
        tell,
      });
    } else if (tell) await tellStageDetails(deps, tx, candidateId, n, input.status, tell);
    // A time changed without a status change (staff retyping it) moves the meeting in the calendars.
    await syncMeetingInvitation(deps, tx, candidateId, n);
    return stagesView(tx, candidateId);
  });
}

const INTERNSHIP_DETAILS = ['start_at', 'address', 'contact'] as const;

/** The notice of the internship start's details when staff change any of them, else undefined. */
function internshipDetailsNotice(
  n: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string | undefined {
  if (stageType(n) !== 'INTERNSHIP_START') return undefined;
  if (INTERNSHIP_DETAILS.every((key) => before[key] === after[key])) return undefined;
  const text = (key: (typeof INTERNSHIP_DETAILS)[number]) => {
    const value = after[key];
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  const startAt = text('start_at');
  const at = startAt && !Number.isNaN(Date.parse(startAt)) ? formatDateTimeMsk(new Date(startAt)) : null;
  return ru.stageNotice.internshipDetails(at, text('address'), text('contact'));
}

export async function moveToStage(
  deps: AppDeps,
  caller: SessionUser,
  candidateId: number,
  n: number,
  note: string,
) {
  return deps.db.transaction(async (tx) => {
    await visibleCandidate(tx, caller, candidateId);
    const [stage] = await tx
      .select({ status: candidateStages.status })
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, n)));
    if (!stage || stage.status === 'skipped') throw invalid({ n: [t.notInPipeline] });
    await moveCandidateToStage(deps, tx, candidateId, n, { actorId: caller.id, note });
    return stagesView(tx, candidateId);
  });
}

/** A new deadline, `days` from now; an expired stage waits for the candidate again. */
export async function extendDeadline(
  deps: AppDeps,
  caller: SessionUser,
  candidateId: number,
  n: number,
  days: number,
) {
  return deps.db.transaction(async (tx) => {
    await visibleCandidate(tx, caller, candidateId);
    const where = and(eq(candidateStages.candidateId, candidateId), eq(candidateStages.n, n));
    const [stage] = await tx.select().from(candidateStages).where(where);
    if (!stage || !['awaiting', 'expired', 'expired_awaiting'].includes(stage.status))
      throw invalid({ n: [t.notExtendable] });
    const deadline = new Date(now().getTime() + days * 86_400_000);
    const note = t.extended(formatDateTimeMsk(deadline));
    if (stage.status !== 'awaiting')
      await setStageStatus(deps, tx, candidateId, n, 'awaiting', { actorId: caller.id, note, deadline });
    else {
      await tx.update(candidateStages).set({ deadlineAt: deadline, updatedAt: now() }).where(where);
      await refreshCurrentStage(tx, candidateId);
    }
    await tx
      .insert(candidateHistory)
      .values({ candidateId, actorId: caller.id, action: 'deadline', n, note, createdAt: now() });
    return stagesView(tx, candidateId);
  });
}

async function stagesView(db: DbOrTx, candidateId: number) {
  const [record] = await db
    .select({ status: candidates.status })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  const rows = await db
    .select({ n: candidateStages.n, status: candidateStages.status, deadlineAt: candidateStages.deadlineAt })
    .from(candidateStages)
    .where(eq(candidateStages.candidateId, candidateId))
    .orderBy(asc(candidateStages.n));
  return {
    data: rows.map((r) => ({ n: r.n, status: r.status, deadline_at: r.deadlineAt?.toISOString() ?? null })),
    application_status: record!.status,
  };
}
