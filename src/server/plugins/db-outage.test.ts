/**
 * A database outage is answered 503 with a Russian message and Retry-After (never 500, never a hang,
 * never a crash), and the server serves again once the database is back, without a restart.
 *
 * The outage is an app whose database points at a closed port (both test modes); on PostgreSQL also
 * a TCP proxy in front of the test database that is cut and restored, and backends terminated by the
 * administrator (57P01) in the middle of a query and of a transaction.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ru } from '#shared/i18n/ru.ts';
import { ruUnavailablePage } from '#shared/i18n/ru/unavailable-page.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { isDatabaseUnavailable, outageReason } from '../db/unavailable.ts';
import { client, type Client } from '../test/client.ts';
import { signedInClient } from '../test/factories.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.ts';

/** The harness's secret: a session and CSRF cookie made on the test app are valid on the others. */
const SECRET = 'test-secret-test-secret-test-secret!';
const onPostgres = !!process.env.DATABASE_URL;

let t: TestApp;
const crashes: unknown[] = [];
const onCrash = (err: unknown) => crashes.push(err);
beforeAll(async () => {
  process.on('uncaughtException', onCrash);
  t = await createTestApp();
});
afterAll(async () => {
  process.off('uncaughtException', onCrash);
  await t.close();
});

/** Another app on the test app's configuration and secret, over the given database. */
async function appOn(
  database: Database,
  extraRoutes?: (app: FastifyInstance) => void,
  logLines?: string[],
): Promise<FastifyInstance> {
  const logger = logLines
    ? createLogger('info', { write: (line: string) => logLines.push(line) })
    : undefined;
  const app = await buildApp({ config: t.config, database, secret: SECRET, ...(logger ? { logger } : {}) });
  extraRoutes?.(app);
  await app.ready();
  return app;
}

