/**
 * The sign-up and the profile without the page's scripts, and with them held back (decisions 052,
 * 053): every step is a real form the server takes, a refusal keeps what was typed, the vacancy a
 * visitor came for is kept from the redirect on.
 */
import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import {
  applyThroughApi,
  DEMO,
  DEMO_PASSWORD,
  expect,
  newParticipant,
  pdfBytes,
  PHONE_USER_AGENT,
  smsCodeFor,
  test,
} from './fixtures.ts';

const SIZES = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, userAgent: PHONE_USER_AGENT },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;

let seq = 0;
const address = (size: string) => `10.81.${size === 'phone' ? 1 : 2}.${++seq % 250}`;
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
const HSE = 'Национальный исследовательский университет «Высшая школа экономики» (НИУ ВШЭ)';
const PASSWORD = 'Надёжный-пароль-2026';

async function withoutScripts(browser: Browser, size: keyof typeof SIZES) {
  return browser.newContext({
    ...SIZES[size],
    javaScriptEnabled: false,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    extraHTTPHeaders: { 'x-forwarded-for': address(size) },
  });
}

/** The first step as typed on a page without the mask (the birth date's digits only). */
async function fillPersonal(page: Page, phoneDigits: string, email: string) {
  await page.getByLabel('Фамилия').fill('Смирнова');
  await page.getByLabel('Имя', { exact: true }).fill('Ольга');
  await page.getByLabel('Дата рождения').fill('15032004');
  await page.getByLabel('Телефон').fill(phoneDigits);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Город').selectOption({ label: 'Казань' });
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Повторите пароль').fill(PASSWORD);
}

