import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { startPeriodic } from './periodic.ts';
import { shutDown } from './shutdown.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('is not ready at once, serves through the delay, then finishes the request in flight, stops the tasks and closes the database last', async () => {
    const events: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    const t = await createTestApp({
      extraRoutes: (app) =>
        app.get('/api/test/slow', { config: { access: 'public' } }, async () => {
          entered();
          await gate;
          events.push('request finished');
          return { done: true };
        }),
    });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      let runs = 0;
      const stopTask = startPeriodic('test', async () => void runs++, 5, t.app.log);
      const slow = fetch(`${url}/api/test/slow`).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }));
      await inFlight;

      const done = shutDown(t.app, {
        delayMs: 500,
        stopTasks: [
          async () => {
            await stopTask();
            events.push('tasks stopped');
          },
        ],
        closeDatabase: async () => void events.push('database closed'),
      });
      // The delay: a balancer polling /readyz sees 503 while the server still answers everything else.
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable' });
      expect(ready.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      // Then no new connection is accepted (a request on a connection still open gets Fastify's 503).
      while (t.app.server.listening) await sleep(20);
      const late = await fetch(`${url}/healthz`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);
      expect(events).toEqual([]); // still waiting for the request in flight

      release();
      await done;
      expect(await slow).toEqual({ status: 200, body: { done: true } });
      expect(events).toEqual(['request finished', 'tasks stopped', 'database closed']);
      const runsAfter = runs;
      await sleep(50);
      expect(runs).toBe(runsAfter);
    } finally {
      release();
      await t.close();
    }
  });
});