/** A client on `app` carrying the cookies (session, CSRF) of a client of the test app. */
function sameBrowser(app: FastifyInstance, from: Client): Client {
  const c = client(app, { ip: '10.9.0.1' });
  for (const [k, v] of from.jar) c.jar.set(k, v);
  return c;
}

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown>; data: unknown }) {
  expect(res.statusCode).toBe(503);
  expect(res.data).toEqual({ message: ru.errors.unavailable });
  expect(res.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
}

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

  it('knows an outage in any wrapping', () => {
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
      ),
    ).toBe(true);
    expect(
      isDatabaseUnavailable(
        wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      ),
    ).toBe(true);
    const refusedTwice = new AggregateError(
      [Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })],
      '',
    );
    expect(isDatabaseUnavailable(wrapped(refusedTwice))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated due to connection timeout')))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
  });

  it('names the outage by the error that says so, never by the query', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(outageReason(wrapped(shutdown))).toBe(
      '57P01: terminating connection due to administrator command',
    );
    expect(outageReason(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      'Connection terminated unexpectedly',
    );
    expect(outageReason(new Error('boom'))).toBeNull();
  });

  it('does not take a bug or a constraint for an outage', () => {
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('syntax error'), { code: '42601' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(null)).toBe(false);
    const loop: { cause?: unknown } = new Error('loop');
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe('the database cannot be reached', () => {
  let down: FastifyInstance;
  let downDb: Database;
  const logLines: string[] = [];
  beforeAll(async () => {
    // Port 1: nothing listens, every connect is refused at once.
    downDb = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/jti_nowhere', poolSize: 2 });
    down = await appOn(downDb, undefined, logLines);
  });
  afterAll(async () => {
    await down.close();
    await downDb.close();
  });

  it('a public call that reads the database answers 503 in Russian with Retry-After', async () => {
    const res = await client(down).get('/api/cities');
    expectUnavailable(res);
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/);
  });

  it('a signed-in call answers 503 from the session check (onRequest), reads and writes alike', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    expect((await c.get('/api/users/info')).statusCode).toBe(200);
    const same = sameBrowser(down, c);
    expectUnavailable(await same.get('/api/users/info'));
    expectUnavailable(await same.get('/api/messages'));
    expectUnavailable(await same.put('/api/users/feedback/how-know', { source: 'friends', comment: '' }));
  });

  it('a page a browser asks for, signed in, gets a page in Russian, not JSON; a form post is not sent again by itself', async () => {
    // Routes as the web app's pages are (pages/web-app.ts): public, the session read for whoever has one.
    const pages = await appOn(downDb, (app) => {
      app.get('/progress', { config: { access: 'public' } }, async () => 'never');
      app.post('/profile', { config: { access: 'public', formPost: true } }, async () => 'never');
    });
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const same = sameBrowser(pages, c);
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    const page = await same.get('/progress', { headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(page.body).toContain(`<h1>${ruUnavailablePage.title}</h1>`);
    expect(page.body).toContain(`http-equiv="refresh" content="${UNAVAILABLE_RETRY_AFTER_SECONDS}"`);
    expect(page.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|<script/);
    const posted = await same.request('POST', '/profile', 'faculty=x', {
      csrf: false,
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(503);
    expect(posted.body).toContain(ruUnavailablePage.resend);
    expect(posted.body).not.toContain('http-equiv="refresh"');
    // The API answers JSON whatever the Accept says.
    expectUnavailable(await same.get('/api/messages', { headers: html }));
    await pages.close();
  });

  it('a public write answers 503 too, and CSRF is still checked first', async () => {
    const c = client(down);
    expectUnavailable(await c.post('/login', { email: 'anna@test.ru', password: 'Стажировка-2026!' }));
    expect(
      (await c.post('/login', { email: 'anna@test.ru', password: 'x' }, { csrf: false })).statusCode,
    ).toBe(419);
  });

  it('logs the outage once per request, without the query, its parameters or a stack', async () => {
    logLines.length = 0;
    const email = 'outage.log.check@test.ru';
    expectUnavailable(await client(down).post('/forgot-password', { email }));
    const entries = logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const outage = entries.filter((e) => e.msg === 'database unavailable: answered 503');
    expect(outage).toHaveLength(1);
    expect(outage[0]?.outage).toMatch(/^ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:1$/);
    expect(logLines.join('\n')).not.toContain(email);
    expect(logLines.join('\n')).not.toMatch(/Failed query|"stack"/);
  });

  it('/readyz answers 503, /healthz 200, and the process is still up', async () => {
    const ready = await client(down).get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.data).toEqual({ status: 'unavailable' });
    // Issue 30: the README promised Retry-After on this 503 and it was missing.
    expect(ready.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect((await client(down).get('/healthz')).statusCode).toBe(200);
    expect(crashes).toEqual([]);
  });

  it('many callers at once all get 503, none hangs', async () => {
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, () => client(down).get('/api/cities')));
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 503));
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

/** A TCP proxy in front of PostgreSQL that can be cut (connections dropped, connects refused) and restored. */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer((inbound) => {
        const outbound = net.connect(target.port, target.host);
        for (const s of [inbound, outbound]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    cut: async () => {
      const s = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()));
    },
    restore: listen,
  };
}

describe.runIf(onPostgres)('PostgreSQL goes away and comes back', () => {
  let url: URL;
  beforeAll(async () => {
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const [row] = result.rows;
    url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${row!.name}`;
  });

  it('503 while the connection is cut, 200 again once it is back, without a restart', async () => {
    const proxy = await startProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const database = await openDatabase({ url: proxied.toString(), poolSize: 3 });
    const app = await appOn(database);
    try {
      const { c } = await signedInClient(t.app, t.db, 'participant');
      const same = sameBrowser(app, c);
      expect((await client(app).get('/api/cities')).statusCode).toBe(200);
      expect((await same.get('/api/users/info')).statusCode).toBe(200);

      // Idle pooled connections are dropped under the pool's feet: no crash, and the next call is 503.
      await proxy.cut();
      expectUnavailable(await client(app).get('/api/cities'));
      expectUnavailable(await same.get('/api/users/info'));
      expect((await client(app).get('/readyz')).statusCode).toBe(503);

      await proxy.restore();
      expect((await client(app).get('/readyz')).statusCode).toBe(200);
      expect((await client(app).get('/api/cities')).statusCode).toBe(200);
      expect((await same.get('/api/users/info')).statusCode).toBe(200);
      expect(crashes).toEqual([]);
    } finally {
      await app.close();
      await database.close();
      await proxy.cut();
    }
  });

  it('backends ended by an administrator (57P01) mid-query and mid-transaction: 503, no crash, then 200', async () => {
    const database = await openDatabase({ url: url.toString(), poolSize: 3 });
    const app = await appOn(database, (a) => {
      a.get('/api/test/slow-query', { config: { access: 'public' } }, async () => {
        await database.db.execute(sql`select pg_sleep(5)`);
        return { ok: true };
      });
      a.get('/api/test/slow-transaction', { config: { access: 'public' } }, async () => {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // The connection is ended while the transaction holds it between two queries.
          await new Promise((r) => setTimeout(r, 1500));
          await tx.execute(sql`select 1`);
        });
        return { ok: true };
      });
    });
    const terminateOthers = async () => {
      // Wait until the app's backend is busy, then end every backend of the database but this one.
      await new Promise((r) => setTimeout(r, 500));
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
    };
    try {
      expect((await client(app).get('/api/cities')).statusCode).toBe(200);
      const [slowQuery] = await Promise.all([client(app).get('/api/test/slow-query'), terminateOthers()]);
      expectUnavailable(slowQuery);
      const [slowTx] = await Promise.all([client(app).get('/api/test/slow-transaction'), terminateOthers()]);
      expectUnavailable(slowTx);
      await new Promise((r) => setTimeout(r, 100));
      expect(crashes).toEqual([]);
      expect((await client(app).get('/api/cities')).statusCode).toBe(200);
      expect((await client(app).get('/api/test/slow-transaction')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
