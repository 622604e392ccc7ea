/**
 * CSRF bound to its holder (issue 16, finding 2; decision 020): a token from `/sanctum/csrf-cookie`
 * works only with the session or visitor id it was issued for, never survives a sign-in or a
 * sign-out (those answers bring the next one), and a request a browser marks as coming from another
 * site or origin is refused whatever its token. Sanctum's contract stays: XSRF-TOKEN, X-XSRF-TOKEN, 419.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client, type Client } from '../test/client.ts';
import { lastSmsCode, makeUser, signedInClient, type MadeUser } from '../test/factories.ts';

let t: TestApp;
let ipSeq = 0;
const fresh = () => client(t.app, { ip: `10.16.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}` });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let mailSeq = 0;
/** A call any visitor may make, to a new address each time (the reset limits count per address). */
const forgot = (c: Client, headers: Record<string, string> = {}) =>
  c.post('/forgot-password', { email: `csrf-${++mailSeq}@test.ru` }, { headers });
const signIn = (c: Client, user: MadeUser) =>
  c.post('/login', { email: user.email, password: user.password });
/** Sends the token a client holds in another client's browser: a cookie planted, the header to match. */
const withPlanted = (victim: Client, token: string) => {
  victim.jar.set('XSRF-TOKEN', token);
  return victim;
};

