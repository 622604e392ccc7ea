/**
 * This server's copy of recently looked-up sessions (decision 036), so a signed-in request does not
 * query the database every time. It is trusted only while the server hears the session channel:
 * every ended session is announced there (plugins/session.ts, the one writer), and a server whose
 * listening connection drops forgets everything and asks the database until it listens again.
 * An entry also lives at most `CACHED_FOR_MS`, and at most `MAX_ENTRIES` are kept (least recently
 * used out first).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '#shared/domain/roles.ts';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client.ts';
import { LISTENER_NAME } from '../db/listen.ts';
import { now } from './clock.ts';

/**
 * Where every ended session is announced: `s:<id hash>:<nonce>` (one session) or `u:<user id>:<nonce>`
 * (all of a user's), and each server's acknowledgement of one, `a:<nonce>`.
 */
export const SESSION_CHANNEL = 'jti_sessions';
/** The longest an entry is used without asking the database again: the bound on a missed notice. */
export const CACHED_FOR_MS = 30_000;
export const MAX_ENTRIES = 10_000;
/** How long a change's answer waits for every server's acknowledgement before answering anyway. */
export const ACK_TIMEOUT_MS = 2_000;

export type CachedSession = {
  userId: number;
  role: Role;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When it was read from the database (the clock of lib/clock.ts, which tests move). */
  readAt: number;
};

/** Which sessions ended: one (by the hash of its token) or all of a user's. */
export type Ended = { idHash: string } | { userId: number };

export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly byUser = new Map<number, Set<string>>();
  /** The changes this server made whose acknowledgements it waits for, by nonce. */
  private readonly waiting = new Map<string, { left: number; settle: () => void }>();
  private listening = false;
  /** Bumped by every forgetting: a lookup that began before one must not store what it read. */
  private generation = 0;
  private stop: (() => Promise<void>) | null = null;
  private readonly endedListeners = new Set<(ended: Ended) => void>();
  private readonly database: Database;
  private readonly log: FastifyBaseLogger;

  constructor(database: Database, log: FastifyBaseLogger) {
    this.database = database;
    this.log = log;
  }

  async start(): Promise<void> {
    this.stop = await this.database.listen(SESSION_CHANNEL, {
      onPayload: (payload) => this.heard(payload),
      onResync: () => {
        this.listening = true;
      },
      onLost: () => {
        this.listening = false;
        this.clear();
      },
    });
  }

  async close(): Promise<void> {
    this.listening = false;
    this.clear();
    for (const waiter of this.waiting.values()) waiter.settle();
    await this.stop?.();
    this.stop = null;
  }

  /** True while this server hears the session channel (only then is the cache used). */
  get isListening(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The stamp a lookup takes before reading the database, for `put`. */
  get stamp(): number {
    return this.generation;
  }

  get(idHash: string): CachedSession | null {
    if (!this.listening) return null;
    const entry = this.entries.get(idHash);
    if (!entry) return null;
    const at = now().getTime();
    if (at - entry.readAt >= CACHED_FOR_MS || entry.expiresAt.getTime() <= at || entry.readAt > at) {
      this.remove(idHash);
      return null;
    }
    // Most recently used last: the first in the map is the one to drop.
    this.entries.delete(idHash);
    this.entries.set(idHash, entry);
    return entry;
  }

  /** Keeps what a lookup read, unless something was forgotten since it began (`stamp`). */
  put(idHash: string, entry: CachedSession, stamp: number): void {
    if (!this.listening || stamp !== this.generation) return;
    this.remove(idHash);
    this.entries.set(idHash, entry);
    let hashes = this.byUser.get(entry.userId);
    if (!hashes) this.byUser.set(entry.userId, (hashes = new Set()));
    hashes.add(idHash);
    if (this.entries.size > MAX_ENTRIES) this.remove(this.entries.keys().next().value!);
  }

  /**
   * Calls `listener` with every session end this server learns of: its own changes and, through the
   * session channel, every other server's. The live streams of an ended session close on it (issue 30).
   * Returns the way to stop listening.
   */
  onEnded(listener: (ended: Ended) => void): () => void {
    this.endedListeners.add(listener);
    return () => void this.endedListeners.delete(listener);
  }

  /** Drops what is cached of sessions that ended, and tells whoever listens (`onEnded`). */
  forget(ended: Ended): void {
    this.generation++;
    for (const listener of this.endedListeners) listener(ended);
    if ('idHash' in ended) return this.remove(ended.idHash);
    for (const idHash of this.byUser.get(ended.userId) ?? []) this.entries.delete(idHash);
    this.byUser.delete(ended.userId);
  }

  /**
   * Announces `ended` in the caller's transaction: a `NOTIFY` that PostgreSQL delivers to every
   * listening app server when it commits. Each server that hears it forgets the sessions, then
   * acknowledges (`a:<nonce>`). `acknowledged` settles when as many servers as were listening have
   * (this one among them), or after `ACK_TIMEOUT_MS`; `cancel` if the transaction does not commit.
   */
  async announce(tx: DbOrTx, ended: Ended): Promise<{ acknowledged: Promise<void>; cancel: () => void }> {
    const what = 'idHash' in ended ? `s:${ended.idHash}` : `u:${ended.userId}`;
    const nonce = randomBytes(9).toString('base64url');
    // The app servers listening now: one listening connection each (db/listen.ts). PGlite: this one.
    const servers =
      this.database.kind === 'postgres'
        ? sql`(select count(*)::int from pg_stat_activity
               where datname = current_database() and application_name = ${LISTENER_NAME})`
        : sql`1`;
    const result = (await tx.execute(
      sql`select pg_notify(${SESSION_CHANNEL}, ${`${what}:${nonce}`}), ${servers} as servers`,
    )) as unknown as { rows: { servers: number }[] };
    const cancel = () => void this.waiting.delete(nonce);
    // Not listening: nothing is cached here, and no acknowledgement can be heard.
    if (!this.listening) return { acknowledged: Promise.resolve(), cancel };
    const acknowledged = new Promise<void>((resolve) => {
      const waiter = {
        left: Math.max(1, Number(result.rows[0]?.servers ?? 1)),
        settle: () => {
          clearTimeout(timer);
          cancel();
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.log.warn({ missing: waiter.left }, 'session change not acknowledged by every server in time');
        waiter.settle();
      }, ACK_TIMEOUT_MS);
      timer.unref();
      this.waiting.set(nonce, waiter);
    });
    return { acknowledged, cancel };
  }

  private heard(payload: string): void {
    const [kind, value, nonce] = payload.split(':');
    if (!value) return;
    if (kind === 'a') {
      const waiter = this.waiting.get(value);
      if (waiter && --waiter.left <= 0) waiter.settle();
      return;
    }
    if (kind === 's') this.forget({ idHash: value });
    else if (kind === 'u') this.forget({ userId: Number(value) });
    else return;
    // Forgotten here: tell the server that made the change, whose answer waits for every server.
    this.database.db
      .execute(sql`select pg_notify(${SESSION_CHANNEL}, ${`a:${nonce}`})`)
      .catch((err: unknown) => this.log.warn({ err }, 'session change acknowledgement failed'));
  }

  private remove(idHash: string): void {
    const entry = this.entries.get(idHash);
    if (!entry) return;
    this.entries.delete(idHash);
    const hashes = this.byUser.get(entry.userId);
    hashes?.delete(idHash);
    if (hashes?.size === 0) this.byUser.delete(entry.userId);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
    this.byUser.clear();
  }
}
