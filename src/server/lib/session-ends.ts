/**
 * Sessions that end before their time, told to every app server (decision 055). Each request reads
 * its session from the database, so an ended session is refused everywhere as soon as its row is
 * gone; what the database cannot reach is a live stream already open on some server (decision 030).
 * So the one writer of ended sessions (plugins/session.ts, `changingSessions`) announces them on a
 * channel that PostgreSQL delivers to every listening server when the transaction commits, and each
 * server closes the streams of those sessions. A server that is not listening then relies on its
 * streams' heartbeat, which reads the session again.
 */
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';

/** Where every ended session is announced: `s:<id hash>` (one session) or `u:<user id>` (all of a user's). */
export const SESSION_CHANNEL = 'jti_sessions';

/** Which sessions ended: one (by the hash of its token) or all of a user's. */
export type Ended = { idHash: string } | { userId: number };

export class SessionEnds {
  private readonly listeners = new Set<(ended: Ended) => void>();
  private stop: (() => Promise<void>) | null = null;
  private readonly database: Database;

  constructor(database: Database) {
    this.database = database;
  }

  async start(): Promise<void> {
    this.stop = await this.database.listen(SESSION_CHANNEL, {
      onPayload: (payload) => this.heard(payload),
      onResync: () => {},
    });
  }

  async close(): Promise<void> {
    await this.stop?.();
    this.stop = null;
  }

  /** Calls `listener` with every session end announced by any server, this one included. */
  onEnded(listener: (ended: Ended) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Announces `ended` in the caller's transaction: delivered when it commits, never if it rolls back. */
  async announce(tx: DbOrTx, ended: Ended): Promise<void> {
    const payload = 'idHash' in ended ? `s:${ended.idHash}` : `u:${ended.userId}`;
    await tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${payload})`);
  }

  private heard(payload: string): void {
    const [kind, value] = payload.split(':');
    if (!value) return;
    const ended: Ended | null =
      kind === 's' ? { idHash: value } : kind === 'u' ? { userId: Number(value) } : null;
    if (ended) for (const listener of this.listeners) listener(ended);
  }
}
