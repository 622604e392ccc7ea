/**
 * `GET /metrics`: this server's Prometheus metrics in the text format (lib/metrics.ts, issue 34), for
 * the operator's scraper only (access `operator`: the metrics token, or this machine). Each server
 * answers for itself; Prometheus scrapes each one directly, not through the balancer (docs/deploy.md).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

export function metricsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/metrics', {
    config: { access: 'operator' },
    schema: { tags: ['health'], hide: true },
    handler: async (_request, reply) => {
      const { body, contentType } = await deps.metrics.scrape();
      return reply.header('content-type', contentType).send(body);
    },
  });
}
