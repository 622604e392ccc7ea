/**
 * Journey fixtures: a page acting from its own address, a browser without scripts or with them held
 * back, sign-in as a demo role, a staff API session, the dev outbox.
 */
import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

export const DEMO = {
  participant: { email: 'participant@example.com', phone: '+79990000001', home: /\/(progress|vacancies)$/ },
  recruiter: { email: 'recruiter@example.com', home: /\/recruiter$/ },
  manager: { email: 'manager@example.com', home: /\/manager\/candidates$/ },
  admin: { email: 'admin@example.com', home: /\/admin\/statistics$/ },
} as const;
export const DEMO_PASSWORD = 'demo-password';
export type DemoRole = keyof typeof DEMO;

/** A mid-range Android phone's Chromium. */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** The two screens the journeys without scripts run on. */
export const SIZES = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, userAgent: PHONE_USER_AGENT },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;
export type Size = keyof typeof SIZES;

let seq = 0;

/** What went wrong in the pages a journey opened (openPage): checked when the journey ends. */
const broken: string[] = [];

type PageOptions = {
  ip: string;
  viewport?: { width: number; height: number } | null;
  permissions?: string[];
  /** The browser's language: Russian unless a journey checks another. */
  locale?: string;
};

/**
 * A page in a browser of its own, as a user of the journey: from its own address, in Russian and
 * Moscow time; a narrow screen is a phone's (its browser says so in Sec-CH-UA-Mobile, as the server
 * expects). A stage survey that opens over a page is skipped the way a user would. The server's page
 * is on screen before its scripts run: the journey acts after the page says it is live. Any hydration
 * mismatch or uncaught error fails the journey.
 */
export async function openPage(browser: Browser, opts: PageOptions): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': opts.ip },
    locale: opts.locale ?? 'ru-RU',
    timezoneId: 'Europe/Moscow',
    ...(opts.viewport ? { viewport: opts.viewport } : {}),
    ...(opts.viewport && opts.viewport.width < 768 ? { isMobile: true, userAgent: PHONE_USER_AGENT } : {}),
    ...(opts.permissions ? { permissions: opts.permissions } : {}),
  });
  const page = await context.newPage();
  // The stage survey opens by itself once its part loads, and steps back while a dialog the person
  // opened is up (components/score-dialog.tsx): skipped when it is there to press, and never waited
  // for once it has gone (Playwright does not wait after this handler; it runs again if need be).
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: 'Оцените этап' }),
    async (dialog) => {
      await dialog
        .getByRole('button', { name: 'Пропустить' })
        .click({ timeout: 5_000 })
        .catch(() => {});
      await dialog.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => {});
    },
    { noWaitAfter: true },
  );
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|Minified React error #4(18|19|21|23|25)/i.test(m.text()))
      broken.push(m.text());
  });
  page.on('pageerror', (e) => broken.push(`uncaught: ${e.message}`));
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await original(...args);
      await waitUntilLive(page);
      return response;
    };
  }
  return page;
}

export const test = base.extend<{ ip: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture list from this pattern
  ip: async ({}, use, testInfo) => {
    await use(`10.77.${testInfo.workerIndex % 250}.${(++seq * 13 + testInfo.retry) % 250}`);
  },
  page: async ({ browser, ip, viewport }, use) => {
    broken.length = 0;
    const page = await openPage(browser, { ip, viewport });
    await use(page);
    for (const context of browser.contexts()) await context.close();
    expect(broken, 'hydration mismatches and uncaught errors').toEqual([]);
  },
});
export { expect };

/** Waits for the app's page to be live (hydrated, or rendered by the browser); a file or an API answer is live at once. */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === 'true' || !document.getElementById('root'),
    undefined,
    {
      timeout: 15_000,
    },
  );
}

let otherSeq = 0;
/**
 * A further address for a second browser or API caller in the same journey. Sign-in and SMS limits
 * count per address, so every caller gets its own, unique across the tests a worker runs: the
 * worker's octet from the journey's own address, then a counter.
 */
export function anotherIp(ip: string): string {
  return `10.78.${ip.split('.')[2]}.${++otherSeq % 250}`;
}

let scriptlessSeq = 0;
/**
 * A browser context as a visitor with the page's scripts switched off, on a phone's or a desktop's
 * screen, from `ip` or else an address of its own (the worker's octet, then a counter).
 */
