/**
 * Live notices (decision 030): a participant's open page hears of a change without a reload, through
 * the tab's event stream; a stream that drops (the network gone for a while) comes back and brings
 * every notice sent meanwhile; the staff's bell counts their notices and opens them in a panel.
 *
 * Each journey uses a new participant who applies through the API: the journeys run in parallel.
 * The waits are a few seconds, far below the minute the polling fallback takes, so what arrives came
 * by the stream.
 */
import type { Page } from '@playwright/test';
import {
  anotherIp,
  applyThroughApi,
  csrfHeaders,
  expect,
  loginAs,
  newParticipant,
  openPage,
  test,
} from './fixtures.ts';

const LIVE = { timeout: 5_000 };

const streamOpen = (page: Page) =>
  expect(page.locator('html[data-live="open"]')).toHaveCount(1, { timeout: 15_000 });

test('a recruiter’s stage change shows on the participant’s open /progress at once, without a reload', async ({
  page,
  browser,
  ip,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await newParticipant(page, ip, { answerHowKnow: true });
  const candidateId = await applyThroughApi(page, ip);
  // Applying brought a notice: read, so the dot starts off.
  expect(
    (await page.request.put('/api/messages/all/read', { headers: await csrfHeaders(page, ip) })).status(),
  ).toBe(200);
  await page.goto('/progress');
  await streamOpen(page);
  const screening = page.getByTestId('step-SCREENING');
  await expect(screening).toContainText('На проверке');
  const dot = page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('link', { name: /Уведомления/ });
  await expect(dot).not.toContainText('есть непрочитанные');
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const staffIp = anotherIp(ip);
  const staff = await openPage(browser, { ip: staffIp });
  await loginAs(staff, 'recruiter');
  const changed = await staff.request.put(`/api/dashboard/candidate/${candidateId}/stage/1`, {
    headers: await csrfHeaders(staff, staffIp),
    data: { status: 'success' },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await expect(screening).toContainText('Пройден', LIVE);
  await expect(dot).toContainText('есть непрочитанные', LIVE);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await staff.context().close();
});

test('the stream drops and comes back: no notice sent meanwhile is lost; the staff bell counts the answer (375 px)', async ({
  page,
  browser,
  ip,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await newParticipant(page, ip, { answerHowKnow: true });
  await applyThroughApi(page, ip);
  const me = (await (await page.request.get('/api/users/info')).json()).data as { id: number };
  const streams: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/events') streams.push(r.url());
  });
  await page.goto('/notifications');
  await streamOpen(page);

  const staffIp = anotherIp(ip);
  const staff = await openPage(browser, { ip: staffIp, viewport: { width: 375, height: 812 } });
  await loginAs(staff, 'recruiter');
  const write = async (text: string) => {
    const res = await staff.request.post(`/api/dashboard/users/${me.id}/chat`, {
      headers: await csrfHeaders(staff, staffIp),
      data: { text },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  const notices = page.getByTestId('notification');
  await write('Первое сообщение, пока поток открыт');
  await expect(notices.filter({ hasText: 'Первое сообщение, пока поток открыт' })).toHaveCount(1, LIVE);

  // The network goes; the stream drops; two lines are written meanwhile.
  await page.context().setOffline(true);
  await expect(page.locator('html[data-live="down"]')).toHaveCount(1, { timeout: 15_000 });
  await write('Второе, пока связи не было');
  await write('Третье, пока связи не было');
  await page.context().setOffline(false);
  await expect(notices.filter({ hasText: 'Второе, пока связи не было' })).toHaveCount(1, { timeout: 30_000 });
  await expect(notices.filter({ hasText: 'Третье, пока связи не было' })).toHaveCount(1);
  await expect(notices.filter({ hasText: 'Первое сообщение' })).toHaveCount(1);
  await streamOpen(page);
  expect(streams.length, streams.join('\n')).toBeGreaterThanOrEqual(2);

  // The participant answers; the recruiter who wrote last hears of it in the top bar, on a phone.
  await staff.goto('/recruiter');
  await streamOpen(staff);
  const bell = staff.getByTestId('staff-notices');
  // The demo recruiter may have notices from other journeys: the count goes up by one.
  await expect(bell).toHaveAccessibleName(/^Уведомления/);
  const before = Number((await bell.textContent())?.match(/\d+/)?.[0] ?? 0);
  const answer = await page.request.post('/api/chat', {
    headers: await csrfHeaders(page, ip),
    data: { text: 'Спасибо, всё получила!' },
  });
  expect(answer.status()).toBe(201);
  await expect(bell).toHaveAccessibleName(new RegExp(`^Уведомления\\s*${before + 1}\\s+непрочитанн`), LIVE);
  await bell.click();
  const panel = staff.getByRole('dialog', { name: 'Уведомления' });
  await expect(panel.getByTestId('notification').filter({ hasText: 'Спасибо, всё получила!' })).toHaveCount(
    1,
  );
  await panel.getByRole('button', { name: 'Прочитать все' }).click();
  await expect(bell).toHaveAccessibleName('Уведомления', LIVE);
  await staff.context().close();
});
