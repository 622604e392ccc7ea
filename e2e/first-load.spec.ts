/**
 * The first load of a page comes from the server with its data (docs/decisions/022-server-rendering.md):
 * the page asks the API nothing its HTML carried, reads without JavaScript, and the phone's header
 * keeps «Выйти».
 */
import type { Browser, Page, Request, Response } from '@playwright/test';
import {
  csrfHeaders,
  DEMO,
  DEMO_PASSWORD,
  expect,
  loginAs,
  newParticipant,
  test,
  withoutScripts,
} from './fixtures.ts';

/** The API calls a page makes from its first byte until it is live and quiet. */
async function callsOnFirstLoad(page: Page, path: string): Promise<string[]> {
  // Whatever the page before was still doing is not this page's.
  await page.waitForLoadState('networkidle');
  const calls: string[] = [];
  // Until the new document's answer arrives the page before is still alive, and a poll of its own
  // (the unread flag, a test's timer) can leave then: only what is asked after that is this page's.
  let arrived = false;
  const arrive = (r: Response) => {
    if (r.request().isNavigationRequest() && r.frame() === page.mainFrame() && r.status() < 300)
      arrived = true;
  };
  const record = (r: Request) => {
    const url = new URL(r.url());
    if (arrived && url.pathname.startsWith('/api/')) calls.push(`${r.method()} ${url.pathname}${url.search}`);
  };
  page.on('response', arrive);
  page.on('request', record);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  page.off('response', arrive);
  // A post's images and videos, a post seen and the live stream (decision 030) are not the page's data.
  return calls.filter(
    (c) =>
      !c.startsWith('GET /api/file/') &&
      !c.startsWith('POST /api/posts/log/') &&
      !c.startsWith('GET /api/events'),
  );
}

test('no participant page asks the API on its first load for what its HTML carried', async ({ page }) => {
  await loginAs(page, 'participant');
  for (const path of ['/progress', '/vacancies/7', '/newswire', '/notifications', '/profile']) {
    expect(await callsOnFirstLoad(page, path), path).toEqual([]);
  }
});

test('nor do /progress and /mobile where the stage offers meeting times (they come with the page)', async ({
  page,
}) => {
  // slots.late@example.com holds a seat past the cut-off: the times are read, and never change.
  await page.goto('/email_login');
  await page.getByLabel('E-mail').fill('slots.late@example.com');
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  expect(await callsOnFirstLoad(page, '/progress')).toEqual([]);
  await expect(page.getByTestId('slot-picker')).toBeVisible();
});

test('nor does /vacancies for a participant without a screening', async ({ page, ip }) => {
  await newParticipant(page, ip, { answerHowKnow: true });
  expect(await callsOnFirstLoad(page, '/vacancies')).toEqual([]);
  expect(await callsOnFirstLoad(page, '/vacancies?departments=7')).toEqual([]);
});

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile home with meeting times asks nothing either', async ({ page }) => {
    await page.goto('/email_login');
    await page.getByLabel('E-mail').fill('slots.late@example.com');
    await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/(progress|mobile)$/);
    expect(await callsOnFirstLoad(page, '/mobile')).toEqual([]);
    await expect(page.getByTestId('slot-picker')).toBeVisible();
  });

  test('the mobile home asks nothing either, and «Выйти» in the header signs out', async ({ page }) => {
    await loginAs(page, 'participant');
    expect(await callsOnFirstLoad(page, '/mobile')).toEqual([]);
    const logout = page.getByRole('banner').getByRole('button', { name: 'Выйти' });
    await expect(logout).toBeInViewport();
    await logout.click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/progress');
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** A browser without JavaScript, signed in as the demo participant through the API. */
async function withoutJavaScript(browser: Browser, ip: string): Promise<Page> {
  const page = await (await withoutScripts(browser, 'desktop', ip)).newPage();
  const headers = await csrfHeaders(page, ip);
  const res = await page.request.post('/login', {
    headers,
    data: { email: DEMO.participant.email, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  return page;
}

test('without JavaScript the landing, a vacancy and the progress still show their content', async ({
  browser,
  ip,
}) => {
  const visitor = await (await withoutScripts(browser, 'desktop')).newPage();
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Войти/ }).first()).toBeVisible();
  await visitor.context().close();

  const page = await withoutJavaScript(browser, ip);
  await page.goto('/vacancies/7');
  await expect(page.getByRole('heading', { name: 'Стажёр-разработчик (IT)' })).toBeVisible();
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Мой отбор' })).toBeVisible();
  await expect(page.getByTestId('stage-panel').getByRole('heading', { level: 2 })).toBeVisible();
  await page.context().close();
});

test('the page is painted before its scripts are asked for, and then comes alive', async ({ page }) => {
  await loginAs(page, 'participant');
  for (const path of ['/', '/progress', '/newswire']) {
    // From a blank page, as a visitor comes: between two of its own pages Chromium holds the old
    // page's picture until the new one has content, and the paint's time is then not the first frame's.
    await page.goto('about:blank');
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      // The page's scripts: what the boot script's tag names (src/web/render/boot.ts).
      const tag = document.querySelector<HTMLScriptElement>('script[data-entry]')!;
      const named = new Set([tag.dataset.entry, ...tag.dataset.modules!.split(' ')]);
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => named.has(new URL(e.name).pathname))
        .map((e) => e.startTime);
      const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        paint,
        parsed: parsed.domInteractive,
        scripts: scripts.length,
        firstScript: Math.min(...scripts),
      };
    });
    expect(timing.scripts, path).toBeGreaterThan(3);
    // Only the boot script comes with the HTML; the page's own scripts are asked for once it is all
    // parsed and painted. The paint's time is when the frame reached the screen, which the compositor
    // may report up to a frame after the main thread painted it (and the boot script ran): one frame's grace.
    expect(timing.firstScript, `${path} ${JSON.stringify(timing)}`).toBeGreaterThan(timing.parsed);
    expect(timing.firstScript, `${path} ${JSON.stringify(timing)}`).toBeGreaterThan(timing.paint - 17);
  }
});
