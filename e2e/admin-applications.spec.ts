/**
 * The admin's «Заявки» and «Экспорт»: triage applications in bulk (with the confirmation), move one
 * to another position, write to a participant with a preview, download each export through the
 * menu (progress, then a file with the dates in its name); axe on the page; the page at 375 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginAs, pickOption, test } from './fixtures.ts';

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const rowBoxes = (page: Page) => page.getByRole('checkbox', { name: /^Выбрать заявку:/ });

/** Starts a download from `click` and returns the saved file's name and first bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

test('the admin triages applications in bulk, moves one, writes to a participant and downloads each export', async ({
  page,
}) => {
  // A long journey (four downloads): on a loaded shared machine test.slow()'s 135 s ran out.
  test.setTimeout(480_000);
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: /Пользователи/ }).click();
  await page.getByRole('menuitem', { name: /Заявки/ }).click();
  await expect(page).toHaveURL(/\/admin\/request$/);
  await expect(page.getByRole('heading', { name: 'Заявки', level: 1 })).toBeVisible();
  await expect(rowBoxes(page).first()).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // Two applications taken into the pipeline, after the confirmation.
  const total = page.getByText(/^Найдено: \d+ заяв/);
  const before = Number((await total.textContent())!.match(/\d+/)![0]);
  await rowBoxes(page).nth(0).check();
  await rowBoxes(page).nth(1).check();
  await expect(page.getByText('Выбрано: 2 заявки')).toBeVisible();
  await pickOption(page, 'Новый статус', 'В отборе');
  await page.getByRole('button', { name: 'Сменить статус' }).click();
  const confirm = page.getByRole('dialog', { name: 'Сменить статус заявок?' });
  await expect(confirm).toContainText('2 заявки получат статус «В отборе»');
  await confirm.getByRole('button', { name: 'Да, сменить' }).click();
  await expect(page.getByText('Статус изменён: 2 заявки')).toBeVisible();
  await expect.poll(async () => Number((await total.textContent())!.match(/\d+/)![0])).toBe(before - 2);

  // One moved to another open position.
  const firstName = (await rowBoxes(page).first().getAttribute('aria-label'))!.replace(
    'Выбрать заявку: ',
    '',
  );
  await page
    .getByRole('button', { name: `Перевести: ${firstName}` })
    .first()
    .click();
  const move = page.getByRole('dialog', { name: 'Перевести на другую позицию' });
  await move.getByRole('combobox', { name: 'Новая позиция' }).click();
  await page.getByRole('option').first().click();
  await move.getByRole('button', { name: 'Перевести' }).click();
  await expect(page.getByText('Заявка переведена, участник получил уведомление')).toBeVisible();
  await expect(move).toBeHidden();

  // A message to one participant, previewed first.
  await rowBoxes(page).first().check();
  await page.getByRole('button', { name: 'Написать участникам' }).click();
  const push = page.getByRole('dialog', { name: 'Сообщение участникам' });
  await expect(push.getByTestId('push-preview')).toContainText('Заполните заголовок и текст');
  await push.getByRole('textbox', { name: 'Заголовок' }).fill('Вебинар о стажировке');
  await push.getByRole('textbox', { name: 'Текст' }).fill('В четверг в 18:00 расскажем об этапах отбора.');
  await expect(push.getByTestId('push-preview')).toContainText('Вебинар о стажировке');
  await expect(push.getByTestId('push-preview')).toContainText('В четверг в 18:00');
  await push.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Сообщение отправлено: 1 участнику')).toBeVisible();

  // Each export through the «Экспорт» menu: a file with the dates in its name.
  const exportMenu = () => page.getByRole('button', { name: 'Экспорт', exact: true }).click();
  await exportMenu();
  await page.getByRole('menuitem', { name: 'Общий экспорт' }).click();
  const modal = page.getByRole('dialog', { name: 'Общий экспорт' });
  const general = await downloaded(page, () => modal.getByRole('button', { name: 'Скачать' }).click());
  expect(general.name).toMatch(/^Кандидаты_\d{2}\.\d{2}\.\d{4}-\d{2}\.\d{2}\.\d{4}\.xlsx$/);
  expect(general.bytes.subarray(0, 2).toString()).toBe('PK');
  await expect(modal).toBeHidden();
  for (const [item, name] of [
    ['Экспорт поиска вакансий', /^Поиск вакансий_\d{2}\.\d{2}\.\d{4}\.xlsx$/],
    ['Экспорт подписок на вакансии', /^Подписки на вакансии_\d{2}\.\d{2}\.\d{4}\.xlsx$/],
    ['Экспорт обратной связи', /^Обратная связь_\d{2}\.\d{2}\.\d{4}\.xlsx$/],
  ] as const) {
    await exportMenu();
    const file = await downloaded(page, () => page.getByRole('menuitem', { name: item }).click());
    expect(file.name, item).toMatch(name);
    expect(file.bytes.subarray(0, 2).toString()).toBe('PK');
    await expect(page.getByText(/Файл скачан/).first()).toBeVisible();
  }
});

test('the applications page at 375 px: cards, no sideways scroll, axe', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'admin');
  await page.goto('/admin/request');
  await expect(page.getByTestId('applications-cards')).toBeVisible();
  await expect(rowBoxes(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await serious(page)).toEqual([]);
  await rowBoxes(page).first().check();
  await page.getByRole('button', { name: 'Написать участникам' }).click();
  await expect(page.getByRole('dialog', { name: 'Сообщение участникам' })).toBeVisible();
});
