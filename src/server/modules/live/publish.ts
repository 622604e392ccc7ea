/**
 * The one writer of live events (decision 030). An event is a row of `live_events` written in the
 * caller's transaction, plus a `NOTIFY` that PostgreSQL (and PGlite) delivers only when that
 * transaction commits: a change that rolls back tells no tab, and every app server listening hears
 * of every committed one, whichever server made it.
 */
import { eq, lt, max, sql } from 'drizzle-orm';
import type { LiveEventKind, LiveEvents } from '#shared/contracts/live.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { liveEvents } from '../../db/schema.ts';

/** The channel every app server listens on; the payload is `<user id>:<event id>`. */
export const LIVE_CHANNEL = 'jti_live';

/** How long events are kept for a reconnecting tab (a longer gap reloads its lists instead). */
export const LIVE_KEEP_MS = 2 * 86_400_000;

export async function publishEvent<K extends LiveEventKind>(
  db: DbOrTx,
  userId: number,
  kind: K,
  data: LiveEvents[K],
): Promise<void> {
  const [row] = await db.insert(liveEvents).values({ userId, kind, data }).returning({ id: liveEvents.id });
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${`${userId}:${row!.id}`})`);
}

/** Every signed-in page reads it before its data (web-app.ts): a named statement (decision 028). */
const newestEvent = preparedQuery('newest_live_event_of_user', (db, name) =>
  db
    .select({ id: max(liveEvents.id) })
    .from(liveEvents)
    .where(eq(liveEvents.userId, sql.placeholder('userId')))
    .prepare(name),
);

/**
 * The newest event's id among the user's own: a page rendered now carries it, and the tab's stream
 * starts there (`from`), so the page hears of every change after its data and of none before. Only
 * the user's own position: the site-wide newest id would tell anyone how busy the product is (issue 30).
 */
export async function newestEventId(db: Db, userId: number): Promise<number> {
  const [row] = await newestEvent(db).execute({ userId });
  return Number(row?.id ?? 0);
}

/** The clean-up sweep: events older than the replay window. */
export async function sweepLiveEvents(db: DbOrTx, at: Date): Promise<void> {
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(at.getTime() - LIVE_KEEP_MS)));
}
