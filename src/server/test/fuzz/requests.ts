/**
 * Whole HTTP requests for one route, generated from its contract: near-valid and random JSON bodies
 * and queries, raw malformed JSON, wrong content types, multipart uploads with hostile file names,
 * fuzzed path parameters. Each request fuzzes one part and keeps the others plausible, so a broken
 * path does not hide what a broken body would have reached. Plus fixed probes (oversize bodies,
 * the named traversal file names) that every run sends, whatever the seed.
 */
import fc from 'fast-check';
import type { Role } from '#shared/domain/roles.ts';
import {
  anyJson,
  contractValues,
  isDateField,
  nastyString,
  validOf,
  type JsonSchema,
} from './arbitraries.ts';
import {
  CALENDAR_DAYS,
  CALENDAR_INSTANTS,
  CONTENT_TYPES,
  INTEGER_EDGES,
  MALFORMED_JSON,
  PATH_IDS,
  PATH_SUFFIXES,
  RAW_QUERY_PIECES,
  TRAVERSAL_NAMES,
  XXE,
} from './strings.ts';

export type Who = 'visitor' | Role;

/** A route as the fuzzer sees it: its contract parts as JSON schema (null when it has none). */
export type FuzzTarget = {
  method: string;
  url: string;
  body: JsonSchema | null;
  query: JsonSchema | null;
  params: JsonSchema | null;
  callers: Who[];
};

export type FuzzRequest = {
  /** The route as registered (`POST /login`), for the figures. */
  route: string;
  kind: string;
  who: Who;
  /** Shared: one address for all such requests, so rate limits fill up; fresh: a new one each time. */
  ip: 'shared' | 'fresh';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** What a failure report shows of a request: huge payloads cut short. */
export function describeRequest(r: FuzzRequest): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
  const payload = r.payload === undefined ? '' : ` ${cut(JSON.stringify(String(r.payload)))}`;
  return `[${r.kind}] ${r.method} ${cut(r.url)} as ${r.who} ${JSON.stringify(r.headers)}${payload}`;
}

function withDescription(r: FuzzRequest): FuzzRequest {
  // fast-check prints counterexamples through this method: keep 100k-character bodies out of the report.
  Object.defineProperty(r, fc.toStringMethod, { value: () => describeRequest(r), enumerable: false });
  return r;
}

/** Percent-encodes UTF-8 bytes, keeping only unreserved characters (lone surrogates become U+FFFD). */
export function encode(s: string): string {
  let out = '';
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * Encodes only what cannot travel in a request line (controls, spaces, non-ASCII, `?`, `#`): dots,
 * slashes, backslashes and stray `%` stay raw, which is the point of a traversal or bad-encoding probe.
 */
function encodeLoosely(s: string): string {
  return [...s]
    .map((ch) => (/^[\x21-\x7e]$/.test(ch) && ch !== '?' && ch !== '#' ? ch : encode(ch)))
    .join('');
}

/** A query object (or whatever the mutation left of it) as a query string. */
export function toQuery(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'object' || Array.isArray(value)) return `?${encode(JSON.stringify(value) ?? '')}`;
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined) continue;
      pairs.push(
        `${encode(k)}=${encode(typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))}`,
      );
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const PARAM = /:([A-Za-z_]\w*)|\*/g;

/** The route's path with plausible parameters: a valid value by the params schema, else `1`. */
function plausiblePath(t: FuzzTarget): fc.Arbitrary<string> {
  const names = [...t.url.matchAll(PARAM)].map((m) => m[1] ?? '*');
  if (!names.length) return fc.constant(t.url);
  const props = t.params?.properties ?? {};
  const values = names.map((n) =>
    n === '*'
      ? fc.constantFrom('', 'screening', 'login', 'assets/app.js')
      : props[n]
        ? validOf(props[n]!).map(String)
        : fc.constant('1'),
  );
  return fc.tuple(...values).map((vs) => {
    let i = 0;
    return t.url.replace(PARAM, () => (names[i] === '*' ? vs[i++]! : encode(vs[i++]!)));
  });
}

