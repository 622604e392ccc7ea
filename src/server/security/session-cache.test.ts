/**
 * The session cache (decision 036): a repeated request is answered from the server's copy, and every
 * way a session ends — sign-out, a new sign-in, password reset, consent withdrawal, deactivation, a
 * role change — holds at once on the server that made it and, on PostgreSQL, on another app server
 * on the same database. A copy lives no longer than its bound, and a server that stops hearing the
 * session channel forgets what it holds.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema.ts';
import { now, resetClock, setClock } from '../lib/clock.ts';
import { CACHED_FOR_MS, MAX_ENTRIES } from '../lib/session-cache.ts';
import { sha256 } from '../lib/tokens.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client, type Client } from '../test/client.ts';
import { lastResetToken, signedInClient } from '../test/factories.ts';

let a: TestApp;
beforeAll(async () => {
  a = await createTestApp();
});
afterAll(async () => {
  resetClock();
  await a.close();
});

const tokenOf = (c: Client) => c.jar.get('jti_session')!;
/** The same browser (its cookies) on another app server. */
function sameBrowser(on: TestApp, from: Client): Client {
  const c = client(on.app, { ip: '10.66.0.1' });
  for (const [k, v] of from.jar) c.jar.set(k, v);
  return c;
}
/** Signs in on `on`, and uses the session twice there so that server holds it. */
async function cachedOn(on: TestApp, c: Client): Promise<void> {
  expect((await c.get('/api/users/info')).statusCode).toBe(200);
  expect((await c.get('/api/users/info')).statusCode).toBe(200);
  expect(on.app.deps.sessionCache.get(sha256(tokenOf(c)))).not.toBeNull();
}
const info = (c: Client) => c.get('/api/users/info').then((r) => r.statusCode);
const adminList = (c: Client) => c.get('/api/dashboard/users').then((r) => r.statusCode);

