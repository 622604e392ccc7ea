/**
 * The open streams of one app server (decision 030), by user. The server listens on the live
 * channel from the first stream on; a notification names a user, and that user's streams here read
 * their new events from `live_events`, one read for all of them, and write them. Nothing is kept in
 * memory that the table does not hold, so a server that missed notifications (its listening
 * connection dropped) only has to look again. One user's burst cannot hold up the others' notices
 * (issue 30, decision 059): a user reads at most every `USER_READ_INTERVAL_MS` however many events
 * arrive, and users take turns for the few reads at once.
 */
import type { ServerResponse } from 'node:http';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
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
/** Events one read sends at most; more wait for the next read. */
const READ_LIMIT = 500;
/**
 * One user's streams read at most this often: a burst of events for one user is sent in batches,
 * one read for all of them, not a read per event and per stream (issue 30, decision 059).
 */
const USER_READ_INTERVAL_MS = 100;
/** Users read at once; the others wait in turn, each user once in the line however busy. */
const CONCURRENT_READS = 4;

export type HubOptions = { heartbeatMs: number };

type LiveRow = { id: number; kind: string; data: unknown };

export class LiveStream {
  /** The highest id sent (or known to the tab when it opened). */
  cursor: number;
  private readonly sent = new Map<number, number>();
  private closed = false;
  /** Its `ready` is written: from then on the user's reads deliver to it. */
  started = false;
  private readonly hub: LiveHub;
  readonly userId: number;
  /** The SHA-256 of the session token the stream was opened with: it closes when that session ends. */
  readonly sessionHash: string;
  readonly address: string;
  readonly res: ServerResponse;
  readonly openedAt = Date.now();
  onClose: () => void = () => {};

  constructor(
    hub: LiveHub,
    who: { userId: number; sessionHash: string; address: string },
    res: ServerResponse,
    cursor: number,
  ) {
    this.hub = hub;
    this.userId = who.userId;
    this.sessionHash = who.sessionHash;
    this.address = who.address;
    this.res = res;
    this.cursor = cursor;
  }

  /** Marks events already known to the tab (those up to where it starts) as sent, then asks for a read. */
  async start(fresh: boolean): Promise<void> {
    if (fresh) {
      const at = Date.now();
      for (const id of await this.hub.recentIds(this.userId)) if (id <= this.cursor) this.sent.set(id, at);
    }
    this.write(`retry: 3000\nid: ${this.cursor}\nevent: ready\ndata: {}\n\n`);
    this.started = true;
    this.hub.wake(this.userId);
  }

  /** Whether this stream still owes the tab an event of the look-back window. */
  owes(id: number): boolean {
    return !this.sent.has(id);
  }

  /**
   * Writes what the user's read found that this stream has not sent: every event past its cursor,
   * and those of the look-back window (`recent`) it has not sent yet.
   */
  deliver(events: LiveRow[], recent: Set<number>): void {
    const at = Date.now();
    for (const e of events) {
      if (this.sent.has(e.id) || (e.id <= this.cursor && !recent.has(e.id))) continue;
      this.sent.set(e.id, at);
      if (e.id > this.cursor) this.cursor = e.id;
      this.write(`id: ${e.id}\nevent: ${e.kind}\ndata: ${JSON.stringify(e.data)}\n\n`);
    }
    for (const [id, when] of this.sent) if (at - when > SENT_MEMORY_MS) this.sent.delete(id);
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

/** One user's streams on this server and where their reads stand. */
class UserFeed {
  readonly userId: number;
  readonly streams = new Set<LiveStream>();
  /** Something new may be there: a notification came since the last read began. */
  due = false;
  queued = false;
  reading = false;
  lastReadAt = 0;
  timer: NodeJS.Timeout | null = null;

  constructor(userId: number) {
    this.userId = userId;
  }
}

/**
 * Why a stream cannot open here now: the address or the server holds its most
 * (`LIVE_STREAMS_PER_ADDRESS`, `LIVE_STREAMS_PER_SERVER`). The seconds are a hint for Retry-After;
 * the tab's own reconnect backs off anyway.
 */
const REFUSED_RETRY_SECONDS = 30;
export type StreamRefusal = { reason: 'address' | 'server'; retryAfter: number };

export class LiveHub {
  readonly deps: AppDeps;
  private readonly byUser = new Map<number, UserFeed>();
  private readonly byAddress = new Map<string, number>();
  private count = 0;
  /** Users whose turn to read is next, in order; each at most once (`UserFeed.queued`). */
  private readonly line: UserFeed[] = [];
  private reading = 0;
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
      for (const s of [...(this.byUser.get(ended.userId)?.streams ?? [])]) s.close();
      return;
    }
    for (const feed of [...this.byUser.values()])
      for (const s of [...feed.streams]) if (s.sessionHash === ended.idHash) s.close();
  }

  /** How many streams are open on this server (for the logs and the benchmark). */
  get size(): number {
    return this.count;
  }

