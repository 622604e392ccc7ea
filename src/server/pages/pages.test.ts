/**
 * Pages on a first load, through the built web app (`npm run build` first; `npm test` builds before
 * the server tests): every guard of spec section 4 answers on the server with a redirect, a page
 * comes with its first screen and its data, personal and uncacheable, and nothing in it runs inline.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_DATA_ID } from '#shared/page-render.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client, type Client } from '../test/client.ts';
import { signedInClient } from '../test/factories.ts';
import { makeCandidate, makeVacancy } from '../test/screening-factories.ts';

const dist = path.resolve('dist');
if (!fs.existsSync(path.join(dist, 'server', 'entry-server.js'))) {
  throw new Error('These tests render the built web app: run `npm run build` first.');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(() => t.close());

const DESKTOP = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
  'sec-ch-ua-mobile': '?0',
};
const PHONE = {
  'user-agent': 'Mozilla/5.0 (Linux; Android 11) Chrome/130.0 Mobile Safari/537.36',
  'sec-ch-ua-mobile': '?1',
};

async function page(c: Client, url: string, headers: Record<string, string> = DESKTOP) {
  return c.get(url, { headers });
}

/** Where a first load of `url` ends: the redirect's target, or 200 and the page. */
async function lands(c: Client, url: string, headers?: Record<string, string>): Promise<string> {
  const res = await page(c, url, headers);
  return res.statusCode === 302 ? `→ ${res.headers.location}` : String(res.statusCode);
}

/** The page's data element, parsed. */
function pageData(html: string): {
  rendered: boolean;
  hints: { authenticated: boolean; mobile: boolean };
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
} {
  const match = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('the page has no data element');
  return JSON.parse(match[1]);
}

/** Every script element runs a file of this origin or holds data: none runs inline (the CSP allows none). */
function expectNoInlineScript(html: string) {
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    expect(tag).toMatch(/type="module"[^>]*src="\/assets\/|type="application\/json"/);
  }
}

