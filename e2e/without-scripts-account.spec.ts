/**
 * Nothing a person does is lost (decision 052), the account's forms: a new password by the e-mailed
 * link, the «Откуда вы узнали» answer and marking notices read work with the page's scripts off, on a
 * phone and on a desktop; a refusal is said in Russian on the page with what was typed kept.
 */
import type { Page } from '@playwright/test';
import {
  applyThroughApi,
  csrfHeaders,
  expect,
  newParticipant,
  resetTokenFor,
  test,
  withoutScripts,
} from './fixtures.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/email_login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

const NEW_PASSWORD = 'Новый-пароль-без-скриптов-1';

for (const size of ['phone', 'desktop'] as const) {
  test(`without scripts, ${size}: a new password by the link (a mismatch refused), then the how-know answer («Другое» needs a word)`, async ({
    browser,
    page,
    ip,
  }) => {
    const { email } = await newParticipant(page, ip);
    const context = await withoutScripts(browser, size);
    const visitor = await context.newPage();
    await visitor.goto('/email_login?forgot=1');
    await visitor.getByLabel('E-mail').fill(email);
    await visitor.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(visitor.getByText('Если этот e-mail зарегистрирован')).toBeVisible();

    await visitor.goto(`/reset/${await resetTokenFor(page.request, email)}`);
    await visitor.getByLabel('Новый пароль').fill(NEW_PASSWORD);
    await visitor.getByLabel('Повторите пароль').fill('Другой-пароль-2026');
    await visitor.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(visitor.getByText('Пароли не совпадают')).toBeVisible();
    // Passwords are never sent back to the page.
    await expect(visitor.getByLabel('Новый пароль')).toHaveValue('');
    await expect(visitor.getByLabel('Повторите пароль')).toHaveValue('');

    await visitor.getByLabel('Новый пароль').fill(NEW_PASSWORD);
    await visitor.getByLabel('Повторите пароль').fill(NEW_PASSWORD);
    await visitor.getByLabel('Повторите пароль').press('Enter');
    await expect(visitor).toHaveURL(/\/email_login\?reset=done$/);
    await expect(visitor.getByText('Пароль изменён. Войдите с новым паролем')).toBeVisible();

    // The participant still owes the answer: the new password leads to /verified.
    await visitor.getByLabel('E-mail').fill(email);
    await visitor.getByLabel('Пароль', { exact: true }).fill(NEW_PASSWORD);
    await visitor.getByRole('button', { name: 'Войти' }).click();
    await expect(visitor).toHaveURL(/\/verified$/);
    const question = visitor.getByRole('radiogroup', { name: 'Откуда вы узнали о программе?' });
    await expect(visitor.getByLabel('Расскажите подробнее')).toBeHidden();
    await question.getByRole('radio', { name: 'Другое' }).check();
    // Shown by the page's style once «Другое» is picked, no scripts needed.
    await expect(visitor.getByLabel('Расскажите подробнее')).toBeVisible();
    await visitor.getByRole('button', { name: 'Продолжить' }).click();
    await expect(visitor.getByText('Расскажите, откуда вы узнали о программе')).toBeVisible();
    await expect(question.getByRole('radio', { name: 'Другое' })).toBeChecked();

    await visitor.getByLabel('Расскажите подробнее').fill('Рассказали на лекции');
    await visitor.getByRole('button', { name: 'Продолжить' }).click();
    await expect(visitor).toHaveURL(/\/vacancies$/);
    await context.close();
  });

  test(`without scripts, ${size}: the how-know question sent unanswered is named, then a pick leads on`, async ({
    browser,
    page,
    ip,
  }) => {
    const { email } = await newParticipant(page, ip);
    const context = await withoutScripts(browser, size);
    const visitor = await context.newPage();
    await signIn(visitor, email, 'Пароль-участника-1');
    await expect(visitor).toHaveURL(/\/verified$/);
    await visitor.getByRole('button', { name: 'Продолжить' }).click();
    await expect(visitor.getByText('Выберите вариант')).toBeVisible();
    await visitor.getByRole('radio', { name: 'Telegram' }).check();
    await visitor.getByRole('button', { name: 'Продолжить' }).click();
    await expect(visitor).toHaveURL(/\/vacancies$/);
    await context.close();
  });

  test(`without scripts, ${size}: marking one notice read, then all; a page left from an old session is refused and sent again`, async ({
    browser,
    page,
    ip,
  }) => {
    const { email } = await newParticipant(page, ip, { answerHowKnow: true });
    // Two notices: the application, and leaving the selection.
    await applyThroughApi(page, ip);
    const closed = await page.request.put('/api/screening/close', { headers: await csrfHeaders(page, ip) });
    expect(closed.status(), await closed.text()).toBe(200);

    const context = await withoutScripts(browser, size);
    const visitor = await context.newPage();
    await signIn(visitor, email, 'Пароль-участника-1');
    await expect(visitor).toHaveURL(/\/vacancies$/);
    await visitor.goto('/notifications');
    const unread = visitor.locator('[data-testid="notification"][data-unread]');
    await expect(unread).toHaveCount(2);
    await unread
      .first()
      .getByRole('button', { name: /^Отметить прочитанным/ })
      .click();
    await expect(visitor).toHaveURL(/\/notifications$/);
    await expect(unread).toHaveCount(1);

    // Signed in again from another tab: this tab's page holds the old session's token.
    await context.clearCookies();
    const other = await context.newPage();
    await signIn(other, email, 'Пароль-участника-1');
    await expect(other).toHaveURL(/\/vacancies$/);
    await visitor.getByRole('button', { name: 'Прочитать все' }).click();
    await expect(visitor.getByText('Страница устарела')).toBeVisible();
    await expect(unread).toHaveCount(1);
    // The page drawn again carries this session's token: the same press now goes through.
    await visitor.getByRole('button', { name: 'Прочитать все' }).click();
    await expect(visitor).toHaveURL(/\/notifications$/);
    await expect(unread).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Прочитать все' })).toHaveCount(0);
    await context.close();
  });

  test(`without scripts, ${size}: a line to the recruiter from /notifications; one too long is refused with the text kept`, async ({
    browser,
    page,
    ip,
  }) => {
    const { email } = await newParticipant(page, ip, { answerHowKnow: true });
    const context = await withoutScripts(browser, size);
    const visitor = await context.newPage();
    await signIn(visitor, email, 'Пароль-участника-1');
    await expect(visitor).toHaveURL(/\/vacancies$/);
    await visitor.goto('/notifications');
    const chat = visitor.getByRole('region', { name: 'Переписка с рекрутером' });
    const long = 'Длинный вопрос. '.repeat(130);
    await chat.getByLabel('Сообщение').fill(long);
    await chat.getByRole('button', { name: 'Отправить' }).click();
    await expect(chat.getByText('Сообщение не длиннее 2000 символов')).toBeVisible();
    await expect(chat.getByLabel('Сообщение')).toHaveValue(long);

    const line = `Когда собеседование? (${size})`;
    await chat.getByLabel('Сообщение').fill(line);
    await chat.getByRole('button', { name: 'Отправить' }).click();
    await expect(visitor).toHaveURL(/\/notifications#chat$/);
    await expect(chat.getByRole('log')).toContainText(line);
    await expect(chat.getByLabel('Сообщение')).toHaveValue('');
    await context.close();
  });

  test(`without scripts, ${size}: /vacancies with nothing found subscribes to its filters; not an e-mail is refused with the text kept`, async ({
    browser,
    page,
    ip,
  }) => {
    const { email } = await newParticipant(page, ip, { answerHowKnow: true });
    const context = await withoutScripts(browser, size);
    const visitor = await context.newPage();
    await signIn(visitor, email, 'Пароль-участника-1');
    await expect(visitor).toHaveURL(/\/vacancies$/);
    await visitor.goto(`/vacancies?q=${encodeURIComponent(`нет-такой-${size}`)}`);
    const field = visitor.getByLabel('E-mail для уведомлений');
    await field.fill('anna-at-mail');
    await visitor.getByRole('button', { name: 'Подписаться на этот фильтр' }).click();
    await expect(visitor.getByText('Укажите e-mail в формате name@example.ru')).toBeVisible();
    await expect(field).toHaveValue('anna-at-mail');
    await field.fill(email);
    await field.press('Enter');
    await expect(visitor.getByText('Подписка оформлена')).toBeVisible();
    await context.close();
  });
}
