import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { setClock } from './clock.ts';
import { HttpError } from './errors.ts';
import { check, hit } from './rate-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const status = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: HttpError) => e.status,
  );

describe('rate limits', () => {
  it('once a minute means a minute after the allowed try, whatever the clock minute', async () => {
    const limit = [{ key: 'test:minute', max: 1, windowSeconds: 60 }];
    setClock({ freezeAt: new Date('2026-06-01T10:00:59Z') });
    expect(await status(hit(t.db, limit))).toBe(200);
    setClock({ freezeAt: new Date('2026-06-01T10:01:01Z') });
    const err = await hit(t.db, limit).catch((e: HttpError) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(429);
    expect((err as HttpError).headers['retry-after']).toBe('58');
    setClock({ freezeAt: new Date('2026-06-01T10:01:59Z') });
    expect(await status(hit(t.db, limit))).toBe(200);
  });

  it('counts up to max in a window, then refuses; check does not count', async () => {
    const limit = [{ key: 'test:five', max: 5, windowSeconds: 3600 }];
    setClock({ freezeAt: new Date('2026-06-02T10:00:00Z') });
    for (let i = 0; i < 5; i++) {
      await check(t.db, limit);
      await hit(t.db, limit);
    }
    expect(await status(check(t.db, limit))).toBe(429);
    setClock({ freezeAt: new Date('2026-06-02T11:00:00Z') });
    expect(await status(check(t.db, limit))).toBe(200);
  });
});
