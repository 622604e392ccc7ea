/** Layouts: the participant nav on a phone, the staff top bar per role, the modals. */
import { expect, loginAs, test } from './fixtures.ts';

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the participant gets the bottom nav; Профиль leads to the mobile home; no sideways scroll', async ({
    page,
  }) => {
    await loginAs(page, 'participant');
    const nav = page.getByRole('navigation', { name: 'Основное меню' });
    await expect(nav).toBeVisible();
    const box = await nav.boundingBox();
    expect(box!.y + box!.height).toBeGreaterThan(700); // at the bottom
    for (const item of ['Отбор', 'Лента', 'Уведомления', 'Профиль'])
      await expect(nav.getByRole('link', { name: new RegExp(item) })).toBeVisible();
    await nav.getByRole('link', { name: /Профиль/ }).click();
    await expect(page).toHaveURL(/\/mobile$/);
    await nav.getByRole('link', { name: /Лента/ }).click();
    await expect(page).toHaveURL(/\/newswire$/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the sign-up page fits a phone', async ({ page }) => {
    await page.goto('/signup');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByLabel('Телефон')).toBeVisible();
  });
});

test('the participant header: support modal with e-mail and hours, closed by Escape', async ({ page }) => {
  await loginAs(page, 'participant');
  await page.getByRole('button', { name: 'Поддержка' }).click();
  const dialog = page.getByRole('dialog', { name: 'Связаться' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('10:00')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /@/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the admin top bar: every item, the applications badge, the general export modal', async ({ page }) => {
  await loginAs(page, 'admin');
  const bar = page.getByRole('navigation', { name: 'Меню сотрудника' });
  for (const item of [/^Позиции$/, /^Пользователи \d+$/, /^Статистика$/, /^Дашборд$/, /^Экспорт$/]) {
    await expect(
      bar.getByRole(/Пользователи|Экспорт/.test(item.source) ? 'button' : 'link', { name: item }),
    ).toBeVisible();
  }
  await bar.getByRole('button', { name: /Пользователи/ }).click();
  await expect(page.getByRole('menuitem', { name: /Все пользователи/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Заявки/ })).toContainText(/\d+/);
  await page.keyboard.press('Escape');

  await bar.getByRole('button', { name: 'Экспорт' }).click();
  for (const item of [
    'Экспорт поиска вакансий',
    'Экспорт подписок на вакансии',
    'Экспорт постов',
    'Экспорт обратной связи',
  ]) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Общий экспорт' }).click();
  const dialog = page.getByRole('dialog');
  const from = dialog.getByRole('group', { name: 'Дата начала' });
  await expect(from.getByRole('spinbutton')).toHaveText([/^\d{2}$/, /^\d{2}$/, /^\d{4}$/]);
  // The switch's own label, as a user taps it (a forced click on the hidden input could land while
  // the dialog's transition re-renders it, and then not take).
  await dialog.locator('label', { hasText: 'Всё время' }).click();
  await expect(dialog.getByRole('switch', { name: 'Всё время' })).toBeChecked();
  await expect(from.getByRole('spinbutton').first()).toBeDisabled();
  await page.mouse.click(5, 5); // the backdrop closes it
  await expect(dialog).toBeHidden();
});

test('the recruiter sees only «Позиции»; the manager none of the admin items', async ({ page }) => {
  await loginAs(page, 'recruiter');
  const bar = page.getByRole('navigation', { name: 'Меню сотрудника' });
  await expect(bar.getByRole('link', { name: 'Позиции' })).toBeVisible();
  for (const item of [/Пользователи/, /Статистика/, /Дашборд/, /Экспорт/])
    await expect(
      bar.getByRole('button', { name: item }).or(bar.getByRole('link', { name: item })),
    ).toHaveCount(0);
  await page.getByRole('button', { name: 'Выйти', exact: true }).click();
  await loginAs(page, 'manager');
  const managerBar = page.getByRole('navigation', { name: 'Меню сотрудника' });
  for (const item of [/Позиции/, /Пользователи/, /Экспорт/])
    await expect(
      managerBar.getByRole('button', { name: item }).or(managerBar.getByRole('link', { name: item })),
    ).toHaveCount(0);
});
