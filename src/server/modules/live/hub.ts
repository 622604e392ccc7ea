/**
 * The open streams of one app server (decision 030), by user. The server listens on the live
 * channel from the first stream on; a notification names a user, and each of that user's streams
 * here reads its new events from `live_events` and writes them. Nothing is kept in memory that the
 * table does not hold, so a server that missed notifications (its listening connection dropped)
 * only has to look again.
 */
import type { ServerResponse } from 'node:http';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { liveEvents } from '../../db/schema.ts';
import type { Ended } from '../../lib/session-ends.ts';
import { LIVE_CHANNEL } from './publish.ts';

/**
 * Events are numbered when written but committed in any order: one written earlier may commit after
 * a later one was sent. Each read also looks at this window of recent events and sends the ones
 * this stream has not sent yet (decision 030).
 */
const LATE_COMMIT_SECONDS = 10;
/** How long a stream remembers what it sent (longer than the window above). */
const SENT_MEMORY_MS = 60_000;
/** A tab's own limit: the oldest of a user's streams closes when one more opens. */
const STREAMS_PER_USER = 8;
/** A client that reads nothing while this much waits is cut off (it reconnects and replays). */
const MAX_BUFFERED_BYTES = 256 * 1024;

export type HubOptions = { heartbeatMs: number };

export class LiveStream {
  private cursor: number;
  private readonly sent = new Map<number, number>();
  private pumping = false;
  private again = false;
  private closed = false;
  private readonly hub: LiveHub;
  readonly userId: number;
  /** The SHA-256 of the session token the stream was opened with: it closes when that session ends. */
  readonly sessionHash: string;
  readonly res: ServerResponse;
  readonly openedAt = Date.now();
  onClose: () => void = () => {};

  constructor(hub: LiveHub, userId: number, sessionHash: string, res: ServerResponse, cursor: number) {
    this.hub = hub;
    this.userId = userId;
    this.sessionHash = sessionHash;
    this.res = res;
    this.cursor = cursor;
  }

  /** Marks events already known to the tab (those up to where it starts) as sent. */
  async start(fresh: boolean): Promise<void> {
    if (fresh) for (const e of await this.read()) if (e.id <= this.cursor) this.sent.set(e.id, Date.now());
    this.write(`retry: 3000\nid: ${this.cursor}\nevent: ready\ndata: {}\n\n`);
    await this.pump();
  }

  /** Sends whatever this user has that this stream has not sent; one run at a time, rerun if asked meanwhile. */
  async pump(): Promise<void> {
    if (this.closed) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.again = false;
        const events = await this.read();
        const at = Date.now();
        for (const e of events) {
          if (this.sent.has(e.id)) continue;
          this.sent.set(e.id, at);
          if (e.id > this.cursor) this.cursor = e.id;
          this.write(`id: ${e.id}\nevent: ${e.kind}\ndata: ${JSON.stringify(e.data)}\n\n`);
        }
        for (const [id, when] of this.sent) if (at - when > SENT_MEMORY_MS) this.sent.delete(id);
      } while (this.again && !this.closed);
    } catch (err) {
      this.hub.deps.log.warn({ err, userId: this.userId }, 'live stream read failed');
    } finally {
      this.pumping = false;
    }
  }

  private read() {
    return this.hub.deps.db
      .select({ id: liveEvents.id, kind: liveEvents.kind, data: liveEvents.data })
      .from(liveEvents)
      .where(
        and(
          eq(liveEvents.userId, this.userId),
          or(
            gt(liveEvents.id, this.cursor),
            sql`${liveEvents.createdAt} > clock_timestamp() - make_interval(secs => ${LATE_COMMIT_SECONDS})`,
          ),
        ),
      )
      .orderBy(liveEvents.id)
      .limit(500);
  }

  write(chunk: string): void {
    if (this.closed) return;
    if (this.res.writableLength > MAX_BUFFERED_BYTES) return this.close();
    this.res.write(chunk);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.hub.detach(this);
    this.onClose();
    this.res.end();
  }
}

export class LiveHub {
  readonly deps: AppDeps;
  private readonly byUser = new Map<number, Set<LiveStream>>();
  private listening: Promise<() => Promise<void>> | null = null;
  private readonly stopHearingEnds: () => void;

  constructor(deps: AppDeps) {
    this.deps = deps;
    // A session that ends (sign-out, a password reset, deactivation, a role change), on this server or
    // another, closes its streams at once: not one more notice for a tab whose session is over. The
    // heartbeat's check stays for when this server does not hear the session channel.
    this.stopHearingEnds = deps.sessionEnds.onEnded((ended) => this.closeEnded(ended));
  }

  private closeEnded(ended: Ended): void {
    if ('userId' in ended) {
      for (const s of [...(this.byUser.get(ended.userId) ?? [])]) s.close();
      return;
    }
    for (const set of [...this.byUser.values()])
      for (const s of [...set]) if (s.sessionHash === ended.idHash) s.close();
  }

  /** How many streams are open on this server (for the logs and the benchmark). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  async attach(stream: LiveStream): Promise<void> {
    await this.listen();
    if (stream.isClosed) return; // the tab left while the server started listening
    let set = this.byUser.get(stream.userId);
    if (!set) this.byUser.set(stream.userId, (set = new Set()));
    set.add(stream);
    if (set.size > STREAMS_PER_USER) [...set].sort((a, b) => a.openedAt - b.openedAt)[0]!.close();
  }

  detach(stream: LiveStream): void {
    const set = this.byUser.get(stream.userId);
    set?.delete(stream);
    if (set?.size === 0) this.byUser.delete(stream.userId);
  }

  /** Closes every stream (the tabs reconnect, to another server) and stops listening. */
  async close(): Promise<void> {
    this.stopHearingEnds();
    for (const set of [...this.byUser.values()]) for (const s of [...set]) s.close();
    const stop = this.listening;
    this.listening = null;
    if (stop) await (await stop)();
  }

  private listen(): Promise<unknown> {
    this.listening ??= this.deps.database.listen(LIVE_CHANNEL, {
      onPayload: (payload) => {
        const userId = Number(payload.split(':')[0]);
        for (const s of this.byUser.get(userId) ?? []) void s.pump();
      },
      onResync: () => {
        for (const set of this.byUser.values()) for (const s of set) void s.pump();
      },
    });
    return this.listening;
  }
}
