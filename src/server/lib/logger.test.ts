import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/harness.ts';
import { client } from '../test/client.ts';
import { lastResetToken, lastSmsCode, makeUser } from '../test/factories.ts';
import { captureLog } from '../test/log-sink.ts';

describe('logs', () => {
  it('carry a request id and never a code, a token, a password or a cookie', async () => {
    const { logger, lines } = captureLog();
    const t = await createTestApp({ logger });
    try {
      const user = await makeUser(t.db);
      const c = client(t.app);
      await c.post('/sms/send-code', { phone: user.phone });
      const code = (await lastSmsCode(t.db, user.phone!))!;
      await c.post('/sms/login', { phone: user.phone, code });
      await c.post('/forgot-password', { email: user.email });
      const token = (await lastResetToken(t.db, user.email))!;
      await c.get(`/reset/${token}`);
      await c.post('/login', { email: user.email, password: user.password });
      const log = lines.join('');
      expect(lines.some((l) => /"reqId"/.test(l))).toBe(true);
      expect(log).toContain('message written to the outbox');
      expect(log).not.toContain(code);
      expect(log).not.toContain(token);
      expect(log).not.toContain(user.password);
      expect(log).not.toContain(user.phone!);
      expect(log).not.toMatch(/jti_session=/);
    } finally {
      await t.close();
    }
  });

  it('a failed query is logged with its SQL and error code, never its values', async () => {
    const { logger, lines } = captureLog();
    const t = await createTestApp({
      logger,
      extraRoutes: (app) =>
        app.get('/api/test/failed-query', { config: { access: 'public' } }, async () => {
          await t.db.execute(sql`select ${'anna.secret@mail.ru'}::int`);
          return {};
        }),
    });
    try {
      const res = await client(t.app).get('/api/test/failed-query');
      expect(res.statusCode).toBe(500);
      const entry = lines.map((l) => JSON.parse(l)).find((e) => e.msg === 'unhandled error: failed query');
      expect(entry).toMatchObject({ query: expect.stringContaining('::int'), cause: { sqlstate: '22P02' } });
      expect(lines.join('')).not.toContain('anna.secret');
    } finally {
      await t.close();
    }
  });
});
