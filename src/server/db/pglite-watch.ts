/**
 * PGlite has one connection and no pool to ask, so its statements are watched here: how many wait
 * for it (the pool gauge of lib/metrics.ts) and, with tracing on, a span for each statement, as the
 * `pg` instrumentation gives PostgreSQL's (lib/tracing.ts). With tracing off only the count is kept.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { PoolStats } from './client.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Pick<Transaction, 'query' | 'exec'>;

/** Wraps `query` and `exec` of a PGlite or one of its transactions in a span named by the statement. */
function traceStatements(target: Queryable): void {
  const tracer = trace.getTracer('jti-pglite');
  for (const name of ['query', 'exec'] as const) {
    const original = target[name].bind(target) as (text: string, ...rest: unknown[]) => Promise<unknown>;
    // Statements of a request only, as the pg instrumentation's `requireParentSpan`: not the
    // migrations' or the background tasks' polling.
    (target as Record<string, unknown>)[name] = (text: string, ...rest: unknown[]) =>
      !trace.getSpan(context.active())
        ? original(text, ...rest)
        : tracer.startActiveSpan(
            `pglite.${name}`,
            {
              kind: SpanKind.CLIENT,
              attributes: { 'db.system.name': 'postgresql', 'db.system': 'pglite', 'db.query.text': text },
            },
            async (span) => {
              try {
                return await original(text, ...rest);
              } catch (err) {
                span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
                throw err;
              } finally {
                span.end();
              }
            },
          );
  }
}

/** Counts the calls holding or awaiting the connection; traces each statement when `traced`. */
export function watchPglite(pglite: PGlite, traced: boolean): () => PoolStats {
  let running = 0;
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      running++;
      try {
        return await fn(...args);
      } finally {
        running--;
      }
    };
  if (traced) traceStatements(pglite);
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = counted(query) as PGlite['query'];
  pglite.exec = counted(exec);
  // A transaction holds the connection from its first statement to its commit: one call.
  pglite.transaction = counted(<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      if (traced) traceStatements(tx);
      return callback(tx);
    }),
  ) as PGlite['transaction'];
  return () => ({
    inUse: Math.min(running, 1),
    idle: running > 0 ? 0 : 1,
    waiting: Math.max(0, running - 1),
  });
}
