/**
 * Traces with OpenTelemetry (issue 34), exported over OTLP/HTTP (JSON) when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set, and off otherwise: then nothing here is loaded, no hook is
 * added and `traced` only calls its function.
 *
 * With it on, a request's spans are: the server span started as the request arrives (the HTTP
 * server's handler, `serverFactory`), continuing a `traceparent` the proxy sent; @fastify/otel's
 * request and handler spans inside it; one per database statement (the `pg` instrumentation on
 * PostgreSQL, db/pglite-watch.ts on PGlite); and ours around each outbox delivery and SMS gateway
 * call. The request id in the logs is the trace id (app.ts `genReqId`). The server is one bundle, so
 * no module loader hook can patch `pg` as it loads: its instrumentation is applied to the module here.
 */
import http from 'node:http';
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
} from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Config } from '../config.ts';

let enabled = false;

/** Runs `fn` in a span of its own when tracing is on; otherwise just runs it. */
export function traced<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  if (!enabled) return fn();
  return trace.getTracer('jti').startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn();
    } catch (err) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}

/** The trace id of the span running now (a request's, while it is handled), if any. */
export function activeTraceId(): string | undefined {
  if (!enabled) return undefined;
  const span = trace.getSpan(context.active());
  return span?.spanContext().traceId;
}

export type Tracing = {
  /** The HTTP server, each request handled inside its server span (Fastify's `serverFactory`). */
  serverFactory: (handler: http.RequestListener) => http.Server;
  /** @fastify/otel's request and handler spans; register before any route or hook. */
  register: (app: FastifyInstance) => Promise<void>;
  /** Sends what is left and stops. */
  shutdown: () => Promise<void>;
};

/** Starts tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; null (and nothing loaded) when not. */
export async function startTracing(config: Config): Promise<Tracing | null> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return null;
  const [
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator, getRPCMetadata, setRPCMetadata, RPCType },
    { TracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { PgInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ]);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': config.OTEL_SERVICE_NAME,
      ...(config.SERVED_BY ? { 'service.instance.id': config.SERVED_BY } : {}),
    }),
    // The spec's path under the endpoint (OTEL_EXPORTER_OTLP_ENDPOINT is the collector's base URL).
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }),
      }),
    ],
  });
  trace.setGlobalTracerProvider(provider);

  // Statements of a request only: the background tasks' polling would drown the traces otherwise.
  const pgInstrumentation = new PgInstrumentation({ enabled: false, requireParentSpan: true });
  pgInstrumentation.setTracerProvider(provider);
  for (const definition of pgInstrumentation.getModuleDefinitions()) {
    // `pg` itself (its Client), and pg-pool, the class pg's Pool extends.
    if (definition.name === 'pg') definition.patch?.(pg);
    if (definition.name === 'pg-pool') definition.patch?.(Object.getPrototypeOf(pg.Pool));
  }
  const fastifyOtel = new FastifyOtelInstrumentation({
    // The hooks' own spans would multiply a request's spans by ten; its statements show the time.
    instrumentHooks: false,
    // Scrapes and health checks every few seconds are not what a trace is for.
    ignorePaths: (route: { url: string }) =>
      ['/metrics', '/healthz', '/readyz'].includes(route.url.split('?')[0]!),
  });
  fastifyOtel.setTracerProvider(provider);
  enabled = true;

  const tracer = trace.getTracer('jti-http');
  return {
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => {
        const path = (req.url ?? '/').split('?')[0]!;
        if (path === '/metrics' || path === '/healthz' || path === '/readyz') return handler(req, res);
        const parent = propagation.extract(ROOT_CONTEXT, req.headers);
        const span = tracer.startSpan(
          req.method ?? 'GET',
          { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': path } },
          parent,
        );
        const metadata = { type: RPCType.HTTP, span } as {
          type: typeof RPCType.HTTP;
          span: typeof span;
          route?: string;
        };
        const ctx = setRPCMetadata(trace.setSpan(parent, span), metadata);
        res.once('close', () => {
          // @fastify/otel names the route on the metadata once it is matched.
          const route = getRPCMetadata(ctx)?.route;
          if (route) {
            span.updateName(`${req.method} ${route}`);
            span.setAttribute('http.route', route);
          }
          span.setAttribute('http.response.status_code', res.statusCode);
          if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        });
        context.with(ctx, () => handler(req, res));
      });
      // What Fastify gives a server it makes itself (a factory's server gets Node's defaults).
      server.keepAliveTimeout = 72_000;
      return server;
    },
    register: async (app) => {
      await app.register(fastifyOtel.plugin());
    },
    shutdown: async () => {
      enabled = false;
      await provider.shutdown();
    },
  };
}
