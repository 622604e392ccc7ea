/**
 * The chat and the notifications, at 375 px and on a desktop: a recruiter writes to a participant
 * from the candidate card; the participant sees the unread dot, opens the notifications, reads the
 * line, answers it in the chat block; the recruiter sees the answer; the participant marks all read
 * and the dot goes; a recruiter's stage change brings a new notice and the dot back. Axe checks both
 * screens.
 *
 * The participant is a new one who applies through the API rather than participant@example.com:
 * the journeys run in parallel, and others read the demo participant's stages and messages.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
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

async function serious(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A second browser, from its own address, as the fixture's page is. */
async function otherPage(
  browser: Browser,
  ip: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  return openPage(browser, { ip, viewport });
}

const viewports = [
  ['375 px', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

for (const [label, viewport] of viewports) {
  test(`a recruiter and a participant write to each other; notices, the dot and marking read (${label})`, async ({
    page,
    browser,
    ip,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await newParticipant(page, ip, { answerHowKnow: true });
    const candidateId = await applyThroughApi(page, ip);

    const staffIp = anotherIp(ip);
    const staff = await otherPage(browser, staffIp, viewport);
    await loginAs(staff, 'recruiter');
    const card = (await (await staff.request.get(`/api/dashboard/candidate/${candidateId}`)).json()).data as {
      vacancy: { id: number };
    };
    await staff.goto(`/recruiter/positions/${card.vacancy.id}/candidates/${candidateId}`);
    const staffChat = staff.getByRole('region', { name: 'Чат с кандидатом' });
    // The card loads many sections at once; on a busy shared server the thread may take a while.
    await expect(staffChat.getByText('Сообщений пока нет')).toBeVisible({ timeout: 30_000 });
    const question = `Добрый день! Удобно ли вам интервью в четверг? (${label})`;
    await staffChat.getByLabel('Сообщение').fill(question);
    await staffChat.getByRole('button', { name: 'Отправить' }).click();
    await expect(staffChat.getByRole('log')).toContainText(question);
    await expect(staffChat.getByLabel('Сообщение')).toHaveValue('');
    expect(await serious(staff, '#chat')).toEqual([]);

    // The participant moves between pages: the dot is refreshed on the way.
    await page.goto('/progress');
    const nav = page.getByRole('navigation', { name: 'Основное меню' });
    const notices = nav.getByRole('link', { name: /Уведомления/ });
    await expect(notices).toContainText('есть непрочитанные');
    await notices.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const notice = page.getByTestId('notification').filter({ hasText: 'Новое сообщение от рекрутера' });
    await expect(notice).toContainText(question);
    const chat = page.getByRole('region', { name: 'Переписка с рекрутером' });
    await expect(chat.getByRole('log')).toContainText(question);
    expect(await serious(page)).toEqual([]);

    await notice.getByRole('link', { name: 'Ответить' }).click();
    await expect(chat.getByLabel('Сообщение')).toBeFocused();
    const answer = `Да, четверг подходит. Спасибо! (${label})`;
    await page.keyboard.type(answer);
    await chat.getByRole('button', { name: 'Отправить' }).click();
    await expect(chat.getByRole('log')).toContainText(answer);

    await staff.reload();
    await expect(staffChat.getByRole('log')).toContainText(answer, { timeout: 30_000 });

    // Every notice read at once: the dot goes and nothing is marked new.
    await page.getByRole('button', { name: 'Прочитать все' }).click();
    await expect(page.locator('[data-testid="notification"][data-unread]')).toHaveCount(0);
    await expect(notices).not.toContainText('есть непрочитанные');

    // A stage change tells the participant: the dot comes back on the next page they open.
    const changed = await staff.request.put(`/api/dashboard/candidate/${candidateId}/stage/1`, {
      headers: await csrfHeaders(staff, staffIp),
      data: { status: 'success' },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await nav.getByRole('link', { name: /Лента/ }).click();
    await expect(notices).toContainText('есть непрочитанные');
    await notices.click();
    // The newest unread notice is the stage's, one for the step (issue 31: «Этап «…» пройден, следующий — «…»»);
    // which stage opens next is the demo position's.
    const newest = page.locator('[data-testid="notification"][data-unread]').first();
    await expect(newest).toContainText(/Этап «[^»]+» пройден, следующий — «[^»]+»/);
    await expect(newest).not.toContainText('Новое сообщение от рекрутера');
    await staff.context().close();
  });
}
