/** Runs a task every few milliseconds, one run at a time, until stopped (the stop waits for a run). */
import type { FastifyBaseLogger } from 'fastify';

export function startPeriodic(
  name: string,
  task: () => Promise<unknown>,
  everyMs: number,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(task).catch((err) => log.error({ err, task: name }, 'periodic task failed'));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
