import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ru } from '#shared/i18n/ru.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client } from '../test/client.ts';
import { makeUser } from '../test/factories.ts';
import { registerAccessGuard, registeredRoutes } from './access.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error('secret internals at /work/main/src/server');
      });
    },
  });
});
afterAll(() => t.close());

describe('every route declares its access', () => {
  it('the registered routes all carry one', () => {
    expect(registeredRoutes.length).toBeGreaterThan(15);
    for (const route of registeredRoutes) expect(route.access, `${route.method} ${route.url}`).toBeTruthy();
  });

  it('registering a route without one fails at start-up', () => {
    const app = Fastify();
    registerAccessGuard(app, {} as never);
    expect(() => app.get('/api/unguarded', async () => 'oops')).toThrow(/declares no access/);
  });
});

describe('error answers', () => {
  it('a 500 never leaks a stack trace or internals', async () => {
    const res = await client(t.app).get('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.data).toEqual({ message: ru.errors.server });
    expect(res.body).not.toMatch(/work\/main|Error|at /);
  });

  it('404 for an unknown API path, in Russian', async () => {
    const res = await client(t.app).get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.data.message).toBe(ru.errors.notFound);
  });

  it('413 for an oversize body, 415 for an unknown content type', async () => {
    const big = await client(t.app).request('POST', '/login', JSON.stringify({ email: 'a'.repeat(2_000_000) }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.data.message).toBe(ru.errors.payloadTooLarge);
    const odd = await client(t.app).request('POST', '/login', 'email=a', { headers: { 'content-type': 'text/x-odd' } });
    expect(odd.statusCode).toBe(415);
  });
});

describe('headers, health, docs', () => {
  it('security headers and a request id on every answer', async () => {
    const res = await client(t.app).get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toBeTruthy();
    const mine = await client(t.app).get('/healthz', { headers: { 'x-request-id': 'proxy-req-12345' } });
    expect(mine.headers['x-request-id']).toBe('proxy-req-12345');
  });

  it('names the answering server in X-Served-By only when SERVED_BY is set (checking a cluster)', async () => {
    expect((await client(t.app).get('/healthz')).headers['x-served-by']).toBeUndefined();
    const named = await createTestApp({ env: { SERVED_BY: 'app-b' } });
    try {
      expect((await client(named.app).get('/api/users/info')).headers['x-served-by']).toBe('app-b');
    } finally {
      await named.close();
    }
  });

  it('a strict CSP, a referrer policy, JSON with a charset, and no caching of answers', async () => {
    const res = await client(t.app).get('/api/users/info');
    const csp = String(res.headers['content-security-policy']);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "script-src 'self'"]) expect(csp).toContain(directive);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // only behind TLS in production
    // A public reference list keeps its own caching.
    expect((await client(t.app).get('/api/citizenships')).headers['cache-control']).toContain('max-age');
  });

  it('HSTS for a year with subdomains in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) } });
    try {
      const res = await client(prod.app).get('/healthz');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=(\d+); includeSubDomains/);
      expect(Number(/max-age=(\d+)/.exec(String(res.headers['strict-transport-security']))![1])).toBeGreaterThanOrEqual(31_536_000);
    } finally {
      await prod.close();
    }
  });

  it('/readyz answers when the database does', async () => {
    const res = await client(t.app).get('/readyz');
    expect(res.data).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await client(t.app).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.data.openapi).toMatch(/^3\./);
    expect(Object.keys(res.data.paths)).toEqual(expect.arrayContaining(['/login', '/register', '/api/users/info', '/api/institutions']));
    expect(res.data.paths['/register'].post.requestBody).toBeDefined();
  });
});

describe('the development outbox', () => {
  it('is not there unless DEV_OUTBOX=on', async () => {
    expect((await client(t.app).get('/api/dev/outbox')).statusCode).toBe(404);
  });

  it('shows the latest messages with DEV_OUTBOX=on', async () => {
    const dev = await createTestApp({ env: { DEV_OUTBOX: 'on' } });
    try {
      const user = await makeUser(dev.db);
      await client(dev.app).post('/sms/send-code', { phone: user.phone });
      const res = await client(dev.app).get(`/api/dev/outbox?recipient=${encodeURIComponent(user.phone!)}`);
      expect(res.statusCode).toBe(200);
      expect(res.data.data[0].body).toMatch(/\d{6}/);
    } finally {
      await dev.close();
    }
  });
});
