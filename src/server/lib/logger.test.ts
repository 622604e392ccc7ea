import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness.ts';
import { client } from '../test/client.ts';
import { lastResetToken, lastSmsCode, makeUser } from '../test/factories.ts';
import { createLogger } from './logger.ts';

describe('logs', () => {
  it('carry a request id and never a code, a token, a password or a cookie', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const t = await createTestApp({ logger: createLogger('info', sink) });
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
});
