/** Entering journeys: sign-up to home, e-mail and SMS sign-in, password reset. */
import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  loginAs,
  pdfBytes,
  resetTokenFor,
  smsCodeFor,
  test,
  type DemoRole,
} from './fixtures.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** A list is the platform's own select: chosen as a phone or a keyboard does. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

/** The three sign-up steps filled in, up to the consent on the last one. */
async function fillSignUp(page: Page, phoneDigits: string, email: string) {
  await page.getByLabel('Фамилия').fill('Смирнова');
  await page.getByLabel('Имя', { exact: true }).fill('Ольга');
  await page.getByLabel('Отчество').fill('Игоревна');
  await page.getByLabel('Дата рождения').fill('15.03.2004');
  await page.getByLabel('Телефон').fill(phoneDigits);
  await page.getByLabel('E-mail').fill(email);
  await choose(page, 'Город', 'Казань');
  await page.getByLabel('Пароль', { exact: true }).fill('Надёжный-пароль-2026');
  await page.getByLabel('Повторите пароль').fill('Надёжный-пароль-2026');
  await page.getByRole('button', { name: 'Далее' }).click();

  // The institution is typed; the platform suggests (a datalist), the server finds it by the text.
  const hse = 'Национальный исследовательский университет «Высшая школа экономики» (НИУ ВШЭ)';
  const institution = page.getByRole('combobox', { name: 'Учебное заведение' });
  await institution.pressSequentially('Высшая школа');
  await expect
    .poll(() =>
      page
        .locator('#institution-suggestions option')
        .evaluateAll((os) => os.map((o) => o.getAttribute('value'))),
    )
    .toContain(hse);
  await institution.fill(hse);
  await page.getByLabel('Факультет или институт').fill('Факультет экономических наук');
  await page.getByLabel('Специальность или направление').fill('Экономика');
  await choose(page, 'Уровень образования', 'Бакалавриат');
  await choose(page, 'Курс', '3');
  await page.getByLabel('Год выпуска').fill('2027');
  await page.getByRole('button', { name: 'Далее' }).click();

  await page.getByRole('checkbox', { name: 'IT' }).check();
  await page.getByRole('radio', { name: 'Гибридный график' }).check();
  await page.getByRole('radio', { name: '30' }).check();
  await page.getByRole('radio', { name: 'Нет' }).check();
  await choose(page, 'Уровень английского', 'Upper-Intermediate');
}

test('sign-up on a phone: the lists are the platform’s own selects', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/signup');
  const city = page.getByRole('combobox', { name: 'Город', exact: true });
  await city.selectOption({ label: 'Казань' });
  await expect(city.locator('option:checked')).toHaveText('Казань');
  await expect(
    page.getByRole('combobox', { name: 'Гражданство', exact: true }).locator('option:checked'),
  ).toHaveText('Россия');
});

