/**
 * Every way a session ends — sign-out, a new sign-in, password reset, consent withdrawal,
 * deactivation, a role change — holds at once on the server that made it and, on PostgreSQL, on
 * another app server on the same database (each request reads its session from the database,
 * decision 055). Live streams of ended sessions: modules/live/live.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client, type Client } from '../test/client.ts';
import { lastResetToken, signedInClient } from '../test/factories.ts';

let a: TestApp;
beforeAll(async () => {
  a = await createTestApp();
});
afterAll(() => a.close());

/** The same browser (its cookies) in another tab. */
function sameBrowser(on: TestApp, from: Client): Client {
  const c = client(on.app, { ip: '10.66.0.1' });
  for (const [k, v] of from.jar) c.jar.set(k, v);
  return c;
}
const info = (c: Client) => c.get('/api/users/info').then((r) => r.statusCode);
const adminList = (c: Client) => c.get('/api/dashboard/users').then((r) => r.statusCode);

describe('one app server', () => {
  it('sign-out refuses the cookie at once (a copy of it kept by another tab too)', async () => {
    const { c } = await signedInClient(a.app, a.db, 'participant');
    const copy = sameBrowser(a, c);
    expect(await info(copy)).toBe(200);
    expect((await c.post('/logout', {})).statusCode).toBe(204);
    expect(await info(copy)).toBe(401);
  });

  it('a password reset and a consent withdrawal end every session at once', async () => {
    const reset = await signedInClient(a.app, a.db, 'participant');
    expect(await info(reset.c)).toBe(200);
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
    expect(await info(otherTab)).toBe(200);
    expect((await withdrawn.c.request('DELETE', '/api/users/consent', { confirm: true })).statusCode).toBe(
      200,
    );
    expect(await info(otherTab)).toBe(401);
  });

  it('a role change ends the sessions at once; signed in again, the new role decides', async () => {
    const admin = await signedInClient(a.app, a.db, 'admin');
    const { c, user } = await signedInClient(a.app, a.db, 'recruiter');
    expect(await adminList(c)).toBe(403);
    const changed = await admin.c.post(`/api/dashboard/users/update/${user.id}`, { role: 'admin' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await adminList(c)).toBe(401);
    const again = client(a.app);
    expect((await again.post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    expect(await adminList(again)).toBe(200);
  });
});

// Two app servers cannot share one PGlite database: this needs PostgreSQL. Server B is asked over
// HTTP, as a browser would after A's answer.
describe.skipIf(!process.env.DATABASE_URL)('two app servers on one PostgreSQL database', () => {
  let b: TestApp;
  let bAt: string;
  beforeAll(async () => {
    b = await createTestApp({ sameDatabaseAs: a });
    bAt = await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await b?.close();
  });

  /** A GET on B with the browser's cookies: its status. */
  const onB = async (c: Client, path = '/api/users/info') => {
    const cookie = [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return (await fetch(`${bAt}${path}`, { headers: { cookie } })).status;
  };

  it('sign-out on A refuses the cookie on B at once', async () => {
    const { c } = await signedInClient(a.app, a.db, 'participant');
    const copy = sameBrowser(a, c); // the cookie as it was, kept by another tab
    expect(await onB(c)).toBe(200);
    expect((await c.post('/logout', {})).statusCode).toBe(204);
    expect(await onB(copy)).toBe(401);
  });

  it('a new sign-in on A refuses the old cookie on B at once', async () => {
    const { c, user } = await signedInClient(a.app, a.db, 'participant');
    const old = sameBrowser(a, c);
    expect(await onB(c)).toBe(200);
    expect((await c.post('/login', { email: user.email, password: user.password })).statusCode).toBe(200);
    expect(await onB(old)).toBe(401);
    expect(await onB(c)).toBe(200); // the new cookie
  });

  it('a deactivation on A refuses the cookie on B at once', async () => {
    const admin = await signedInClient(a.app, a.db, 'admin');
    const { c, user } = await signedInClient(a.app, a.db, 'manager');
    expect(await onB(c)).toBe(200);
    expect((await admin.c.delete(`/api/dashboard/users/${user.id}`)).statusCode).toBe(200);
    expect(await onB(c)).toBe(401);
  });

  it('a role change on A holds on B at once: 200 before, 401 after, and the new role’s answer once signed in', async () => {
    const admin = await signedInClient(a.app, a.db, 'admin');
    const demoted = await signedInClient(a.app, a.db, 'admin');
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
});
