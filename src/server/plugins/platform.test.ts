import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
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
    const big = await client(t.app).request(
      'POST',
      '/login',
      JSON.stringify({ email: 'a'.repeat(2_000_000) }),
      {
        headers: { 'content-type': 'application/json' },
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.data.message).toBe(ru.errors.payloadTooLarge);
    const odd = await client(t.app).request('POST', '/login', 'email=a', {
      headers: { 'content-type': 'text/x-odd' },
    });
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
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "script-src 'self'",
    ])
      expect(csp).toContain(directive);
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // only behind TLS in production
    // A public reference list keeps its own caching.
    expect((await client(t.app).get('/api/citizenships')).headers['cache-control']).toContain('max-age');
  });

  it('a Permissions-Policy on every answer: camera and microphone only on the participant app’s pages (issue 30)', async () => {
    const policy = async (url: string) =>
      String((await client(t.app).get(url)).headers['permissions-policy']);
    const closed = [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'payment=()',
      'usb=()',
      'display-capture=()',
    ];
    for (const url of ['/api/users/info', '/healthz', '/admin/users', '/recruiter', '/manager/candidates']) {
      const header = await policy(url);
      for (const directive of closed) expect(header, url).toContain(directive);
    }
    // The video CV records on /progress; the participant's app reaches it without reloading the page
    // from any of its pages, and a document keeps the policy it was loaded with.
    for (const url of ['/progress', '/vacancies/1', '/login']) {
      const header = await policy(url);
      expect(header, url).toContain('camera=(self)');
      expect(header, url).toContain('microphone=(self)');
      expect(header, url).toContain('geolocation=()');
    }
  });

  it('HSTS for a year with subdomains in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) } });
    try {
      const res = await client(prod.app).get('/healthz');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=(\d+); includeSubDomains/);
      expect(
        Number(/max-age=(\d+)/.exec(String(res.headers['strict-transport-security']))![1]),
      ).toBeGreaterThanOrEqual(31_536_000);
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
    expect(Object.keys(res.data.paths)).toEqual(
      expect.arrayContaining(['/login', '/register', '/api/users/info', '/api/institutions']),
    );
    expect(res.data.paths['/register'].post.requestBody).toBeDefined();
  });

  it('the docs page is under the app’s strict CSP, not a looser one of its own, and asks no other site', async () => {
    const page = await client(t.app).get('/api/docs');
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const docsCsp = String(page.headers['content-security-policy']);
    expect(docsCsp).toBe(String((await client(t.app).get('/healthz')).headers['content-security-policy']));
    expect(docsCsp).toContain("script-src 'self';");
    expect(docsCsp).not.toMatch(/validator\.swagger\.io|https:|sha256-/);
    const init = await client(t.app).get('/api/docs/static/swagger-initializer.js');
    expect(init.body).toContain('validatorUrl');
    expect(init.body).not.toContain('validator.swagger.io');
  });

  it('in production there are no docs unless API_DOCS=on (issue 16, finding 6)', async () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40) };
    const off = await createTestApp({ env: production });
    const on = await createTestApp({ env: { ...production, API_DOCS: 'on' } });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-initializer.js']) {
        const res = await client(off.app).get(url);
        expect([url, res.statusCode, res.data]).toEqual([url, 404, { message: ru.errors.notFound }]);
      }
      expect((await client(on.app).get('/api/docs/json')).statusCode).toBe(200);
    } finally {
      await Promise.all([off.close(), on.close()]);
    }
  });
});

describe('what Node refuses before Fastify sees it', () => {
  /** Sends raw bytes to a listening copy of the app and reads the whole answer. */
  async function raw(request: string): Promise<{ status: number; type: string; body: string }> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return {
      status: Number(head.split(' ')[1]),
      type: /content-type: ([^\r]*)/i.exec(head)?.[1] ?? '',
      body,
    };
  }

  it('431 for headers over the limit, 400 for a request line it cannot read: Russian JSON like every other answer', async () => {
    const big = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nCookie: a=${'x'.repeat(20_000)}\r\n\r\n`);
    expect([big.status, big.type, JSON.parse(big.body)]).toEqual([
      431,
      'application/json; charset=utf-8',
      { message: ru.errors.headersTooLarge },
    ]);
    const broken = await raw('GET /healthz HTTP/1.1\r\nHo st: x\r\n\r\n');
    expect([broken.status, JSON.parse(broken.body)]).toEqual([400, { message: ru.errors.malformedJson }]);
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
