/**
 * Graceful shutdown (SIGTERM, decision 016): `/readyz` answers 503 at once so a balancer takes the
 * server out; after `delayMs` the server stops accepting connections and finishes the requests in
 * flight (Fastify answers 503 to any that still arrive on an open connection); then the periodic
 * tasks stop, each after its running pass, and the database closes last, as they all use it.
 */
import type { FastifyInstance } from 'fastify';

export type ShutdownSteps = {
  /** How long `/readyz` fails before the server stops accepting (SHUTDOWN_DELAY_SECONDS). */
  delayMs: number;
  /** The stop functions of `startPeriodic`. */
  stopTasks: (() => Promise<void>)[];
  closeDatabase: () => Promise<void>;
};

export async function shutDown(app: FastifyInstance, steps: ShutdownSteps): Promise<void> {
  app.deps.lifecycle.shuttingDown = true;
  if (steps.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, steps.delayMs));
  // Fastify closes the connections idle when the close begins; one whose request was still in flight
  // stays open (keep-alive) once answered, and the close would wait for the client to hang up.
  const closed = app.close();
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await closed;
  } finally {
    clearInterval(closeIdle);
  }
  for (const stop of steps.stopTasks) await stop();
  await steps.closeDatabase();
}
