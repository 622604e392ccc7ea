/**
 * fast-check arbitraries derived from a route's zod contract. The contract is turned into a JSON
 * schema (`z.toJSONSchema`, input side) because that is a small, stable shape to walk; from it come
 * values that satisfy the schema's shape, and then mutations of them. Near-valid values reach the
 * code behind validation (refinements, services, the database); fully random JSON checks the rest.
 */
import fc from 'fast-check';
import { z } from 'zod';
import {
  CALENDAR_DAYS,
  CALENDAR_INSTANTS,
  EDGE_NUMBERS,
  HOSTILE_KEYS,
  HUGE_ASCII,
  HUGE_STRING,
  INJECTIONS,
  NUMERIC_STRINGS,
  TRAVERSAL_NAMES,
  UNICODE_EDGES,
} from './strings.ts';

/** The subset of JSON Schema (draft 2020-12) that zod writes for our contracts. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

/**
 * A route's schema part (zod, or already JSON schema) as JSON schema; `{}` (anything) when there is
 * none or zod cannot write it, so a route never drops out of the run.
 */
export function toJsonSchema(schema: unknown): JsonSchema {
  if (!schema || typeof schema !== 'object') return {};
  if (!('_zod' in schema)) return schema as JsonSchema;
  try {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const INT32 = 2 ** 31 - 1;
const clampInt = (n: number) => Math.max(-INT32, Math.min(INT32, n));

/** Any JSON value, Unicode strings included, kept small so thousands of runs stay fast. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3, stringUnit: 'grapheme' });

/** A Russian mobile in one of the ways people type it (the contracts normalise to E.164). */
const phone = fc
  .tuple(fc.constantFrom('+7', '8', '7', '+7 ('), fc.stringMatching(/^9\d{9}$/))
  .map(([prefix, digits]) => `${prefix}${digits}`);

/** A field that holds a day or a moment: by its declared format, or by a name such as `date_from` or `start_at`. */
export function isDateField(s: JsonSchema, key: string | undefined): boolean {
  return s.format === 'date' || s.format === 'date-time' || /(^|_)(date|day|from|to|at)$/i.test(key ?? '');
}

/** A real day in 2000–2099, written either way the contracts read. */
const plainDay = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .chain((d) => {
    const iso = d.toISOString().slice(0, 10);
    return fc.constantFrom(iso, iso.split('-').reverse().join('.'));
  });

/** Days and moments for a date field: plain ones, and often one from the calendar's edges. */
const calendarDay = fc.oneof(plainDay, fc.constantFrom(...CALENDAR_DAYS));
const calendarInstant = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.constantFrom(...CALENDAR_INSTANTS),
);

function stringOf(s: JsonSchema, key: string | undefined): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, 40);
  const fits = (v: string) => v.length >= min && v.length <= max;
  // Field names and formats that a bare `type: string` would never hit by chance.
  if (s.format === 'email' || /email/i.test(key ?? ''))
    return fc.emailAddress().filter((v) => v.length <= 254);
  if (/phone/i.test(key ?? '')) return phone;
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date-time') return calendarInstant;
  if (isDateField(s, key)) return calendarDay;
  if (s.pattern) {
    try {
      const re = new RegExp(s.pattern, 'u');
      // Patterns such as `^\d{4}-\d{2}-\d{2}$` say nothing of length; keep those that fit.
      return fc.stringMatching(re).filter(fits);
    } catch {
      // A pattern JavaScript cannot read: fall through to a plain string.
    }
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 40), unit: 'grapheme' });
}

function numberOf(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  if (integer) {
    const lo = clampInt(s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1000));
    const hi = clampInt(s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? 1000));
    // Small values first: ids and counters that exist are small.
    return fc.oneof(fc.integer({ min: lo, max: Math.min(hi, lo + 20) }), fc.integer({ min: lo, max: hi }));
  }
  return fc.double({
    min: s.exclusiveMinimum ?? s.minimum ?? -1e6,
    max: s.exclusiveMaximum ?? s.maximum ?? 1e6,
    minExcluded: s.exclusiveMinimum !== undefined,
    maxExcluded: s.exclusiveMaximum !== undefined,
    noNaN: true,
  });
}

/** Values of the schema's shape: right types, enums, bounds and patterns (refinements are not seen). */
export function validOf(s: JsonSchema, key?: string, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validOf(a, key, depth)));
  if (s.allOf?.[0]) return validOf(s.allOf[0], key, depth);
  const types = ([] as string[]).concat(s.type ?? []);
  if (types.length > 1) return fc.oneof(...types.map((type) => validOf({ ...s, type }, key, depth)));
  switch (types[0]) {
    case 'string':
      return stringOf(s, key);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(depth > 4 ? anyJson : validOf(s.items ?? {}, key, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 10),
      });
    case 'object': {
      const props = s.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, sub] of Object.entries(props))
        model[k] = depth > 4 ? anyJson : validOf(sub, k, depth + 1);
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return anyJson;
  }
}

