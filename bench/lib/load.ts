/**
 * A fixed number of requests to one call at a given concurrency (autocannon over keep-alive
 * connections), each request built fresh so calls can rotate through sessions, ids and filter bodies;
 * every response time is kept, so the percentiles are exact rather than histogram buckets.
 */
import { createRequire } from 'node:module';

/** The part of autocannon 9 used here (the package ships no types). */
type RawRequest = { method: string; path: string; headers: Record<string, string>; body?: string };
type AutocannonOptions = {
  url: string;
  connections: number;
  amount: number;
  timeout: number;
  requests: { setupRequest: (req: RawRequest) => RawRequest }[];
};
type AutocannonResult = { errors: number; timeouts: number; duration: number };
type Instance = {
  on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  stop(): void;
};
type Autocannon = (
  opts: AutocannonOptions,
  done: (err: Error | null, result: AutocannonResult) => void,
) => Instance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export type CallSpec = {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The i-th request (path, headers, body): lets a call rotate sessions and parameters. */
  build: (i: number) => { path: string; headers?: Record<string, string>; body?: unknown };
};

export type CallFigures = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  /** Answers by status, for a table footnote when something was not 200. */
  statuses: Map<number, number>;
};

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * A call's figures from every response time it got and its answers by status; `extraErrors` are
 * failures that never got a status (autocannon's own errors). Non-2xx answers count as errors.
 */
export function callFigures(
  name: string,
  responseTimes: number[],
  statuses: Map<number, number>,
  seconds: number,
  extraErrors = 0,
): CallFigures {
  const times = [...responseTimes].sort((a, b) => a - b);
  const non2xx = [...statuses].filter(([s]) => s < 200 || s >= 300).reduce((n, [, c]) => n + c, 0);
  return {
    name,
    requests: times.length,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? 0,
    errors: non2xx + extraErrors,
    statuses,
  };
}

/** Runs `amount` requests of one call over `connections` connections and answers its figures. */
export function runCall(
  baseUrl: string,
  spec: CallSpec,
  opts: { connections: number; amount: number; maxSeconds: number },
): Promise<CallFigures> {
  let seq = 0;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let lastAt = 0;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon(
      {
        url: baseUrl,
        connections: opts.connections,
        amount: opts.amount,
        timeout: 30,
        requests: [
          {
            setupRequest: (req) => {
              const r = spec.build(seq++);
              const headers: Record<string, string> = {
                ...req.headers,
                accept: 'application/json',
                ...r.headers,
              };
              if (r.body !== undefined) headers['content-type'] = 'application/json';
              return {
                ...req,
                method: spec.method,
                path: r.path,
                headers,
                ...(r.body !== undefined ? { body: JSON.stringify(r.body) } : {}),
              };
            },
          },
        ],
      },
      (err, result) => {
        clearTimeout(guard);
        if (err) return reject(err);
        // From the first request to the last answer (autocannon itself ends on a one-second tick).
        const seconds = ((lastAt || performance.now()) - started) / 1000;
        resolve(callFigures(spec.name, times, statuses, seconds, result.errors));
      },
    );
    // A cap on wall time: a very slow call still ends, with the requests it managed.
    const guard = setTimeout(() => instance.stop(), opts.maxSeconds * 1000);
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      lastAt = performance.now();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

export const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1));

/** A Markdown table of the figures (paste-able into bench/README.md or a bench/results/ file). */
export function figuresTable(title: string, rows: CallFigures[]): string {
  const lines = [
    `### ${title}`,
    '',
    '| call | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.requests} | ${r.rps.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.errors} |`,
    ),
  ];
  const odd = rows.filter((r) => r.errors > 0);
  for (const r of odd)
    lines.push('', `${r.name}: answers by status ${[...r.statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
  return lines.join('\n');
}