describe('one app server', () => {
  it('a repeated request is answered from the cache: a session deleted behind its back still opens, until the bound', async () => {
    const { c } = await signedInClient(a.app, a.db, 'participant');
    await cachedOn(a, c);
    // Deleted by hand, past the one writer: only the cache can still know this session.
    await a.db.delete(sessions).where(eq(sessions.idHash, sha256(tokenOf(c))));
    expect(await info(c)).toBe(200);
    try {
      setClock({ advanceMs: CACHED_FOR_MS - 1_000 });
      expect(await info(c)).toBe(200);
      setClock({ advanceMs: 1_000 });
      expect(await info(c)).toBe(401);
    } finally {
      resetClock();
    }
  });

  it('keeps at most MAX_ENTRIES sessions, the least recently used going first', () => {
    const cache = a.app.deps.sessionCache;
    const at = now();
    const entry = (userId: number) => ({
      userId,
      role: 'participant' as const,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + 86_400_000),
      readAt: at.getTime(),
    });
    for (let i = 0; i < MAX_ENTRIES; i++) cache.put(`bound-${i}`, entry(-1 - i), cache.stamp);
    expect(cache.get('bound-0')).not.toBeNull(); // used: now the most recent
    cache.put('bound-last', entry(-1 - MAX_ENTRIES), cache.stamp);
    expect(cache.size).toBe(MAX_ENTRIES);
    expect(cache.get('bound-0')).not.toBeNull();
    expect(cache.get('bound-1')).toBeNull();
    expect(cache.get('bound-last')).not.toBeNull();
  });

  it('sign-out refuses the cookie at once (a copy of it kept by another tab too)', async () => {
    const { c } = await signedInClient(a.app, a.db, 'participant');
    await cachedOn(a, c);
    const copy = sameBrowser(a, c);
    expect((await c.post('/logout', {})).statusCode).toBe(204);
    expect(await info(copy)).toBe(401);
  });

  it('a password reset and a consent withdrawal end every session at once', async () => {
    const reset = await signedInClient(a.app, a.db, 'participant');
    await cachedOn(a, reset.c);
    await client(a.app).post('/forgot-password', { email: reset.user.email });
    const password = 'Новый-пароль-2026';
    const token = (await lastResetToken(a.db, reset.user.email))!;
    const answer = await client(a.app).post('/reset-password', {
      token,
      password,
      password_confirmation: password,
    });
    expect(answer.statusCode).toBe(200);
    expect(await info(reset.c)).toBe(401);

    const withdrawn = await signedInClient(a.app, a.db, 'participant');
    const otherTab = sameBrowser(a, withdrawn.c);
    await cachedOn(a, otherTab);
    expect((await withdrawn.c.request('DELETE', '/api/users/consent', { confirm: true })).statusCode).toBe(
      200,
    );
    expect(await info(otherTab)).toBe(401);
  });

  it('a role change ends the sessions at once; signed in again, the new role decides', async () => {
    const admin = await signedInClient(a.app, a.db, 'admin');
    const { c, user } = await signedInClient(a.app, a.db, 'recruiter');
    await cachedOn(a, c);
    expect(await adminList(c)).toBe(403);
    const changed = await admin.c.post(`/api/dashboard/users/update/${user.id}`, { role: 'admin' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await adminList(c)).toBe(401);
    const again = client(a.app);
    expect((await again.post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    expect(await adminList(again)).toBe(200);
  });

  it('the sliding expiry is written from a cached session too, and not again right after', async () => {
    const { c } = await signedInClient(a.app, a.db, 'participant');
    const lastSeen = async () =>
      (
        await a.db
          .select()
          .from(sessions)
          .where(eq(sessions.idHash, sha256(tokenOf(c))))
      )[0]!.lastSeenAt;
    const signedInAt = await lastSeen();
    try {
      setClock({ advanceMs: 5 * 60_000 - 10_000 });
      await cachedOn(a, c); // read from the database 4 min 50 s after sign-in: no write yet
      expect(await lastSeen()).toEqual(signedInAt);
      setClock({ advanceMs: 20_000 });
      const touchedAt = now();
      expect(await info(c)).toBe(200); // from the cache, 5 min 10 s after the last write
      const written = await lastSeen();
      expect(written.getTime()).toBeGreaterThanOrEqual(touchedAt.getTime());
      setClock({ advanceMs: 1_000 });
      expect(await info(c)).toBe(200);
      expect(await lastSeen()).toEqual(written);
    } finally {
      resetClock();
    }
  });
});

// Two app servers cannot share one PGlite database: the servers' test needs PostgreSQL. Server B is
// asked over HTTP, as a browser would after A's answer: a request that arrives on a socket, like
// B's notices do, not one injected in-process ahead of them.
describe.skipIf(!process.env.DATABASE_URL)('two app servers on one PostgreSQL database', () => {
  let b: TestApp;
  let bAt: string;
  beforeAll(async () => {
    b = await createTestApp({ sameDatabaseAs: a });
    bAt = await b.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(() => expect(b.app.deps.sessionCache.isListening).toBe(true));
    await vi.waitFor(() => expect(a.app.deps.sessionCache.isListening).toBe(true));
  });
  afterAll(async () => {
    await b?.close();
  });

  /** A GET on B with the browser's cookies: its status. */
  const onB = async (c: Client, path = '/api/users/info') => {
    const cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return (await fetch(`${bAt}${path}`, { headers: { cookie } })).status;
  };
  /** Uses the session twice on B, so B holds it. */
  const cachedOnB = async (c: Client) => {
    expect(await onB(c)).toBe(200);
    expect(await onB(c)).toBe(200);
    expect(b.app.deps.sessionCache.get(sha256(tokenOf(c)))).not.toBeNull();
  };

  it('sign-out on A refuses the cookie on B at once', async () => {
    const { c } = await signedInClient(a.app, a.db, 'participant');
    const copy = sameBrowser(a, c); // the cookie as it was, kept by another tab
    await cachedOnB(c);
    expect((await c.post('/logout', {})).statusCode).toBe(204);
    // A's answer left only once B had forgotten the session: nothing in between to let B catch up.
    expect(b.app.deps.sessionCache.get(sha256(tokenOf(copy)))).toBeNull();
    expect(await onB(copy)).toBe(401);
  });

  it('a new sign-in on A refuses the old cookie on B at once', async () => {
    const { c, user } = await signedInClient(a.app, a.db, 'participant');
    const old = sameBrowser(a, c);
    await cachedOnB(c);
    expect((await c.post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    expect(await onB(old)).toBe(401);
    expect(await onB(c)).toBe(200); // the new cookie
  });

  it('a deactivation on A refuses the cookie on B at once', async () => {
    const admin = await signedInClient(a.app, a.db, 'admin');
    const { c, user } = await signedInClient(a.app, a.db, 'manager');
    await cachedOnB(c);
    expect((await admin.c.delete(`/api/dashboard/users/${user.id}`)).statusCode).toBe(200);
    expect(b.app.deps.sessionCache.get(sha256(tokenOf(c)))).toBeNull();
    expect(await onB(c)).toBe(401);
  });

  it('a role change on A holds on B at once: 200 before, 401 after, and the new role’s answer once signed in', async () => {
    const admin = await signedInClient(a.app, a.db, 'admin');
    const demoted = await signedInClient(a.app, a.db, 'admin');
    await cachedOnB(demoted.c);
    expect(await onB(demoted.c, '/api/dashboard/users')).toBe(200);
    const changed = await admin.c.post(`/api/dashboard/users/update/${demoted.user.id}`, {
      role: 'recruiter',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await onB(demoted.c, '/api/dashboard/users')).toBe(401);
    const again = client(a.app);
    const signIn = await again.post('/login', { email: demoted.user.email, password: demoted.user.password });
    expect(signIn.statusCode).toBe(200);
    expect(await onB(again, '/api/dashboard/users')).toBe(403);
  });

  it('a server whose listening connection drops forgets its sessions, then caches again once listening', async () => {
    const { c } = await signedInClient(a.app, a.db, 'participant');
    await cachedOnB(c);
    // Deleted by hand, past the writer: B's copy is now the only thing that opens this session.
    await a.db.delete(sessions).where(eq(sessions.idHash, sha256(tokenOf(c))));
    expect(await onB(c)).toBe(200);
    await a.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
    );
    await vi.waitFor(() => expect(b.app.deps.sessionCache.size).toBe(0));
    expect(await onB(c)).toBe(401);
    await vi.waitFor(() => expect(b.app.deps.sessionCache.isListening).toBe(true), { timeout: 5_000 });
    await cachedOnB((await signedInClient(a.app, a.db, 'participant')).c);
  });
});
