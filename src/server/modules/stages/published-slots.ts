/**
 * Whether a position publishes meeting times for stage n (any slot, even a cancelled one): then its
 * participants pick their time themselves, else staff assign it by hand (decision 031). The stage's
 * notice asks the one or says to wait for the other, as `GET /api/screening/slots` offers times or
 * not; here, below both, so the two never disagree.
 */
import { and, eq } from 'drizzle-orm';
import { isSlotStage } from '#shared/domain/meeting-slots.ts';
import type { DbOrTx } from '../../db/client.ts';
import { meetingSlots } from '../../db/schema.ts';

export async function publishesSlots(db: DbOrTx, vacancyId: number, n: number): Promise<boolean> {
  if (!isSlotStage(n)) return false;
  const [published] = await db
    .select({ id: meetingSlots.id })
    .from(meetingSlots)
    .where(and(eq(meetingSlots.vacancyId, vacancyId), eq(meetingSlots.n, n)))
    .limit(1);
  return published !== undefined;
}
