/**
 * The fuzzing engine shared by the CI test (`fuzz.test.ts`) and the long run (`bench/fuzz.ts`): it
 * lists the app's routes with their contracts, keeps one client per caller (signing in again when a
 * fuzzed call ended the session), sends requests, checks each answer and counts what it saw. No
 * Vitest in here, so a plain Node script can use it.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { needsSignIn, roleMay, type Access } from '#shared/domain/access.ts';
import { ROLES } from '#shared/domain/roles.ts';
import type { Db } from '../../db/client.ts';
import { registeredRoutes } from '../../plugins/access.ts';
import { client, type Client, type Response } from '../client.ts';
import { signedInClient } from '../factories.ts';
import { toJsonSchema } from './arbitraries.ts';
import {
  describeRequest,
  fixedProbes,
  requestsFor,
  type FuzzRequest,
  type FuzzTarget,
  type Who,
} from './requests.ts';

export type { FuzzRequest, FuzzTarget } from './requests.ts';

const CYRILLIC = /[А-Яа-яЁё]/;

/** Who calls a route: a visitor and a participant where anyone may, else every role that may. */
export function callersOf(access: Access): Who[] {
  if (access === 'signed') return ['visitor'];
  if (!needsSignIn(access)) return ['visitor', 'participant'];
  return ROLES.filter((role) => roleMay(access, role));
}

/** Every route the app registered (HEAD twins left out), with its contract as JSON schema. */
export function fuzzTargets(): FuzzTarget[] {
  const byKey = new Map<string, FuzzTarget>();
  for (const r of registeredRoutes) {
    if (r.method === 'HEAD' || !r.access) continue;
    const s = r.schema ?? {};
    byKey.set(`${r.method} ${r.url}`, {
      method: r.method,
      url: r.url,
      body: s.body ? toJsonSchema(s.body) : null,
      query: s.querystring ? toJsonSchema(s.querystring) : null,
      params: s.params ? toJsonSchema(s.params) : null,
      callers: callersOf(r.access),
    });
  }
  return [...byKey.values()];
}

/** What is wrong with an answer, or null: never 5xx; a 4xx is JSON `{message}` with Cyrillic in it. */
export function problemWith(res: Response): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  const message: unknown = res.data?.message;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `${res.statusCode} is not JSON (${String(res.headers['content-type'])}): ${res.body.slice(0, 300)}`;
  }
  if (typeof message !== 'string') return `${res.statusCode} has no message: ${res.body.slice(0, 300)}`;
  if (!CYRILLIC.test(message)) return `${res.statusCode} message is not Russian: ${message.slice(0, 300)}`;
  return null;
}

export type FuzzStats = {
  requests: number;
  /** Requests the server dropped: the connection closed with no answer, or a cut one (a failure like a 5xx). */
  noAnswer: number;
  byStatus: Map<number, number>;
  byRoute: Map<string, Map<number, number>>;
  byKind: Map<string, number>;
};

const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);

export class Fuzzer {
  readonly stats: FuzzStats = {
    requests: 0,
    noAnswer: 0,
    byStatus: new Map(),
    byRoute: new Map(),
    byKind: new Map(),
  };
  private readonly clients = new Map<Who, Client>();
  private readonly visitor: Client;
  private ipCounter = 0;
  private readonly app: FastifyInstance;
  private readonly db: Db;
  private readonly serverErrors: () => string;

  /** `serverErrors` returns what the app logged at error level since the last call (for reports). */
  constructor(app: FastifyInstance, db: Db, serverErrors: () => string = () => '') {
    this.app = app;
    this.db = db;
    this.serverErrors = serverErrors;
    this.visitor = client(app);
  }

  /** The client of a caller; a role whose session a fuzzed call ended (`/logout`) signs in again. */
  private async clientFor(who: Who): Promise<Client> {
    if (who === 'visitor') {
      this.visitor.jar.delete('jti_session'); // a visitor stays one even if a fuzzed sign-in got through
      return this.visitor;
    }
    const known = this.clients.get(who);
    if (known?.jar.has('jti_session')) return known;
    const { c } = await signedInClient(this.app, this.db, who);
    this.clients.set(who, c);
    return c;
  }

  /** A fresh address per request (limits stay out of the way), or one shared one (limits fill up: 429s). */
  private ipFor(kind: FuzzRequest['ip']): string {
    if (kind === 'shared') return '172.31.255.254';
    const n = ++this.ipCounter;
    return `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;
  }

  /**
   * Sends one request; `{ closed }` when the server closed the connection without a whole answer
   * (light-my-request rejects: "response destroyed before completion"), which a browser shows as a
   * network error, so it counts as a failure like a 5xx (status 0 in the figures).
   */
  async send(r: FuzzRequest): Promise<Response | { closed: string }> {
    const c = await this.clientFor(r.who);
    let res: Response | { closed: string };
    try {
      res = await c.request(r.method, r.url, r.payload, { headers: r.headers, ip: this.ipFor(r.ip) });
    } catch (err) {
      res = { closed: err instanceof Error ? err.message : String(err) };
    }
    const status = 'closed' in res ? 0 : res.statusCode;
    this.stats.requests++;
    if (status === 0) this.stats.noAnswer++;
    bump(this.stats.byStatus, status);
    bump(this.stats.byKind, r.kind);
    if (!this.stats.byRoute.has(r.route)) this.stats.byRoute.set(r.route, new Map());
    bump(this.stats.byRoute.get(r.route)!, status);
    return res;
  }

  /** Sends one request and throws a readable error when the answer breaks the rules. */
  async check(r: FuzzRequest): Promise<void> {
    const res = await this.send(r);
    const problem =
      'closed' in res ? `closed the connection without an answer (${res.closed})` : problemWith(res);
    if (problem) {
      const logged = this.serverErrors();
      throw new Error(`${describeRequest(r)}\n  → ${problem}${logged ? `\n  server log: ${logged}` : ''}`);
    }
  }

  /** The property for one route: every generated request gets a well-formed answer. */
  property(t: FuzzTarget): fc.IAsyncPropertyWithHooks<[FuzzRequest]> {
    return fc.asyncProperty(requestsFor(t), (r) => this.check(r));
  }

  /** The fixed probes for one route (oversize bodies, named traversal uploads). */
  async probe(t: FuzzTarget): Promise<void> {
    for (const r of fixedProbes(t)) await this.check(r);
  }

  /** Routes that never got an answer past the guard (401/403/419): their fuzzing reached nothing. */
  blockedRoutes(): string[] {
    const guard = new Set([401, 403, 419]);
    return [...this.stats.byRoute]
      .filter(([, statuses]) => [...statuses.keys()].every((s) => guard.has(s)))
      .map(([route]) => route);
  }
}
