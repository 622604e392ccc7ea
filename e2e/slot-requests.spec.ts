/**
 * Issue 31 items 4 and 7 at 375 and 1280 px, with the page's scripts and without them: a new
 * participant applies and is told by when the team answers (decision 066); at the assessment they
 * say no offered time suits, book a time after one confirmation, then say they cannot come (one
 * confirmation): the seat is freed, the stage needs a new time, and the position's recruiter is told
 * of both (decision 067). Each journey has a participant of its own and times of its own, published
 * weeks after the demo's so other journeys never pick them.
 */
import type { Page } from '@playwright/test';
import { answerDueDay } from '../src/shared/domain/answer-time.ts';
import { formatDayWithWeekday } from '../src/shared/i18n/dates.ts';
import {
  applyThroughApi,
  expect,
  newParticipant,
  staffApi,
  test,
  withoutScripts,
  SIZES,
  type Size,
  type StaffApi,
} from './fixtures.ts';

/** A Moscow day `days` from today at `hour`, as the API takes it and as the picker writes it. */
function moscowTime(days: number, hour: number) {
  const day = new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000);
  const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    iso: `${y}-${two(m)}-${two(d)}T${two(hour)}:00:00+03:00`,
    label: `${two(d)}.${two(m)}.${y} в ${two(hour)}:00`,
  };
}

/** Staff through the API: the demo admin moves the candidate; the demo recruiter (the IT position's) reads what they were told. */
let admin: StaffApi;
let recruiter: StaffApi;
test.beforeAll(async () => {
  admin = await staffApi('10.81.31.1');
  recruiter = await staffApi('10.81.31.2', 'recruiter');
});
test.afterAll(async () => {
  await admin.dispose();
  await recruiter.dispose();
});

const picker = (page: Page) => page.getByTestId('slot-picker');
const stageStatus = (page: Page) => page.getByTestId('stage-panel').getByLabel(/^Статус: /);

async function noOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The titles of the recruiter's notices that link to this candidate's card, newest first. */
async function toldRecruiter(itId: number, candidateId: number): Promise<string[]> {
  const res = await recruiter.api.get('/api/messages?per_page=50');
  const notices = (await res.json()).data as { title: string; link: string | null }[];
  return notices
    .filter((m) => m.link === `/recruiter/positions/${itId}/candidates/${candidateId}`)
    .map((m) => m.title);
}

const journeys: { size: Size; scripts: boolean; day: number }[] = [
  { size: 'phone', scripts: true, day: 60 },
  { size: 'desktop', scripts: true, day: 64 },
  { size: 'phone', scripts: false, day: 68 },
];

