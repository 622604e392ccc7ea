/**
 * Web tests' API fixtures held to the shared contracts (src/shared/contracts): an answer a test gives
 * for an API call must be one the call's contract accepts (a 2xx its answer schema, any other status
 * the error schema), else the test fails, naming the call and what the contract refused. A fixture
 * that drifted from the API would otherwise keep a test green on data the server never sends.
 */
import type { z, ZodType } from 'zod';
import { ErrorSchema } from '#shared/contracts/common.ts';
import { API_ANSWERS } from '#shared/contracts/api-answers.ts';

const ROUTES = Object.entries(API_ANSWERS)
  .map(([key, answers]) => {
    const [method, route] = key.split(' ') as [string, string];
    return {
      key,
      method,
      params: route.split(':').length - 1,
      pattern: new RegExp(`^${route.replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
      answers,
    };
  })
  // As Fastify picks it: a fixed segment before a parameter (`/vacancies/export` before `/:id`).
  .sort((a, b) => a.params - b.params);

/** The route a call reaches (`GET /api/vacancies/:id` for `/api/vacancies/7`) with its answers; undefined: none. */
export function routeOf(method: string, pathname: string) {
  return ROUTES.find((r) => r.method === method && r.pattern.test(pathname));
}

/**
 * What the contract says against an answer a test gives for `method url` with `status`: null when it
 * accepts it (or the answer is not JSON, or empty), else the refusal in words.
 */
export function contractProblem(
  method: string,
  url: string | URL,
  status: number,
  body: unknown,
): string | null {
  const pathname = new URL(String(url), 'http://localhost').pathname;
  const route = routeOf(method, pathname);
  const ok = status >= 200 && status < 300;
  // Off the API (a page, a file), or a refusal where no call is: what the server would say too.
  if (!route)
    return ok && pathname.startsWith('/api/') ? `${method} ${pathname}: no API call answers here` : null;
  const declared = Object.keys(route.answers).map(Number);
  // A success the route never answers with (200 for a call that answers 201): the code reads the status.
  if (ok && declared.some((c) => c < 300) && !declared.includes(status))
    return `${route.key} answering ${status}: the call answers ${declared.filter((c) => c < 300).join(' or ')}`;
  if (body === undefined || body === null || status === 204) return null;
  const schema = route.answers[status] ?? (ok ? undefined : ErrorSchema);
  if (!schema) return null;
  const result = schema.safeParse(body);
  const issues = result.success
    ? unknownKeys(body, result.data).map((path) => `${path}: not in the contract`)
    : result.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
  return issues.length > 0 ? `${route.key} answering ${status}: ${issues.join('; ')}` : null;
}

/**
 * The fields of `given` that parsing dropped (a contract's object keeps only its own keys): a field
 * the server never sends, or one it sends under another name, is drift as much as a missing one.
 */
function unknownKeys(given: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(given) && Array.isArray(parsed))
    return given.flatMap((item, i) => unknownKeys(item, parsed[i], `${path}${i}.`));
  if (!isRecord(given) || !isRecord(parsed)) return [];
  return Object.keys(given).flatMap((key) =>
    key in parsed ? unknownKeys(given[key], parsed[key], `${path}${key}.`) : [`${path}${key}`],
  );
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const problems: string[] = [];

/** Records a refused fixture; the test fails when it ends (src/web/test/setup.ts). */
export function checkAnswer(method: string, url: string | URL, status: number, body: unknown): void {
  const problem = contractProblem(method, url, status, body);
  if (problem) problems.push(problem);
}

/** The refusals recorded since the last call, emptied. */
export function takeContractProblems(): string[] {
  return problems.splice(0);
}

/** A fixture that is not an API answer's whole body (a part of one, a prop): checked by its schema here. */
export function fixture<S extends ZodType>(schema: S, value: z.input<S>): z.input<S> {
  const parsed = schema.parse(value);
  const unknown = unknownKeys(value, parsed);
  if (unknown.length > 0) throw new Error(`Not in the contract: ${unknown.join(', ')}`);
  return value;
}