for (const size of ['phone', 'desktop'] as const) {
  test(`without scripts, ${size}: from a vacancy through the three sign-up steps, the code and how-know back to it, applying`, async ({
    browser,
    request,
  }) => {
    const id = unique();
    const phoneDigits = `95${id}`;
    const context = await withoutScripts(browser, size);
    const page = await context.newPage();
    // A visitor on a vacancy is sent to sign in; the vacancy is kept by the server from there.
    await page.goto('/vacancies/3');
    await expect(page).toHaveURL(/\/login/);
    // Sign-in shows the vacancy; its «Зарегистрироваться» names it in the address too.
    await expect(page.getByText('Зарегистрируйтесь или войдите, чтобы откликнуться')).toBeVisible();
    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await expect(page).toHaveURL(/\/signup\?vacancy=3$/);

    // Step 1 refused: the text beside the field, everything typed kept but the password.
    await fillPersonal(page, phoneDigits, 'не-почта');
    await page.getByRole('button', { name: 'Далее' }).click();
    await expect(page.getByText('Укажите e-mail в формате name@example.ru')).toBeVisible();
    await expect(page.getByLabel('Фамилия')).toHaveValue('Смирнова');
    await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('');
    await page.getByLabel('E-mail').fill(`nojs.${id}@example.ru`);
    await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Повторите пароль').fill(PASSWORD);
    await page.getByRole('button', { name: 'Далее' }).click();

    // Step 2: a vague institution is answered with suggestions; the full name goes on.
    const institution = page.getByRole('combobox', { name: 'Учебное заведение' });
    await institution.fill('Высшая');
    await page.getByLabel('Факультет или институт').fill('Факультет экономических наук');
    await page.getByLabel('Специальность или направление').fill('Экономика');
    await page.getByLabel('Уровень образования').selectOption({ label: 'Бакалавриат' });
    await page.getByLabel('Курс').selectOption('3');
    await page.getByLabel('Год выпуска').fill('2027');
    await page.getByRole('button', { name: 'Далее' }).click();
    await expect(page.getByText('Выберите учебное заведение из подсказок под полем')).toBeVisible();
    await expect(page.locator('#institution-suggestions option')).not.toHaveCount(0);
    await expect(page.getByLabel('Факультет или институт')).toHaveValue('Факультет экономических наук');
    await institution.fill(HSE);
    await page.getByRole('button', { name: 'Далее' }).click();

    // Step 3: the consent's text opens in place; without the box ticked, registration is refused.
    await page.getByRole('checkbox', { name: 'IT' }).check();
    await page.getByRole('radio', { name: 'Гибридный график' }).check();
    await page.getByRole('radio', { name: '30' }).check();
    await page.getByRole('radio', { name: 'Нет' }).check();
    await page.getByLabel('Уровень английского').selectOption({ label: 'Upper-Intermediate' });
    await page.getByText('Прочитать текст согласия').click();
    await expect(page.getByText('152-ФЗ', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(
      page.getByText('Без согласия на обработку персональных данных регистрация невозможна'),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'IT' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Я даю согласие на обработку персональных данных' }).check();
    await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

    // The phone's code, in place; then how-know.
    await expect(page.getByLabel('Код из SMS')).toBeVisible();
    await page.getByLabel('Код из SMS').fill(await smsCodeFor(request, `+7${phoneDigits}`));
    await page.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(page).toHaveURL(/\/verified$/);
    await page.getByRole('radio', { name: 'Telegram' }).check();
    await page.getByRole('button', { name: 'Продолжить' }).click();

    // The vacancy the visitor came for; applying leads to /progress.
    await expect(page).toHaveURL(/\/vacancies\/3$/);
    await page.getByRole('link', { name: 'Откликнуться' }).click();
    const form = page.getByRole('form', { name: /Отклик на вакансию/ });
    const answers = form.getByRole('textbox');
    for (let i = 0; i < (await answers.count()); i++) await answers.nth(i).fill(`Ответ ${i + 1}`);
    await form.locator('input[type="file"]').setInputFiles({
      name: 'Резюме.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    });
    await form.getByRole('button', { name: 'Отправить отклик' }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await context.close();
  });

  test(`without scripts, ${size}: editing the profile — a refusal keeps what was typed, then saved`, async ({
    browser,
    page: setup,
    ip,
  }) => {
    const { email } = await newParticipant(setup, ip, { answerHowKnow: true });
    const context = await withoutScripts(browser, size);
    const page = await context.newPage();
    await page.goto('/email_login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill('Пароль-участника-1');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.goto('/profile');
    await page.getByRole('link', { name: 'Изменить' }).click();
    await page.getByLabel('Факультет или институт').fill('Высшая школа бизнеса');
    await page.getByLabel('Электронная почта').fill('не-почта');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Укажите e-mail в формате name@example.ru')).toBeVisible();
    await expect(page.getByLabel('Факультет или институт')).toHaveValue('Высшая школа бизнеса');
    await page.getByLabel('Электронная почта').fill(email);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/profile\?saved=1$/);
    await expect(page.getByText('Профиль сохранён')).toBeVisible();
    await expect(page.getByText('Высшая школа бизнеса')).toBeVisible();
    await context.close();
  });
}

test('scripts held back 3 s: 20 of 20 immediate sign-up step submissions arrive exactly once', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  let arrived = 0;
  for (let i = 0; i < 20; i++) {
    const context = await browser.newContext({
      locale: 'ru-RU',
      extraHTTPHeaders: { 'x-forwarded-for': `10.82.${i}.1` },
    });
    const page = await context.newPage();
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    // A press goes natively (POST /signup) or, once the scripts run, by the app (its check's call).
    const sent: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && (path === '/signup' || path === '/register/validate-personal'))
        sent.push(path);
    });
    await page.goto('/signup', { waitUntil: 'commit' });
    await fillPersonal(page, `94${unique()}`, `held.${i}.${unique()}@example.ru`);
    await page.getByLabel('Повторите пароль').press('Enter');
    await expect(page.getByRole('combobox', { name: 'Учебное заведение' })).toBeVisible({ timeout: 20_000 });
    expect(sent, `step ${i + 1}: sent once`).toHaveLength(1);
    arrived++;
    await context.close();
  }
  expect(arrived).toBe(20);
});

/** The demo admin's API session (staff may move any stage), with the CSRF header on every change. */
async function staffApi(baseURL: string) {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.83.0.${++seq % 250}` },
  });
  await api.get('/sanctum/csrf-cookie');
  const xsrf = async () =>
    decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value);
  const login = await api.post('/login', {
    headers: { 'x-xsrf-token': await xsrf() },
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  return {
    api,
    async stage(candidateId: number, n: number, data: Record<string, unknown>) {
      const res = await api.put(`/api/dashboard/candidate/${candidateId}/stage/${n}`, {
        headers: { 'x-xsrf-token': await xsrf() },
        data,
      });
      expect(res.status(), `stage ${n}: ${await res.text()}`).toBe(200);
    },
    async offer(candidateId: number) {
      const res = await api.put(`/api/dashboard/candidate/${candidateId}/stage/7`, {
        headers: { 'x-xsrf-token': await xsrf() },
        multipart: {
          status: 'awaiting',
          file: { name: 'Оффер.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

for (const size of ['phone', 'desktop'] as const) {
  test(`without scripts, ${size}: accepting the offer asks on the page, then the internship start`, async ({
    browser,
    page: setup,
    ip,
    baseURL,
  }) => {
    const { email } = await newParticipant(setup, ip, { answerHowKnow: true });
    const candidateId = await applyThroughApi(setup, ip);
    const staff = await staffApi(baseURL!);
    await staff.stage(candidateId, 1, { status: 'success' });
    await staff.stage(candidateId, 2, { status: 'success' });
    await staff.stage(candidateId, 3, { status: 'success' });
    for (const n of [4, 5, 6]) await staff.stage(candidateId, n, { status: 'success' });
    await staff.offer(candidateId);
    await staff.api.dispose();

    const context = await withoutScripts(browser, size);
    const page = await context.newPage();
    await page.goto('/email_login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Пароль', { exact: true }).fill('Пароль-участника-1');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await page.getByRole('link', { name: 'Принять оффер' }).click();
    await expect(page.getByRole('heading', { name: 'Принять оффер?' })).toBeVisible();
    await page.getByRole('button', { name: 'Да, принимаю' }).click();
    await expect(page).toHaveURL(/\/progress/);
    await expect(page.getByRole('heading', { name: 'Выход на стажировку', level: 2 })).toBeVisible();
    await context.close();
  });
}

test('scripts held back 3 s: a quick tap on «Зарегистрироваться» after a vacancy link keeps the vacancy', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'ru-RU',
    extraHTTPHeaders: { 'x-forwarded-for': `10.84.0.${++seq % 250}` },
  });
  const page = await context.newPage();
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  // Signed out on a vacancy: sent to sign in, and the tap comes before the scripts.
  await page.goto('/vacancies/3', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/signup(\?vacancy=3)?$/);
  // The server kept it from the redirect on; the page's scripts copy it to the spec's storage.
  expect((await context.cookies()).find((c) => c.name === 'jti_return_vacancy')?.value).toBe('3');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('jti.returnVacancyId')), { timeout: 15_000 })
    .toBe('3');
  await context.close();
});