for (const { size, scripts, day } of journeys) {
  test(`${SIZES[size].viewport.width} px${scripts ? '' : ', without scripts'}: told when the team answers; «Нет подходящего времени», a confirmed booking, «Не смогу прийти»`, async ({
    browser,
    page,
    ip,
  }) => {
    // A long journey: a sign-up, an application, staff calls and a dozen page loads.
    test.setTimeout(240_000);
    await page.setViewportSize(SIZES[size].viewport);
    const { email } = await newParticipant(page, ip, { answerHowKnow: true });
    let itId = 0;
    for (let n = 1; n <= 40 && !itId; n++) {
      const res = await page.request.get(`/api/vacancies/${n}`);
      if (res.ok() && (await res.json()).data.title === 'Стажёр-разработчик (IT)') itId = n;
    }
    const candidateId = await applyThroughApi(page, ip, itId);
    const position = (await (await admin.api.get(`/api/dashboard/vacancies/${itId}`)).json()).data;

    let visitor = page;
    if (!scripts) {
      const context = await withoutScripts(browser, size);
      visitor = await context.newPage();
      await visitor.goto('/email_login');
      await visitor.getByLabel('E-mail').fill(email);
      await visitor.getByLabel('Пароль', { exact: true }).fill('Пароль-участника-1');
      await visitor.getByRole('button', { name: 'Войти' }).click();
      await expect(visitor).toHaveURL(/\/progress$/);
    } else await visitor.goto('/progress');

    // Item 7: the application waits for the team, and the page says until when.
    const due = formatDayWithWeekday(answerDueDay(new Date(), position.answer_days));
    await expect(visitor.getByTestId('answer-by')).toHaveText(`Ответим не позже ${due}.`);
    await noOverflow(visitor);

    // Staff bring the candidate to the assessment and publish two times for this journey alone.
    const moved = await admin.api.put(`/api/dashboard/candidate/${candidateId}/stage`, {
      headers: await admin.headers(),
      data: { n: 4 },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const [first, second] = [10, 12].map((hour) => moscowTime(day, hour));
    for (const time of [first!, second!]) {
      const res = await admin.api.post(`/api/dashboard/vacancies/${itId}/slots`, {
        headers: await admin.headers(),
        data: { n: 4, starts_at: time.iso, place: 'Москва, переговорная «Не смогу»', capacity: 1 },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await visitor.goto('/progress');
    await expect(picker(visitor).getByRole('heading', { name: 'Выберите время встречи' })).toBeVisible();

    // «Нет подходящего времени»: sent, said so with the day of the answer; the recruiter is told.
    await picker(visitor).getByRole('button', { name: 'Нет подходящего времени' }).click();
    await expect(visitor).toHaveURL(/\/progress\?slot=no-time#slot-picker$/);
    await expect(picker(visitor).getByTestId('no-time-sent')).toHaveText(
      `Мы сообщили рекрутеру, что предложенное время вам не подходит. Ответим не позже ${due}.`,
    );
    await expect(picker(visitor).getByRole('button', { name: 'Нет подходящего времени' })).toHaveCount(0);
    await expect.poll(() => toldRecruiter(itId, candidateId)).toContain('Участнику не подходит время');

    // A booking asks once; «Назад» leaves everything as it was.
    await picker(visitor)
      .getByRole('link', { name: `Записаться на ${first!.label}` })
      .click();
    const ask = picker(visitor).getByRole('group', { name: 'Записаться на это время?' });
    await expect(ask).toContainText(`${first!.label} (МСК), Москва, переговорная «Не смогу»`);
    await ask.getByRole('link', { name: 'Назад' }).click();
    await expect(picker(visitor).getByRole('group')).toHaveCount(0);
    await picker(visitor)
      .getByRole('link', { name: `Записаться на ${first!.label}` })
      .click();
    await picker(visitor).getByRole('button', { name: 'Да, записаться' }).click();
    await expect(visitor).toHaveURL(/\/progress\?slot=booked/);
    await expect(stageStatus(visitor)).toHaveText('Встреча назначена');
    await noOverflow(visitor);
    await visitor.screenshot({
      path: `test-results/slot-requests-${size}-${scripts}-booked.png`,
      fullPage: true,
    });

    // «Не смогу прийти»: one question, then the seat is free and the stage waits for a new time.
    await picker(visitor).getByRole('link', { name: 'Не смогу прийти' }).click();
    const cancel = picker(visitor).getByRole('group', { name: 'Отменить запись?' });
    await expect(cancel).toContainText(`Место на ${first!.label} (МСК) освободится`);
    await cancel.getByRole('button', { name: 'Да, отменить запись' }).click();
    await expect(visitor).toHaveURL(/\/progress\?slot=cancelled/);
    await expect(picker(visitor).getByRole('status')).toHaveText(
      'Запись отменена. Рекрутер знает, что вы не сможете прийти.',
    );
    await expect(stageStatus(visitor)).toHaveText('Нужно перенести');
    await expect(picker(visitor).getByRole('link', { name: `Записаться на ${first!.label}` })).toBeVisible();
    await expect.poll(() => toldRecruiter(itId, candidateId)).toContain('Участник не сможет прийти');
    // Back on the page later, it still says who cancelled.
    await visitor.goto('/progress');
    await expect(picker(visitor)).toContainText(
      'Вы отменили запись. Выберите другое время из свободных или сообщите, что подходящего нет.',
    );
    await noOverflow(visitor);
    await visitor.screenshot({
      path: `test-results/slot-requests-${size}-${scripts}-cancelled.png`,
      fullPage: true,
    });
    if (!scripts) await visitor.context().close();
  });
}
