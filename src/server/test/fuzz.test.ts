/**
 * Property-based fuzzing of every API route from its zod contract (engine in `test/fuzz/`): wrong
 * types, missing and extra fields, huge strings, Unicode edge cases, edge numbers, malformed JSON,
 * wrong content types, oversize bodies, traversal names in uploads, fuzzed paths and queries. Every
 * answer must be below 500, and every 4xx JSON `{message}` in Russian; the app must still answer
 * afterwards. A fixed seed keeps CI repeatable; FUZZ_RUNS (runs per route) and FUZZ_SEED change the
 * run, and `npm run bench:fuzz` is the long one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { Fuzzer, fuzzTargets, type FuzzTarget } from './fuzz/engine.ts';
import { fixedProbes } from './fuzz/requests.ts';
import { signedInClient } from './factories.ts';
import { writeStandInBuild } from './stand-in-build.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { captureLog } from './log-sink.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

let t: TestApp;
let fuzzer: Fuzzer;
let targets: FuzzTarget[];
let webDist: string;

beforeAll(async () => {
  // A stand-in for the built web app, so the catch-all page route (`/*`) is fuzzed too.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-fuzz-web-'));
  writeStandInBuild(webDist, 'console.log(1)');
  // Errors the app logs (a 5xx's cause) go into the failure message instead of being lost.
  const log = captureLog('error', 2_000);
  t = await createTestApp({ env: { DEV_OUTBOX: 'on', WEB_DIST: webDist }, logger: log.logger });
  fuzzer = new Fuzzer(t.app, t.db, () => log.lines.splice(0).join('\n'));
  targets = fuzzTargets();
}, 60_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('fuzzing every route from its contract', () => {
  it('knows every route and its contract', () => {
    const urls = targets.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining(['POST /register', 'GET /api/institutions', 'GET /api/dev/outbox', 'GET /*']),
    );
    expect(targets.find((r) => r.url === '/register')?.body?.properties).toHaveProperty('email');
    expect(targets.find((r) => r.url === '/api/messages')?.query?.properties).toHaveProperty('per_page');
  });

  it('answers generated requests below 500, every 4xx in Russian', async () => {
    for (const target of targets) {
      await fc.assert(fuzzer.property(target), { seed: SEED, numRuns: RUNS });
    }
  }, 600_000);

  it('answers oversize bodies and uploads with traversal names below 500, in Russian', async () => {
    for (const target of targets) await fuzzer.probe(target);
    expect(fuzzer.stats.byStatus.get(413)).toBeGreaterThan(0);
  }, 120_000);

  it('sends every calendar edge, both ways of writing a day, to every date field, and all got an answer', () => {
    const probed = (route: string) =>
      fixedProbes(targets.find((x) => `${x.method} ${x.url}` === route)!)
        .filter((r) => r.kind === 'calendar')
        .map((r) => `${r.url} ${String(r.payload ?? '')}`)
        .join('\n');
    const candidates = probed('GET /api/dashboard/candidates');
    for (const edge of [
      'applied_from=0000-01-01',
      'applied_to=0001-01-01',
      'applied_from=9999-12-31',
      'applied_to=2026-02-30',
      'applied_from=30.02.2026&applied_to=30.02.2026',
      'applied_to=01.01.0001',
    ]) {
      expect(candidates).toContain(edge);
    }
    expect(probed('GET /api/dashboard/export')).toContain('date_from=01.01.0001&date_to=01.01.0001');
    expect(probed('POST /register')).toContain('"birth_date":"30.02.2026"');
    expect(fuzzer.stats.byKind.get('calendar')).toBeGreaterThan(500);
    expect(fuzzer.stats.noAnswer).toBe(0);
  });

  it('sends the integer edges to every number field, in paths, queries and bodies', () => {
    const probed = (route: string) =>
      fixedProbes(targets.find((x) => `${x.method} ${x.url}` === route)!)
        .filter((r) => r.kind === 'integer')
        .map((r) => `${r.url} ${String(r.payload ?? '')}`)
        .join('\n');
    // Issue 30: `?id=2147483648` got past the contract and failed in the database with a 500.
    expect(probed('GET /api/institutions')).toContain('/api/institutions?id=2147483648');
    expect(probed('GET /api/vacancies/:id')).toContain('/api/vacancies/2147483648');
    expect(probed('PUT /api/dashboard/candidate/:id/stage/:n')).toContain(
      '/api/dashboard/candidate/1/stage/-2147483649',
    );
    expect(probed('POST /register/validate-education')).toContain('"institution_id":9007199254740991');
    expect(fuzzer.stats.byKind.get('integer')).toBeGreaterThan(1_000);
  });

  it('counts a connection closed without an answer as a failure', async () => {
    const dropping = Fastify();
    dropping.get('/drop', (_request, reply) => {
      const body = new PassThrough();
      // What an export did with a date PostgreSQL refused: the first bytes out, then the stream failed.
      body.write('PK');
      setImmediate(() => body.destroy(new Error('the query failed')));
      return reply.send(body);
    });
    try {
      const probe = new Fuzzer(dropping, t.db);
      const request = {
        route: 'GET /drop',
        kind: 'calendar',
        who: 'visitor' as const,
        ip: 'fresh' as const,
        method: 'GET',
        url: '/drop',
        headers: {},
      };
      await expect(probe.check(request)).rejects.toThrow(/closed the connection without an answer/);
      expect([probe.stats.noAnswer, probe.stats.byStatus.get(0)]).toEqual([1, 1]);
    } finally {
      await dropping.close();
    }
  });

  it('reached past the access guard on every route', () => {
    // A route answered only 401/403/419 means the sessions or the CSRF header broke, not the route.
    expect(fuzzer.blockedRoutes()).toEqual([]);
    expect(fuzzer.stats.byRoute.size).toBe(targets.length);
  });

  it('keeps what it found fixed: NUL or a lone surrogate in text is a 422, a broken path a 400, both in Russian', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const howKnow = await c.put('/api/users/feedback/how-know', { source: 'other', comment: 'a\u0000b' });
    expect(howKnow.statusCode).toBe(422);
    expect(howKnow.data.errors).toEqual({ comment: [ru.errors.nulCharacter] });
    // A lone surrogate, as JSON can carry it: PGlite would get broken UTF-8 and fail with a 500.
    const surrogate = await c.request(
      'PUT',
      '/api/users/feedback/how-know',
      '{"source":"other","comment":"a\\ud800b"}',
      {
        headers: { 'content-type': 'application/json' },
      },
    );
    expect([surrogate.statusCode, surrogate.data.errors]).toEqual([
      422,
      { comment: [ru.errors.nulCharacter] },
    ]);
    expect((await c.get('/api/institutions?query=%00')).statusCode).toBe(422);
    expect((await c.get('/api/dev/outbox?recipient=a%00')).statusCode).toBe(422);
    // Past the database's integer: a 422 from the contract, no longer a 500 from the query.
    const tooBig = await c.get('/api/institutions?id=2147483648');
    expect([tooBig.statusCode, tooBig.data.errors]).toEqual([422, { id: [ru.errors.badId] }]);
    const badUrl = await c.get('/api/%E0%A4%A');
    expect([badUrl.statusCode, badUrl.data]).toEqual([400, { message: ru.errors.badUrl }]);
  });

  it('still answers afterwards', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