export function withoutScripts(browser: Browser, size: Size, ip?: string): Promise<BrowserContext> {
  return browser.newContext({
    ...SIZES[size],
    javaScriptEnabled: false,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    extraHTTPHeaders: {
      'x-forwarded-for': ip ?? `10.79.${test.info().workerIndex % 250}.${++scriptlessSeq % 250}`,
    },
  });
}

/** Holds every script of the app back `ms` after it was asked for: a slow phone on campus Wi-Fi. */
export async function delayScripts(page: Page, ms: number): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * A staff API session from its own address, as the demo admin (staff may move any stage) or the demo
 * recruiter, with the CSRF header on every change. Journeys move candidates along with it as the
 * staff screens would.
 */
export async function staffApi(ip: string, role: 'admin' | 'recruiter' = 'admin') {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': ip } });
  await api.get('/sanctum/csrf-cookie');
  // Read at each call: signing in rotates the token (decision 020).
  const headers = async () => ({
    'x-xsrf-token': decodeURIComponent(
      (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
    ),
  });
  const login = await api.post('/login', {
    headers: await headers(),
    data: { email: DEMO[role].email, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return {
    api,
    headers,
    /** Sets a candidate's stage `n` (its status and what goes with it). */
    async stage(candidateId: number, n: number, data: Record<string, unknown>) {
      const res = await api.put(`/api/dashboard/candidate/${candidateId}/stage/${n}`, {
        headers: await headers(),
        data,
      });
      expect(res.status(), `stage ${n}: ${await res.text()}`).toBe(200);
    },
    /** Makes the candidate an offer, its PDF attached. */
    async offer(candidateId: number) {
      const res = await api.put(`/api/dashboard/candidate/${candidateId}/stage/7`, {
        headers: await headers(),
        multipart: {
          status: 'awaiting',
          file: { name: 'Оффер.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    },
    dispose: () => api.dispose(),
  };
}
export type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/** The latest 6-digit code sent to a phone, from the development outbox (waits for it). */
export async function smsCodeFor(request: APIRequestContext, phone: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(phone)}`);
        const body = (await res.json()) as { data: { channel: string; body: string; created_at: string }[] };
        const sms = body.data.find((m) => m.channel === 'sms' && (!after || m.created_at > after));
        code = sms?.body.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The token of the latest reset link e-mailed to an address. */
export async function resetTokenFor(request: APIRequestContext, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
      const body = (await res.json()) as { data: { body: string }[] };
      token = body.data.map((m) => m.body.match(/\/reset\/([\w-]+)/)?.[1]).find(Boolean);
      return token;
    })
    .toBeTruthy();
  return token!;
}

/**
 * Opens `path` the way a journey asks: 'server' is a first load (the server's guards answer),
 * 'browser' a navigation inside the running app (the browser's router and guards decide; the app is
 * loaded first when the page has none yet).
 */
export async function open(page: Page, via: 'server' | 'browser', path: string): Promise<void> {
  if (via === 'server') {
    await page.goto(path);
    return;
  }
  // The app's router must be running: the landing has an entry of its own without it, so a signed-out
  // visitor starts from the sign-in page (a signed-in one is sent on to their home).
  const inApp = () =>
    page
      .evaluate(() => {
        const data = document.getElementById('jti-page-data')?.textContent;
        return (
          document.documentElement.dataset.hydrated === 'true' &&
          data !== undefined &&
          'router' in JSON.parse(data)
        );
      })
      .catch(() => false);
  if (!(await inApp())) {
    await page.goto('/login');
    await expect.poll(inApp).toBe(true);
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Signs in through `/email_login` as a demo role, or as another demo account by its e-mail (the demo
 * password; a participant's home is /progress or /vacancies unless `home` says), and waits for the
 * home. The one way the journeys sign in through the page.
 */
export async function loginAs(page: Page, who: DemoRole | { email: string; home?: RegExp }): Promise<void> {
  const { email, home = DEMO.participant.home } = typeof who === 'string' ? DEMO[who] : who;
  await page.goto('/email_login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(home);
}

/** The CSRF header for calls made with a page's own request context (shares the browser's cookies). */
export async function csrfHeaders(page: Page, ip: string): Promise<Record<string, string>> {
  await page.request.get('/sanctum/csrf-cookie');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  return { 'x-xsrf-token': decodeURIComponent(xsrf), 'x-forwarded-for': ip };
}

/**
 * Registers a new participant through the API and confirms the phone with the code from the outbox,
 * which signs the page's browser in. They have no screening yet and still owe the how-know answer.
 */
export async function newParticipant(page: Page, ip: string, opts: { answerHowKnow?: boolean } = {}) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  const phone = `+796${id}`;
  const email = `p.${id}@example.ru`;
  const cities = (await (await page.request.get('/api/cities')).json()).data as { id: number }[];
  const inst = (await (await page.request.get('/api/institutions?query=%D0%9C%D0%93%D0%A3')).json()).data[0];
  const headers = await csrfHeaders(page, ip);
  const reg = await page.request.post('/register', {
    headers,
    data: {
      last_name: 'Новикова',
      first_name: 'Вера',
      birth_date: '2004-02-02',
      email,
      phone,
      city_id: cities[0]!.id,
      citizenship: 'RU',
      password: 'Пароль-участника-1',
      password_confirmation: 'Пароль-участника-1',
      institution_id: inst.id,
      faculty: 'Экономический',
      specialty: 'Финансы',
      level: 'bachelor',
      course: 3,
      graduation_year: 2027,
      departments: [2],
      work_format: 1,
      hours: 40,
      english_level: 4,
      relocate: false,
      consent: true,
    },
  });
  expect(reg.status()).toBe(201);
  const code = await smsCodeFor(page.request, phone);
  expect((await page.request.post('/sms/login', { headers, data: { phone, code } })).status()).toBe(200);
  if (opts.answerHowKnow) {
    // Signing in rotated the CSRF token (decision 020): the next call takes the new one.
    const signedIn = await csrfHeaders(page, ip);
    expect(
      (
        await page.request.put('/api/users/feedback/how-know', { headers: signedIn, data: { source: 'hh' } })
      ).status(),
    ).toBe(200);
  }
  // The web app keeps its own signed-in flag, as after /verified.
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('jti.auth', '1'));
  return { email, phone };
}

/**
 * The signed-in participant applies through the API, answering the screening questions, to
 * `vacancyId` or else the first open demo vacancy; returns the candidate id. Journeys that are not
 * about applying start from a candidate this way.
 */
export async function applyThroughApi(page: Page, ip: string, vacancyId?: number): Promise<number> {
  let id = vacancyId ?? 0;
  for (let n = 1; n <= 40 && !id; n++) {
    const res = await page.request.get(`/api/vacancies/${n}`);
    if (res.ok() && (await res.json()).data.status === 'open') id = n;
  }
  expect(id).toBeGreaterThan(0);
  const stages = (await (await page.request.get(`/api/vacancies/${id}/stages`)).json()).data as {
    n: number;
    questions?: { id: string }[];
  }[];
  const answers = Object.fromEntries(
    (stages.find((s) => s.n === 1)?.questions ?? []).map((q) => [q.id, 'Хочу в команду']),
  );
  const res = await page.request.post('/api/screening/apply', {
    headers: await csrfHeaders(page, ip),
    multipart: {
      vacancy_id: String(id),
      answers: JSON.stringify(answers),
      cv_link: 'https://hh.ru/resume/0123456789abcdef',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A one-page PDF, made here so nothing binary is committed. */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Picks an option from a list field (components/ui/select.tsx, multi-select.tsx) as a person does: a
 * press opens the list, a press on the option picks it. React Aria closes an open list when the page
 * under it scrolls (as a native select does), and a press that comes while the page still settles
 * (a dialog just closed, the card redrawn shorter) opens a list that the scroll closes at once: a
 * person sees the list close and presses again, and so does this.
 */
export async function pickOption(
  scope: Page | Locator,
  label: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const field = scope.getByRole('combobox', { name: label, exact: typeof label === 'string' });
  const choice = page.getByRole('option', { name: option, exact: typeof option === 'string' });
  await expect(async () => {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    await expect(choice).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await choice.click();
}

/**
 * Types a wall time (`YYYY-MM-DDTHH:mm`) into a date-and-time field as a person does: day, month,
 * year, hours, minutes, into its segments (components/ui/date-time-input.tsx).
 */
export async function typeDateTime(scope: Locator, label: string, at: string): Promise<void> {
  const [day, time] = at.split('T') as [string, string];
  const [y, m, d] = day.split('-');
  const field = scope.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${d}${m}${y}${time.replace(':', '')}`);
}

/** What a date-and-time field shows, segment by segment: `['07', '12', '2026', '18', '30']`. */
export function dateTimeSegments(scope: Locator, label: string): Locator {
  return scope.getByRole('group', { name: label, exact: true }).getByRole('spinbutton');
}