describe('the token belongs to its holder', () => {
  it('Sanctum’s contract: 204 with a readable XSRF-TOKEN and an HttpOnly visitor id; echoed, it lets a call through', async () => {
    const c = fresh();
    const res = await c.get('/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    const xsrf = res.cookies.find((x) => x.name === 'XSRF-TOKEN')!;
    expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(xsrf.httpOnly).toBeFalsy(); // the web app reads it
    expect(res.cookies.find((x) => x.name === 'jti_visitor')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect((await forgot(c)).statusCode).toBe(200);
  });

  it('a visitor’s token planted in another browser is refused with 419 (before sign-in)', async () => {
    const attacker = fresh();
    await attacker.get('/sanctum/csrf-cookie');
    const victim = fresh();
    await victim.get('/sanctum/csrf-cookie'); // the victim's own visitor id
    const user = await makeUser(t.db);
    const res = await signIn(withPlanted(victim, attacker.jar.get('XSRF-TOKEN')!), user);
    expect([res.statusCode, res.data.message]).toEqual([419, ru.errors.csrf]);
    // Without any visitor id or session the planted token is refused too.
    const bare = client(t.app);
    expect((await signIn(withPlanted(bare, attacker.jar.get('XSRF-TOKEN')!), user)).statusCode).toBe(419);
  });

  it('a signed-in user’s token works only with their session: not another user’s, not a visitor’s', async () => {
    const attacker = await signedInClient(t.app, t.db, 'participant');
    const victim = await signedInClient(t.app, t.db, 'participant');
    const stolen = attacker.c.jar.get('XSRF-TOKEN')!;
    expect((await attacker.c.put('/api/messages/all/read')).statusCode).toBe(200);
    expect((await withPlanted(victim.c, stolen).put('/api/messages/all/read')).statusCode).toBe(419);
    const visitor = fresh();
    await visitor.get('/sanctum/csrf-cookie');
    expect((await forgot(withPlanted(visitor, stolen))).statusCode).toBe(419);
  });

  it('sign-in rotates it: the token from before is refused, the sign-in answer brings the next one', async () => {
    const user = await makeUser(t.db);
    const c = fresh();
    await c.get('/sanctum/csrf-cookie');
    const before = c.jar.get('XSRF-TOKEN')!;
    const res = await signIn(c, user);
    expect(res.statusCode).toBe(200);
    const after = res.cookies.find((x) => x.name === 'XSRF-TOKEN')?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(res.cookies.find((x) => x.name === 'jti_visitor')).toMatchObject({ value: '', maxAge: 0 });
    expect((await c.put('/api/messages/all/read')).statusCode).toBe(200);
    expect((await withPlanted(c, before).put('/api/messages/all/read')).statusCode).toBe(419);
  });

  it('an SMS sign-in rotates it too', async () => {
    const user = await makeUser(t.db, { role: 'participant' });
    const c = fresh();
    expect((await c.post('/sms/send-code', { phone: user.phone })).statusCode).toBe(200);
    const before = c.jar.get('XSRF-TOKEN')!;
    const res = await c.post('/sms/login', {
      phone: user.phone,
      code: (await lastSmsCode(t.db, user.phone!))!,
    });
    expect(res.statusCode).toBe(200);
    expect(c.jar.get('XSRF-TOKEN')).not.toBe(before);
    expect((await c.put('/api/messages/all/read')).statusCode).toBe(200);
    expect((await withPlanted(c, before).put('/api/messages/all/read')).statusCode).toBe(419);
  });

  it('sign-out rotates it: the signed-in token is refused, the sign-out answer brings a new visitor id and token', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'recruiter');
    const signedInToken = c.jar.get('XSRF-TOKEN')!;
    const res = await c.post('/logout');
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((x) => x.name === 'jti_visitor')?.value).toBeTruthy();
    expect(c.jar.get('XSRF-TOKEN')).not.toBe(signedInToken);
    expect((await signIn(c, user)).statusCode).toBe(200); // the new token works at once
    await c.post('/logout');
    expect((await signIn(withPlanted(c, signedInToken), user)).statusCode).toBe(419);
  });

  it('a token from one server works on another with the same APP_SECRET (no state on the server)', async () => {
    const env = { APP_SECRET: 's'.repeat(40) };
    const [a, b] = [await createTestApp({ env }), await createTestApp({ env })];
    try {
      const fromA = client(a.app);
      await fromA.get('/sanctum/csrf-cookie');
      const onB = client(b.app);
      for (const [k, v] of fromA.jar) onB.jar.set(k, v);
      expect((await forgot(onB)).statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe('a second line: Origin and Sec-Fetch-Site', () => {
  it('refuses an unsafe call from another site or origin even with a valid token', async () => {
    const c = fresh();
    await c.get('/sanctum/csrf-cookie');
    const send = (headers: Record<string, string>) => forgot(c, headers);
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://sub.localhost' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' }, // a sibling subdomain
      { origin: new URL(t.config.PUBLIC_URL).origin, 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of cases) {
      const res = await send(headers);
      expect([JSON.stringify(headers), res.statusCode, res.data.message]).toEqual([
        JSON.stringify(headers),
        419,
        ru.errors.csrf,
      ]);
    }
  });

  it('lets through the app’s own origin (PUBLIC_URL or the host asked), a same-origin fetch, and callers that say nothing', async () => {
    const c = fresh();
    await c.get('/sanctum/csrf-cookie');
    const send = (headers: Record<string, string>) => forgot(c, headers);
    const cases: Record<string, string>[] = [
      { origin: new URL(t.config.PUBLIC_URL).origin, 'sec-fetch-site': 'same-origin' },
      { origin: 'http://localhost:5173', host: 'localhost:5173', 'sec-fetch-site': 'same-origin' }, // Vite's dev proxy
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of cases) {
      expect([JSON.stringify(headers), (await send(headers)).statusCode]).toEqual([
        JSON.stringify(headers),
        200,
      ]);
    }
  });

  it('behind a trusted proxy, X-Forwarded-Host does not make another origin the app’s own (issue 30)', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'on' } });
    try {
      const c = client(proxied.app, { ip: '10.17.0.1' });
      await c.get('/sanctum/csrf-cookie');
      const send = (headers: Record<string, string>) =>
        c.post('/forgot-password', { email: `csrf-${++mailSeq}@test.ru` }, { headers });
      const forged = await send({
        origin: 'https://evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      expect([forged.statusCode, forged.data.message]).toEqual([419, ru.errors.csrf]);
      // The product's own origin still passes through the same proxy.
      const own = await send({
        origin: new URL(proxied.config.PUBLIC_URL).origin,
        'x-forwarded-host': new URL(proxied.config.PUBLIC_URL).host,
      });
      expect(own.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('a safe call (GET) is not checked: links from other sites still open pages and reads', async () => {
    const res = await fresh().get('/api/vacancies/all', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
