/**
 * The server's Prometheus metrics (issue 34, docs/slo.md), one registry per app. Counters are counted
 * where each thing happens (the security log for sign-ins and registrations, the outbox dispatcher,
 * the reminders, the deadline sweep); gauges are read only when `/metrics` is scraped (their
 * `collect`), so nothing is spent on them between scrapes. Labels are bounded sets: a route is its
 * template, never a path with an id in it.
 */
import client, { type Counter, type Gauge, type Histogram } from 'prom-client';

/** What the database's connections are doing now (db/client.ts: the pg pool, or PGlite's one). */
export type PoolStats = { inUse: number; idle: number; waiting: number };
/** The outbox's backlog: rows waiting for delivery and the age of the oldest. */
export type OutboxBacklog = { pending: number; oldestSeconds: number };

/** What the scrape-time gauges read; set by whoever owns the thing (app.ts, the live hub). */
export type MetricSources = {
  pool: () => PoolStats;
  liveStreams: () => number;
  outbox: () => Promise<OutboxBacklog>;
};

export const SIGN_IN_METHODS = ['password', 'sms'] as const;
/** `failure`: refused (a wrong password or code, invalid input); `error`: the server failed (5xx). */
export const SIGN_IN_OUTCOMES = ['success', 'failure', 'rate-limited', 'csrf-mismatch', 'error'] as const;
export const REGISTRATION_OUTCOMES = SIGN_IN_OUTCOMES;
export const REMINDER_KINDS = ['deadline', 'digest'] as const;
const CHANNELS = ['email', 'sms'] as const;

/**
 * Request durations' buckets, in seconds: the SLO thresholds (docs/slo.md: 0.3 s sign-in, 0.5 s
 * pages and calls, 1 s the staff table, 5 s an export) are bucket bounds, so each ratio is exact.
 */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.3, 0.5, 1, 2.5, 5, 10];

/** `500` → `5xx`: the class keeps the series few; the SLOs count by class. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export class Metrics {
  readonly registry = new client.Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  readonly signIns: Counter<'method' | 'outcome'>;
  readonly registrations: Counter<'outcome'>;
  readonly remindersSent: Counter<'kind'>;
  readonly outboxFailed: Counter<'channel'>;
  readonly deadlineSweepLastRun: Gauge;
  /** Read at scrape time; until an owner sets one, its gauge reads nothing. */
  readonly sources: Partial<MetricSources> = {};

  constructor() {
    const registers = [this.registry];
    // Process and runtime: memory, CPU, event-loop lag, GC, handles (prom-client's own names).
    client.collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by method, route template and status class.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.signIns = new client.Counter({
      name: 'jti_sign_ins_total',
      help: 'Sign-ins by method (password, sms) and outcome.',
      labelNames: ['method', 'outcome'],
      registers,
    });
    this.registrations = new client.Counter({
      name: 'jti_registrations_total',
      help: 'Registrations by outcome.',
      labelNames: ['outcome'],
      registers,
    });
    this.remindersSent = new client.Counter({
      name: 'jti_reminders_sent_total',
      help: 'Reminders this server queued: deadline (48 h and 3 h before) and the staff morning digest.',
      labelNames: ['kind'],
      registers,
    });
    this.outboxFailed = new client.Counter({
      name: 'jti_outbox_failed_total',
      help: 'Outbox deliveries that failed (each is retried with backoff).',
      labelNames: ['channel'],
      registers,
    });
    this.deadlineSweepLastRun = new client.Gauge({
      name: 'jti_deadline_sweep_last_run_timestamp_seconds',
      help: 'When this server last finished a deadline sweep (Unix time); 0 before the first.',
      registers,
    });
    // Every label value known in advance, at zero: a rate over a series that appears late is wrong,
    // and an alert on a missing series never fires.
    for (const method of SIGN_IN_METHODS)
      for (const outcome of SIGN_IN_OUTCOMES) this.signIns.inc({ method, outcome }, 0);
    for (const outcome of REGISTRATION_OUTCOMES) this.registrations.inc({ outcome }, 0);
    for (const kind of REMINDER_KINDS) this.remindersSent.inc({ kind }, 0);
    for (const channel of CHANNELS) this.outboxFailed.inc({ channel }, 0);

    const sources = this.sources;
    new client.Gauge({
      name: 'jti_db_pool_connections',
      help: 'Database connections by state: in_use, idle, waiting (requests queued for one).',
      labelNames: ['state'],
      registers,
      collect() {
        const stats = sources.pool?.();
        if (!stats) return;
        this.set({ state: 'in_use' }, stats.inUse);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new client.Gauge({
      name: 'jti_live_streams_open',
      help: 'Live streams (GET /api/events) open on this server.',
      registers,
      collect() {
        this.set(sources.liveStreams?.() ?? 0);
      },
    });
    // Both outbox gauges come from one query a scrape: the first to collect starts it, the other awaits it.
    let backlog: Promise<OutboxBacklog> | null = null;
    const readBacklog = () => {
      if (!backlog && sources.outbox)
        backlog = sources.outbox().finally(() => {
          backlog = null;
        });
      return backlog;
    };
    new client.Gauge({
      name: 'jti_outbox_pending',
      help: 'Outbox messages waiting for delivery (all servers: the table is shared).',
      registers,
      async collect() {
        const read = await readBacklog();
        if (read) this.set(read.pending);
      },
    });
    new client.Gauge({
      name: 'jti_outbox_oldest_pending_seconds',
      help: 'Age of the oldest outbox message waiting for delivery; 0 when none waits.',
      registers,
      async collect() {
        const read = await readBacklog();
        if (read) this.set(read.oldestSeconds);
      },
    });
  }

  /** The text a scrape gets, and its content type. */
  async scrape(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
