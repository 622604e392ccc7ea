/** The staff positions pages: a recruiter builds a position with a full pipeline, opens it; the list fits a phone. */
import { expect, loginAs, openPage, pickOption, test } from './fixtures.ts';

test('a recruiter creates a position with a full pipeline, saves and opens it', async ({ page }) => {
  test.slow();
  const title = `Стажёр e2e ${Date.now()}`;
  await loginAs(page, 'recruiter');
  await page.getByRole('link', { name: 'Создать позицию' }).click();
  await expect(page).toHaveURL(/\/recruiter\/positions\/new$/);

  await page.getByRole('textbox', { name: /^Название/ }).fill(title);
  await pickOption(page, /^Направление/, 'IT');
  await pickOption(page, /^Формат работы/, 'Офис');
  await pickOption(page, /^Часов в неделю/, '40');
  await page.getByRole('textbox', { name: 'Описание' }).fill('## О стажировке\n\nРабота с **данными**.');
  await page.getByRole('textbox', { name: 'Вопрос анкеты 1' }).fill('Почему вы хотите к нам?');

  await page.getByRole('checkbox', { name: '2. Видеорезюме' }).check();
  await page.getByRole('textbox', { name: 'Вопрос видеорезюме 1' }).fill('Расскажите о себе');
  await page.getByRole('checkbox', { name: '3. Тестирование' }).check();
  await page.getByRole('textbox', { name: 'Вопрос теста 1' }).fill('Сколько будет 2 + 2?');
  await page.getByRole('textbox', { name: 'Вариант 1 вопроса 1' }).fill('3');
  await page.getByRole('textbox', { name: 'Вариант 2 вопроса 1' }).fill('4');
  await page.getByRole('radio', { name: 'Вариант 2 вопроса 1 верный' }).check();
  await page.getByRole('checkbox', { name: '5. Интервью с рекрутером' }).check();

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/recruiter\/positions\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Черновик', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'О стажировке' })).toBeVisible();
  const pipeline = page.getByRole('listitem');
  await expect(pipeline.filter({ hasText: /^Видеорезюме/ })).toBeVisible();
  await expect(pipeline.filter({ hasText: /^Тестирование/ })).toBeVisible();

  await page.getByRole('button', { name: 'Открыть', exact: true }).click();
  await expect(page.getByText('Статус изменён')).toBeVisible();
  await expect(page.getByText('Открыта', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Кандидаты \(\d+\)$/ })).toHaveAttribute(
    'href',
    /\/recruiter\/positions\/\d+\/candidates$/,
  );

  // Reopening the edit form of an open position shows the pipeline locked.
  await page.getByRole('link', { name: 'Редактировать' }).click();
  await expect(page.getByText(/этапы не меняются/)).toBeVisible();
});

test('at 375 px the positions list shows cards without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'recruiter');
  await page.goto('/recruiter/positions');
  await expect(page.getByTestId('positions-cards')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

// The build keeps React Aria's strings in Russian only (vite.config.ts); a list field that took the
// browser's language found no strings for English and the page fell to the error screen.
test('in a browser set to English, the staff lists pick from their fields in Russian', async ({
  browser,
  ip,
}) => {
  const page = await openPage(browser, { ip, locale: 'en-US', viewport: { width: 1280, height: 900 } });
  await loginAs(page, 'recruiter');
  await page.goto('/recruiter/positions');
  await pickOption(page, 'Статус', 'Черновик');
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByRole('main')).toBeVisible();
});
