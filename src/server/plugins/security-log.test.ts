import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { client } from '../test/client.ts';
import { makeUser } from '../test/factories.ts';
import { captureLog } from '../test/log-sink.ts';

type Entry = {
  security?: string;
  outcome?: string;
  status?: number;
  userId?: number | null;
  ip?: string;
  route?: string;
};

describe('the security log', () => {
  it('records sign-in outcomes, sign-out and refused calls with who, where and what, never the e-mail or password', async () => {
    const { logger, lines } = captureLog();
    const t = await createTestApp({ logger });
    try {
      const user = await makeUser(t.db, { role: 'recruiter' });
      const c = client(t.app, { ip: '10.9.8.7' });
      await c.post('/login', { email: user.email, password: 'не-тот-пароль-1' });
      await c.post('/login', { email: user.email, password: user.password });
      await c.get('/api/screening/vacancy'); // a recruiter may not: 403
      await c.post('/logout', {}, { csrf: false }); // 419
      await c.post('/logout');
      await client(t.app).get('/api/users/info'); // 401
      const events = lines.map((l) => JSON.parse(l) as Entry).filter((e) => e.security);
      const summary = events.map((e) => `${e.security} ${e.outcome} ${e.status}`);
      expect(summary).toEqual([
        'sign-in failure 422',
        'sign-in success 200',
        'forbidden failure 403',
        'csrf-mismatch failure 419',
        'sign-out success 204',
        'not-signed-in failure 401',
      ]);
      expect(events[1]).toMatchObject({ userId: user.id, ip: '10.9.8.7', route: 'POST /login' });
      expect(events[2]).toMatchObject({ userId: user.id, route: 'GET /api/screening/vacancy' });
      const all = lines.join('');
      expect(all).not.toContain(user.email);
      expect(all).not.toContain(user.password);
    } finally {
      await t.close();
    }
  });
});
