/**
 * Fastify's serializer compiler (decision 040): each route's zod response schema compiled once at
 * start by fast-json-stringify (answer-schema.ts), so an answer is written by generated code rather
 * than walked by zod on every request. A schema that cannot be compiled faithfully keeps zod's
 * serialising (`onFallback` names it at start).
 *
 * An answer the compiled serialiser cannot write (a required field missing, no branch of a union
 * fits) is checked by zod for the reason and answered as before: a `ResponseSerializationError`,
 * which plugins/errors.ts logs and answers as a plain 500.
 *
 * `checkAnswers` (the server tests): every answer is checked by zod too, and the compiled one must
 * hold the same JSON; a difference (a shape the contract does not allow, a value the compiled
 * serialiser coerced) throws the same error, so the request answers 500, and is kept in
 * `answerMismatches`, which the tests' setup fails on.
 */
import { isDeepStrictEqual } from 'node:util';
import build from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerSchema } from './answer-schema.ts';

type Serialize = (data: unknown) => string;
type ZodNode = z.core.$ZodType;

export type AnswerSerializerOptions = {
  checkAnswers?: boolean;
  onFallback?: (route: { method: string; url: string; status: string; reason: string }) => void;
};

/** What `checkAnswers` found, for the tests to fail on (see test/setup.ts). */
export const answerMismatches: string[] = [];

/** zod's way, as fastify-type-provider-zod serialises: the contract checked, then JSON.stringify. */
function byZod(schema: ZodNode, method: string, url: string): Serialize {
  return (data) => {
    const result = z.safeEncode(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/** The compiled serialiser of `schema`, or why it has none. */
function compile(schema: ZodNode): Serialize | string {
  const found = answerSchema(schema);
  if ('refused' in found) return found.refused;
  try {
    return build(found.json as build.AnySchema) as Serialize;
  } catch (err) {
    return `fast-json-stringify: ${(err as Error).message}`;
  }
}

/** The compiled serialiser; what it cannot write goes to zod, which names what is wrong (and throws). */
function withZodBehind(fast: Serialize, slow: Serialize): Serialize {
  return (data) => {
    try {
      return fast(data);
    } catch {
      return slow(data);
    }
  };
}

function checked(fast: Serialize, slow: Serialize, method: string, url: string): Serialize {
  return (data) => {
    const mismatch = (message: string) => {
      answerMismatches.push(`${method} ${url}: ${message}`);
      const issue = { code: 'custom' as const, path: [], message, input: data };
      return new ResponseSerializationError(method, url, { cause: new z.ZodError([issue]) });
    };
    let expected: string;
    try {
      expected = slow(data);
    } catch (err) {
      throw mismatch(
        `not the contract's shape: ${JSON.stringify((err as { cause?: z.ZodError }).cause?.issues)}`,
      );
    }
    let written: string;
    try {
      written = fast(data);
    } catch (err) {
      throw mismatch(
        `the compiled serialiser failed where zod writes ${expected}: ${(err as Error).message}`,
      );
    }
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw mismatch(`compiled ${written} where zod writes ${expected}`);
    }
    return written;
  };
}

/** The serializer compiler for `app.setSerializerCompiler`. */
export function answerSerializerCompiler(
  options: AnswerSerializerOptions = {},
): FastifySerializerCompiler<ZodNode> {
  // GET and its HEAD share a schema, several routes one answer: each compiled once.
  const cache = new WeakMap<ZodNode, Serialize | string>();
  return ({ schema, method, url, httpStatus }) => {
    const slow = byZod(schema, method, url);
    let fast = cache.get(schema);
    if (fast === undefined) cache.set(schema, (fast = compile(schema)));
    if (typeof fast === 'string') {
      options.onFallback?.({ method, url, status: String(httpStatus), reason: fast });
      return slow;
    }
    return options.checkAnswers ? checked(fast, slow, method, url) : withZodBehind(fast, slow);
  };
}