/** The route's path with its parameters fuzzed, or with a hostile suffix when it has none. */
function fuzzedPath(t: FuzzTarget): fc.Arbitrary<string> {
  const value = fc.oneof(
    fc.constantFrom(...PATH_IDS),
    fc.constantFrom(...TRAVERSAL_NAMES).map(encodeLoosely),
    nastyString.map(encode),
  );
  if (!t.url.match(PARAM)) return fc.constantFrom(...PATH_SUFFIXES).map((s) => t.url + s);
  return fc.array(value, { minLength: 4, maxLength: 4 }).map((vs) => {
    let i = 0;
    return t.url.replace(PARAM, () => vs[i++ % vs.length]!);
  });
}

/** Raw query strings: the contract's own keys with hostile values, repeated keys, broken encoding. */
function rawQuery(t: FuzzTarget): fc.Arbitrary<string> {
  const keys = [...Object.keys(t.query?.properties ?? {}), 'x'];
  const key = fc.constantFrom(...keys);
  return fc
    .array(
      fc.oneof(
        fc.constantFrom(...RAW_QUERY_PIECES),
        fc.tuple(key, fc.constantFrom(...RAW_QUERY_PIECES)).map(([k, v]) => `${k}=${v}`),
        fc.tuple(key, nastyString).map(([k, v]) => `${k}=${encode(v)}`),
      ),
      { minLength: 1, maxLength: 5 },
    )
    .map((parts) => `?${parts.join('&')}`);
}

/** Bodies that are not JSON, or claim to be and are not, or are JSON wrapped in odd ways. */
function malformedJson(json: fc.Arbitrary<string>): fc.Arbitrary<string | Buffer> {
  return fc.oneof(
    fc.constantFrom(...MALFORMED_JSON),
    // A valid-looking body cut short, or with garbage after it.
    fc
      .tuple(json, fc.nat(), fc.boolean(), fc.string())
      .map(([j, n, cut, tail]) => (cut ? j.slice(0, n % (j.length + 1)) : j + tail)),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)), // not even UTF-8
  );
}

/** Multipart bodies, as a browser would send an upload, with the hostile file name as given. */
export function multipart(filename: string, content: string, field = 'file'): { type: string; body: string } {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, body };
}

/** The part of a request that carries the input: its kind (for the figures), headers and payload. */
type Body = { kind: string; headers: Record<string, string>; payload?: string | Buffer };

const json = (kind: string, body: unknown): Body =>
  body === undefined
    ? { kind, headers: {} }
    : { kind, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) };

