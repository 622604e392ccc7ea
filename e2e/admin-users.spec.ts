/**
 * The admin's users: find a participant by search and filters and open them; create a manager on a
 * position who then sets a password from the e-mailed link and signs in; edit; delete (erase) a
 * participant registered for this journey; axe on the list and a user's page; the list at 375 px.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginAs, newParticipant, openPage, pickOption, resetTokenFor, test } from './fixtures.ts';

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function pick(page: Page, label: RegExp, option: string) {
  await pickOption(page, label, option);
  await page.keyboard.press('Escape');
}

test('the admin finds a user, creates a manager on a position, edits, and deletes a participant', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  // A participant of this journey alone, registered in a browser of their own.
  const theirs = await openPage(browser, { ip: '10.88.1.7' });
  const participant = await newParticipant(theirs, '10.88.1.7');
  await theirs.context().close();

  await loginAs(page, 'admin');
  await page.getByRole('button', { name: /Пользователи/ }).click();
  await page.getByRole('menuitem', { name: 'Все пользователи' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Пользователи', level: 1 })).toBeVisible();

  // Search and filters, kept in the address.
  await pick(page, /^Роль/, 'Участник');
  await page.getByRole('button', { name: 'Ещё фильтры' }).click();
  await pick(page, /^Активный отбор/, 'Да');
  await page.getByRole('textbox', { name: 'Поиск' }).fill('Офферов');
  await expect(page).toHaveURL(/q=%D0%9E%D1%84%D1%84%D0%B5%D1%80%D0%BE%D0%B2/);
  await expect(page).toHaveURL(/role=participant/);
  await expect(page).toHaveURL(/active_screening=true/);
  await expect(page.getByText(/^1 пользователь$/)).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await page.getByRole('link', { name: 'Офферов Олег' }).click();
  await expect(page.getByRole('heading', { name: 'Офферов Олег', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Стажёр-разработчик \(IT\)/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Уведомления пользователю' })).toBeVisible();
  expect(await serious(page)).toEqual([]);

  // A manager attached to a position in one step.
  await page.getByRole('link', { name: 'Ко всем пользователям' }).click();
  await page.getByRole('button', { name: 'Добавить менеджера' }).click();
  const create = page.getByRole('dialog', { name: 'Новый менеджер' });
  const email = `manager.${Date.now()}@example.ru`;
  await create.getByRole('textbox', { name: /^Фамилия/ }).fill('Лебедев');
  await create.getByRole('textbox', { name: /^Имя/ }).fill('Иван');
  await create.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await create.getByRole('combobox', { name: /^Позиции/ }).click();
  await page.getByRole('option', { name: 'Стажёр-разработчик (IT)', exact: true }).click();
  await page.keyboard.press('Escape');
  expect(await serious(page)).toEqual([]);
  await create.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Лебедев Иван', level: 1 })).toBeVisible();
  const positions = page.getByRole('region', { name: 'Позиции менеджера' });
  await expect(positions.getByRole('link', { name: 'Стажёр-разработчик (IT)' })).toBeVisible();

  // Edit: the middle name.
  await page.getByRole('button', { name: 'Изменить' }).click();
  const edit = page.getByRole('dialog', { name: 'Изменить пользователя' });
  await edit.getByRole('textbox', { name: /^Отчество/ }).fill('Петрович');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { name: 'Лебедев Иван Петрович', level: 1 })).toBeVisible();

  // The new manager sets a password from the e-mailed link and signs in.
  const token = await resetTokenFor(request, email);
  const manager = await openPage(browser, { ip: '10.88.1.8' });
  await manager.goto(`/reset/${token}`);
  await manager.getByLabel('Новый пароль').fill('Пароль-менеджера-2026');
  await manager.getByLabel('Повторите пароль').fill('Пароль-менеджера-2026');
  await manager.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(manager).toHaveURL(/\/email_login\?reset=done$/);
  await expect(manager.getByText('Пароль изменён. Войдите с новым паролем')).toBeVisible();
  await manager.getByLabel('E-mail').fill(email);
  await manager.getByLabel('Пароль', { exact: true }).fill('Пароль-менеджера-2026');
  await manager.getByRole('button', { name: 'Войти' }).click();
  await expect(manager).toHaveURL(/\/manager\/candidates$/);
  await manager.context().close();

  // Delete the journey's participant: the confirmation explains the erasure.
  await page.goto(`/admin/users?q=${encodeURIComponent(participant.email)}`);
  await page.getByRole('link', { name: /Новикова Вера/ }).click();
  await page.getByRole('button', { name: 'Удалить' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить пользователя?' });
  await expect(confirm.getByText(/152-ФЗ/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('heading', { name: 'Данные удалены', level: 1 })).toBeVisible();
  await expect(page.getByText(/Персональные данные этого участника удалены/)).toBeVisible();
  await expect(page.getByText(participant.email)).toHaveCount(0);
});

test('at 375 px the users list shows cards without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByTestId('users-cards')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await serious(page)).toEqual([]);
});
