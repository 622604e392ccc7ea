/**
 * A shared vacancy link shows the vacancy (issue 31, item 1; decision 062), through the built web app
 * (`npm run build` first): signed out, `/vacancies/{id}` still sends to sign-in, and sign-in shows the
 * vacancy with its stages, deadlines and the way to sign up for it; the landing lists the open ones.
 * Each preview carries its schema.org JobPosting as JSON-LD, escaped against `</script>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { client } from '../test/client.ts';
import { makeVacancy } from '../test/screening-factories.ts';
import { resetClock, setClock } from '../lib/clock.ts';
import { SHARED_PAGE_MS } from './shared-pages.ts';

const dist = path.resolve('dist');
if (!fs.existsSync(path.join(dist, 'server', 'entry-server.js'))) {
  throw new Error('These tests render the built web app: run `npm run build` first.');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(() => t.close());

let seq = 0;
const visitor = () => client(t.app, { ip: `10.53.${++seq % 250}.${(seq * 7) % 250}` });

/** The JSON-LD data elements of a page, parsed. */
function jobPostings(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** A title that would end a script element and start another, were it not escaped. */
const HOSTILE = 'Стажёр </script><script>alert(1)</script> <!-- аналитик';

describe('sign-in from a shared vacancy link', () => {
  it('keeps the guard, then shows the vacancy: title, department, city, format, stages and deadlines', async () => {
    const { vacancy } = await makeVacancy(t.db, { title: 'Стажёр-аналитик продаж', deadlineDays: 7 });
    const c = visitor();
    const denied = await c.get(`/vacancies/${vacancy.id}`);
    expect(denied.statusCode).toBe(302);
    expect(denied.headers.location).toBe(`/login?vacancy=${vacancy.id}`);

    const page = await c.get(`/login?vacancy=${vacancy.id}`);
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toMatch(/<h1[^>]*>Стажёр-аналитик продаж<\/h1>/);
    for (const text of ['Sales', 'Город не указан', 'Гибридный график', '30 ч в неделю'])
      expect(html).toContain(text);
    expect(html).toContain('Этапы отбора и сроки');
    expect(html).toContain('Анкета');
    expect(html).toContain('7 дней');
    expect(html).toContain('Выход на стажировку');
    expect(html).toContain('Зарегистрируйтесь или войдите, чтобы откликнуться');
    expect(html).toContain(`href="/signup?vacancy=${vacancy.id}"`);
    // The sign-in form is still the page's, drawn by the server: it works without scripts.
    expect(html).toMatch(/<form[^>]*method="post"/i);
    expect(html).toContain('Получить код');

    const [posting] = jobPostings(html);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Стажёр-аналитик продаж',
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: 'JTI' },
      url: `/vacancies/${vacancy.id}`,
      datePosted: vacancy.createdAt.toISOString().slice(0, 10),
    });
  });

  it('a link straight to sign-in or sign-up with the vacancy keeps it for after sign-in (the cookie)', async () => {
    const { vacancy } = await makeVacancy(t.db);
    for (const page of ['/login', '/signup']) {
      const c = visitor();
      expect((await c.get(`${page}?vacancy=${vacancy.id}`)).statusCode).toBe(200);
      expect(c.jar.get('jti_return_vacancy')).toBe(String(vacancy.id));
    }
    const other = visitor();
    await other.get('/signup?vacancy=abc');
    expect(other.jar.get('jti_return_vacancy')).toBeUndefined();
  });

  it('a title cannot end the JSON-LD element: `<` is escaped, the data parses back to the title', async () => {
    const { vacancy } = await makeVacancy(t.db, { title: HOSTILE });
    const html = (await visitor().get(`/login?vacancy=${vacancy.id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('</script><script>alert');
    expect(jobPostings(html)[0]?.title).toBe(HOSTILE);
  });

  it('a draft or missing vacancy: the sign-in form alone, still drawn by the server', async () => {
    const { vacancy: draft } = await makeVacancy(t.db, { status: 'draft', title: 'Черновик вакансии' });
    for (const id of [draft.id, 2_147_483_647]) {
      const res = await visitor().get(`/login?vacancy=${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Черновик вакансии');
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).toContain('Получить код');
    }
  });

  it('a closed vacancy says so, offers no sign-up for it and gives search engines no JobPosting', async () => {
    const { vacancy } = await makeVacancy(t.db, { status: 'close', title: 'Закрытая стажировка' });
    const html = (await visitor().get(`/login?vacancy=${vacancy.id}`)).body;
    expect(html).toContain('Закрытая стажировка');
    expect(html).toContain('Набор закрыт');
    expect(html).not.toContain('Зарегистрируйтесь или войдите, чтобы откликнуться');
    expect(html).not.toContain('application/ld+json');
  });
});

describe('the landing lists the open vacancies', () => {
  it('with the same preview and JobPosting each, leading to the vacancy; drafts and closed ones never', async () => {
    const { vacancy: draft } = await makeVacancy(t.db, { status: 'draft', title: 'Черновик на лендинге' });
    const { vacancy: closed } = await makeVacancy(t.db, { status: 'close', title: 'Закрытая на лендинге' });
    const { vacancy: open } = await makeVacancy(t.db, { title: HOSTILE, deadlineDays: 3 });
    // The landing is rendered once a minute for every signed-out visitor: past the minute, it is new.
    setClock({ advanceMs: SHARED_PAGE_MS + 1 });
    try {
      const res = await visitor().get('/');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      expect(html).toContain('Открытые вакансии');
      expect(html).toContain(`href="/vacancies/${open.id}"`);
      expect(html).toContain('3 дня');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('Черновик на лендинге');
      expect(html).not.toContain('Закрытая на лендинге');
      expect(html).not.toContain(`href="/vacancies/${draft.id}"`);
      expect(html).not.toContain(`href="/vacancies/${closed.id}"`);
      const postings = jobPostings(html);
      expect(postings.length).toBeGreaterThan(0);
      expect(postings.length).toBeLessThanOrEqual(6);
      expect(postings.every((p) => p['@type'] === 'JobPosting')).toBe(true);
      expect(postings.find((p) => p.url === `/vacancies/${open.id}`)?.title).toBe(HOSTILE);
      // The same copy for the next visitor, within the minute.
      expect((await visitor().get('/')).body).toBe(html);
    } finally {
      resetClock();
    }
  });
});
