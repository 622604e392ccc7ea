/**
 * The staff pipeline end to end: a recruiter builds a position with all eight stages and opens it; a
 * new participant applies (through the API); the recruiter finds them in the candidates table by
 * filters and search, opens the card, moves them through the stages, extends a deadline, assigns an
 * interview slot, comments and assigns the demo manager; the manager sees that candidate (and not one
 * of another position), records the MANAGER_INTERVIEW result, and the history shows it all. Then the
 * table at 375 px and an axe check.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  anotherIp,
  applyThroughApi,
  expect,
  loginAs,
  newParticipant,
  openPage,
  pickOption,
  test,
  typeDateTime,
} from './fixtures.ts';

/** A second browser, from its own address, as the fixture's page is. */
async function otherPage(
  browser: Browser,
  ip: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  return openPage(browser, { ip, viewport });
}

/** A new participant applies to a vacancy through the API, answering its screening questions. */
async function newCandidate(browser: Browser, ip: string, vacancyId: number) {
  const page = await otherPage(browser, ip);
  const person = await newParticipant(page, ip, { answerHowKnow: true });
  const candidateId = await applyThroughApi(page, ip, vacancyId);
  await page.context().close();
  return { ...person, candidateId };
}

/** An open demo position with no managers attached: its candidates are nobody's but the recruiters'. */
async function openPositionWithoutManagers(page: Page, except: number): Promise<number> {
  const list = (await (await page.request.get('/api/dashboard/vacancies?status=open&per_page=100')).json())
    .data as { id: number }[];
  for (const { id } of list) {
    if (id === except) continue;
    const detail = (await (await page.request.get(`/api/dashboard/vacancies/${id}`)).json()).data as {
      manager_ids: number[];
    };
    if (detail.manager_ids.length === 0) return id;
  }
  throw new Error('no open demo position without managers');
}

