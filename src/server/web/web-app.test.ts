import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/precompress.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client } from '../test/client.ts';
import { preferredEncoding } from './web-app.ts';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-dist-'));
// Big enough to be precompressed (scripts/precompress.ts leaves out files under 1 KB).
const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `строка ${i}`))};\n`;
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]);

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><title>Стажировка в JTI</title></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'photo-abc123.png'), png);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ big: script }));
  fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
  await precompressFolder(dist);
  t = await createTestApp({ env: { WEB_DIST: dist, SUPPORT_EMAIL: 'help@example.ru' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build copies (scripts/precompress.ts)', () => {
  it('writes Brotli and gzip copies of text files only, never of index.html or the manifest', () => {
    const files = fs.readdirSync(dist, { recursive: true }).map(String).sort();
    expect(files).toContain(path.join('assets', 'app-abc123.js.br'));
    expect(files).toContain(path.join('assets', 'app-abc123.js.gz'));
    expect(files.filter((f) => /\.(br|gz)$/.test(f))).toHaveLength(2);
  });
});

describe('serving the web app', () => {
  it('answers page paths with index.html carrying the support settings, never cached unchecked', async () => {
    for (const url of ['/', '/index.html', '/login', '/vacancies/12', '/admin/users/3', '/reset/abc']) {
      const res = await client(t.app).get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<meta name="jti-config"');
      expect(res.body).toContain('help@example.ru');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });

  it('compresses index.html as the browser accepts', async () => {
    const br = await get('/progress', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('help@example.ru');
    const gz = await get('/progress', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('help@example.ru');
    expect((await get('/progress', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('answers 304 to a browser that has this index.html already', async () => {
    const first = await get('/newswire', 'br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/', 'gzip')).headers.etag).toBe(etag);
    const again = await t.app.inject({ method: 'GET', url: '/newswire', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/newswire',
      headers: { 'if-none-match': 'W/"old"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('serves hashed assets for a year, immutable, in the encoding the browser accepts', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends files without a copy (small, or compressed already like images) as they are', async () => {
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
    const image = await get('/assets/photo-abc123.png', 'br, gzip');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(png)).toBe(true);
  });

  it('has files with lasting names checked on every use', async () => {
    const res = await get('/robots.txt');
    expect(res.body).toBe('User-agent: *');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset (a chunk of an older release) with 404, not index.html', async () => {
    const res = await client(t.app).get('/assets/gone-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.data.message).toBe('Не найдено');
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

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, and honours q-values and *', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('GZIP;Q=1')).toBe('gzip');
  });
});
