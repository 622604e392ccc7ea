/**
 * A route's zod response schema as the JSON Schema fast-json-stringify compiles (decision 040), or
 * the reason it cannot be, so the route keeps zod's serialising. The compiled serialiser walks the
 * answer by the schema and writes only what the contract names: a field it does not name is dropped
 * at every depth, as zod's strip does. It does not validate (a number where a string is due goes out
 * as text): the server tests check every answer with zod as well (answer-serializer.ts).
 */
import { z } from 'zod';

type Json = Record<string, unknown>;
type ZodNode = z.core.$ZodType;
/** Where a node stands: an object's property or a record's value (undefined leaves it out), or any other place. */
type Place = 'property' | 'item';

/** Kinds that serialise as themselves, checked or not. */
const PLAIN = new Set(['string', 'number', 'boolean', 'null', 'enum']);

/**
 * Why this schema cannot be serialised by a compiled serialiser exactly as zod would, or null.
 * Refused: whatever changes the value on the way out (transforms, pipes, codecs, defaults, catch),
 * what JSON Schema cannot say (dates, bigint, maps, sets), a strict object (zod refuses an unknown
 * key, the serialiser would drop it), a record whose keys are checked by more than an enum (a key
 * the contract does not allow would go out), a string format inside a union (the union's branch is
 * chosen by Ajv's format, not zod's), and `unknown` or `optional` anywhere but as a property (an
 * array item left undefined would be written as `undefined`).
 */
function refusal(node: ZodNode, place: Place, inUnion: boolean, path: Set<ZodNode>): string | null {
  if (path.has(node)) return null; // recursive: its $ref is compiled once
  const def = node._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (child: unknown, at: Place, union = inUnion) => {
    path.add(node);
    try {
      return refusal(child as ZodNode, at, union, path);
    } finally {
      path.delete(node);
    }
  };
  if (PLAIN.has(def.type))
    return inUnion && def.type === 'string' && 'format' in def ? 'a string format in a union' : null;
  switch (def.type) {
    case 'literal':
      return (def.values as unknown[]).every(
        (v) => v === null || ['string', 'number', 'boolean'].includes(typeof v),
      )
        ? null
        : 'a literal JSON cannot hold';
    case 'unknown':
    case 'any':
      return place === 'property' ? null : `${def.type} outside an object`;
    case 'optional':
      return place === 'property' ? inner(def.innerType, place) : 'optional outside an object';
    case 'nullable':
    case 'readonly':
      return inner(def.innerType, place);
    case 'lazy':
      return inner((def.getter as () => ZodNode)(), place);
    case 'array':
      return inner(def.element, 'item');
    case 'union':
      for (const option of def.options as ZodNode[]) {
        const why = inner(option, 'item', true);
        if (why) return why;
      }
      return null;
    case 'object': {
      const catchall = (def.catchall as ZodNode | undefined)?._zod.def.type;
      if (catchall === 'never') return 'a strict object';
      if (catchall && catchall !== 'unknown' && catchall !== 'any') return 'an object with a typed catch-all';
      for (const value of Object.values(def.shape as Record<string, ZodNode>)) {
        const why = inner(value, 'property');
        if (why) return why;
      }
      return null;
    }
    case 'record': {
      const key = (def.keyType as ZodNode)._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
      const plainKey = key.type === 'string' && !key.checks?.length && !('format' in key);
      if (!plainKey && key.type !== 'enum') return 'a record whose keys are checked';
      return inner(def.valueType, 'property');
    }
    default:
      return def.type;
  }
}

/** A schema that accepts anything, `undefined` too (zod's unknown and any). */
const acceptsAnything = (s: Json) =>
  !['type', 'anyOf', 'oneOf', 'allOf', '$ref', 'enum', 'const', 'not', 'properties', 'items'].some(
    (k) => k in s,
  );

const NULL_BRANCH = (s: Json) => s.type === 'null' && Object.keys(s).length === 1;

/**
 * zod's output JSON Schema made to serialise as zod does: `additionalProperties: false` dropped
 * (the serialiser drops unknown keys either way, and Ajv, which picks a union's branch, must not
 * refuse an object zod would strip); an enum-keyed record written as its properties (only the keys
 * the contract names go out); a property that accepts undefined not required; a nullable schema
 * marked `nullable` (no Ajv check per value); `const` as a one-value `enum` (the value is written as
 * it is, not the constant); a string's format dropped outside unions (the serialiser would reformat).
 * Inside a union, where Ajv picks the branch by its schema, the checks stay as zod wrote them.
 */
function adapt(schema: unknown, inUnion: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((s) => adapt(s, inUnion));
  if (!schema || typeof schema !== 'object') return schema;
  const s: Json = { ...(schema as Json) };
  delete s.$schema;
  if (s.additionalProperties === false) delete s.additionalProperties;
  if ('const' in s) {
    s.enum = [s.const];
    delete s.const;
  }
  if (!inUnion) delete s.format;
  if (!inUnion && Array.isArray(s.type) && s.type.length === 2 && s.type.includes('null')) {
    s.type = s.type.find((t) => t !== 'null');
    s.nullable = true;
  }
  const names = (s.propertyNames as Json | undefined)?.enum as string[] | undefined;
  delete s.propertyNames;
  if (names && s.additionalProperties && typeof s.additionalProperties === 'object') {
    s.properties = Object.fromEntries(names.map((n) => [n, s.additionalProperties]));
    delete s.additionalProperties;
  }
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) {
    const key = s.anyOf ? 'anyOf' : 'oneOf';
    // A union inside a nullable one is one list of branches, null first (zod tries null first too).
    const branches = (s[key] as Json[]).flatMap((b) =>
      Array.isArray(b.anyOf) && Object.keys(b).length === 1 ? (b.anyOf as Json[]) : [b],
    );
    const rest = branches.filter((b) => !NULL_BRANCH(b));
    const only = rest[0];
    // Outside unions a nullable schema is marked `nullable`: no Ajv check per value. Inside one,
    // Ajv picks the branch and reads `nullable` its own way (not for enums), so the list stays.
    if (
      !inUnion &&
      rest.length === 1 &&
      branches.length === 2 &&
      only &&
      typeof only.type === 'string' &&
      !only.$ref
    ) {
      delete s[key];
      return adapt({ ...only, ...s, nullable: true }, inUnion);
    }
    s[key] = (rest.length < branches.length ? [{ type: 'null' }, ...rest] : rest).map((b) => adapt(b, true));
  }
  for (const k of ['items', 'additionalProperties', 'not']) {
    if (s[k] && typeof s[k] === 'object') s[k] = adapt(s[k], inUnion);
  }
  for (const k of ['properties', 'definitions', '$defs']) {
    if (s[k]) {
      s[k] = Object.fromEntries(Object.entries(s[k] as Json).map(([n, v]) => [n, adapt(v, inUnion)]));
    }
  }
  if (Array.isArray(s.required) && s.properties) {
    const properties = s.properties as Record<string, Json>;
    s.required = (s.required as string[]).filter((n) => !properties[n] || !acceptsAnything(properties[n]));
  }
  return s;
}

export type AnswerSchema = { json: Json } | { refused: string };

/** The JSON Schema to compile for `schema`, or why zod must keep serialising it. */
export function answerSchema(schema: ZodNode): AnswerSchema {
  const why = refusal(schema, 'item', false, new Set());
  if (why) return { refused: why };
  try {
    const json = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
      cycles: 'ref',
      reused: 'inline',
    });
    return { json: adapt(json, false) as Json };
  } catch (err) {
    return { refused: (err as Error).message };
  }
}
