/**
 * Self-booked meetings (decision 031) at 375 px: a participant at the IT position's assessment picks
 * a published time, gets the calendar file in Moscow time and moves the meeting before the cut-off;
 * a move past the cut-off is refused; a time staff cancel comes back to the participant as «Нужно
 * перенести» with the free times; the same choice on /mobile; the recruiter's times on the position
 * page, and the manager's own interview times on /manager/interviews (publish, who holds a seat,
 * cancel). Each journey has a demo participant of its own (demo-data.ts, DEMO_SLOT_PARTICIPANTS).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { anotherIp, csrfHeaders, DEMO_PASSWORD, expect, loginAs, openPage, test } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

const picker = (page: Page) => page.getByTestId('slot-picker');
const stageStatus = (page: Page) => page.getByTestId('stage-panel').getByLabel(/^Статус: /);

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a participant books a time, saves it to the calendar and moves it before the cut-off', async ({
  page,
}) => {
  await loginAs(page, { email: 'slots@example.com', home: /\/progress$/ });
  await expect(page.getByTestId('stage-panel').getByRole('heading', { level: 2 })).toHaveText('Ассессмент');
  await expect(picker(page).getByRole('heading', { name: 'Выберите время встречи' })).toBeVisible();
  await expect(picker(page)).toContainText(
    'Записаться или перенести встречу можно не позже чем за 24 часа до её начала.',
  );
  await noOverflow(page);

  const first = picker(page)
    .getByRole('button', { name: /^Записаться на / })
    .first();
  const firstTime = (await first.getAttribute('aria-label'))!.replace('Записаться на ', '');
  await first.click();
  await expect(picker(page).getByRole('status')).toHaveText(
    'Вы записаны. Файл для календаря — в блоке «Время и место».',
  );
  await expect(stageStatus(page)).toHaveText('Встреча назначена');
  const slotCard = page.getByText('Время и место', { exact: true }).locator('..');
  await expect(slotCard).toContainText(`${firstTime} по московскому времени`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Добавить в календарь' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('invitation.ics');
  const ics = fs.readFileSync((await download.path())!, 'utf8');
  expect(ics).toContain('TZID:Europe/Moscow');
  expect(ics).toMatch(/DTSTART;TZID=Europe\/Moscow:\d{8}T\d{6}\r\n/);
  // The invitation the booking's e-mail carried (decision 070): the same file, SEQUENCE 0.
  expect(ics).toContain('METHOD:REQUEST\r\n');
  expect(ics).toContain('SEQUENCE:0\r\n');

  await expect(picker(page).getByRole('heading', { name: 'Перенести встречу' })).toBeVisible();
  await expect(picker(page)).toContainText(
    /Перенести встречу можно до \d{2}\.\d{2}\.\d{4} в \d{2}:\d{2} \(МСК\)\./,
  );
  const other = picker(page)
    .getByRole('button', { name: /^Перенести на / })
    .first();
  const otherTime = (await other.getAttribute('aria-label'))!.replace('Перенести на ', '');
  await other.click();
  await expect(picker(page).getByRole('status')).toHaveText('Встреча перенесена.');
  await expect(stageStatus(page)).toHaveText('Перенесено');
  await expect(slotCard).toContainText(`${otherTime} по московскому времени`);
  await noOverflow(page);
  await page.screenshot({ path: 'test-results/slots-progress-375.png', fullPage: true });

  await page.goto('/notifications');
  await expect(page.getByText(`Встреча перенесена на ${otherTime} (МСК)`, { exact: false })).toBeVisible();
});

test('past the cut-off the meeting cannot be moved: no times offered, and the server refuses in Russian', async ({
  page,
  ip,
}) => {
  await loginAs(page, { email: 'slots.late@example.com', home: /\/progress$/ });
  await expect(stageStatus(page)).toHaveText('Встреча назначена');
  await expect(picker(page)).toContainText(
    'Перенести встречу уже нельзя: это можно сделать не позже чем за 24 часа до неё.',
  );
  await expect(picker(page).getByRole('button')).toHaveCount(0);
  const free = (await (await page.request.get('/api/screening/slots')).json()).data;
  expect(free.booked.can_move).toBe(false);
  const res = await page.request.put('/api/screening/slot', {
    headers: await csrfHeaders(page, ip),
    data: { slot_id: free.slots[0].id },
  });
  expect(res.status()).toBe(422);
  expect((await res.json()).message).toBe(
    'Перенести встречу уже нельзя: это можно сделать не позже чем за 24 часа до неё',
  );
  await noOverflow(page);
});

test('a time the recruiter cancels: the participant sees «Нужно перенести», is told, and picks a new time', async ({
  page,
  browser,
  ip,
}) => {
  // The recruiter cancels the time Карина holds, through the API of a browser of their own.
  const staffIp = anotherIp(ip);
  const staff = await openPage(browser, { ip: staffIp });
  const login = await staff.request.post('/login', {
    headers: await csrfHeaders(staff, staffIp),
    data: { email: 'recruiter@example.com', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const positions = (await (await staff.request.get('/api/dashboard/vacancies?per_page=100')).json())
    .data as { id: number; title: string }[];
  const it = positions.find((p) => p.title === 'Стажёр-разработчик (IT)')!;
  const slots = (await (await staff.request.get(`/api/dashboard/vacancies/${it.id}/slots`)).json()).data as {
    id: number;
    bookings: { name: string }[];
  }[];
  const held = slots.find((s) => s.bookings.some((b) => b.name.startsWith('Отменова Карина')))!;
  const cancelled = await staff.request.post(`/api/dashboard/vacancies/${it.id}/slots/${held.id}/cancel`, {
    headers: await csrfHeaders(staff, staffIp),
  });
  expect(cancelled.status()).toBe(200);

  await loginAs(page, { email: 'slots.cancel@example.com', home: /\/progress$/ });
  await expect(stageStatus(page)).toHaveText('Нужно перенести');
  await expect(picker(page)).toContainText('Время встречи отменили. Выберите новое из свободных.');
  await picker(page)
    .getByRole('button', { name: /^Записаться на / })
    .first()
    .click();
  await expect(picker(page).getByRole('status')).toBeVisible();
  await expect(stageStatus(page)).toHaveText('Перенесено');
  await page.goto('/notifications');
  await expect(
    page.getByText(
      /Встреча \d{2}\.\d{2}\.\d{4} в \d{2}:\d{2} \(МСК\) отменена\. Выберите новое время в личном кабинете\./,
    ),
  ).toBeVisible();
  await noOverflow(page);
});

test('on /mobile the participant picks a time from the home card', async ({ page }) => {
  await loginAs(page, { email: 'slots.mobile@example.com', home: /\/(progress|mobile)$/ });
  await page.goto('/mobile');
  await expect(picker(page).getByRole('heading', { name: 'Выберите время встречи' })).toBeVisible();
  await picker(page)
    .getByRole('button', { name: /^Записаться на / })
    .first()
    .click();
  await expect(picker(page).getByRole('status')).toHaveText(
    'Вы записаны. Файл для календаря — в блоке «Время и место».',
  );
  await expect(picker(page).getByRole('heading', { name: 'Перенести встречу' })).toBeVisible();
  await noOverflow(page);
});

test('the recruiter publishes a time on the position page, sees who holds each seat, and cancels a time', async ({
  page,
}) => {
  await loginAs(page, 'recruiter');
  const positions = (await (await page.request.get('/api/dashboard/vacancies?per_page=100')).json()).data as {
    id: number;
    title: string;
  }[];
  const it = positions.find((p) => p.title === 'Стажёр-разработчик (IT)')!;
  await page.goto(`/recruiter/positions/${it.id}`);
  const card = page.getByRole('heading', { name: 'Время встреч' }).locator('..');
  await expect(card.getByLabel('Запись и перенос закрываются за, часов до встречи')).toHaveValue('24');
  // The participant past the cut-off holds the only seat of the soonest time.
  await expect(card.getByRole('link', { name: 'Поздняков Лев' })).toBeVisible();

  const day = new Date(Date.now() + 12 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
  const form = card.getByRole('form', { name: 'Опубликовать время' });
  await form.getByLabel('Дата и время (МСК)').fill(`${day}T16:30`);
  await form.getByLabel('Место', { exact: true }).fill('Москва, Павелецкая площадь, 2, зал «Нева»');
  await form.getByLabel('Мест', { exact: true }).fill('2');
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  const [y, m, d] = day.split('-');
  const published = card.getByRole('listitem', { name: `Ассессмент, ${d}.${m}.${y} в 16:30 МСК` });
  await expect(published).toContainText('Занято 0 из 2 мест');
  await expect(published).toContainText('Пока никто не записался');
  await noOverflow(page);

  await published.getByRole('button', { name: `Отменить время ${d}.${m}.${y} в 16:30 МСК` }).click();
  await published.getByRole('button', { name: 'Да, отменить' }).click();
  await expect(published).toContainText('Отменено');
  await noOverflow(page);
});

test('the manager publishes the times of their interview, sees who holds each seat, and cancels one: its candidate is told', async ({
  page,
  browser,
  ip,
}) => {
  await loginAs(page, 'manager');
  await page.getByRole('link', { name: 'Время интервью' }).click();
  await expect(page).toHaveURL(/\/manager\/interviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Время интервью' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Стажёр-разработчик (IT)' });
  // The manager's own interview only: no choice of stage, no cut-off (the recruiter's).
  await expect(card.getByRole('listitem').first()).toHaveAccessibleName(/^Интервью с руководителем, /);
  await expect(card.getByLabel('Этап')).toHaveCount(0);
  await expect(card.getByLabel('Запись и перенос закрываются за, часов до встречи')).toHaveCount(0);
  // Марк holds the only seat of the soonest time.
  const heldRow = card
    .getByRole('listitem', { name: /^Интервью с руководителем, / })
    .filter({ has: page.getByRole('link', { name: 'Интервьюев Марк' }) });
  await expect(heldRow).toContainText('Занято 1 из 1 места');
  const heldName = (await heldRow.getAttribute('aria-label'))!;
  await noOverflow(page);
  await page.screenshot({ path: 'test-results/manager-interviews-375.png', fullPage: true });

  // Neither place nor link: the server's Russian message under the field, what was typed kept.
  const day = new Date(Date.now() + 13 * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);
  const form = card.getByRole('form', { name: 'Опубликовать время' });
  await form.getByLabel('Дата и время (МСК)').fill(`${day}T17:00`);
  await form.getByLabel('Мест', { exact: true }).fill('3');
  await form.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(form.getByText('Укажите место или ссылку на встречу')).toBeVisible();
  await expect(form.getByLabel('Дата и время (МСК)')).toHaveValue(`${day}T17:00`);
  // By keyboard: Enter in the link field publishes.
  await form.getByLabel('Ссылка на встречу').fill('https://telemost.yandex.ru/j/manager');
  await form.getByLabel('Ссылка на встречу').press('Enter');
  const [y, m, d] = day.split('-');
  const published = card.getByRole('listitem', {
    name: `Интервью с руководителем, ${d}.${m}.${y} в 17:00 МСК`,
  });
  await expect(published).toContainText('Занято 0 из 3 мест');
  await expect(published).toContainText('Пока никто не записался');

  const held = card.getByRole('listitem', { name: heldName });
  await held.getByRole('button', { name: /^Отменить время / }).click();
  await held.getByRole('button', { name: 'Да, отменить' }).click();
  await expect(held).toContainText('Отменено');
  await noOverflow(page);

  // Марк is told and picks another time of the manager's.
  const participant = await openPage(browser, { ip: anotherIp(ip), viewport: { width: 375, height: 812 } });
  await loginAs(participant, { email: 'slots.manager@example.com', home: /\/progress$/ });
  await expect(stageStatus(participant)).toHaveText('Нужно перенести');
  await expect(picker(participant)).toContainText('Время встречи отменили. Выберите новое из свободных.');
  await expect(
    picker(participant).getByRole('button', {
      name: new RegExp(`^Записаться на ${d}\\.${m}\\.${y} в 17:00`),
    }),
  ).toBeVisible();
  await participant.goto('/notifications');
  await expect(participant.getByText(/Встреча \d{2}\.\d{2}\.\d{4} в 16:00 \(МСК\) отменена\./)).toBeVisible();
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the manager’s interview times read right at 1280 px', async ({ page }) => {
    await loginAs(page, 'manager');
    await page.goto('/manager/interviews');
    const card = page.getByRole('region', { name: 'Стажёр-разработчик (IT)' });
    // The other journey may have cancelled Марк's time meanwhile: the online time stays as seeded.
    await expect(
      card.getByRole('listitem').filter({ hasText: 'https://meet.example.com/jti-manager' }),
    ).toContainText('Занято 0 из 2 мест');
    await noOverflow(page);
    await page.screenshot({ path: 'test-results/manager-interviews-1280.png', fullPage: true });
  });
});
