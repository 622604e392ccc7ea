/** The mobile home and materials, the profile and consent withdrawal, the admin's materials. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { anotherIp, csrfHeaders, expect, loginAs, newParticipant, openPage, test } from './fixtures.ts';

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the demo participant opens a material from the mobile home and comes back', async ({ page }) => {
    await loginAs(page, 'participant');
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: /Профиль/ })
      .click();
    await expect(page).toHaveURL(/\/mobile$/);
    await expect(page.getByRole('heading', { name: /Ваш этап/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Уведомления/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Материалы' })).toBeVisible();
    const general = page.getByRole('link', { name: /О программе стажировок JTI/ });
    await expect(general).toBeVisible();
    expect(await serious(page)).toEqual([]);

    await general.click();
    await expect(page).toHaveURL(/\/mobile\/material\?id=\d+$/);
    await expect(page.getByRole('heading', { name: 'О программе стажировок JTI' })).toBeVisible();
    await expect(page.getByText('Оплачиваемая стажировка')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await serious(page)).toEqual([]);

    await page.getByRole('link', { name: 'К материалам' }).click();
    await expect(page).toHaveURL(/\/mobile$/);
    // Without a material named (`?id=`) or picked in the tab, the material page goes back to the home.
    await page.goto('/mobile/material');
    await expect(page).toHaveURL(/\/mobile$/);
  });

  test('a video material plays in the page', async ({ page }) => {
    await loginAs(page, 'participant');
    await page
      .getByRole('navigation', { name: 'Основное меню' })
      .getByRole('link', { name: /Профиль/ })
      .click();
    // The demo participant is at the test stage, whose materials include a video.
    await page.getByRole('link', { name: /Как устроен онлайн-тест/ }).click();
    const video = page.locator('video');
    await expect(video).toBeVisible();
    // preload=none: nothing is fetched until the participant presses play.
    await expect(video).toHaveAttribute('preload', 'none');
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play().catch(() => undefined);
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  test('a throwaway participant withdraws consent: signed out, cannot sign in again, profile gone', async ({
    page,
    ip,
  }) => {
    const { email } = await newParticipant(page, ip, { answerHowKnow: true });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Профиль', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Отозвать согласие' }).click();
    const dialog = page.getByRole('dialog', { name: 'Отозвать согласие?' });
    await expect(dialog.getByText('Это нельзя отменить')).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Отозвать и удалить данные' });
    await expect(confirm).toBeDisabled();
    expect(await serious(page)).toEqual([]);
    await dialog.getByLabel(/Я понимаю/).check();
    await confirm.click();
    await expect(page).toHaveURL(/\/login$/);

    expect((await page.request.get('/api/users/profile')).status()).toBe(401);
    const headers = await csrfHeaders(page, ip);
    const again = await page.request.post('/login', {
      headers,
      data: { email, password: 'Пароль-участника-1' },
    });
    expect(again.status()).not.toBe(200);
  });
});

test.describe('on a desktop', () => {
  test('a participant edits the profile: a field error keeps what was typed, then it saves', async ({
    page,
    ip,
  }) => {
    await newParticipant(page, ip, { answerHowKnow: true });
    await page.goto('/profile');
    await expect(page.getByText('Новикова', { exact: true }).first()).toBeVisible();
    expect(await serious(page)).toEqual([]);
    await page.getByRole('link', { name: 'Изменить' }).click();

    await page.getByLabel('Фамилия').fill('Смирнова');
    await page.getByLabel('Имя', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Укажите имя')).toBeVisible();
    await expect(page.getByLabel('Фамилия')).toHaveValue('Смирнова');

    await page.getByLabel('Имя', { exact: true }).fill('Анна');
    await page.getByLabel('Специальность').fill('Менеджмент');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Профиль сохранён')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Изменить' })).toBeVisible();
    await expect(page.getByText('Смирнова', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Менеджмент', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Смирнова', { exact: true }).first()).toBeVisible();
  });

  test('the admin creates a material for the screening stage; a new participant sees it on the phone', async ({
    page,
    browser,
    ip,
  }) => {
    const title = `Как пройти анкету ${Date.now() % 100000}`;
    await loginAs(page, 'admin');
    await page.getByRole('link', { name: 'Материалы' }).first().click();
    await expect(page).toHaveURL(/\/admin\/materials$/);
    await expect(page.getByRole('cell', { name: 'О программе стажировок JTI', exact: true })).toBeVisible();
    expect(await serious(page)).toEqual([]);

    await page.getByRole('button', { name: 'Добавить материал' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый материал' });
    await dialog.getByText('Статья', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog.getByText('Введите название')).toBeVisible();
    await dialog.getByLabel('Название').fill(title);
    await dialog.getByLabel('Текст (Markdown)').fill('## Три шага\n\n**Заполните** анкету до конца.');
    await dialog.getByLabel('Анкета').check();
    expect(await serious(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

    const readerIp = anotherIp(ip);
    const p = await openPage(browser, { ip: readerIp, viewport: { width: 375, height: 740 } });
    await newParticipant(p, readerIp, { answerHowKnow: true });
    await p.goto('/mobile');
    await p.getByRole('link', { name: new RegExp(title) }).click();
    await expect(p.getByRole('heading', { name: 'Три шага' })).toBeVisible();
    await expect(p.locator('strong', { hasText: 'Заполните' })).toBeVisible();
    await p.context().close();
  });
});