/** Every kind of request the fuzzer makes for one route. */
export function requestsFor(t: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const bodyValue = t.body ? contractValues(t.body) : anyJson;
  const bodyJson = bodyValue.map((v) => JSON.stringify(v) ?? '');
  const queryValue = t.query ? contractValues(t.query).map(toQuery) : fc.constant('');
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(t.method);
  // GET bodies are ignored by Fastify: a GET route's fuzzing goes to its query and path.
  const plausibleBody: fc.Arbitrary<Body> = hasBody
    ? bodyValue.map((v) => json('contract', v))
    : fc.constant({ kind: 'contract', headers: {} });

  const relabel = (kind: string) => (b: Body) => ({ ...b, kind });
  const malformedBody = malformedJson(bodyJson).map((payload): Body => ({
    kind: 'malformed-json',
    headers: { 'content-type': 'application/json' },
    payload,
  }));
  const wrongTypeBody = fc
    .tuple(
      fc.oneof(fc.constantFrom(...CONTENT_TYPES), fc.stringMatching(/^[\x20-\x7e]{0,40}$/)),
      fc.oneof(bodyJson, fc.constantFrom(XXE, 'a=1&b=2&a[__proto__]=1'), fc.string()),
    )
    .map(([type, payload]): Body => ({ kind: 'content-type', headers: { 'content-type': type }, payload }));
  const uploadBody = fc
    .tuple(
      fc.oneof(fc.constantFrom(...TRAVERSAL_NAMES), nastyString),
      fc.constantFrom('file', 'photo', '../x'),
    )
    .map(([name, field]): Body => {
      const m = multipart(name, 'GIF89a fuzz', field);
      return { kind: 'multipart', headers: { 'content-type': m.type }, payload: m.body };
    });

  // One part fuzzed at a time; the others stay plausible. Contract-derived requests weigh most.
  const parts = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(plausiblePath(t), queryValue, plausibleBody) },
    {
      weight: 1,
      arbitrary: fc.tuple(plausiblePath(t), rawQuery(t), plausibleBody.map(relabel('raw-query'))),
    },
    { weight: 1, arbitrary: fc.tuple(fuzzedPath(t), queryValue, plausibleBody.map(relabel('path'))) },
    { weight: 2, arbitrary: fc.tuple(plausiblePath(t), queryValue, malformedBody) },
    { weight: 1, arbitrary: fc.tuple(plausiblePath(t), fc.constant(''), wrongTypeBody) },
    { weight: 1, arbitrary: fc.tuple(plausiblePath(t), fc.constant(''), uploadBody) },
  );

  return fc
    .tuple(
      fc.constantFrom(...t.callers),
      fc.constantFrom<'shared' | 'fresh'>('fresh', 'fresh', 'fresh', 'shared'),
      parts,
    )
    .map(([who, ip, [path, query, body]]) =>
      withDescription({
        route: `${t.method} ${t.url}`,
        who,
        ip,
        method: t.method,
        url: path + query,
        kind: body.kind,
        headers: body.headers,
        ...('payload' in body ? { payload: body.payload } : {}),
      }),
    );
}

const OVERSIZE = 1024 * 1024 + 1;

type DateField = { path: string[]; edges: string[] };

/** The date fields of a schema (nested objects too, e.g. a meeting slot's `at`), with the edges that suit each. */
function dateFields(s: JsonSchema | null | undefined, path: string[] = []): DateField[] {
  const out: DateField[] = [];
  for (const [key, sub] of Object.entries(s?.properties ?? {})) {
    const variants = [sub, ...(sub.anyOf ?? []), ...(sub.oneOf ?? [])];
    if (variants.some((v) => isDateField(v, key))) {
      const instant = variants.some((v) => v.format === 'date-time') || key === 'at' || key.endsWith('_at');
      out.push({ path: [...path, key], edges: instant ? CALENDAR_INSTANTS : CALENDAR_DAYS });
    } else if (path.length < 2) {
      for (const v of variants) if (v.properties) out.push(...dateFields(v, [...path, key]));
    }
  }
  return out;
}

/** A copy of a JSON value with `value` set at `path`, creating the objects on the way. */
function withValueAt(root: unknown, path: string[], value: string): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const parent =
    root && typeof root === 'object' && !Array.isArray(root) ? (root as Record<string, unknown>) : {};
  return { ...parent, [key]: withValueAt(parent[key], rest, value) };
}

/**
 * Every calendar edge in every date field, whatever the seed: in a query alone and with the other
 * date fields of its kind set to the same edge (a period from and to one day passes the order check
 * and reaches the database), in a body among generated values.
 */
function calendarProbes(t: FuzzTarget, base: Omit<FuzzRequest, 'kind' | 'headers'>): FuzzRequest[] {
  const probes: FuzzRequest[] = [];
  const inQuery = dateFields(t.query).filter((f) => f.path.length === 1);
  for (const { path, edges } of inQuery) {
    for (const edge of edges) {
      const together = Object.fromEntries(
        inQuery.filter((f) => f.edges === edges).map((f) => [f.path[0], edge]),
      );
      for (const query of [{ [path[0]!]: edge }, together]) {
        probes.push({ ...base, kind: 'calendar', headers: {}, url: base.url + toQuery(query) });
      }
    }
  }
  if (t.body && !['GET', 'HEAD', 'DELETE'].includes(t.method)) {
    const [sample] = fc.sample(validOf(t.body), { numRuns: 1, seed: 16 });
    for (const { path, edges } of dateFields(t.body)) {
      for (const edge of edges) {
        probes.push({
          ...base,
          kind: 'calendar',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(withValueAt(sample, path, edge)),
        });
      }
    }
  }
  return probes;
}

