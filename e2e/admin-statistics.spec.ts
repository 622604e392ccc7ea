/**
 * The admin's statistics and dashboard: reads the statistics for a period and changes it (the
 * numbers change), downloads the plan template, imports a plan built here with exceljs (a good file,
 * then a bad one whose rows are listed), sees the plan on the dashboard; axe on both pages; both at
 * 375 px.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, loginAs, test } from './fixtures.ts';

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const figure = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).locator('p').last();

async function writeBook(file: string, rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('План');
  ws.addRow(['ID позиции', 'Позиция', 'План, человек']);
  for (const r of rows) ws.addRow(r);
  await wb.xlsx.writeFile(file);
}

test('the admin reads the statistics for a period, imports the hiring plan and sees it on the dashboard', async ({
  page,
}, testInfo) => {
  test.slow();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jti-plan-'));

  // Statistics: the last month by default, then the last week: fewer applications.
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Статистика', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Воронка отбора по всем позициям' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('statistics.png'), fullPage: true });
  const month = Number((await figure(page, 'Заявки').textContent())?.replace(/\s/g, ''));
  expect(month).toBeGreaterThan(0);
  await expect(
    page
      .getByRole('table', { name: 'Откуда узнали о программе' })
      .or(page.getByText('Нет данных за период').first()),
  ).toBeVisible();
  expect(await serious(page)).toEqual([]);

  await page.getByText('Неделя', { exact: true }).click();
  await expect(page).toHaveURL(/preset=week/);
  await expect(figure(page, 'Заявки')).not.toHaveText(String(month));
  const week = Number((await figure(page, 'Заявки').textContent())?.replace(/\s/g, ''));
  expect(week).toBeLessThan(month);

  // The dashboard and the plan template.
  await page.getByRole('link', { name: 'Дашборд' }).first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const table = page.getByRole('table', { name: 'Дашборд' });
  await expect(table).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard.png'), fullPage: true });
  expect(await serious(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Скачать шаблон' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('План найма.xlsx');
  const template = path.join(dir, 'template.xlsx');
  await download.saveAs(template);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.worksheets[0]!;
  expect([1, 2, 3].map((c) => sheet.getRow(1).getCell(c).value)).toEqual([
    'ID позиции',
    'Позиция',
    'План, человек',
  ]);
  const firstId = Number(sheet.getRow(2).getCell(1).value);
  const firstTitle = String(sheet.getRow(2).getCell(2).value);
  expect(firstId).toBeGreaterThan(0);

  // A good file: the first position's plan becomes 7.
  const good = path.join(dir, 'good.xlsx');
  await writeBook(good, [[firstId, firstTitle, 7]]);
  await page.getByRole('button', { name: 'Загрузить план' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузка плана найма' });
  await dialog.locator('input[type="file"]').setInputFiles(good);
  await dialog.getByRole('button', { name: 'Загрузить', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('План обновлён для 1 позиции')).toBeVisible();
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: firstTitle, exact: true }) });
  await expect(row.getByText(/из 7$/)).toBeVisible();

  // A bad file: every bad row listed by its number, nothing saved.
  const bad = path.join(dir, 'bad.xlsx');
  await writeBook(bad, [
    [firstId, firstTitle, 3],
    [999_999, 'Нет такой', 1],
    [firstId, firstTitle, -2],
  ]);
  await page.getByRole('button', { name: 'Загрузить план' }).click();
  await dialog.locator('input[type="file"]').setInputFiles(bad);
  await dialog.getByRole('button', { name: 'Загрузить', exact: true }).click();
  const errors = dialog.getByRole('list', { name: 'Ошибки в файле' });
  await expect(errors.getByRole('listitem')).toHaveText([
    'Строка 3: Позиции с ID 999999 нет',
    `Строка 4: Позиция ${firstId} уже есть в строке 2; План не может быть отрицательным`,
  ]);
  expect(await serious(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(row.getByText(/из 7$/)).toBeVisible();

  // A phone's width: cards instead of the table, the statistics still readable.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('article', { name: firstTitle })).toBeVisible();
  await expect(page.getByRole('article', { name: firstTitle }).getByText(/из 7$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('dashboard-375.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.goto('/admin/statistics?preset=month');
  await expect(page.getByRole('table', { name: 'Воронка отбора по всем позициям' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('statistics-375.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await serious(page)).toEqual([]);
});