describe('a signed-out visitor', () => {
  it('gets the entering, landing and error pages as built, and is sent to /login from every other page', async () => {
    const c = client(t.app);
    for (const url of ['/', '/login', '/email_login', '/signup'])
      expect(await lands(c, url), url).toBe('200');
    expect(await lands(c, '/500')).toBe('500');
    expect(await lands(c, '/400')).toBe('400');
    expect(await lands(c, '/no/such/page')).toBe('404');
    for (const url of [
      '/screening',
      '/progress',
      '/vacancies',
      '/newswire',
      '/notifications',
      '/profile',
      '/mobile',
      '/verified',
      '/admin',
      '/admin/users/3',
      '/recruiter',
      '/manager/candidates',
    ]) {
      expect(await lands(c, url), url).toBe('→ /login');
    }
  });

  it('denied a vacancy page, is sent to /login with the vacancy to return to; a bad id is /400', async () => {
    const c = client(t.app);
    expect(await lands(c, '/vacancies/3')).toBe('→ /login?vacancy=3');
    expect(await lands(c, '/vacancies/abc')).toBe('→ /400');
    expect(await lands(c, '/vacancies/0')).toBe('→ /400');
  });

  it('gets a built page with no session in it, revalidated rather than kept', async () => {
    const res = await page(client(t.app), '/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(pageData(res.body).hints.authenticated).toBe(false);
    expect(res.body).toContain('Стажировка');
    expectNoInlineScript(res.body);
  });

  it('gets a sign-in or sign-up page drawn for them: its form carries their own token, kept from any cache', async () => {
    for (const [url, title] of [
      ['/login', 'Вход'],
      ['/signup', 'Регистрация'],
    ]) {
      const res = await page(client(t.app), url!);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(pageData(res.body).hints.authenticated).toBe(false);
      expect(res.body).toContain(title);
      expect(res.body).toMatch(/name="_token" value="[\w-]+\.[\w-]+"/);
      expectNoInlineScript(res.body);
    }
  });
});

describe('a participant', () => {
  it('without an active screening: home is /vacancies, /progress is closed, entering pages send home', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    expect(await lands(c, '/screening')).toBe('→ /vacancies');
    expect(await lands(c, '/progress')).toBe('→ /vacancies');
    // /login → /screening → /vacancies: followed on the server, one redirect for the browser.
    expect(await lands(c, '/login')).toBe('→ /vacancies');
    expect(await lands(c, '/signup')).toBe('→ /vacancies');
    expect(await lands(c, '/verified')).toBe('→ /vacancies');
    expect(await lands(c, '/admin/statistics')).toBe('→ /vacancies');
    await makeVacancy(t.db, { title: 'Стажёр в финансы' });
    const vacancies = await page(c, '/vacancies?departments=6');
    expect(vacancies.statusCode).toBe(200);
    const data = pageData(vacancies.body);
    // The list is a POST (the filter): in-process with a token of its own, and in the page.
    expect(data.rendered).toBe(true);
    const keys = data.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys.some((k) => k.startsWith('["vacancies","filter"'))).toBe(true);
    expect(keys).toContain('["vacancies","cities",""]');
    expect(vacancies.body).toContain('Стажёр в финансы');
    // The filter column is a large boundary of its own (lazyPart): rendered in place, never sent apart.
    expect(vacancies.body).toContain('data-testid="vacancy-filters"');
    expectNoInlineScript(vacancies.body);
  });

  it('with an active screening: /progress with its stages in the page, /vacancies closed, only its own vacancy open', async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const mine = await makeVacancy(t.db, { title: 'Стажёр <b>аналитик</b>' });
    const other = await makeVacancy(t.db, { title: 'Другая вакансия' });
    await makeCandidate(t.db, user.id, mine, { 1: 'success', 2: 'awaiting' }, { status: 'assigned' });
    expect(await lands(c, '/screening')).toBe('→ /progress');
    expect(await lands(c, '/vacancies')).toBe('→ /progress');
    expect(await lands(c, `/vacancies/${other.vacancy.id}`)).toBe('→ /progress');
    expect(await lands(c, `/vacancies/${mine.vacancy.id}`)).toBe('200');

    const res = await page(c, '/progress');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expectNoInlineScript(res.body);
    // The first screen is in the HTML: the vacancy (its text escaped) and the stages.
    expect(res.body).toContain('Стажёр &lt;b&gt;аналитик&lt;/b&gt;');
    expect(res.body).toContain('Видеорезюме');
    // The active stage's panel (the video CV's) is among the page's scripts the boot script asks for
    // (decision 046); no other stage's panel is.
    const modules = /data-modules="([^"]*)"/.exec(res.body)?.[1] ?? '';
    const preloads = modules.split(' ').map((f) => /^\/assets\/([a-z-]+)-[\w-]+\.js$/.exec(f)?.[1]);
    expect(preloads).toContain('progress-page');
    expect(preloads.filter((name) => name?.endsWith('-panel'))).toEqual(['vcv-panel']);
    const data = pageData(res.body);
    expect(data.rendered).toBe(true);
    expect(data.hints.authenticated).toBe(true);
    const keys = data.queries.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining(['["users","info"]', '["screening","vacancy"]', '["screening","stages"]']),
    );
    // The data is the participant's own, and `<` never appears raw inside the script element.
    expect(JSON.stringify(data)).toContain(user.email);
    expect(res.body).not.toMatch(/<b>аналитик/);
  });

  it('owing the "how did you hear" answer is kept on /verified', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant', { needHowKnow: true });
    for (const url of ['/progress', '/vacancies', '/newswire', '/login'])
      expect(await lands(c, url), url).toBe('→ /verified');
    expect(await lands(c, '/verified')).toBe('200');
  });

  it('gets the mobile pages only from a phone', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    expect(await lands(c, '/mobile', DESKTOP)).toBe('→ /vacancies');
    expect(await lands(c, '/mobile', PHONE)).toBe('200');
    // A picked material lives in the browser's memory: a first load has none.
    expect(await lands(c, '/mobile/material', PHONE)).toBe('→ /mobile');
  });

  it('renders the feed, the notices and the profile with their data', async () => {
    const { c } = await signedInClient(t.app, t.db, 'participant');
    for (const url of ['/newswire', '/notifications', '/profile']) {
      const res = await page(c, url);
      expect(res.statusCode, url).toBe(200);
      expect(pageData(res.body).rendered, url).toBe(true);
      expectNoInlineScript(res.body);
    }
  });
});

describe('staff', () => {
  it("go to their role home from other roles' pages; their own pages are drawn here with their first data (decision 069)", async () => {
    const recruiter = (await signedInClient(t.app, t.db, 'recruiter')).c;
    expect(await lands(recruiter, '/progress')).toBe('→ /recruiter');
    expect(await lands(recruiter, '/admin/users')).toBe('→ /recruiter');
    expect(await lands(recruiter, '/login')).toBe('→ /recruiter');
    expect(await lands(recruiter, '/recruiter/positions/abc')).toBe('→ /400');
    const res = await page(recruiter, '/recruiter');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = pageData(res.body);
    expect(data.rendered).toBe(true);
    expect(res.body).toContain('>Позиции</h1>');
    // The list the page reads is in the page's cache: the browser asks the server nothing first.
    const keys = (data.queries as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
    expect(keys).toContainEqual(expect.arrayContaining(['positions', 'list']));

    const manager = (await signedInClient(t.app, t.db, 'manager')).c;
    expect(await lands(manager, '/admin')).toBe('→ /manager/candidates');
    expect(await lands(manager, '/recruiter')).toBe('→ /manager/candidates');
    const admin = (await signedInClient(t.app, t.db, 'admin')).c;
    expect(await lands(admin, '/manager/candidates')).toBe('→ /admin/statistics');
    expect(await lands(admin, '/screening')).toBe('→ /admin/statistics');
  });
});

describe('a session that ended', () => {
  it('counts as signed out: the built entering page is not given, the page renders for a visitor', async () => {
    const c = client(t.app);
    const res = await c.get('/login', { headers: { ...DESKTOP, cookie: 'jti_session=ended' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(pageData(res.body).hints.authenticated).toBe(false);
    expect(await lands(c, '/progress', { ...DESKTOP, cookie: 'jti_session=ended' })).toBe('→ /login');
  });
});
