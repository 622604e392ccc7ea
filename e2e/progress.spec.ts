/** /progress: the stepper and the picked stage, the offer decision, a meeting's slot at 375 px. */
import { expect, loginAs, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

async function loginByEmail(page: Page, email: string) {
  await loginAs(page, { email, home: /\/progress$/ });
  await expect(panelHeading(page)).toBeVisible(); // a due survey is skipped by the fixture
}

/** A stepper step by its stage name (its accessible name: number, name, status). */
const step = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^(\\d+ )?${name} `) });
const panelHeading = (page: Page) => page.getByTestId('stage-panel').getByRole('heading', { level: 2 });

test('the demo participant sees the stepper, picks earlier stages and returns to the current one', async ({
  page,
}) => {
  await loginAs(page, 'participant');
  await page.goto('/progress');
  await expect(panelHeading(page)).toBeVisible(); // a due survey is skipped by the fixture
  await expect(step(page, 'Анкета')).toBeVisible();
  await expect(step(page, 'Оффер')).toBeVisible();
  // All eight stages in one row at 1280 px (issue 31, item 9): none wraps below the others.
  expect(page.viewportSize()!.width).toBe(1280);
  const tops = await page
    .getByLabel('Этапы отбора')
    .getByRole('button')
    .evaluateAll((steps) => steps.map((s) => Math.round(s.getBoundingClientRect().top)));
  expect(tops).toHaveLength(8);
  expect(new Set(tops).size).toBe(1);
  // Another journey may have moved the test on; whatever is current now is what we come back to.
  const current = (await panelHeading(page).textContent())!;
  expect(['Тестирование', 'Ассессмент']).toContain(current);
  await expect(page.getByRole('button', { name: 'К текущему этапу' })).toHaveCount(0);

  await step(page, 'Анкета').click();
  await expect(panelHeading(page)).toHaveText('Анкета');
  await expect(page.getByText('Анкета и резюме отправлены.')).toBeVisible();
  await page.getByRole('button', { name: 'Следующий этап' }).click();
  await expect(panelHeading(page)).toHaveText('Видеорезюме');

  await page.getByRole('button', { name: 'К текущему этапу' }).click();
  await expect(panelHeading(page)).toHaveText(current);
});

test('a participant accepts the offer: the internship start opens', async ({ page }) => {
  await loginByEmail(page, 'offer@example.com');
  await expect(panelHeading(page)).toHaveText('Оффер');
  await page.getByRole('link', { name: 'Принять оффер' }).click();
  const confirm = page.getByRole('heading', { name: 'Принять оффер?' });
  await expect(confirm).toBeVisible();
  await page.getByRole('button', { name: 'Да, принимаю' }).click();
  await expect(confirm).toBeHidden();
  await expect(panelHeading(page)).toHaveText('Выход на стажировку');
  // Accepted, and the first day still to be set: the page says so, not «Приходите … по адресу ниже».
  const panel = page.getByTestId('stage-panel');
  await expect(panel).toContainText('Оффер принят — поздравляем! Дату и место первого дня мы сообщим');
  await expect(panel).not.toContainText('Приходите');
  await expect(page.getByText('Команда программы стажировок')).toBeVisible();
  await step(page, 'Оффер').click();
  await expect(page.getByText('Оффер принят. Поздравляем!')).toBeVisible();
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the assessment slot in Moscow time, its link and a calendar file', async ({ page }) => {
    await loginByEmail(page, 'assessment@example.com');
    await expect(panelHeading(page)).toHaveText('Ассессмент');
    await expect(page.getByText(/в 12:00 по московскому времени/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://meet.example.com/jti-assessment' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Добавить в календарь' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('jti-assessment.ics');
    // Nothing overflows the phone's width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/progress-375.png', fullPage: true });
  });
});
