import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../../scripts/precompress.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client } from '../test/client.ts';
import { makeUser, signedInClient } from '../test/factories.ts';
import { newestEventId } from '../modules/live/publish.ts';
import { notifyInApp } from '../modules/messages/notify.service.ts';
import { writeStandInBuild } from '../test/stand-in-build.ts';
import { resetClock, setClock } from '../lib/clock.ts';
import { makeVacancy } from '../modules/vacancies/vacancy-factories.ts';
import { SHARED_PAGE_MS } from './shared-pages.ts';
import { preferredEncoding } from './web-app.ts';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-dist-'));
// Big enough to be precompressed (scripts/precompress.ts leaves out files under 1 KB).
const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `строка ${i}`))};\n`;
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]);

beforeAll(async () => {
  writeStandInBuild(dist, script);
  fs.writeFileSync(path.join(dist, 'client', 'assets', 'tiny-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'client', 'assets', 'photo-abc123.png'), png);
  fs.writeFileSync(path.join(dist, 'client', 'robots.txt'), 'User-agent: *');
  await precompressFolder(path.join(dist, 'client'));
  t = await createTestApp({ env: { WEB_DIST: dist, SUPPORT_EMAIL: 'help@example.ru' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const gunzip = (payload: Buffer) => zlib.gunzipSync(payload).toString();

describe('the build copies (scripts/precompress.ts)', () => {
  it('writes Brotli and gzip copies of text files only, never of index.html or the manifest', () => {
    const files = fs.readdirSync(path.join(dist, 'client'), { recursive: true }).map(String).sort();
    expect(files).toContain(path.join('assets', 'entry-abc123.js.br'));
    expect(files).toContain(path.join('assets', 'entry-abc123.js.gz'));
    expect(files.filter((f) => /\.(br|gz)$/.test(f))).toHaveLength(2);
  });
});

describe('pages the same for every signed-out visitor (the entering and error pages, the landing)', () => {
  it('go to a signed-out visitor as one copy, in their document with the support settings, revalidated with an ETag', async () => {
    const res = await client(t.app).get('/login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toContain('<main>Вход</main>');
    expect(res.body).toContain('<meta name="jti-config"');
    expect(res.body).toContain('help@example.ru');
    expect(res.body).toContain('<script type="application/json" id="jti-page-data">{"login":true}</script>');
    // The boot script is the page's one script; it names the entry and every chunk the page needs.
    expect(res.body).toContain(
      '<script type="module" src="/assets/boot-abc123.js" data-entry="/assets/entry-abc123.js" data-modules="/assets/shared-abc123.js /assets/login-abc123.js"></script>',
    );
    expect(res.body).not.toContain('rel="modulepreload"');
    expect(res.body).not.toContain('src="/assets/entry-abc123.js"');
    expect(res.body).not.toContain('Загрузка…');

    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/login', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/login', { 'if-none-match': 'W/"old"' })).statusCode).toBe(200);
  });

  it('are compressed as the browser accepts', async () => {
    const br = await get('/login?vacancy=3', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<main>Вход</main>');
    const gz = await get('/login', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzip(gz.rawPayload)).toContain('<main>Вход</main>');
    expect(
      (await get('/login', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('include the landing, in its own template (its own browser entry)', async () => {
    const res = await get('/');
    expect(res.body).toContain('<main>Лендинг</main>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('/assets/landing-abc123.js');
    expect(res.body).not.toContain('/assets/entry-abc123.js');
    const signedIn = await get('/', { cookie: 'jti_session=whatever' });
    expect(signedIn.body).toContain('<main>Лендинг</main>');
    expect(signedIn.body).toContain('"homeTo":"/progress"');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('include the not-found page, one copy for every path, with its status', async () => {
    const res = await get('/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('Нет такой страницы');
    expect((await get('/nothing/else')).headers.etag).toBe(res.headers.etag);
  });
});

describe('pages rendered once a minute for every signed-out visitor (the landing, decision 062)', () => {
  const rendering = (body: string) => Number(/отрисовка (\d+)/.exec(body)?.[1]);
  const openCount = (body: string) => Number(/Открыто (\d+)/.exec(body)?.[1]);

  it('read their data once, then go to every signed-out visitor as that copy, revalidated by ETag', async () => {
    const first = await get('/shared?utm_source=chat');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^W\//);
    expect(first.headers['set-cookie']).toBeUndefined();
    const opened = openCount(first.body);
    expect(opened).toBeGreaterThanOrEqual(0);

    // Another visitor with cookies of their own (but no session): the same copy.
    const second = await get('/shared', { cookie: 'XSRF-TOKEN=theirs', 'accept-encoding': 'br' });
    expect(second.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(second.rawPayload).toString()).toBe(first.body);
    expect((await get('/shared', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    // A vacancy opened: shown once the minute is over, not before.
    await makeVacancy(t.db);
    expect((await get('/shared')).body).toBe(first.body);
    setClock({ advanceMs: SHARED_PAGE_MS + 1 });
    try {
      const later = await get('/shared');
      expect(openCount(later.body)).toBe(opened + 1);
      expect(rendering(later.body)).toBe(rendering(first.body) + 1);
      expect(later.headers.etag).not.toBe(first.headers.etag);
    } finally {
      resetClock();
    }
  });

  it('a signed-in visitor gets theirs, rendered for them', async () => {
    const res = await get('/shared', { cookie: 'jti_session=whatever' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(', с сессией');
  });

  it('a rendering without its data is sent but not kept: the next visitor gets a fresh one', async () => {
    const one = await get('/shared-broken');
    const two = await get('/shared-broken');
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(rendering(two.body)).toBeGreaterThan(rendering(one.body));
    expect(two.headers['cache-control']).toBe('private, no-store');
  });
});

describe('pages rendered per request', () => {
  it('come personal and uncacheable, with their chunks, styles, markup and data in one document', async () => {
    const res = await get('/progress?q=<x>', { cookie: 'jti_session=whatever' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The page's styles are in its HTML; a disabled link (never fetched) tells the chunk loader so.
    expect(res.body).toContain('<style>.entry{color:teal}\n.progress{color:navy}</style>');
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/progress-abc123.css" disabled>');
    expect(res.body).not.toContain('<link rel="stylesheet" crossorigin');
    expect(res.body).toMatch(
      /data-modules="\/assets\/shared-abc123\.js \/assets\/progress-abc123\.js \/assets\/stepper-abc123\.js"/,
    );
    expect(res.body).not.toContain('runtime-abc123'); // the boot script's own import
    expect(res.body).toContain('<div id="root"><main>Страница /progress &lt;b&gt;</main></div>');
    expect(res.body).toContain('"q":"<x>"'); // the stand-in writes data as given; the real one escapes `<`
    expect(res.body.indexOf('<main>')).toBeLessThan(res.body.indexOf('jti-page-data'));
  });

  it('are compressed', async () => {
    const res = await get('/progress', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzip(res.rawPayload)).toContain('<main>Страница /progress');
  });

  it('render with the width guessed from the request (Sec-CH-UA-Mobile, else the user agent)', async () => {
    expect((await get('/progress', { 'sec-ch-ua-mobile': '?1' })).body).toContain('/progress mobile');
    expect((await get('/progress', { 'sec-ch-ua-mobile': '?0', 'user-agent': 'iPhone' })).body).not.toContain(
      'mobile',
    );
    expect(
      (
        await get('/progress', {
          'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
        })
      ).body,
    ).toContain('mobile');
    expect(
      (
        await get('/progress', {
          'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148',
        })
      ).body,
    ).not.toContain('mobile');
  });

  it('a page the browser renders itself gets the frame with its data and the spinner', async () => {
    const res = await get('/staff');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<div class="boot">Загрузка…</div>');
    expect(res.body).toContain('{"rendered":false}');
  });

  it('a signed-in visitor at a page shared by signed-out ones gets it rendered, and its guard answers', async () => {
    const res = await get('/login', { cookie: 'jti_session=whatever' });
    expect(res.statusCode).toBe(302);
    // /login → /home → /progress: followed here, one redirect for the browser.
    expect(res.headers.location).toBe('/progress');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('redirects out of the app as they are, and stops following after a few', async () => {
    expect((await get('/away')).headers.location).toBe('https://elsewhere.example/');
    const loop = await get('/loop');
    expect(loop.statusCode).toBe(302);
    expect(loop.headers.location).toBe('/loop');
  });

  it('a render that fails sends the visitor to /500', async () => {
    const res = await get('/boom');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/500');
  });

  it('the 500 page that cannot render either answers with its text, not a redirect to itself', async () => {
    const res = await get('/500');
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Что-то пошло не так');
  });

  it("carry where the visitor's own live stream stands, not the newest event of the whole site (issue 30)", async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const other = await makeUser(t.db);
    await notifyInApp(t.db, user.id, { title: 'Своё', text: '' });
    const own = await newestEventId(t.db, user.id);
    await notifyInApp(t.db, other.id, { title: 'Чужое', text: '' });
    expect(own).toBeGreaterThan(0);
    expect((await c.get('/live-from')).body).toContain(`<main>${own}</main>`);
    // Nothing of one's own yet: the stream starts at 0, which says nothing about anyone else.
    const { c: fresh } = await signedInClient(t.app, t.db, 'participant');
    expect((await fresh.get('/live-from')).body).toContain('<main>0</main>');
    expect((await get('/live-from')).body).toContain('<main>null</main>');
  });

  it("call the API in-process with the visitor's own session", async () => {
    const anonymous = await get('/whoami');
    expect(anonymous.body).toContain('<main>401</main>');
    const { c } = await signedInClient(t.app, t.db, 'participant');
    const signedIn = await c.get('/whoami');
    expect(signedIn.body).toContain('<main>200</main>');
    expect(signedIn.body).toContain('participant');
  });
});

describe('the built files', () => {
  it('serves hashed assets for a year, immutable, in the encoding the browser accepts', async () => {
    const br = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/entry-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzip(gz.rawPayload)).toBe(script);

    const plain = await get('/assets/entry-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends files without a copy (small, or compressed already like images) as they are', async () => {
    const tiny = await get('/assets/tiny-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
    const image = await get('/assets/photo-abc123.png', { 'accept-encoding': 'br, gzip' });
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

  it('never serves the template, the manifest or the server entry as files', async () => {
    for (const url of [
      '/index.html',
      '/.vite/manifest.json',
      '/server/entry-server.js',
      '/../server/entry-server.js',
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain('"isEntry"');
      expect(res.body, url).not.toContain('export const renderer');
      expect(res.body, url).not.toContain('<!--page-html-->');
    }
  });

  it('answers a missing asset (a chunk of an older release) with 404, not a page', async () => {
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