/** Changes a stage's status on the card and confirms, checking the confirmation names the notice. */
async function setStageStatus(
  page: Page,
  stage: string,
  status: string,
  fill?: (region: Locator) => Promise<void>,
) {
  const region = page.getByRole('region', { name: stage, exact: true });
  await pickOption(region, 'Статус этапа', status);
  if (fill) await fill(region);
  await region.getByRole('button', { name: 'Изменить статус' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Статус этапа «${stage}» станет «${status}»`);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toBeHidden();
  await expect(region.getByText(status, { exact: true }).first()).toBeVisible();
}

async function moveTo(page: Page, stage: string) {
  // A stage not started yet is folded in the card's list of stages.
  const folded = page.locator('summary', { hasText: stage });
  if (await folded.isVisible()) await folded.click();
  const region = page.getByRole('region', { name: stage, exact: true });
  await region.getByRole('button', { name: 'Перевести на этот этап' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Кандидат будет переведён на этап «${stage}»`);
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toBeHidden();
  await expect(region.getByText('Ожидает', { exact: true })).toBeVisible();
}

test('recruiter to manager: a position, an application, the table, the card, the manager and the history', async ({
  page,
  browser,
  ip,
}) => {
  test.setTimeout(240_000);
  const title = `Стажёр по данным e2e ${Date.now()}`;

  // The recruiter builds a position with all eight stages and opens it.
  await loginAs(page, 'recruiter');
  await page.getByRole('link', { name: 'Создать позицию' }).click();
  await page.getByRole('textbox', { name: /^Название/ }).fill(title);
  await pickOption(page, /^Направление/, 'IT');
  await pickOption(page, /^Формат работы/, 'Офис');
  await pickOption(page, /^Часов в неделю/, '40');
  await page.getByRole('textbox', { name: 'Описание' }).fill('Работа с **данными** и отчётами.');
  await page.getByRole('textbox', { name: 'Вопрос анкеты 1' }).fill('Почему вы хотите к нам?');
  for (const stage of [
    '2. Видеорезюме',
    '3. Тестирование',
    '4. Ассессмент',
    '5. Интервью с рекрутером',
    '6. Интервью с руководителем',
    '7. Оффер',
    '8. Выход на стажировку',
  ])
    await page.getByRole('checkbox', { name: stage }).check();
  await page.getByRole('textbox', { name: 'Вопрос видеорезюме 1' }).fill('Расскажите о себе');
  await page.getByRole('textbox', { name: 'Вопрос теста 1' }).fill('Сколько будет 2 + 2?');
  await page.getByRole('textbox', { name: 'Вариант 1 вопроса 1' }).fill('3');
  await page.getByRole('textbox', { name: 'Вариант 2 вопроса 1' }).fill('4');
  await page.getByRole('radio', { name: 'Вариант 2 вопроса 1 верный' }).check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/recruiter\/positions\/\d+$/);
  const positionId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await page.getByRole('button', { name: 'Открыть', exact: true }).click();
  await expect(page.getByText('Открыта', { exact: true })).toBeVisible();

  // Two participants apply through the API: one to this position, one to a position without managers.
  const vera = await newCandidate(browser, anotherIp(ip), positionId);
  const other = await newCandidate(
    browser,
    anotherIp(ip),
    await openPositionWithoutManagers(page, positionId),
  );

  // The recruiter finds Vera in the position's table by stage, stage status and her e-mail.
  await page.reload();
  await page.getByRole('link', { name: /^Кандидаты \(\d+\)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/recruiter/positions/${positionId}/candidates$`));
  await expect(page.getByRole('heading', { level: 1, name: `Кандидаты: ${title}` })).toBeVisible();
  await pickOption(page, 'Этап', 'Анкета');
  await pickOption(page, 'Статус этапа', 'На проверке');
  await page.getByRole('textbox', { name: 'Поиск по ФИО, e-mail или телефону' }).fill(vera.email);
  await expect(page).toHaveURL(/stage=1.*stage_status=eval.*q=/);
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Новикова Вера' })).toHaveCount(1);
  await expect(page.getByText('Найдено: 1 кандидат')).toBeVisible();
  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Поиск по ФИО, e-mail или телефону' })).toHaveValue(
    vera.email,
  );
  await expect(table.getByRole('link', { name: 'Новикова Вера' })).toHaveCount(1);

  // The preview beside the table leads to the card.
  await page.getByRole('button', { name: 'Быстрый просмотр: Новикова Вера' }).click();
  const preview = page.getByRole('complementary', { name: 'Кандидат' });
  await expect(preview.getByText(title)).toBeVisible();
  await preview.getByRole('link', { name: 'Открыть карточку' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/recruiter/positions/${positionId}/candidates/${vera.candidateId}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Новикова Вера' })).toBeVisible();

  // Through the stages: the screening passes, the recruiter interview opens with a longer deadline,
  // a slot and a comment, then the manager interview opens.
  await setStageStatus(page, 'Анкета', 'Пройден');
  await moveTo(page, 'Интервью с рекрутером');
  const interview = page.getByRole('region', { name: 'Интервью с рекрутером', exact: true });
  await interview.getByLabel('Продлить срок на дней').fill('5');
  await interview.getByRole('button', { name: 'Продлить срок', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('будет продлён на 5');
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  const slotDay = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await setStageStatus(page, 'Интервью с рекрутером', 'Встреча назначена', async (region) => {
    await typeDateTime(region, 'Дата и время встречи (МСК)', `${slotDay}T11:30`);
    await region.getByLabel('Место').fill('Москва, Бизнес-центр «Белая площадь», 5 этаж');
  });
  const [y, m, d] = slotDay.split('-');
  await expect(interview.getByText(`Встреча: ${d}.${m}.${y} 11:30 (МСК)`, { exact: false })).toBeVisible();
  const comment = `Сильный кандидат, звать к руководителю ${Date.now()}`;
  await interview.getByLabel('Новый комментарий').fill(comment);
  await interview.getByRole('button', { name: 'Добавить комментарий' }).click();
  // Saved when the field empties (before that the text may be in the field and the list at once).
  await expect(interview.getByLabel('Новый комментарий')).toHaveValue('');
  await expect(interview.getByText(comment)).toBeVisible();
  await moveTo(page, 'Интервью с руководителем');

  // The demo manager is assigned to Vera personally.
  const managers = page.getByRole('region', { name: 'Руководители кандидата' });
  await pickOption(managers, 'Назначенные руководители', /manager@example\.com/);
  await page.keyboard.press('Escape');
  await managers.getByRole('button', { name: 'Сохранить руководителей' }).click();
  await expect(page.getByText('Сохранено').first()).toBeVisible();

  // The manager sees Vera, and not the candidate of a position they have nothing to do with.
  const manager = await otherPage(browser, anotherIp(ip));
  await loginAs(manager, 'manager');
  const search = manager.getByRole('textbox', { name: 'Поиск по ФИО, e-mail или телефону' });
  await search.fill(other.email);
  await expect(manager.getByText('Никто не подходит под фильтры')).toBeVisible();
  // Outside their scope: the way back to their list, not a useless «Повторить».
  await manager.goto(`/manager/candidates/${other.candidateId}`);
  await expect(manager.getByText('Кандидат не найден')).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Повторить' })).toHaveCount(0);
  await manager.getByRole('link', { name: 'К списку кандидатов' }).click();
  await expect(manager).toHaveURL(/\/manager\/candidates$/);
  await manager.getByRole('textbox', { name: 'Поиск по ФИО, e-mail или телефону' }).fill(vera.email);
  const mine = manager.getByRole('table').getByRole('link', { name: 'Новикова Вера' });
  await expect(mine).toHaveCount(1);
  await expect(manager.getByRole('table').getByText(title)).toBeVisible();
  // A manager changes no statuses in bulk.
  await expect(manager.getByRole('checkbox', { name: 'Выбрать всех на странице' })).toHaveCount(0);
  await mine.click();
  // The card keeps the list's search in its address (once the debounced search has reached it).
  await expect(manager).toHaveURL(new RegExp(`/manager/candidates/${vera.candidateId}(\\?|$)`));
  await expect(manager.getByRole('button', { name: 'Изменить данные' })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: 'Удалить заявку' })).toHaveCount(0);
  await setStageStatus(manager, 'Интервью с руководителем', 'Пройден');

  // The history on the card shows every step, the manager's result among them.
  await page.reload();
  const history = page.getByRole('region', { name: 'История' });
  await expect(history.getByText('Статус этапа — Анкета: На проверке → Пройден')).toBeVisible();
  await expect(history.getByText('Срок продлён — Интервью с рекрутером')).toBeVisible();
  await expect(
    history.getByText(/Статус этапа — Интервью с рекрутером: .* → Встреча назначена/),
  ).toBeVisible();
  await expect(history.getByText(/Комментарий — Интервью с рекрутером/)).toBeVisible();
  await expect(history.getByText(comment)).toBeVisible();
  const result = history
    .getByTestId('history-entry')
    .filter({ hasText: /Статус этапа — Интервью с руководителем: Ожидает → Пройден/ });
  await expect(result).toContainText('Руководителев');
  await manager.context().close();
});

/** A position of the demo data with candidates. */
async function busyPositionId(page: Page): Promise<number> {
  const list = (
    await (await page.request.get('/api/dashboard/vacancies?sort=candidates&order=desc&per_page=1')).json()
  ).data as { id: number }[];
  return list[0]!.id;
}

test('at 375 px the candidates table is a list of cards under folded filters, with a bar that stays and a preview drawer, without sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, 'recruiter');
  const id = await busyPositionId(page);
  await page.goto(`/recruiter/positions/${id}/candidates`);
  const cards = page.getByTestId('candidates-cards');
  await expect(cards).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  // The filters fold behind one button, the search stays: the first screen shows candidates.
  const filters = page.getByRole('button', { name: /^Фильтры/ });
  await expect(filters).toHaveText('Фильтры');
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'Поиск по ФИО, e-mail или телефону' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Этап', exact: true })).toBeHidden();
  await expect(cards.getByRole('button', { name: /^Быстрый просмотр/ }).first()).toBeInViewport();
  await filters.click();
  await pickOption(page, 'Статус заявки', 'В отборе');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=assigned/);
  await filters.click();
  await expect(filters).toHaveText('Фильтры (1)');
  await expect(page.getByRole('combobox', { name: 'Статус заявки' })).toBeHidden();
  // The bar of the rows picked stays in sight while the list scrolls.
  await cards.getByRole('checkbox').first().check();
  const bar = page.getByRole('region', { name: 'Действия с выбранными' });
  await expect(bar).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeInViewport();
  await cards.getByRole('checkbox').first().uncheck();
  await cards
    .getByRole('button', { name: /^Быстрый просмотр/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Кандидат' });
  await expect(drawer.getByRole('link', { name: 'Открыть карточку' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('accessible: the candidates table with a selection and a preview', async ({ page }) => {
  await loginAs(page, 'recruiter');
  const id = await busyPositionId(page);
  await page.goto(`/recruiter/positions/${id}/candidates`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await table.getByRole('checkbox').nth(1).check();
  const bar = page.getByRole('region', { name: 'Действия с выбранными' });
  await expect(bar).toBeVisible();
  // Wider than a phone the filters show as they are, with no button to fold them.
  await expect(page.getByRole('combobox', { name: 'Этап', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Фильтры/ })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(bar).toBeInViewport();
  await table
    .getByRole('button', { name: /^Быстрый просмотр/ })
    .first()
    .click();
  await expect(page.getByTestId('candidate-preview')).toBeVisible();
  const result = await new AxeBuilder({ page }).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? ''})`).join(', ')}`,
    );
  expect(serious).toEqual([]);
});
