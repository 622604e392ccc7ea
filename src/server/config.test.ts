import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DEMO_DATA: true, cookieSecure: false });
    expect(c.DATA_DIR).toMatch(/data$/);
    expect(c.PUBLIC_URL).toBe('http://127.0.0.1:3000');
    expect(c.FILES_DIR).toBe(path.join(c.DATA_DIR, 'files'));
    expect(c.SERVED_BY).toBeUndefined();
    expect(c.SHUTDOWN_DELAY_SECONDS).toBe(0);
    expect(c.DEADLINE_SWEEP_SECONDS).toBe(60);
  });

  it('keeps the uploaded files where FILES_DIR says (a folder several servers share)', () => {
    expect(loadConfig({ DATA_DIR: '/srv/a', FILES_DIR: '/mnt/shared/files' }).FILES_DIR).toBe(
      '/mnt/shared/files',
    );
    expect(loadConfig({ DATA_DIR: '/srv/a' }).FILES_DIR).toBe('/srv/a/files');
    expect(() => loadConfig({ SERVED_BY: 'a b' })).toThrow(/SERVED_BY/);
  });

  it('lists every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SUPPORT_EMAIL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SUPPORT_EMAIL/,
    );
  });

  it('production needs APP_SECRET and makes cookies Secure', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) }).cookieSecure).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).DEMO_DATA).toBe(false);
  });

  it('production has no demo accounts and no development outbox', () => {
    const secret = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(secret).DEMO_DATA).toBe(false);
    expect(() => loadConfig({ ...secret, DEMO_DATA: 'on' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ ...secret, DEV_OUTBOX: 'on' })).toThrow(/DEV_OUTBOX/);
  });

  it('the API docs: served outside production, in production only with API_DOCS=on', () => {
    const secret = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect([
      loadConfig({}).API_DOCS,
      loadConfig(secret).API_DOCS,
      loadConfig({ ...secret, API_DOCS: 'on' }).API_DOCS,
    ]).toEqual([true, false, true]);
    expect(loadConfig({ API_DOCS: 'off' }).API_DOCS).toBe(false);
  });
});
