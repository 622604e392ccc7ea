/**
 * Usability and stage surveys (`PUT /api/users/feedback/{type}`): usability once per participant, a
 * stage survey once per candidate record, and only for a stage of the participant's latest record
 * that has its result. Skipping is an answer too (`answer = 'skipped'`), so a skipped survey is not
 * asked again.
 */
import { desc, eq } from 'drizzle-orm';
import type { SurveyAnswerInput } from '#shared/contracts/feedback.ts';
import { dueSurvey, surveyForStage, type SurveyType } from '#shared/domain/surveys.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { candidates, candidateStages, feedback } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';

/** The participant's latest record (active or ended) with its stages and the surveys answered for it. */
async function latestRecord(db: DbOrTx, userId: number) {
  const [record] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.userId, userId))
    .orderBy(desc(candidates.createdAt), desc(candidates.id))
    .limit(1);
  if (!record) return null;
  const stages = await db
    .select({ n: candidateStages.n, status: candidateStages.status })
    .from(candidateStages)
    .where(eq(candidateStages.candidateId, record.id));
  const answered = await db
    .select({ kind: feedback.kind })
    .from(feedback)
    .where(eq(feedback.candidateId, record.id));
  return { id: record.id, stages, answered: answered.map((a) => a.kind) };
}

/** The stage survey the participant is asked now, or null. */
export async function dueSurveyFor(db: DbOrTx, userId: number): Promise<SurveyType | null> {
  const record = await latestRecord(db, userId);
  return record ? dueSurvey(record.stages, record.answered) : null;
}

export async function answerSurvey(
  db: Db,
  userId: number,
  type: SurveyType,
  input: SurveyAnswerInput,
): Promise<void> {
  await db.transaction(async (tx) => {
    let candidateId: number | null = null;
    if (type !== 'usability') {
      const record = await latestRecord(tx, userId);
      const applies = record?.stages.some((s) => surveyForStage(s.n, s.status) === type);
      if (!record || !applies) throw new HttpError(422, ru.feedback.notDue);
      candidateId = record.id;
    }
    const [row] = await tx
      .insert(feedback)
      .values({
        userId,
        candidateId,
        kind: type,
        answer: input.skipped ? 'skipped' : 'answered',
        score: input.skipped ? null : (input.score ?? null),
        comment: input.skipped ? '' : input.comment,
        createdAt: now(),
      })
      .onConflictDoNothing()
      .returning({ id: feedback.id });
    if (!row) throw new HttpError(422, ru.feedback.already);
  });
}
