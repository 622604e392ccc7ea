import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { client, type Client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { sessions } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { openSse, type SseStream } from '../../test/sse.ts';
import { changingSessions } from '../../plugins/session.ts';
import { notifyUser } from '../messages/notify.service.ts';
import { newestEventId } from './publish.ts';

let t: TestApp;
let base: string;
const open: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const cookieOf = (c: Client) => [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');
async function stream(
  c: Client,
  opts: { lastEventId?: string; query?: string } = {},
  at = base,
): Promise<SseStream> {
  const s = await openSse(at, cookieOf(c), opts);
  open.push(s);
  return s;
}
const notice = (userId: number, title: string) =>
  t.db.transaction((tx) =>
    notifyUser(t.app.deps, tx, userId, {
      title,
      text: 'Текст',
      link: '/progress',
      key: `live-test:${title}:${Math.random()}`,
    }),
  );
const titleOf = (e: { data: unknown }) => (e.data as { message: { title: string } }).message.title;

describe('GET /api/events', () => {
  it('401 signed out, 406 to a caller that does not read a stream, 422 for a bad last_event_id, all in Russian', async () => {
    const visitor = await client(t.app).get('/api/events', { headers: { accept: 'text/event-stream' } });
    expect(visitor.statusCode).toBe(401);
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const plain = await c.get('/api/events');
    expect(plain.statusCode).toBe(406);
    expect(plain.data.message).toMatch(/поток событий/);
    const bad = await c.get('/api/events?last_event_id=abc', { headers: { accept: 'text/event-stream' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.last_event_id).toHaveLength(1);
  });

  it('every role gets a stream that nginx does not buffer, starting with «ready»', async () => {
    for (const role of ['participant', 'recruiter', 'manager', 'admin'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      const s = await stream(c);
      expect(s.status).toBe(200);
      expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(s.headers['x-accel-buffering']).toBe('no');
      expect(s.headers['x-request-id']).toBeTruthy();
      expect((await s.next()).event).toBe('ready');
      s.close();
    }
  });

  it('delivers the caller’s own new notices and read marks, never another user’s, and nothing of a change that rolled back', async () => {
    const a = await signedInClient(t.app, t.db, 'participant');
    const b = await signedInClient(t.app, t.db, 'participant');
    const sa = await stream(a.c);
    const sb = await stream(b.c);
    await sa.next('ready');
    await sb.next('ready');
    await t.db
      .transaction(async (tx) => {
        await notifyUser(t.app.deps, tx, a.user.id, { title: 'Отменённое', text: '', key: 'rolled-back' });
        throw new Error('rollback');
      })
      .catch(() => {});
    await notice(a.user.id, 'Для А');
    const got = await sa.next('notice');
    expect(titleOf(got)).toBe('Для А');
    expect(got.data).toMatchObject({ message: { is_read: false, link: '/progress', text: 'Текст' } });

    const list = await a.c.get('/api/messages');
    expect((await a.c.put(`/api/messages/${list.data.data[0].id}/read`)).statusCode).toBe(200);
    expect((await sa.next('read')).data).toEqual({ unread: 0 });

    await notice(b.user.id, 'Для Б');
    expect(titleOf(await sb.next('notice'))).toBe('Для Б');
    expect(sa.all('notice').map(titleOf)).toEqual(['Для А']);
  });

  it('a recruiter’s stage change reaches the participant’s open stream', async () => {
    const participant = await signedInClient(t.app, t.db, 'participant');
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    const v = await makeVacancy(t.db, { pipeline: [1, 3, 4] });
    const cand = await makeCandidate(t.db, participant.user.id, v, { 1: 'eval' });
    const s = await stream(participant.c);
    await s.next('ready');
    const res = await recruiter.c.put(`/api/dashboard/candidate/${cand.id}/stage/1`, { status: 'success' });
    expect(res.statusCode, res.body).toBe(200);
    const got = await s.next('notice');
    expect(titleOf(got)).toMatch(/Анкета/);
  });

  it('a chat line reaches both sides of the thread', async () => {
    const participant = await signedInClient(t.app, t.db, 'participant');
    const recruiter = await signedInClient(t.app, t.db, 'recruiter');
    const v = await makeVacancy(t.db, { pipeline: [1, 3] });
    await makeCandidate(t.db, participant.user.id, v, { 1: 'eval' });
    const sp = await stream(participant.c);
    const sr = await stream(recruiter.c);
    await sp.next('ready');
    await sr.next('ready');
    expect(
      (await recruiter.c.post(`/api/dashboard/users/${participant.user.id}/chat`, { text: 'Здравствуйте!' }))
        .statusCode,
    ).toBe(201);
    expect((await sp.next('chat')).data).toMatchObject({ participant_id: participant.user.id });
    expect((await sr.next('chat')).data).toMatchObject({ participant_id: participant.user.id });
    expect((await participant.c.post('/api/chat', { text: 'Спасибо!' })).statusCode).toBe(201);
    expect((await sr.next('chat')).data).toMatchObject({ participant_id: participant.user.id });
  });

  it('a reconnect with Last-Event-ID (or last_event_id) gets exactly what it missed, in order', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const first = await stream(c);
    const ready = await first.next('ready');
    await notice(user.id, 'До обрыва');
    const before = await first.next('notice');
    first.close();
    await first.closed;
    await notice(user.id, 'Пропущенное 1');
    await notice(user.id, 'Пропущенное 2');

    // Events of the last seconds are sent again (one written earlier may commit later, decision 030):
    // the tab drops the ids it has; what counts is that every id after the one it named arrives, in order.
    const after = (s: SseStream) =>
      s
        .all('notice')
        .filter((e) => Number(e.id) > Number(before.id))
        .map(titleOf);
    const again = await stream(c, { lastEventId: before.id });
    expect((await again.next('ready')).id).toBe(before.id);
    while (after(again).length < 2) await again.next('notice');
    expect(after(again)).toEqual(['Пропущенное 1', 'Пропущенное 2']);

    const fromQuery = await stream(c, { query: `?last_event_id=${ready.id}` });
    while (fromQuery.all('notice').length < 3) await fromQuery.next('notice');
    expect(fromQuery.all('notice').map(titleOf)).toEqual(['До обрыва', 'Пропущенное 1', 'Пропущенное 2']);
  });

  it('object level: a replay from the very first id (last_event_id=0) holds only the caller’s own events', async () => {
    const a = await signedInClient(t.app, t.db, 'participant');
    const b = await signedInClient(t.app, t.db, 'participant');
    await notice(b.user.id, 'Личное для Б');
    await notice(a.user.id, 'Личное для А');
    const s = await stream(a.c, { query: '?last_event_id=0' });
    await s.next('notice');
    const replay = await stream(a.c, { lastEventId: '0' });
    await replay.next('notice');
    for (const got of [s, replay]) {
      expect(got.all('notice').map(titleOf)).toEqual(['Личное для А']);
      expect(JSON.stringify(got.events)).not.toContain('для Б');
    }
  });

  it('a stream opened fresh does not repeat what came before it', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    await notice(user.id, 'Старое');
    const s = await stream(c);
    await s.next('ready');
    await notice(user.id, 'Новое');
    expect(titleOf(await s.next('notice'))).toBe('Новое');
    expect(s.all('notice').map(titleOf)).toEqual(['Новое']);
  });

  it('a stream from a page’s event id (`from`) sends what came after the page and nothing before, however recent', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    await notice(user.id, 'На странице');
    const pageFrom = await newestEventId(t.db, user.id);
    await notice(user.id, 'После страницы');
    const s = await stream(c, { query: `?from=${pageFrom}` });
    expect((await s.next('ready')).id).toBe(String(pageFrom));
    expect(titleOf(await s.next('notice'))).toBe('После страницы');
    await notice(user.id, 'Позже');
    expect(titleOf(await s.next('notice'))).toBe('Позже');
    expect(s.all('notice').map(titleOf)).toEqual(['После страницы', 'Позже']);
    const bad = await c.get('/api/events?from=-1', { headers: { accept: 'text/event-stream' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.from).toHaveLength(1);
  });

  it('the server closing ends its streams (the tabs reconnect elsewhere)', async () => {
    const other = await createTestApp();
    const at = await other.app.listen({ port: 0, host: '127.0.0.1' });
    const { c } = await signedInClient(other.app, other.db, 'participant');
    const s = await openSse(at, cookieOf(c));
    await s.next('ready');
    await other.close();
    await s.closed;
  });

  it('on PostgreSQL, a notice written through one app server reaches a stream open on another', async (ctx) => {
    if (t.database.kind !== 'postgres') return ctx.skip();
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${result.rows[0]!.name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    let second: FastifyInstance | null = null;
    try {
      second = await buildApp({ config: t.config, database, secret: 'test-secret-test-secret-test-secret!' });
      const at = await second.listen({ port: 0, host: '127.0.0.1' });
      const { c, user } = await signedInClient(t.app, t.db, 'participant');
      const s = await stream(c, {}, at);
      await s.next('ready');
      await notice(user.id, 'Через другой сервер');
      expect(titleOf(await s.next('notice'))).toBe('Через другой сервер');
    } finally {
      await second?.close();
      await database.close();
    }
  });
});

describe('who hears a notice', () => {
  it('a staff member’s stream gets their notices too', async () => {
    const staff = await signedInClient(t.app, t.db, 'recruiter');
    const s = await stream(staff.c);
    await s.next('ready');
    const someone = await makeUser(t.db);
    await notice(someone.id, 'Не мне');
    await notice(staff.user.id, 'Сотруднику');
    expect(titleOf(await s.next('notice'))).toBe('Сотруднику');
  });
});

describe('the stream is not the person (issue 30)', () => {
  it('opening it and its heartbeats do not extend the session; a request of the person does', async () => {
    const quick = await createTestApp({ env: { LIVE_HEARTBEAT_SECONDS: '1' } });
    try {
      const at = await quick.app.listen({ port: 0, host: '127.0.0.1' });
      const { c, user } = await signedInClient(quick.app, quick.db, 'participant');
      // A session 90 s from its end, last touched 10 minutes ago: any request would slide it now.
      const expiresAt = new Date(Date.now() + 90_000);
      const lastSeenAt = new Date(Date.now() - 10 * 60_000);
      await quick.db.update(sessions).set({ expiresAt, lastSeenAt }).where(eq(sessions.userId, user.id));
      const expiry = async () =>
        (await quick.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]!.expiresAt.getTime();

      const s = await openSse(at, cookieOf(c));
      open.push(s);
      await s.next('ready');
      await new Promise((resolve) => setTimeout(resolve, 2_500)); // two heartbeats or more
      expect(await expiry()).toBe(expiresAt.getTime());

      expect((await c.get('/api/users/info')).statusCode).toBe(200);
      expect(await expiry()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    } finally {
      await quick.close();
    }
  });
});

describe('a stream of a session that ended (issue 30)', () => {
  /** Resolves when the stream closed within `ms` (well inside the 25 s heartbeat), else rejects. */
  const closedWithin = (s: SseStream, ms = 2_000) =>
    Promise.race([
      s.closed,
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error(`still open after ${ms} ms`)), ms)),
    ]);

  it('closes at once when the session signs out in another tab, and hears nothing after', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const s = await stream(c);
    await s.next('ready');
    expect((await c.post('/logout')).statusCode).toBeLessThan(300);
    await notice(user.id, 'После выхода');
    await closedWithin(s);
    expect(s.events.filter((e) => e.event === 'notice')).toEqual([]);
  });

  it('closes every stream of a user whose sessions all ended (a password reset, deactivation, a role change), and only theirs', async () => {
    const mine = await signedInClient(t.app, t.db, 'participant');
    const other = await signedInClient(t.app, t.db, 'participant');
    const streams = [await stream(mine.c), await stream(mine.c)];
    const theirs = await stream(other.c);
    for (const s of [...streams, theirs]) await s.next('ready');
    await changingSessions(t.app.deps, (_tx, end) => end.allOf(mine.user.id));
    await notice(mine.user.id, 'После сброса');
    for (const s of streams) await closedWithin(s);
    for (const s of streams) expect(s.events.filter((e) => e.event === 'notice')).toEqual([]);
    await notice(other.user.id, 'Другому');
    expect(titleOf(await theirs.next('notice'))).toBe('Другому');
  });

  it('on PostgreSQL, a sign-out through one app server closes the stream open on another', async (ctx) => {
    if (t.database.kind !== 'postgres') return ctx.skip();
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${result.rows[0]!.name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 2 });
    let second: FastifyInstance | null = null;
    try {
      second = await buildApp({ config: t.config, database, secret: 'test-secret-test-secret-test-secret!' });
      await second.ready();
      const at = await second.listen({ port: 0, host: '127.0.0.1' });
      const { c, user } = await signedInClient(t.app, t.db, 'participant');
      const s = await stream(c, {}, at);
      await s.next('ready');
      expect((await c.post('/logout')).statusCode).toBeLessThan(300);
      await notice(user.id, 'После выхода на другом сервере');
      await closedWithin(s);
      expect(s.events.filter((e) => e.event === 'notice')).toEqual([]);
    } finally {
      await second?.close();
      await database.close();
    }
  });
});

describe('one user’s burst (issue 30)', () => {
  const waitFor = async (ok: () => boolean, ms: number) => {
    for (const until = Date.now() + ms; !ok() && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('700 events written at once by 7 writers reach each of the user’s 8 streams in full, and another user’s notices keep arriving meanwhile', async () => {
    const burster = await signedInClient(t.app, t.db, 'participant');
    const other = await signedInClient(t.app, t.db, 'participant');
    const mine = await Promise.all(Array.from({ length: 8 }, () => stream(burster.c)));
    await Promise.all(mine.map((s) => s.next('ready')));
    const theirs = await stream(other.c);
    await theirs.next('ready');

    // Each writer's 100 events in one statement, each with its NOTIFY as publishEvent sends it: well
    // over 500 events inside the stream's 10-second look-back.
    const writer = (w: number) =>
      t.db.execute(sql`
        with e as (insert into live_events (user_id, kind, data)
          select ${burster.user.id}::int, 'read', jsonb_build_object('unread', g)
          from generate_series(${w * 100}::int, ${w * 100 + 99}::int) g returning id)
        select count(pg_notify('jti_live', ${burster.user.id}::int || ':' || id)) from e`);
    const notices = (async () => {
      for (let i = 0; i < 5; i++) await notice(other.user.id, `Другому ${i}`);
    })();
    await Promise.all([...Array.from({ length: 7 }, (_, w) => writer(w)), notices]);
    for (let i = 0; i < 5; i++) expect(titleOf(await theirs.next('notice', 20_000))).toBe(`Другому ${i}`);

    await waitFor(() => mine.every((s) => s.all('read').length >= 700), 20_000);
    for (const s of mine) {
      const unread = s.all('read').map((e) => (e.data as { unread: number }).unread);
      expect(unread).toHaveLength(700);
      expect(new Set(unread).size).toBe(700);
    }
    expect(theirs.all('read')).toEqual([]);
  });

  it('an address and a server hold so many streams; past them 429 or 503 with Retry-After in Russian, and a place freed is taken again', async () => {
    const capped = await createTestApp({
      env: { TRUST_PROXY: 'on', LIVE_STREAMS_PER_ADDRESS: '2', LIVE_STREAMS_PER_SERVER: '3' },
    });
    const held: SseStream[] = [];
    try {
      const at = await capped.app.listen({ port: 0, host: '127.0.0.1' });
      const { c } = await signedInClient(capped.app, capped.db, 'participant');
      const from = (ip: string) => openSse(at, cookieOf(c), { headers: { 'x-forwarded-for': ip } });
      // Answered before the stream starts (a refusal), so the in-process client can read it.
      const ask = (ip: string) =>
        c.get('/api/events', { headers: { accept: 'text/event-stream', 'x-forwarded-for': ip } });
      for (let i = 0; i < 2; i++) held.push(await from('10.40.0.1'));
      expect(held.map((s) => s.status)).toEqual([200, 200]);
      await Promise.all(held.map((s) => s.next('ready')));

      const byAddress = await ask('10.40.0.1');
      expect(byAddress.statusCode).toBe(429);
      expect(byAddress.headers['retry-after']).toBe('30');
      expect(byAddress.data.message).toMatch(/^С вашего адреса открыто слишком много вкладок/);

      held.push(await from('10.40.0.2'));
      expect(held[2]!.status).toBe(200);
      await held[2]!.next('ready');
      const byServer = await ask('10.40.0.3');
      expect(byServer.statusCode).toBe(503);
      expect(byServer.headers['retry-after']).toBe('30');
      expect(byServer.data.message).toMatch(/^Сервер сейчас держит слишком много вкладок/);

      // Once the server has seen a stream of the address close, the address may open one again.
      held.shift()!.close();
      let again = await from('10.40.0.1');
      for (const until = Date.now() + 5000; again.status !== 200 && Date.now() < until;) {
        again.close();
        await new Promise((resolve) => setTimeout(resolve, 50));
        again = await from('10.40.0.1');
      }
      held.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const s of held) s.close();
      await capped.close();
    }
  });
});
