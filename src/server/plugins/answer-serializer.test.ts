/**
 * The compiled serialisers (decision 040): an answer goes out with only what its contract names,
 * at every depth, for every route's contract as zod would write it; what cannot be compiled
 * faithfully keeps zod's serialising; a wrong answer is still zod's 500, and the tests' check
 * (`checkAnswers`) catches what the compiled serialiser would let through coerced.
 */
import fc from 'fast-check';
import Fastify from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PositionVariantsResponseSchema } from '#shared/contracts/positions.ts';
import { ScreeningStagesResponseSchema } from '#shared/contracts/screening.ts';
import { validOf, type JsonSchema } from '../test/fuzz/arbitraries.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { captureLog } from '../test/log-sink.ts';
import { answerSchema } from './answer-schema.ts';
import { answerMismatches, answerSerializerCompiler } from './answer-serializer.ts';
import { registeredRoutes } from './access.ts';

type Serialize = (data: unknown) => string;

/** The production serialiser of `schema` (no checking), and the routes that fell back to zod. */
function serializerFor(schema: z.ZodType, checkAnswers = false) {
  const fallbacks: string[] = [];
  const compile = answerSerializerCompiler({ checkAnswers, onFallback: (r) => fallbacks.push(r.reason) });
  const serialize = compile({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as Serialize;
  return { serialize, fallbacks };
}

/** zod's own way: the contract checked, then JSON.stringify (what every route did before). */
const byZod = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

describe('a compiled answer', () => {
  it('leaves out every field the contract does not name, at every depth', () => {
    const { serialize, fallbacks } = serializerFor(ScreeningStagesResponseSchema);
    const fromService = {
      data: [
        {
          n: 1,
          type: 'ASSESSMENT',
          status: 'assigned',
          deadline_at: null,
          staff_comment: 'LEAK-stage',
          slot: { at: '2026-12-01T10:00:00+03:00', place: 'Офис', link: null, note: null, host: 'LEAK-slot' },
        },
        {
          n: 2,
          type: 'OFFER',
          status: 'awaiting',
          deadline_at: '2026-12-10T00:00:00+03:00',
          info: { offer_file: { id: 7, name: 'offer.pdf', path: 'LEAK-file' }, salary: 'LEAK-offer' },
        },
        {
          n: 3,
          type: 'INTERNSHIP_START',
          status: 'none',
          deadline_at: null,
          info: { start_at: null, address: 'Москва', contact: null, hr_note: 'LEAK-internship' },
          score: null,
        },
      ],
      total_answers: 'LEAK-top',
    };
    const written = serialize(fromService);
    expect(fallbacks).toEqual([]);
    expect(written).not.toContain('LEAK');
    expect(JSON.parse(written)).toEqual({
      data: [
        {
          n: 1,
          type: 'ASSESSMENT',
          status: 'assigned',
          deadline_at: null,
          slot: { at: '2026-12-01T10:00:00+03:00', place: 'Офис', link: null, note: null },
        },
        {
          n: 2,
          type: 'OFFER',
          status: 'awaiting',
          deadline_at: '2026-12-10T00:00:00+03:00',
          info: { offer_file: { id: 7, name: 'offer.pdf' } },
        },
        {
          n: 3,
          type: 'INTERNSHIP_START',
          status: 'none',
          deadline_at: null,
          info: { start_at: null, address: 'Москва', contact: null },
          score: null,
        },
      ],
    });
  });

  it('writes a record keyed by an enum with the enum’s keys only', () => {
    const { serialize, fallbacks } = serializerFor(PositionVariantsResponseSchema);
    const statuses = PositionVariantsResponseSchema.shape.data.keyType.options;
    const data = Object.fromEntries(statuses.map((s) => [s, [s]]));
    const written = serialize({ data: { ...data, LEAK: ['x'] }, draft_requires_no_candidates: true });
    expect(fallbacks).toEqual([]);
    expect(JSON.parse(written)).toEqual({ data, draft_requires_no_candidates: true });
  });

  it('compiles a recursive contract and leaves out unknown fields at every level', () => {
    type Item = { title: string; children: Item[] };
    const ItemSchema: z.ZodType<Item> = z.object({
      title: z.string(),
      get children() {
        return z.array(ItemSchema);
      },
    });
    const { serialize, fallbacks } = serializerFor(
      z.object({ tree: ItemSchema, other: ItemSchema.nullable() }),
    );
    const leaf = { title: 'в', children: [], leak: 'LEAK-3' };
    const tree = { title: 'а', leak: 'LEAK-1', children: [{ title: 'б', leak: 'LEAK-2', children: [leaf] }] };
    const written = serialize({ tree, other: null });
    expect(fallbacks).toEqual([]);
    expect(written).toBe(
      '{"tree":{"title":"а","children":[{"title":"б","children":[{"title":"в","children":[]}]}]},"other":null}',
    );
  });

  it('keeps zod’s serialising for what it cannot compile faithfully, and says why', () => {
    const refused = {
      transform: z.object({ at: z.string().transform((s) => s.trim()) }),
      pipe: z.object({ n: z.string().pipe(z.string()) }),
      default: z.object({ n: z.number().default(1) }),
      date: z.object({ at: z.date() }),
      'strict object': z.strictObject({ a: z.string() }),
      'checked record keys': z.object({ m: z.record(z.string().regex(/^a/), z.number()) }),
      'unknown in an array': z.object({ list: z.array(z.unknown()) }),
      'optional in an array': z.object({ list: z.array(z.string().optional()) }),
      'a format in a union': z.object({ v: z.union([z.email(), z.number()]) }),
      tuple: z.object({ t: z.tuple([z.string(), z.number()]) }),
    };
    for (const [name, schema] of Object.entries(refused)) {
      expect('refused' in answerSchema(schema), name).toBe(true);
      const { serialize, fallbacks } = serializerFor(schema);
      expect(fallbacks, name).toHaveLength(1);
      // zod's way: a transform's encoding is refused by zod itself, as it was before.
      if (name === 'transform') continue;
      const data = z.parse(schema, sampleFor(name));
      expect(serialize(data), name).toBe(byZod(schema, data));
    }
  });

  it('answers a wrong answer as zod did: the contract’s error, which errors.ts makes a plain 500', async () => {
    const app = Fastify();
    app.setSerializerCompiler(answerSerializerCompiler());
    let caught: unknown;
    app.setErrorHandler((error, _request, reply) => {
      caught = error;
      return reply.code(500).send({ message: 'x' });
    });
    app.get(
      '/missing',
      { schema: { response: { 200: z.object({ id: z.number(), name: z.string() }) } } },
      () => ({
        id: 1,
      }),
    );
    const res = await app.inject('/missing');
    expect(res.statusCode).toBe(500);
    expect(isResponseSerializationError(caught)).toBe(true);
    await app.close();
  });

  it('is checked by zod in the tests: a value the compiled serialiser would coerce fails there', () => {
    const Schema = z.object({ name: z.string(), count: z.number() });
    const wrong = { name: 5, count: 1 };
    // In production the compiled serialiser writes it coerced (it does not validate)…
    expect(serializerFor(Schema).serialize(wrong)).toBe('{"name":"5","count":1}');
    // …so the tests check every answer with zod as well, and a drift fails the request and the test.
    const { serialize } = serializerFor(Schema, true);
    let thrown: unknown;
    try {
      serialize(wrong);
    } catch (err) {
      thrown = err;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
    expect(answerMismatches.splice(0)).toEqual([expect.stringContaining('GET /x: not the contract')]);
    expect(serialize({ name: 'пять', count: 5, extra: true })).toBe('{"name":"пять","count":5}');
    expect(answerMismatches).toEqual([]);
  });
});

function sampleFor(name: string): unknown {
  const samples: Record<string, unknown> = {
    pipe: { n: 'a' },
    default: {},
    date: { at: new Date('2026-11-28T10:00:00Z') },
    'strict object': { a: 'x' },
    'checked record keys': { m: { ab: 1 } },
    'unknown in an array': { list: [1, 'a', null] },
    'optional in an array': { list: ['a'] },
    'a format in a union': { v: 'a@b.ru' },
    tuple: { t: ['a', 1] },
  };
  return samples[name];
}

describe('every route’s contract', () => {
  let t: TestApp;
  const log = captureLog('info');
  beforeAll(async () => {
    t = await createTestApp({ env: { DEV_OUTBOX: 'on' }, logger: log.logger });
  });
  afterAll(() => t.close());

  it('is compiled: no route falls back to zod', () => {
    const fellBack = log.lines.filter((l) => l.includes('answer serialised by zod'));
    expect(fellBack).toEqual([]);
  });

  it('writes generated answers, with unknown fields added at every depth, as zod writes them', () => {
    const schemas = new Set<z.ZodType>();
    for (const route of registeredRoutes) {
      for (const schema of Object.values((route.schema?.response ?? {}) as Record<string, z.ZodType>)) {
        schemas.add(schema);
      }
    }
    expect(schemas.size).toBeGreaterThan(70);
    let compared = 0;
    for (const schema of schemas) {
      const { serialize } = serializerFor(schema);
      const json = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
      for (const value of fc.sample(validOf(json), { numRuns: 20, seed: 20261128 })) {
        if (!schema.safeParse(value).success) continue; // a value zod refuses is not an answer
        const withExtras = addUnknownFields(value);
        // An unknown field in a record of numbers is a wrong answer: zod refuses it, and so must the compiled.
        const expected = outcome(() => JSON.parse(byZod(schema, withExtras)));
        expect(outcome(() => JSON.parse(serialize(withExtras)))).toEqual(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(schemas.size * 10);
  });
});

/** What writing an answer gives: its JSON, or that it was refused. */
function outcome(write: () => unknown): unknown {
  try {
    return write();
  } catch {
    return 'refused';
  }
}

/** The value with a field no contract names added to every object in it. */
function addUnknownFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(addUnknownFields);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, addUnknownFields(v)]);
  return Object.fromEntries([...entries, ['unnamed_field', { secret: 'LEAK' }]]);
}
