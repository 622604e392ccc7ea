/**
 * Nothing a person does is lost (decision 052): the forms of the server's pages work with the page's
 * scripts off, and a press made while they are still loading is sent once, natively or by the app.
 */
import type { APIRequestContext } from '@playwright/test';
import {
  delayScripts,
  DEMO,
  DEMO_PASSWORD,
  expect,
  applyThroughApi,
  newParticipant,
  pdfBytes,
  smsCodeFor,
  test,
  withoutScripts,
} from './fixtures.ts';

for (const size of ['phone', 'desktop'] as const) {
  test.describe(`without scripts, ${size}`, () => {
    test('sign-in by e-mail: a wrong password is refused beside the field with the e-mail kept; the right one leads home', async ({
      browser,
    }) => {
      const context = await withoutScripts(browser, size);
      const page = await context.newPage();
      await page.goto('/email_login');
      await page.getByLabel('E-mail').fill(DEMO.recruiter.email);
      await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
      await page.getByLabel('Пароль', { exact: true }).press('Enter');
      await expect(page.getByText('Неверный e-mail или пароль')).toBeVisible();
      await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.recruiter.email);
      await expect(page.getByLabel('Пароль', { exact: true })).toHaveValue('');

      await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(page).toHaveURL(DEMO.recruiter.home);
      await context.close();
    });

    test('forgot password: the link opens the form, a missing e-mail is named, any address gets the same answer', async ({
      browser,
      request,
    }) => {
      const context = await withoutScripts(browser, size);
      const page = await context.newPage();
      await page.goto('/email_login');
      await page.getByRole('link', { name: 'Забыли пароль?' }).click();
      await page.getByRole('button', { name: 'Отправить ссылку' }).click();
      await expect(page.getByText('Укажите e-mail в формате name@example.ru')).toBeVisible();
      // An address no account uses: the same answer, and a note in its own inbox (decision 021).
      const email = `nobody.${size}.${Date.now()}@example.ru`;
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Отправить ссылку' }).click();
      await expect(page.getByText('Если этот e-mail зарегистрирован')).toBeVisible();
      await expect
        .poll(async () => {
          const res = await request.get(`/api/dev/outbox?recipient=${encodeURIComponent(email)}`);
          return ((await res.json()) as { data: unknown[] }).data.length;
        })
        .toBe(1);
      await context.close();
    });
  });
}

test('a form from a page of another visitor (a foreign CSRF field) is refused with the fields kept', async ({
  browser,
}) => {
  const first = await withoutScripts(browser, 'desktop');
  const stale = await first.newPage();
  await stale.goto('/email_login');
  const token = await stale.locator('input[name="_token"]').inputValue();
  await first.close();

  const context = await withoutScripts(browser, 'desktop');
  const page = await context.newPage();
  await page.goto('/email_login');
  await page.locator('input[name="_token"]').evaluate((el, value) => el.setAttribute('value', value), token);
  await page.getByLabel('E-mail').fill(DEMO.recruiter.email);
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  const answer = page.waitForResponse((r) => r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Войти' }).click();
  expect((await answer).status()).toBe(419);
  await expect(page.getByText('Страница устарела')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue(DEMO.recruiter.email);
  // The page drawn again carries this visitor's token: the next press goes through.
  await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(DEMO.recruiter.home);
  await context.close();
});

test('scripts held back 3 s: 20 of 20 immediate sign-ins by e-mail arrive exactly once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Four accounts in turn: sign-in allows 10 tries a minute per account, and other journeys sign in too.
  const accounts = [DEMO.recruiter, DEMO.manager, DEMO.admin, DEMO.participant];
  let arrived = 0;
  for (let i = 0; i < 20; i++) {
    const account = accounts[i % accounts.length]!;
    const context = await browser.newContext({
      locale: 'ru-RU',
      extraHTTPHeaders: { 'x-forwarded-for': `10.80.${i}.1` },
    });
    const page = await context.newPage();
    await delayScripts(page, 3000);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/(email_login|login)$/.test(new URL(r.url()).pathname))
        posts.push(r.url());
    });
    await page.goto('/email_login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Пароль', { exact: true }).press('Enter');
    await expect(page).toHaveURL(account.home, { timeout: 20_000 });
    expect(posts, `sign-in ${i + 1}: one post`).toHaveLength(1);
    arrived++;
    await context.close();
  }
  expect(arrived).toBe(20);
});

