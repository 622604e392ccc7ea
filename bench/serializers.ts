/**
 * What writing an answer costs, apart from the rest of a request (decision 040): the hot calls'
 * response contracts, each answer written by zod (the contract walked, then JSON.stringify: how
 * every answer went out before) and by the serialiser compiled from the contract
 * (plugins/answer-serializer.ts), in turn, over the same answers. The answers are generated from
 * the contract (the fuzzer's `validOf`, a fixed seed; those zod refuses are left out), their free
 * text made Russian (fast-check's strings are mostly rare Unicode, which both serialisers send
 * through JSON.stringify's slow path; the real answers are Russian text); their size is printed
 * beside: the real ones differ.
 *
 *   npx node bench/serializers.ts [--answers 200] [--rounds 5] [--passes 50]
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UserInfoResponseSchema } from '#shared/contracts/auth.ts';
import { CandidateCardResponseSchema } from '#shared/contracts/candidate-card.ts';
import { CandidatesResponseSchema } from '#shared/contracts/candidates-table.ts';
import { MessagesResponseSchema } from '#shared/contracts/messages.ts';
import { FeedResponseSchema } from '#shared/contracts/posts.ts';
import {
  ScreeningStagesResponseSchema,
  ScreeningVacancyResponseSchema,
} from '#shared/contracts/screening.ts';
import { answerSerializerCompiler } from '#server/plugins/answer-serializer.ts';
import { validOf, type JsonSchema } from '#server/test/fuzz/arbitraries.ts';

const { values } = parseArgs({
  options: {
    answers: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '5' },
    passes: { type: 'string', default: '50' },
  },
});

const CALLS: [string, z.ZodType][] = [
  ['GET /api/users/info', UserInfoResponseSchema],
  ['GET /api/screening/vacancy', ScreeningVacancyResponseSchema],
  ['GET /api/screening/vacancy/stages', ScreeningStagesResponseSchema],
  ['GET /api/posts', FeedResponseSchema],
  ['GET /api/messages', MessagesResponseSchema],
  ['GET /api/dashboard/candidates', CandidatesResponseSchema],
  ['GET /api/dashboard/candidate/{id}', CandidateCardResponseSchema],
];

/** CPU µs per answer over `passes` passes of `answers`. */
function cpuPerAnswer(write: (data: unknown) => string, answers: unknown[], passes: number): number {
  const start = process.cpuUsage();
  for (let p = 0; p < passes; p++) for (const a of answers) write(a);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / (passes * answers.length);
}

const RUSSIAN = 'Стажировка в JTI: отбор, этапы, собеседование и оффер. ';

/** Every string of the answer that is not plain ASCII (an enum's value, an id) as Russian text of its length. */
function inRussian(value: unknown): unknown {
  if (typeof value === 'string') {
    if (/^[\x20-\x7e]*$/.test(value)) return value;
    return RUSSIAN.repeat(Math.ceil(value.length / RUSSIAN.length)).slice(0, value.length);
  }
  if (Array.isArray(value)) return value.map(inRussian);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inRussian(v)]));
  }
  return value;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

console.log(
  `${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
console.log(
  '\n| call | answers | mean JSON bytes | zod µs per answer | compiled µs per answer | zod / compiled |',
);
console.log('|---|---:|---:|---:|---:|---:|');
const compiled = answerSerializerCompiler();
for (const [call, schema] of CALLS) {
  const route = { schema, method: 'GET', url: call, httpStatus: '200' };
  const byZod = serializerCompiler(route) as (data: unknown) => string;
  const fast = compiled(route) as (data: unknown) => string;
  const json = z.toJSONSchema(schema, { io: 'output' }) as JsonSchema;
  const answers = fc
    .sample(validOf(json), { numRuns: Number(values.answers), seed: 20261128 })
    .map(inRussian)
    .filter((a) => schema.safeParse(a).success);
  const bytes = answers.reduce((sum: number, a) => sum + Buffer.byteLength(byZod(a)), 0) / answers.length;
  // Warmed alike, then taken in turn round after round: the machine's noise falls on both.
  const zodUs: number[] = [];
  const fastUs: number[] = [];
  cpuPerAnswer(byZod, answers, 5);
  cpuPerAnswer(fast, answers, 5);
  for (let r = 0; r < Number(values.rounds); r++) {
    zodUs.push(cpuPerAnswer(byZod, answers, Number(values.passes)));
    fastUs.push(cpuPerAnswer(fast, answers, Number(values.passes)));
  }
  const [z50, f50] = [median(zodUs), median(fastUs)];
  console.log(
    `| ${call} | ${answers.length} | ${Math.round(bytes)} | ${z50.toFixed(1)} | ${f50.toFixed(1)} | ${(z50 / f50).toFixed(1)}× |`,
  );
}
console.log(
  `\nload ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end`,
);