/** A number field: an integer or number, alone or as the items of a list, or among alternatives. */
function isNumberField(s: JsonSchema): boolean {
  const variants = [s, ...(s.anyOf ?? []), ...(s.oneOf ?? [])];
  return variants.some((v) => {
    const types = ([] as string[]).concat(v.type ?? [], v.items?.type ?? []);
    return (types.includes('integer') || types.includes('number')) && v.const === undefined && !v.enum;
  });
}

/**
 * Every integer edge (`INTEGER_EDGES`) in every number field, whatever the seed: each path parameter
 * in turn (the others `1`), each query field alone, each top-level body field (a list gets the edge
 * as its one item) in an otherwise generated body.
 */
function integerProbes(t: FuzzTarget, base: Omit<FuzzRequest, 'kind' | 'headers'>): FuzzRequest[] {
  const probes: FuzzRequest[] = [];
  const numbers = (s: JsonSchema | null) =>
    Object.entries(s?.properties ?? {}).filter(([, sub]) => isNumberField(sub));
  for (const [name] of numbers(t.params)) {
    for (const edge of INTEGER_EDGES) {
      const url = t.url.replace(PARAM, (_match, key: string | undefined) => (key === name ? edge : '1'));
      probes.push({ ...base, kind: 'integer', headers: {}, url });
    }
  }
  for (const [name] of numbers(t.query)) {
    for (const edge of INTEGER_EDGES) {
      probes.push({ ...base, kind: 'integer', headers: {}, url: base.url + toQuery({ [name]: edge }) });
    }
  }
  if (t.body && !['GET', 'HEAD', 'DELETE'].includes(t.method)) {
    const [sample] = fc.sample(validOf(t.body), { numRuns: 1, seed: 16 });
    for (const [name, sub] of numbers(t.body)) {
      const list = ([] as string[]).concat(sub.type ?? []).includes('array');
      for (const edge of INTEGER_EDGES) {
        const body = { ...(sample as object), [name]: list ? [Number(edge)] : Number(edge) };
        probes.push({
          ...base,
          kind: 'integer',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      }
    }
  }
  return probes;
}

/**
 * Requests every run sends for a route: bodies over the 1 MB limit, every named traversal upload,
 * every calendar edge in every date field and every integer edge in every number field.
 */
export function fixedProbes(t: FuzzTarget): FuzzRequest[] {
  const who = t.callers[0]!;
  const base = {
    route: `${t.method} ${t.url}`,
    who,
    ip: 'fresh' as const,
    method: t.method,
    url: t.url.replace(PARAM, '1'),
  };
  const big = 'x'.repeat(OVERSIZE);
  const probes: FuzzRequest[] = [
    {
      ...base,
      kind: 'oversize',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: big }),
    },
    { ...base, kind: 'oversize', headers: { 'content-type': 'text/plain' }, payload: big },
    {
      ...base,
      kind: 'oversize',
      headers: { 'content-type': multipart('big.bin', '').type },
      payload: multipart('../../big.bin', big).body,
    },
    ...TRAVERSAL_NAMES.map((name) => {
      const m = multipart(name, '%PDF-1.4 fuzz');
      return { ...base, kind: 'multipart', headers: { 'content-type': m.type }, payload: m.body };
    }),
    ...calendarProbes(t, base),
    ...integerProbes(t, base),
  ];
  return probes.map(withDescription);
}
