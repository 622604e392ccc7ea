/**
 * The participant's answer to the offer (`PUT /api/screening/stage/offer/decision`). Only while the
 * OFFER stage awaits them: accepting makes it `success` (the record `success`, INTERNSHIP_START awaits),
 * declining `cancel` (the record ends). The change goes through the stage transition service, which
 * writes the history (with the reason) and the participant's notice.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { OfferDecisionInput } from '#shared/contracts/screening.ts';
import { stageNumber } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidates, candidateStages, files } from '../../db/schema.ts';
import { HttpError, invalid } from '../../lib/errors.ts';
import { offerFileId } from './participant-stage.ts';
import { activeCandidate } from './screening.service.ts';
import { setStageStatus } from '../stages/stage-transition.service.ts';

const OFFER = stageNumber('OFFER');

async function offerDocumentExists(db: DbOrTx, fileId: number | null): Promise<boolean> {
  if (fileId === null) return false;
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), isNull(files.erasedAt)));
  return file !== undefined;
}

export async function decideOffer(deps: AppDeps, userId: number, input: OfferDecisionInput): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const candidate = await activeCandidate(tx, userId);
    if (!candidate) throw new HttpError(422, ru.offer.noActive);
    // The same lock the transition service takes, first: a double click decides once.
    await tx.execute(sql`select 1 from ${candidates} where ${candidates.id} = ${candidate.id} for update`);
    const [stage] = await tx
      .select({ status: candidateStages.status, data: candidateStages.data })
      .from(candidateStages)
      .where(and(eq(candidateStages.candidateId, candidate.id), eq(candidateStages.n, OFFER)));
    if (stage?.status !== 'awaiting') throw new HttpError(422, ru.offer.notAwaiting);
    // Nothing is accepted unseen: the offer document must be there (declining needs none).
    if (input.accept && !(await offerDocumentExists(tx, offerFileId(stage.data)))) {
      throw invalid({ accept: [ru.offer.noDocument] }, ru.offer.noDocument);
    }
    const note = input.accept ? ru.offer.accepted : ru.offer.historyDeclined(input.reason);
    await setStageStatus(deps, tx, candidate.id, OFFER, input.accept ? 'success' : 'cancel', {
      actorId: userId,
      note,
    });
    return input.accept ? ru.offer.accepted : ru.offer.declined;
  });
}