test('sign-up: three steps with server errors, consent required, SMS activation, how-know, home', async ({
  page,
  request,
}) => {
  const id = unique();
  const phoneDigits = `98${id.slice(-8)}`;
  const email = `new.${id}@example.ru`;

  await page.goto('/signup');
  await expect(page).toHaveTitle('Стажировка в JTI');

  // Step 1 with an e-mail that is taken: the steps never say so (no account enumeration, decision
  // 021), the final step does.
  await fillSignUp(page, phoneDigits, 'participant@example.com');

  // Step 3: without the consent, registration is refused.
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(
    page.getByText('Без согласия на обработку персональных данных регистрация невозможна'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'Я даю согласие на обработку персональных данных' }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  // The taken e-mail: back on step 1 with the server's text beside the field, nothing typed lost.
  await expect(
    page.getByText('Этот e-mail уже зарегистрирован. Войдите или восстановите пароль'),
  ).toBeVisible();
  await expect(page.getByLabel('Фамилия')).toHaveValue('Смирнова');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByLabel('Факультет или институт')).toHaveValue('Факультет экономических наук');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(
    page.getByRole('checkbox', { name: 'Я даю согласие на обработку персональных данных' }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  // Activation with the code from the outbox.
  await expect(page).toHaveURL(/\/activation$/);
  const code = await smsCodeFor(request, `+7${phoneDigits}`);
  await page.getByLabel('Код из SMS').fill(code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();

  // /verified asks how they heard of the programme, then home.
  await expect(page).toHaveURL(/\/verified$/);
  await page.getByRole('radio', { name: 'Telegram' }).check();
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/vacancies$/);
  await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible();
});

test('on a phone, a shared vacancy link shows the vacancy at sign-in; sign-up carries it to applying, the stored id used once', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const csp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) csp.push(m.text());
  });
  const id = unique();
  const phoneDigits = `97${id.slice(-8)}`;
  const vacancy = (await (await request.get('/api/vacancies/3')).json()).data as { title: string };
  // A student opens the link from a chat: the vacancy page is a participant's, so sign-in comes
  // first (spec section 4), and it shows the vacancy the link is about (issue 31, item 1).
  await page.goto('/vacancies/3');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jti.returnVacancyId'))).toBe('3');
  const preview = page.getByRole('article', { name: vacancy.title });
  await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
  await expect(preview.getByText('Этапы отбора и сроки')).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'Анкета' })).toBeVisible();
  await expect(preview.getByText(/\d+ (день|дня|дней)/).first()).toBeVisible();
  await expect(preview.getByText('Зарегистрируйтесь или войдите, чтобы откликнуться')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Вход' })).toBeVisible();
  // Search engines read the vacancy as a JobPosting.
  const posting = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as Record<string, unknown>;
  expect(posting).toMatchObject({ '@type': 'JobPosting', title: vacancy.title, url: '/vacancies/3' });

  await preview.getByRole('link', { name: 'Зарегистрироваться' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await fillSignUp(page, phoneDigits, `vacancy.${id}@example.ru`);
  await page.getByRole('checkbox', { name: 'Я даю согласие на обработку персональных данных' }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(page).toHaveURL(/\/activation$/);
  await page.getByLabel('Код из SMS').fill(await smsCodeFor(request, `+7${phoneDigits}`));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/verified$/);
  await page.getByRole('radio', { name: 'Telegram' }).check();
  await page.getByRole('button', { name: 'Продолжить' }).click();

  // Back on the vacancy the link was about; the stored id has done its work.
  await expect(page).toHaveURL(/\/vacancies\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jti.returnVacancyId'))).toBeNull();

  // Applying: the answers and a PDF, then /progress.
  await page.getByRole('link', { name: 'Откликнуться' }).click();
  const form = page.getByRole('form', { name: /Отклик на вакансию/ });
  const answers = form.getByRole('textbox');
  await expect(answers.first()).toBeVisible();
  for (let i = 0; i < (await answers.count()); i++) await answers.nth(i).fill(`Ответ ${i + 1}`);
  await form.locator('input[type="file"]').setInputFiles({
    name: 'Резюме.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await form.getByRole('button', { name: 'Отправить отклик' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  expect(csp, 'no Content Security Policy refusal (the JSON-LD is data, never run)').toEqual([]);
});

for (const role of Object.keys(DEMO) as DemoRole[]) {
  test(`e-mail sign-in: the ${role} lands on their home`, async ({ page }) => {
    await loginAs(page, role);
    // Entering pages are closed to a signed-in user: back home.
    await page.goto('/login');
    await expect(page).toHaveURL(DEMO[role].home);
  });
}

test('e-mail sign-in: a wrong password shows one Russian message and keeps the e-mail', async ({ page }) => {
  await page.goto('/email_login');
  await page.getByLabel('E-mail').fill('recruiter@example.com');
  await page.getByLabel('Пароль', { exact: true }).fill('не-тот-пароль');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверный e-mail или пароль')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveValue('recruiter@example.com');
});

test('SMS sign-in: phone, code from the outbox, home; logout returns to sign-in', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  const before = new Date().toISOString();
  await page.getByLabel('Телефон').fill('9990000001');
  await page.getByRole('button', { name: 'Получить код' }).click();
  const code = await smsCodeFor(request, DEMO.participant.phone, before);
  await page.getByLabel('Код из SMS').fill(code);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(DEMO.participant.home);
  await page.getByRole('button', { name: 'Выйти', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/progress');
  await expect(page).toHaveURL(/\/login$/);
});

test('SMS sign-in: a wrong code is shown beside the field', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Телефон').fill('9990000999');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByLabel('Код из SMS').fill('000000');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Неверный или устаревший код. Запросите новый')).toBeVisible();
});

test('password reset: link from the outbox, new password, sign-in with it; the link works once', async ({
  page,
  request,
}) => {
  // A fresh account, so the demo recruiter's password stays as it is for other journeys.
  const id = unique();
  const email = `reset.${id}@example.ru`;
  const phoneDigits = `97${id.slice(-8)}`;
  const cities = (await (await request.get('/api/cities')).json()).data as { id: number; name: string }[];
  const inst = (await (await request.get('/api/institutions?query=%D0%9C%D0%93%D0%A3')).json()).data[0];
  await request.get('/sanctum/csrf-cookie');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const reg = await request.post('/register', {
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf), 'x-forwarded-for': `10.99.${id.slice(-2)}.1` },
    data: {
      last_name: 'Петров',
      first_name: 'Пётр',
      birth_date: '2003-01-01',
      email,
      phone: `+7${phoneDigits}`,
      city_id: cities[0]!.id,
      citizenship: 'RU',
      password: 'Старый-пароль-2026',
      password_confirmation: 'Старый-пароль-2026',
      institution_id: inst.id,
      faculty: 'ФКН',
      specialty: 'ПИ',
      level: 'bachelor',
      course: 2,
      graduation_year: 2028,
      departments: [7],
      work_format: 3,
      hours: 20,
      english_level: 3,
      relocate: true,
      consent: true,
    },
  });
  expect(reg.status()).toBe(201);

  await page.goto('/email_login');
  await page.getByRole('link', { name: 'Забыли пароль?' }).click();
  await expect(page.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByText('Если этот e-mail зарегистрирован')).toBeVisible();
  await page.getByRole('link', { name: 'Вернуться ко входу' }).click();
  await expect(page.getByRole('heading', { name: 'Вход по e-mail' })).toBeVisible();

  const token = await resetTokenFor(request, email);
  await page.goto(`/reset/${token}`);
  await page.getByLabel('Новый пароль').fill('Новый-пароль-2026');
  await page.getByLabel('Повторите пароль').fill('Новый-пароль-2026');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page).toHaveURL(/\/email_login\?reset=done$/);
  await expect(page.getByText('Пароль изменён. Войдите с новым паролем')).toBeVisible();

  // The phone is not confirmed yet, so e-mail sign-in leads to activation.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill('Новый-пароль-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/activation$/);

  await page.goto(`/reset/${token}`);
  await page.getByLabel('Новый пароль').fill('Ещё-пароль-2026');
  await page.getByLabel('Повторите пароль').fill('Ещё-пароль-2026');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByRole('heading', { name: 'Ссылка не работает' })).toBeVisible();
});
