/**
 * `GET /metrics` (issue 34): who may read it, and that every series docs/slo.md relies on is there
 * after a short journey, with route templates (never a raw id) as labels. On PGlite, and on
 * PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { outbox } from '../../db/schema.ts';
import { dispatchOutbox } from '../../lib/outbox.ts';
import { now } from '../../lib/clock.ts';
import { registeredRoutes } from '../../plugins/access.ts';
import { client, type Client } from '../../test/client.ts';
import { lastSmsCode, makeUser, registrationBody, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { openSse, type SseStream } from '../../test/sse.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** The scrape as the local scraper gets it. */
async function scrape(): Promise<string> {
  const res = await client(t.app).get('/metrics');
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** `name{a="x",b="y"} 3` → the value of the series whose labels include `labels`. */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('who may read GET /metrics', () => {
  it('a direct caller on this machine, without a token configured', async () => {
    const res = await client(t.app).get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^# HELP /m);
  });

  it('401 in Russian from another address, or from this one through a proxy', async () => {
    const far = await client(t.app, { ip: '10.20.30.40' }).get('/metrics');
    expect(far.statusCode).toBe(401);
    expect(far.data.message).toBe(ru.errors.operatorOnly);
    const proxied = await client(t.app).get('/metrics', { headers: { 'x-forwarded-for': '10.20.30.40' } });
    expect(proxied.statusCode).toBe(401);
    // A signed-in staff member is no scraper.
    const { c } = await signedInClient(t.app, t.db, 'admin', { ip: '10.20.30.41' });
    expect((await c.get('/metrics')).statusCode).toBe(401);
  });

  it('with METRICS_TOKEN: only its bearer, from anywhere', async () => {
    const token = 'metrics-token-0123456789';
    // The guard reads the configuration per request: set here rather than on a second app.
    const config = t.app.deps.config as { METRICS_TOKEN?: string };
    config.METRICS_TOKEN = token;
    try {
      const get = (headers: Record<string, string>, ip = '10.20.30.40') =>
        client(t.app, { ip }).get('/metrics', { headers });
      expect((await get({})).statusCode).toBe(401);
      expect((await get({}, '127.0.0.1')).statusCode).toBe(401);
      expect((await get({ authorization: `Bearer ${token}x` })).statusCode).toBe(401);
      expect((await get({ authorization: token })).statusCode).toBe(401);
      expect((await get({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    } finally {
      delete config.METRICS_TOKEN;
    }
  });
});

describe('the series after a journey', () => {
  let text: string;
  let stream: SseStream;
  beforeAll(async () => {
    // Sign-ins: a password one that works and one that does not, and one by SMS code.
    const { c, user } = await signedInClient(t.app, t.db, 'recruiter');
    await client(t.app, { ip: '10.9.0.1' }).post('/login', { email: user.email, password: 'wrong-password' });
    const participant = await makeUser(t.db);
    const phoneClient: Client = client(t.app, { ip: '10.9.0.2' });
    await phoneClient.post('/sms/send-code', { phone: participant.phone });
    const code = await lastSmsCode(t.db, participant.phone!);
    expect((await phoneClient.post('/sms/login', { phone: participant.phone, code })).statusCode).toBe(200);
    // A registration, a card by id (a route with a parameter), a path no route has.
    expect(
      (await client(t.app, { ip: '10.9.0.3' }).post('/register', await registrationBody(t.db))).statusCode,
    ).toBe(201);
    await c.get('/api/dashboard/candidate/987654');
    await client(t.app).get('/no/such/path/12345');
    // A live stream held open while scraping.
    stream = await openSse(base, [...phoneClient.jar].map(([k, v]) => `${k}=${v}`).join('; '));
    // An SMS the gateway refuses: pending, and one failed delivery.
    await t.db.insert(outbox).values({
      channel: 'sms',
      recipient: '+79990000000',
      subject: '',
      body: 'Код: 123456',
      idempotencyKey: `metrics-test:${Math.random()}`,
      status: 'pending',
      nextAttemptAt: now(),
      createdAt: new Date(now().getTime() - 30_000),
    });
    const refusing = {
      sms: {
        deliver: async () => {
          throw new Error('gateway answered 503');
        },
      },
    };
    await dispatchOutbox(t.db, refusing, t.app.log, t.app.deps.metrics);
    text = await scrape();
  });
  afterAll(() => stream?.close());

  it('has every series docs/slo.md names', () => {
    for (const name of [
      'http_request_duration_seconds_bucket',
      'http_request_duration_seconds_count',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_gc_duration_seconds_count',
      'jti_db_pool_connections',
      'jti_live_streams_open',
      'jti_outbox_pending',
      'jti_outbox_oldest_pending_seconds',
      'jti_outbox_failed_total',
      'jti_reminders_sent_total',
      'jti_deadline_sweep_last_run_timestamp_seconds',
      'jti_sign_ins_total',
      'jti_registrations_total',
    ])
      expect(value(text, name), name).toBeDefined();
  });

  it('counts what happened', () => {
    expect(
      value(text, 'jti_sign_ins_total', { method: 'password', outcome: 'success' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'jti_sign_ins_total', { method: 'password', outcome: 'failure' }),
    ).toBeGreaterThanOrEqual(1);
    expect(value(text, 'jti_sign_ins_total', { method: 'sms', outcome: 'success' })).toBe(1);
    expect(value(text, 'jti_registrations_total', { outcome: 'success' })).toBe(1);
    expect(value(text, 'jti_live_streams_open')).toBe(1);
    expect(value(text, 'jti_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'jti_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(29);
    expect(value(text, 'jti_outbox_failed_total', { channel: 'sms' })).toBe(1);
    const pool = ['in_use', 'idle', 'waiting'].map((state) =>
      value(text, 'jti_db_pool_connections', { state }),
    );
    for (const n of pool) expect(n).toBeGreaterThanOrEqual(0);
    expect(pool[0]! + pool[1]!).toBeGreaterThanOrEqual(1);
    expect(
      value(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/dashboard/candidate/:id',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(
      value(text, 'http_request_duration_seconds_count', {
        method: 'POST',
        route: '/login',
        status_class: '2xx',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('labels a request by its route template: never a raw path, an id or anything a caller sent', () => {
    const templates = new Set([...registeredRoutes.map((r) => r.url), 'unmatched']);
    const routes = new Set<string>();
    for (const line of text.split('\n')) {
      if (line.startsWith('#')) continue;
      for (const [, label, v] of line.matchAll(/(\w+)="([^"]*)"/g)) {
        if (label === 'route') routes.add(v!);
        // No label value anywhere holds a run of digits as a path segment (an id).
        expect(v, line).not.toMatch(/\/\d+(\/|$)/);
      }
    }
    expect(routes).toContain('unmatched');
    expect(routes).toContain('/api/dashboard/candidate/:id');
    for (const route of routes) expect(templates, route).toContain(route);
  });
});
