/**
 * `GET /healthz` (liveness: the process is up) and `GET /readyz` (readiness: the database answers and
 * the server is not shutting down), for a balancer or an orchestrator.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { ping } from '../../db/client.ts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';

const StatusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/healthz', {
    config: { access: 'public' },
    schema: { tags: ['health'], response: { 200: StatusSchema } },
    handler: async () => ({ status: 'ok' as const }),
  });
  r.get('/readyz', {
    config: { access: 'public' },
    schema: { tags: ['health'], response: { 200: StatusSchema, 503: StatusSchema } },
    handler: async (_request, reply) =>
      !deps.lifecycle.shuttingDown && (await ping(deps.db))
        ? { status: 'ok' as const }
        : reply
            .code(503)
            .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
            .send({ status: 'unavailable' as const }),
  });
}