for (const size of ['phone', 'desktop'] as const) {
  test(`without scripts, ${size}: sign-in by SMS, a wrong code refused with the step kept, the right one leads home`, async ({
    browser,
    request,
  }) => {
    const context = await withoutScripts(browser, size);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Телефон').fill('12345');
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Укажите мобильный номер в формате')).toBeVisible();
    // A participant of its own per size: a phone gets one code a minute.
    const phone = size === 'phone' ? '+79990000053' : '+79990000055';
    const sentAfter = new Date().toISOString();
    await page.getByLabel('Телефон').fill(phone.slice(2));
    await page.getByRole('button', { name: 'Получить код' }).click();
    await expect(page.getByText('Код придёт в SMS на номер')).toBeVisible();
    const code = await smsCodeFor(request, phone, sentAfter);
    await page.getByLabel('Код из SMS').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Неверный или устаревший код. Запросите новый')).toBeVisible();
    await page.getByLabel('Код из SMS').fill(code);
    await page.getByLabel('Код из SMS').press('Enter');
    await expect(page).toHaveURL(/\/progress$/);
    await context.close();
  });
}

/** A demo vacancy open for applications. */
async function openVacancyId(request: APIRequestContext): Promise<number> {
  for (let id = 1; id <= 40; id++) {
    const res = await request.get(`/api/vacancies/${id}`);
    if (res.ok() && (await res.json()).data.status === 'open') return id;
  }
  throw new Error('no open demo vacancy');
}

for (const size of ['phone', 'desktop'] as const) {
  test(`without scripts, ${size}: applying — without a CV refused with the answers kept, then with a PDF on to /progress`, async ({
    browser,
    page,
    ip,
  }) => {
    const { email } = await newParticipant(page, ip, { answerHowKnow: true });
    const id = await openVacancyId(page.request);
    const context = await withoutScripts(browser, size);
    const visitor = await context.newPage();
    await visitor.goto('/email_login');
    await visitor.getByLabel('E-mail').fill(email);
    await visitor.getByLabel('Пароль', { exact: true }).fill('Пароль-участника-1');
    await visitor.getByRole('button', { name: 'Войти' }).click();
    await expect(visitor).toHaveURL(/\/vacancies$/);

    await visitor.goto(`/vacancies/${id}`);
    await visitor.getByRole('link', { name: 'Откликнуться' }).click();
    const form = visitor.getByRole('form', { name: /Отклик на вакансию/ });
    const answers = form.getByRole('textbox');
    const count = await answers.count();
    for (let i = 0; i < count; i++) await answers.nth(i).fill(`Ответ без скриптов ${i + 1}`);
    await form.getByRole('button', { name: 'Отправить отклик' }).click();
    await expect(visitor.getByText('Приложите резюме файлом или ссылкой')).toBeVisible();
    await expect(answers.first()).toHaveValue('Ответ без скриптов 1');

    await form.locator('input[type="file"]').setInputFiles({
      name: 'Резюме.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    });
    await form.getByRole('button', { name: 'Отправить отклик' }).click();
    await expect(visitor).toHaveURL(/\/progress$/);
    await context.close();
  });
}

for (const size of ['phone', 'desktop'] as const) {
  test(`without scripts, ${size}: leaving the selection asks on the page, then /vacancies`, async ({
    browser,
    page,
    ip,
  }) => {
    const { email } = await newParticipant(page, ip, { answerHowKnow: true });
    await applyThroughApi(page, ip);
    const context = await withoutScripts(browser, size);
    const visitor = await context.newPage();
    await visitor.goto('/email_login');
    await visitor.getByLabel('E-mail').fill(email);
    await visitor.getByLabel('Пароль', { exact: true }).fill('Пароль-участника-1');
    await visitor.getByRole('button', { name: 'Войти' }).click();
    await expect(visitor).toHaveURL(/\/progress$/);
    await visitor.getByRole('link', { name: 'Выйти из отбора' }).click();
    await expect(visitor.getByRole('heading', { name: 'Выйти из отбора?' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Да, выйти' }).click();
    await expect(visitor).toHaveURL(/\/vacancies$/);
    await context.close();
  });
}
