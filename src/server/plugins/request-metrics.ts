/**
 * Every answer in `http_request_duration_seconds` (lib/metrics.ts): by method, the route's template
 * (`/api/dashboard/candidate/:id`, never the path a caller sent) and the status class. A request
 * no route matched is `unmatched`. A live stream is counted when it ends.
 */
import type { FastifyInstance } from 'fastify';
import { statusClass, type Metrics } from '../lib/metrics.ts';

export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: statusClass(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