  /** Whether one more stream from `address` may open now (asked before the answer starts). */
  refusal(address: string): StreamRefusal | null {
    const { LIVE_STREAMS_PER_SERVER, LIVE_STREAMS_PER_ADDRESS } = this.deps.config;
    const retryAfter = REFUSED_RETRY_SECONDS;
    if (this.count >= LIVE_STREAMS_PER_SERVER) return { reason: 'server', retryAfter };
    if ((this.byAddress.get(address) ?? 0) >= LIVE_STREAMS_PER_ADDRESS)
      return { reason: 'address', retryAfter };
    return null;
  }

  async attach(stream: LiveStream): Promise<void> {
    await this.listen();
    if (stream.isClosed) return; // the tab left while the server started listening
    let feed = this.byUser.get(stream.userId);
    if (!feed) this.byUser.set(stream.userId, (feed = new UserFeed(stream.userId)));
    feed.streams.add(stream);
    this.count++;
    this.byAddress.set(stream.address, (this.byAddress.get(stream.address) ?? 0) + 1);
    if (feed.streams.size > STREAMS_PER_USER)
      [...feed.streams].sort((a, b) => a.openedAt - b.openedAt)[0]!.close();
  }

  detach(stream: LiveStream): void {
    const feed = this.byUser.get(stream.userId);
    if (!feed?.streams.delete(stream)) return;
    this.count--;
    const left = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(stream.address, left);
    else this.byAddress.delete(stream.address);
    if (feed.streams.size > 0) return;
    this.byUser.delete(stream.userId);
    if (feed.timer) clearTimeout(feed.timer);
  }

  /**
   * Something may be new for a user: their streams read once the user's interval has passed and
   * their turn in the line comes. However many notifications arrive meanwhile, that is one read.
   */
  wake(userId: number): void {
    const feed = this.byUser.get(userId);
    if (!feed) return;
    feed.due = true;
    this.schedule(feed);
  }

  private schedule(feed: UserFeed): void {
    if (feed.queued || feed.reading || feed.timer) return; // it reads (again) anyway
    const wait = feed.lastReadAt + USER_READ_INTERVAL_MS - Date.now();
    if (wait > 0) {
      feed.timer = setTimeout(() => {
        feed.timer = null;
        this.enqueue(feed);
      }, wait);
      return;
    }
    this.enqueue(feed);
  }

  private enqueue(feed: UserFeed): void {
    if (this.byUser.get(feed.userId) !== feed) return; // its last stream closed meanwhile
    feed.queued = true;
    this.line.push(feed);
    this.drain();
  }

  private drain(): void {
    while (this.reading < CONCURRENT_READS && this.line.length > 0) {
      const feed = this.line.shift()!;
      feed.queued = false;
      feed.reading = true;
      feed.due = false;
      feed.lastReadAt = Date.now();
      this.reading++;
      void this.read(feed)
        .catch((err: unknown) => this.deps.log.warn({ err, userId: feed.userId }, 'live stream read failed'))
        .finally(() => {
          this.reading--;
          feed.reading = false;
          if (feed.due && feed.streams.size > 0) this.schedule(feed);
          this.drain();
        });
    }
  }

  /**
   * One read for all of a user's streams: the ids of the look-back window (numbers only), then the
   * events past the furthest-behind stream's cursor and the window's events some stream still owes.
   */
  private async read(feed: UserFeed): Promise<void> {
    // The streams as they are now; one that starts meanwhile is read for next (its start wakes the feed).
    const streams = [...feed.streams].filter((s) => s.started);
    if (streams.length === 0) return;
    const from = Math.min(...streams.map((s) => s.cursor));
    const recent = new Set(await this.recentIds(feed.userId));
    const late = [...recent].filter((id) => id <= from && streams.some((s) => s.owes(id)));
    const events = await this.deps.db
      .select({ id: liveEvents.id, kind: liveEvents.kind, data: liveEvents.data })
      .from(liveEvents)
      .where(
        and(
          eq(liveEvents.userId, feed.userId),
          late.length > 0
            ? or(gt(liveEvents.id, from), inArray(liveEvents.id, late))
            : gt(liveEvents.id, from),
        ),
      )
      .orderBy(liveEvents.id)
      .limit(READ_LIMIT);
    for (const s of streams) s.deliver(events, recent);
    if (events.length === READ_LIMIT) feed.due = true; // more behind: the next read, after the interval
  }

  /** The ids of a user's events of the look-back window. */
  async recentIds(userId: number): Promise<number[]> {
    const rows = await this.deps.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .where(
        and(
          eq(liveEvents.userId, userId),
          sql`${liveEvents.createdAt} > clock_timestamp() - make_interval(secs => ${LATE_COMMIT_SECONDS})`,
        ),
      );
    return rows.map((r) => r.id);
  }

  /** Closes every stream (the tabs reconnect, to another server) and stops listening. */
  async close(): Promise<void> {
    this.stopHearingEnds();
    for (const feed of [...this.byUser.values()]) for (const s of [...feed.streams]) s.close();
    const stop = this.listening;
    this.listening = null;
    if (stop) await (await stop)();
  }

  private listen(): Promise<unknown> {
    this.listening ??= this.deps.database.listen(LIVE_CHANNEL, {
      onPayload: (payload) => this.wake(Number(payload.split(':')[0])),
      onResync: () => {
        for (const userId of this.byUser.keys()) this.wake(userId);
      },
    });
    return this.listening;
  }
}
