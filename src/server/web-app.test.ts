import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness.ts';
import { client } from './test/client.ts';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Стажировка в JTI</title></head><body></body></html>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  t = await createTestApp({ env: { WEB_DIST: dist, SUPPORT_EMAIL: 'help@example.ru' } });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers page paths with index.html carrying the support settings', async () => {
    for (const url of ['/', '/login', '/vacancies/12', '/admin/users/3', '/reset/abc']) {
      const res = await client(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<meta name="jti-config"');
      expect(res.body).toContain('help@example.ru');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built assets as immutable files', async () => {
    const res = await client(t.app).get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect((await client(t.app).get('/robots.txt')).body).toBe('User-agent: *');
  });

  it('never serves a file outside the folder', async () => {
    const res = await client(t.app).get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(res.body).not.toMatch(/root:/);
  });

  it('keeps unknown API paths as JSON 404', async () => {
    const res = await client(t.app).get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.data.message).toBe('Не найдено');
  });
});