/** Deeply nested arrays or objects, for parsers and validators that recurse. */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 10, max: 2_000 }), fc.boolean())
  .map(([depth, arrays]) => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
    return v;
  });

/** A hostile string: huge, Unicode edge cases, numbers in disguise, injections, traversal names, calendar edges. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(HUGE_STRING, HUGE_ASCII),
  fc.constantFrom(...CALENDAR_DAYS, ...CALENDAR_INSTANTS),
  { weight: 3, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
  fc.constantFrom(...NUMERIC_STRINGS),
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...TRAVERSAL_NAMES),
  fc.string({ unit: 'binary', maxLength: 30 }), // any code point, lone surrogates aside
  fc.string({ unit: fc.constantFrom(...UNICODE_EDGES), maxLength: 20 }).map((s) => `Анна${s}`),
);

/** A hostile number: negative, zero, fractions, past 32 and 53 bits, near the double limits. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any JSON type, for "wrong type" mutations. */
export const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, '', [], {}, [1, 'a', null], { a: { b: { c: 1 } } }),
  anyJson,
);

type Path = (string | number)[];

/** Every position in a value (the root too), up to a small depth, as paths. */
function pathsOf(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (at.length >= 4 || out.length > 60 || !value || typeof value !== 'object') return out;
  for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, Array.isArray(value) ? Number(k) : k], out);
  return out;
}

/** Sets an own property even for `__proto__`, which plain assignment would turn into a prototype change. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

type Mutation =
  | { kind: 'none' }
  | { kind: 'drop' }
  | { kind: 'insert'; text: string; at: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'replace'; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'drop' as const }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string()), fc.oneof(anyJson, nastyString))
      .map(([key, value]) => ({ kind: 'extra' as const, key, value })),
  },
  {
    // An edge character inside an otherwise valid string: it passes `max()` and loose patterns and
    // goes on to the service and the database, where a whole replaced value would stop at validation.
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...UNICODE_EDGES, '%00', '\\', "'"), fc.nat())
      .map(([text, at]) => ({ kind: 'insert' as const, text, at })),
  },
  { weight: 3, arbitrary: wrongTyped.map((value) => ({ kind: 'replace' as const, value })) },
  { weight: 4, arbitrary: nastyString.map((value) => ({ kind: 'replace' as const, value })) },
  { weight: 3, arbitrary: nastyNumber.map((value) => ({ kind: 'replace' as const, value })) },
  { weight: 1, arbitrary: deeplyNested.map((value) => ({ kind: 'replace' as const, value })) },
);

/** A shallow copy of one container (an own `__proto__` key stays an own key). */
const copyOf = (v: unknown): Record<string | number, unknown> =>
  (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<string | number, unknown>;

/**
 * Applies a mutation at a path, copying only the containers on the path: the generated value stays
 * untouched for shrinking, and deep nests are never cloned (a full clone would overflow the stack).
 */
function applyAt(value: unknown, path: Path, m: Mutation): unknown {
  if (m.kind === 'none') return value;
  if (m.kind === 'insert') {
    const target = path.reduce<unknown>((v, step) => (v as Record<string | number, unknown>)[step], value);
    const text = typeof target === 'string' ? target : '';
    const at = m.at % (text.length + 1);
    return applyAt(value, path, { kind: 'replace', value: text.slice(0, at) + m.text + text.slice(at) });
  }
  if (path.length === 0) {
    if (m.kind === 'replace') return m.value;
    if (m.kind === 'drop') return undefined;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const root = copyOf(value);
    setOwn(root, m.key, m.value);
    return root;
  }
  const root = copyOf(value);
  let parent = root;
  for (const step of path.slice(0, -1)) parent = parent[step] = copyOf(parent[step]);
  const last = path[path.length - 1]!;
  if (m.kind === 'drop') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (m.kind === 'replace') {
    setOwn(parent, String(last), m.value);
  } else {
    const target = parent[last];
    if (target && typeof target === 'object' && !Array.isArray(target))
      setOwn((parent[last] = copyOf(target)), m.key, m.value);
    else setOwn(parent, m.key, m.value);
  }
  return root;
}

/**
 * Near-valid values of a schema: a valid value with one or two mutations at random positions (a
 * field dropped, an extra or prototype-polluting key, a wrong type, a hostile string or number, a
 * deep nest), or left as it is now and then, so valid calls get through too.
 */
export function nearValid(schema: JsonSchema): fc.Arbitrary<unknown> {
  const once = (v: unknown) =>
    fc.tuple(fc.constantFrom(...pathsOf(v)), mutation).map(([path, m]) => applyAt(v, path, m));
  return validOf(schema).chain((v) => fc.oneof(once(v), once(v).chain(once)));
}

/** Either near-valid or fully random: what the fuzzer sends as a JSON body or query. */
export function contractValues(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: nearValid(schema) }, { weight: 1, arbitrary: anyJson });
}
