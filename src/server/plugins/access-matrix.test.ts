/**
 * Walks every registered route: unsafe calls without the CSRF header answer 419; calls that need a
 * sign-in answer 401 to a visitor; roles outside the access kind answer 403, before any input is
 * read (the body sent is deliberately invalid).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay, needsSignIn } from '#shared/domain/access.ts';
import { ROLES, type Role } from '#shared/domain/roles.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client, type Client } from '../test/client.ts';
import { signedInClient } from '../test/factories.ts';
import { registeredRoutes } from './access.ts';

let t: TestApp;
const clients = {} as Record<Role, Client>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) clients[role] = (await signedInClient(t.app, t.db, role)).c;
});
afterAll(() => t.close());

const routes = () =>
  [...new Map(registeredRoutes.filter((r) => r.url !== '/*' && r.method !== 'HEAD').map((r) => [`${r.method} ${r.url}`, r])).values()];
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const unsafe = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

describe('the access matrix of every route', () => {
  it('an unsafe call without the CSRF header answers 419 (signed calls excepted)', async () => {
    for (const route of routes().filter((r) => unsafe(r.method) && r.access !== 'signed')) {
      const res = await client(t.app).request(route.method, concrete(route.url), { x: 1 }, { csrf: false });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(419);
    }
  });

  it('a visitor gets 401 wherever a sign-in is needed', async () => {
    for (const route of routes().filter((r) => r.access && needsSignIn(r.access))) {
      const res = await client(t.app).request(route.method, concrete(route.url), unsafe(route.method) ? { x: 1 } : undefined);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('each role outside the access kind gets 403, before the input is validated', async () => {
    for (const route of routes().filter((r) => r.access && needsSignIn(r.access))) {
      for (const role of ROLES.filter((r) => !roleMay(route.access!, r))) {
        const res = await clients[role].request(route.method, concrete(route.url), unsafe(route.method) ? { x: 1 } : undefined);
        expect(res.statusCode, `${role}: ${route.method} ${route.url}`).toBe(403);
      }
    }
  });
});
