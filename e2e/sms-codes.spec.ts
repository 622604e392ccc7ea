/**
 * SMS codes on a shared network (issue 15, item 1): hundreds of students on one campus address.
 * A new account's first code goes out whatever the address sent before; where a code truly is not
 * sent, the page says so and when to ask again.
 */
import type { Page } from '@playwright/test';
import { csrfHeaders, expect, smsCodeFor, test } from './fixtures.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);

/** Another student on the same address asks for a sign-in code (a phone without an account counts alike). */
async function codeAskedFrom(page: Page, ip: string): Promise<void> {
  const res = await page.request.post('/sms/send-code', {
    headers: await csrfHeaders(page, ip),
    data: { phone: `+795${unique()}` },
  });
  expect(res.status()).toBe(200);
}

/** A list is the platform's own select (decision 053): chosen as a phone or a keyboard does. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption({ label: option });
}

test('sign-up from an address that has just sent another code: the code goes out and /activation says so', async ({
  page,
  ip,
  request,
}) => {
  const id = unique();
  await page.goto('/signup');
  await codeAskedFrom(page, ip);

  await page.getByLabel('Фамилия').fill('Кузнецова');
  await page.getByLabel('Имя', { exact: true }).fill('Дарья');
  await page.getByLabel('Дата рождения').fill('09.09.2004');
  await page.getByLabel('Телефон').fill(`93${id}`);
  await page.getByLabel('E-mail').fill(`campus.${id}@example.ru`);
  await choose(page, 'Город', 'Казань');
  await page.getByLabel('Пароль', { exact: true }).fill('Кампусный-пароль-2026');
  await page.getByLabel('Повторите пароль').fill('Кампусный-пароль-2026');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page
    .getByRole('combobox', { name: 'Учебное заведение' })
    .fill('Национальный исследовательский университет «Высшая школа экономики» (НИУ ВШЭ)');
  await page.getByLabel('Факультет или институт').fill('Факультет компьютерных наук');
  await page.getByLabel('Специальность или направление').fill('Программная инженерия');
  await choose(page, 'Уровень образования', 'Бакалавриат');
  await choose(page, 'Курс', '2');
  await page.getByLabel('Год выпуска').fill('2028');
  await page.getByRole('button', { name: 'Далее' }).click();
  await page.getByRole('checkbox', { name: 'IT' }).check();
  await page.getByRole('radio', { name: 'Офис' }).check();
  await page.getByRole('radio', { name: '40' }).check();
  await page.getByRole('radio', { name: 'Да', exact: true }).check();
  await choose(page, 'Уровень английского', 'Intermediate');
  await page.getByRole('checkbox', { name: 'Я даю согласие на обработку персональных данных' }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(page).toHaveURL(/\/activation$/);
  await expect(
    page.getByText(
      `Мы отправили код на номер +7 (93${id.slice(0, 1)}) ${id.slice(1, 4)}-${id.slice(4, 6)}-${id.slice(6)}`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const code = await smsCodeFor(request, `+793${id}`);
  await page.getByLabel('Код из SMS').fill(code);
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/verified$/);
});

test('/login from an address that used up its minute: no code, and the page says so and when to ask', async ({
  page,
  ip,
}) => {
  await page.goto('/login');
  // A lecture hall of 30 has just asked for codes on this address.
  for (let i = 0; i < 30; i++) await codeAskedFrom(page, ip);

  await page.getByLabel('Телефон').fill(`95${unique()}`);
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(
    page.getByText(
      /^Код не отправлен: из вашей сети сейчас запрашивают слишком много кодов.*Запросите его через \d+ секунд/,
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Код из SMS')).toHaveCount(0);
  await expect(page.getByLabel('Телефон')).toHaveAttribute('aria-invalid', 'true');
});
