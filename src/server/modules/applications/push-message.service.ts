/**
 * `POST /api/messages/push-message`: the admin's message to chosen participants. Each gets a
 * notification and an e-mail (notify.service, through the outbox), all in one transaction: a list
 * with a non-participant id is refused whole, naming the ids.
 */
import { inArray, and, eq } from 'drizzle-orm';
import type { PushMessageInput } from '#shared/contracts/applications.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid } from '../../lib/errors.ts';
import { notifyUser } from '../messages/notify.service.ts';

export async function pushMessage(
  deps: AppDeps,
  actorId: number,
  input: PushMessageInput,
): Promise<{ sent: number }> {
  const ids = [...new Set(input.user_ids)].sort((a, b) => a - b);
  const found = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'participant')));
  const known = new Set(found.map((u) => u.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    const text = ru.applications.push.notParticipants(missing.join(', '));
    throw invalid({ user_ids: [text] }, text);
  }
  const at = now().getTime();
  await deps.db.transaction(async (tx) => {
    for (const userId of ids) {
      await notifyUser(deps, tx, userId, {
        title: input.title,
        text: input.text,
        link: input.link ?? null,
        key: `push:${actorId}:${at}:${userId}`,
      });
    }
  });
  return { sent: ids.length };
}
