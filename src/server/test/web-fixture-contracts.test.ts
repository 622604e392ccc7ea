/**
 * The web tests hold their API fixtures to the contracts through a table of what each call answers
 * (src/shared/contracts/api-answers.ts). This keeps that table the server's: every route of the product's
 * API is in it, with the very schemas the route declares for each status, and it names no route the
 * server does not have.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ANSWERS } from '#shared/contracts/api-answers.ts';
import { registeredRoutes } from '../plugins/access.ts';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The product's API: not the web app's catch-all, the dev-only outbox or the health probes. */
const routes = () =>
  registeredRoutes.filter(
    (r) =>
      r.method !== 'HEAD' &&
      r.url !== '/*' &&
      !r.url.startsWith('/api/dev/') &&
      !['/healthz', '/readyz'].includes(r.url),
  );

it('every API route is in the web tests’ table, with the schema it declares for each status', () => {
  expect(routes().length).toBeGreaterThan(100);
  for (const route of routes()) {
    const key = `${route.method} ${route.url}`;
    const row = API_ANSWERS[key];
    expect(row, `${key} is not in src/shared/contracts/api-answers.ts`).toBeDefined();
    const declared = Object.entries((route.schema?.response ?? {}) as Record<string, unknown>).filter(
      ([status]) => status !== '204', // no body
    );
    expect(Object.keys(row!).sort(), key).toEqual(declared.map(([status]) => status).sort());
    for (const [status, schema] of declared)
      expect(row![Number(status)] === schema, `${key} ${status}: not the route's schema`).toBe(true);
  }
});

it('the table names no route the server does not have', () => {
  const registered = new Set(routes().map((r) => `${r.method} ${r.url}`));
  expect(Object.keys(API_ANSWERS).filter((key) => !registered.has(key))).toEqual([]);
});
