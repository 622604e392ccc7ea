/**
 * Every page that takes a native form post (decision 052), by everyone who might post to it, and
 * with whatever a form body can carry: the access matrix and the fuzzer of the JSON calls, for the
 * form encodings. Through the built web app (`npm run build` first). A post is never a 5xx, never
 * runs for a role the page is not for (the page's guard answers, the API refuses), and a post
 * without the visitor's token changes nothing.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer } from '#shared/page-render.ts';
import { CSRF_FIELD } from '#shared/page-render.ts';
import { builtWebApp } from '../test/form-post.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client, type Client } from '../test/client.ts';
import { signedInClient } from '../test/factories.ts';

const dist = builtWebApp();
const entry = path.join(dist, 'server', 'entry-server.js');

type Who = 'visitor' | 'participant' | 'recruiter' | 'manager' | 'admin';
const WHO: Who[] = ['visitor', 'participant', 'recruiter', 'manager', 'admin'];

let t: TestApp;
let pages: string[];
const clients = new Map<Who, Client>();
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
  const { renderer } = (await import(pathToFileURL(entry).href)) as { renderer: PageRenderer };
  pages = renderer.formPages.map((p) => p.replace(':id', '1').replace(':token', 'x'.repeat(40)));
  clients.set('visitor', client(t.app, { ip: '10.55.0.1' }));
  for (const [i, role] of (['participant', 'recruiter', 'manager', 'admin'] as const).entries())
    clients.set(role, (await signedInClient(t.app, t.db, role, { ip: `10.55.${i + 1}.1` })).c);
}, 60_000);
afterAll(() => t.close());

/** The token a page gives this browser (any page of the app mints it for the cookies' holder). */
async function tokenFor(c: Client): Promise<string> {
  const res = await c.get('/email_login');
  const token = new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`).exec(res.body)?.[1];
  if (token) return token;
  // A signed-in visitor is sent on from /email_login: the token is on their own pages.
  for (const page of ['/notifications', '/profile'])
    for (const m of (await c.get(page)).body.matchAll(
      new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`, 'g'),
    ))
      return m[1]!;
  return '';
}

function post(c: Client, url: string, body: string, type = 'application/x-www-form-urlencoded') {
  return c.request('POST', url, body, {
    csrf: false,
    headers: { 'content-type': type, origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' },
  });
}

describe('the form pages', () => {
  it('are the forms of the visitor and participant pages', () => {
    expect(pages).toEqual(
      expect.arrayContaining(['/login', '/email_login', '/signup', '/progress', '/vacancies/1', '/profile']),
    );
  });

  it('by every role: never a 5xx; a page not for the role answers as its guard does, not with its form', async () => {
    const rows: string[] = [];
    for (const who of WHO) {
      const c = clients.get(who)!;
      const token = await tokenFor(c);
      for (const page of pages) {
        const res = await post(
          c,
          page,
          new URLSearchParams({ [CSRF_FIELD]: token, intent: 'next' }).toString(),
        );
        rows.push(
          `${who} POST ${page} → ${res.statusCode}${res.headers.location ? ` ${res.headers.location}` : ''}`,
        );
        expect(res.statusCode, `${who} ${page}`).toBeLessThan(500);
        // Staff are never shown a participant's or a visitor's form: their guard sends them home.
        if (who !== 'visitor' && who !== 'participant' && page !== '/reset/' + 'x'.repeat(40))
          expect([302, 303], `${who} ${page}`).toContain(res.statusCode);
      }
    }
    expect(rows.length).toBe(WHO.length * pages.length);
  });

  it('a post without the token, or with a foreign one, is 419 or the guard’s redirect, by every role', async () => {
    const foreign = await tokenFor(client(t.app, { ip: '10.55.9.9' }));
    for (const who of WHO)
      for (const page of pages)
        for (const token of ['', foreign]) {
          const res = await post(
            clients.get(who)!,
            page,
            new URLSearchParams({ [CSRF_FIELD]: token }).toString(),
          );
          expect([302, 303, 419], `${who} ${page} token «${token.slice(0, 6)}»`).toContain(res.statusCode);
        }
  });

  it('fuzzed bodies in both encodings (fields, lengths, Unicode, repeats, broken encodings): below 500', async () => {
    const field = fc.oneof(
      fc.constantFrom(
        'intent',
        'email',
        'password',
        'phone',
        'code',
        'at',
        'kept',
        'departments',
        'institution',
        'source',
        'comment',
        'score',
        'answers.1',
        'cv_link',
      ),
      fc.string({ maxLength: 20 }),
    );
    const value = fc.oneof(
      fc.string({ maxLength: 50 }),
      fc.string({ unit: 'grapheme', maxLength: 50 }),
      fc.constantFrom(
        'next',
        'back',
        'register',
        'code',
        'resend',
        'forgot',
        'slot-1',
        'slot-cancel',
        'slot-no-time',
        'withdraw',
        'accept',
        '-1',
        '1e309',
        'NaN',
        '\u0000',
        '%',
        '%zz',
      ),
      fc.string({ minLength: 5_000, maxLength: 20_000 }),
    );
    const body = fc.array(fc.tuple(field, value), { maxLength: 12 });
    const seen = new Map<number, number>();
    for (const who of ['visitor', 'participant'] as const) {
      const c = clients.get(who)!;
      const token = await tokenFor(c);
      for (const page of pages) {
        await fc.assert(
          fc.asyncProperty(body, fc.boolean(), fc.boolean(), async (pairs, multipart, broken) => {
            const fields: [string, string][] = [[CSRF_FIELD, token], ...pairs];
            let res;
            if (multipart) {
              const boundary = 'fuzzboundary';
              const parts = fields.map(
                ([n, v]) =>
                  `--${boundary}\r\ncontent-disposition: form-data; name="${n.replace(/"/g, '')}"\r\n\r\n${v}\r\n`,
              );
              const text = parts.join('') + (broken ? '' : `--${boundary}--\r\n`);
              res = await post(c, page, text, `multipart/form-data; boundary=${boundary}`);
            } else {
              const text = new URLSearchParams(fields).toString() + (broken ? '&%E0%A4%A=%' : '');
              res = await post(c, page, text);
            }
            seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
            expect(res.statusCode, `${who} ${page} ${multipart ? 'multipart' : 'urlencoded'}`).toBeLessThan(
              500,
            );
          }),
          { seed: 20261207, numRuns: 12 },
        );
      }
    }
    // The bodies reached the actions (their refusals), not only the token check.
    console.log('fuzzed form posts by answer:', Object.fromEntries(seen));
    expect([...seen.keys()].some((s) => s === 200 || s === 400 || s === 422)).toBe(true);
  }, 240_000);
});
