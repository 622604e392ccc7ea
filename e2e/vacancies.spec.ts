/** The public vacancies as a participant without an active screening sees them, on desktop and at 375 px. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newParticipant, test } from './fixtures.ts';

/** The id of a demo vacancy that is paused or closed (status set A `closed`). */
async function closedVacancyId(request: APIRequestContext): Promise<number> {
  for (let id = 1; id <= 40; id++) {
    const res = await request.get(`/api/vacancies/${id}`);
    if (res.ok() && (await res.json()).data.status === 'closed') return id;
  }
  throw new Error('no closed demo vacancy');
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('filters by title and department, opens a vacancy and sees its pipeline', async ({ page, ip }) => {
  await newParticipant(page, ip, { answerHowKnow: true });
  await page.goto('/vacancies');
  await expect(page.getByTestId('vacancy-card').first()).toBeVisible();

  await page.getByLabel('Название вакансии').fill('АНАЛИТИК');
  // The title reaches the URL after a short pause; let it land before the next filter re-renders the list.
  await expect(page).toHaveURL(/q=%D0%90%D0%9D%D0%90%D0%9B%D0%98%D0%A2%D0%98%D0%9A/);
  await page.getByRole('combobox', { name: 'Направление' }).click();
  await page.getByRole('option', { name: 'Finance' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/q=%D0%90%D0%9D%D0%90%D0%9B%D0%98%D0%A2%D0%98%D0%9A/);
  await expect(page).toHaveURL(/dep=2/);
  const cards = page.getByTestId('vacancy-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Стажёр-аналитик в финансовый отдел');

  // A reload keeps the filters.
  await page.reload();
  await expect(page.getByLabel('Название вакансии')).toHaveValue('АНАЛИТИК');
  await expect(page.getByTestId('vacancy-card')).toHaveCount(1);

  await page.getByTestId('vacancy-card').first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Стажёр-аналитик в финансовый отдел' }),
  ).toBeVisible();
  const pipeline = page.getByTestId('vacancy-pipeline');
  await expect(pipeline).toContainText('Анкета');
  await expect(pipeline).toContainText('Оффер');
  await expect(page.getByText('Набор закрыт')).toHaveCount(0);

  // Back returns to the filtered list.
  await page.goBack();
  await expect(page).toHaveURL(/dep=2/);
  await expect(page.getByTestId('vacancy-card')).toHaveCount(1);
});

test('a closed vacancy says «Набор закрыт» and offers no apply', async ({ page, ip }) => {
  await newParticipant(page, ip, { answerHowKnow: true });
  const id = await closedVacancyId(page.request);
  await page.goto(`/vacancies/${id}`);
  await expect(page.getByTestId('vacancy-closed')).toContainText('Набор закрыт');
  await expect(page.getByRole('link', { name: /Откликнуться/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Откликнуться/ })).toHaveCount(0);
});

test('the empty state subscribes to the filter by e-mail', async ({ page, ip }) => {
  await newParticipant(page, ip, { answerHowKnow: true });
  await page.goto(
    '/vacancies?q=%D0%BD%D0%B5%D1%82-%D1%82%D0%B0%D0%BA%D0%BE%D0%B9-%D0%B2%D0%B0%D0%BA%D0%B0%D0%BD%D1%81%D0%B8%D0%B8',
  );
  await expect(page.getByText('По этим фильтрам вакансий нет')).toBeVisible();
  await page.getByLabel('E-mail для уведомлений').fill(`sub.${Date.now()}@example.ru`);
  await page.getByRole('button', { name: 'Подписаться на этот фильтр' }).click();
  await expect(page.getByText('Подписка оформлена')).toBeVisible();
  await page.getByTestId('empty-state').getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page.getByTestId('vacancy-card').first()).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('filters in a drawer, no sideways scroll on the list and the vacancy', async ({ page, ip }) => {
    await newParticipant(page, ip, { answerHowKnow: true });
    await page.goto('/vacancies');
    await expect(page.getByTestId('vacancy-card').first()).toBeVisible();
    await expect(page.getByTestId('vacancy-filters')).toHaveCount(0);
    await noSidewaysScroll(page);
    await page.getByRole('button', { name: 'Показать фильтры' }).click();
    // The box follows the URL, so it turns checked a moment after the click.
    await page.getByLabel('Удалённая работа').click();
    await expect(page).toHaveURL(/format=3/);
    await expect(page.getByLabel('Удалённая работа')).toBeChecked();
    // The city field is drawn closed; the first press on it brings Mantine's, open, and what is
    // typed searches (decision 047).
    await page.getByRole('combobox', { name: 'Город' }).click();
    await page.keyboard.type('Моск');
    await page.getByRole('option', { name: 'Москва' }).click();
    await expect(page).toHaveURL(/city=\d+/);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Фильтры · 2' })).toBeVisible();
    await page.getByTestId('vacancy-card').first().click();
    await expect(page.getByTestId('vacancy-pipeline')).toBeVisible();
    await noSidewaysScroll(page);
  });
});
