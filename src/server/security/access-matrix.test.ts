/**
 * The access matrix, generated from the contract: every registered route is found in the access
 * table of docs/api-access.md with the same access kind, and every route × visitor and each role
 * answers as that table says: 419 for an unsafe call without the CSRF header, 401 for a visitor
 * where a sign-in is needed, 403 for a role that may never make the call, and neither for the
 * callers it allows. The body sent is deliberately invalid and the ids point at nothing, so a
 * 401/403 proves the refusal comes before validation and before any record is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsSignIn, roleMay, type Access } from '#shared/domain/access.ts';
import { ROLES, type Role } from '#shared/domain/roles.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client, type Client } from '../test/client.ts';
import { signedInClient } from '../test/factories.ts';
import { accessRowFor, readAccessTable } from '../test/access-table.ts';
import { registeredRoutes } from '../plugins/access.ts';

const table = readAccessTable();
let t: TestApp;
const clients = {} as Record<Role, Client>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) clients[role] = (await signedInClient(t.app, t.db, role)).c;
});
afterAll(() => t.close());

/** The product's API: everything registered but the web app's catch-all and the dev-only outbox. */
const routes = () => [
  ...new Map(
    registeredRoutes
      .filter((r) => r.url !== '/*' && !r.url.startsWith('/api/dev/') && r.method !== 'HEAD')
      .map((r) => [`${r.method} ${r.url}`, { method: r.method, url: r.url, access: r.access as Access }]),
  ).values(),
];
// An id that matches no record: a refusal cannot come from a lookup.
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '987654');
const unsafe = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);
const send = (c: Client, method: string, url: string, csrf = true) =>
  c.request(method, concrete(url), unsafe(method) ? { unexpected: 1 } : undefined, { csrf });

describe('the access matrix of every route', () => {
  it('every registered route is in the access table, with the access the table gives it', () => {
    expect(routes().length).toBeGreaterThan(20);
    for (const route of routes()) {
      const row = accessRowFor(table, route.method, route.url);
      expect(row, `${route.method} ${route.url} is not in docs/api-access.md`).toBeDefined();
      expect(route.access, `${route.method} ${route.url}`).toBe(row!.access);
    }
  });

  it('the access table is the specification’s, row for row', () => {
    // 107 calls of the spec's section 7 and 38 the product adds: a lost row would go unchecked.
    expect(table.length).toBe(145);
    expect(new Set(table.map((r) => `${r.method} ${r.path}`)).size).toBe(table.length);
  });

  it('an unsafe call without the CSRF header answers 419 to everyone (signed calls excepted)', async () => {
    for (const route of routes().filter((r) => unsafe(r.method) && r.access !== 'signed')) {
      for (const c of [client(t.app), ...ROLES.map((role) => clients[role])]) {
        const res = await send(c, route.method, route.url, false);
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(419);
      }
    }
  });

  it('a visitor gets 401 wherever a sign-in is needed, and is let through elsewhere', async () => {
    for (const route of routes()) {
      const res = await send(client(t.app, { ip: '10.250.0.1' }), route.method, route.url);
      const label = `${route.method} ${route.url} (${res.body})`;
      // A signed call that is not signed: 401, as a sign-in call without a session.
      if (needsSignIn(route.access) || route.access === 'signed') expect(res.statusCode, label).toBe(401);
      else expect([401, 403, 419], label).not.toContain(res.statusCode);
    }
  });

  it('a signed call answers 401 to every role that does not sign it, session or not', async () => {
    const signed = routes().filter((r) => r.access === 'signed');
    expect(signed.length).toBeGreaterThan(0);
    for (const route of signed) {
      for (const role of ROLES)
        expect((await send(clients[role], route.method, route.url)).statusCode, `${role}: ${route.url}`).toBe(
          401,
        );
    }
  });

  it('each role gets 403 where the table forbids it, before the input is validated, and is let through where it allows', async () => {
    for (const route of routes().filter((r) => needsSignIn(r.access))) {
      for (const role of ROLES) {
        const res = await send(clients[role], route.method, route.url);
        const label = `${role}: ${route.method} ${route.url} (${res.body})`;
        if (roleMay(route.access, role)) expect([401, 403, 419], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(403);
      }
    }
  });
});
