/**
 * Traces (issue 34): with OTEL_EXPORTER_OTLP_ENDPOINT set, a request's spans reach a collector over
 * OTLP/HTTP (JSON), here a small receiver: the server span named by the route, continuing the
 * caller's `traceparent`, with the statement the request ran beneath it (the `pg` instrumentation on
 * PostgreSQL, db/pglite-watch.ts on PGlite); and the request id in the log is the trace id.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { captureLog } from '../test/log-sink.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { startTracing, type Tracing } from './tracing.ts';

type OtlpValue = { stringValue?: string; intValue?: string | number };
type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
};
type OtlpExport = { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };

const spans: OtlpSpan[] = [];
const contentTypes: string[] = [];
let receiver: http.Server;
let tracing: Tracing;
let t: TestApp;
let base: string;
const log = captureLog();

beforeAll(async () => {
  // The collector: every export's spans, decoded from OTLP's JSON.
  receiver = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      contentTypes.push(String(req.headers['content-type']));
      if (req.url === '/v1/traces') {
        const sent = JSON.parse(body) as OtlpExport;
        for (const r of sent.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  tracing = (await startTracing(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })))!;
  t = await createTestApp({ tracing, logger: log.logger });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  receiver.close();
});

const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((a) => a.key === key)?.value.stringValue;

describe('traces over OTLP/HTTP', () => {
  it('exports a request with its statement, in the trace the caller started, and logs its trace id as the request id', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await fetch(`${base}/api/institutions?query=%D0%9C%D0%BE%D1%81`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(res.status).toBe(200);
    await tracing.shutdown(); // sends what is left
    expect(contentTypes).toContain('application/json');

    const trace = spans.filter((s) => s.traceId === traceId);
    const server = trace.find((s) => s.name === 'GET /api/institutions');
    expect(server, JSON.stringify(trace.map((s) => s.name))).toBeDefined();
    expect(server!.parentSpanId).toBe('00f067aa0ba902b7');
    expect(attribute(server!, 'http.route')).toBe('/api/institutions');
    // A statement span in the request's trace, its parents leading up to the server span.
    const byId = new Map(trace.map((s) => [s.spanId, s]));
    const statement = trace.find((s) =>
      /select/i.test(attribute(s, 'db.query.text') ?? attribute(s, 'db.statement') ?? ''),
    );
    expect(statement, JSON.stringify(trace.map((s) => s.name))).toBeDefined();
    let up: OtlpSpan | undefined = statement;
    while (up && up !== server) up = up.parentSpanId ? byId.get(up.parentSpanId) : undefined;
    expect(up).toBe(server);

    const requestLines = log
      .entries()
      .filter((e) => (e.req as { url?: string } | undefined)?.url?.startsWith('/api/institutions'));
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(line.reqId).toBe(traceId);
  });
});
