/**
 * Demo data of calendar invitations (decision 070): every meeting the demo seed gave a time is sent
 * as the product would have sent it (its invitations in the outbox), and the demo recruiter has a
 * calendar feed, as if subscribed to it. Run once, right after the demo seed filled an empty database.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { SLOT_STAGES } from '#shared/domain/meeting-slots.ts';
import type { AppDeps } from '../../app-deps.ts';
import { candidateStages, users } from '../../db/schema.ts';
import { renewFeed } from './calendar-files.service.ts';
import { syncMeetingInvitation } from './meeting-invitations.service.ts';

export const DEMO_FEED_OWNER = 'recruiter@example.com';

export async function seedDemoCalendar(deps: AppDeps): Promise<void> {
  const meetings = await deps.db
    .select({ candidateId: candidateStages.candidateId, n: candidateStages.n })
    .from(candidateStages)
    .where(
      and(
        inArray(candidateStages.n, [...SLOT_STAGES]),
        inArray(candidateStages.status, ['assigned', 'reassigned']),
        isNotNull(candidateStages.slot),
      ),
    );
  await deps.db.transaction(async (tx) => {
    for (const m of meetings) await syncMeetingInvitation(deps, tx, m.candidateId, m.n);
  });
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_FEED_OWNER));
  if (owner) await renewFeed(deps, owner.id);
}
