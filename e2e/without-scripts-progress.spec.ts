/**
 * Nothing a person does is lost on /progress (decision 052): with the page's scripts off, a
 * participant at the assessment books a meeting time, moves it, and a time cancelled meanwhile is
 * refused with the Russian message and the booking kept; the assessment passed, they answer its survey
 * (a score missing is refused in Russian, the comment kept). Each journey has a participant of its own,
 * brought to the IT position's assessment through the staff API, and times of its own, published
 * weeks after the demo's so other journeys never pick them.
 */
import type { Page } from '@playwright/test';
import {
  applyThroughApi,
  expect,
  newParticipant,
  staffApi,
  test,
  withoutScripts,
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

/**
 * Staff, through the API: the demo admin (who may do what a recruiter does), signed in once for every
 * journey here. Sign-in allows 10 tries a minute per account, and the demo recruiter is the account
 * other journeys sign in most (without-scripts.spec.ts's twenty sign-ins come right after this file).
 */
let staff: StaffApi;
test.beforeAll(async () => {
  staff = await staffApi('10.81.9.1');
});
test.afterAll(() => staff.dispose());

const stageStatus = (page: Page) => page.getByTestId('stage-panel').getByLabel(/^Статус: /);
const picker = (page: Page) => page.getByTestId('slot-picker');

for (const [i, size] of (['phone', 'desktop'] as const).entries()) {
  test(`without scripts, ${size}: a meeting time booked, moved, and a time cancelled meanwhile refused in Russian; the stage survey answered`, async ({
    browser,
    page,
    ip,
  }) => {
    // A new participant applies to the IT position; staff bring them to its assessment and
    // publishes three times for this journey alone.
    const { email } = await newParticipant(page, ip, { answerHowKnow: true });
    let itId = 0;
    for (let n = 1; n <= 40 && !itId; n++) {
      const res = await page.request.get(`/api/vacancies/${n}`);
      if (res.ok() && (await res.json()).data.title === 'Стажёр-разработчик (IT)') itId = n;
    }
    expect(itId).toBeGreaterThan(0);
    const candidateId = await applyThroughApi(page, ip, itId);
    const moved = await staff.api.put(`/api/dashboard/candidate/${candidateId}/stage`, {
      headers: await staff.headers(),
      data: { n: 4 },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    // Days of this size and this try alone: a retry finds the times of the failed try still published.
    const day = 40 + i * 5 + test.info().retry * 10;
    const [first, second, third] = [10, 12, 14].map((hour) => moscowTime(day, hour));
    const published: number[] = [];
    for (const [time, capacity] of [
      [first!, 3],
      [second!, 3],
      [third!, 1],
    ] as const) {
      const res = await staff.api.post(`/api/dashboard/vacancies/${itId}/slots`, {
        headers: await staff.headers(),
        data: { n: 4, starts_at: time.iso, place: 'Москва, переговорная «Без скриптов»', capacity },
      });
      expect(res.status(), await res.text()).toBe(201);
      // The answer lists every time of the stage, the other journey's too: this one is found by its start.
      const times = (await res.json()).data as { id: number; starts_at: string }[];
      const mine = times.find((t) => Date.parse(t.starts_at) === Date.parse(time.iso));
      expect(mine, JSON.stringify(times)).toBeTruthy();
      published.push(mine!.id);
    }

    const context = await withoutScripts(browser, size);
    const visitor = await context.newPage();
    await visitor.goto('/email_login');
    await visitor.getByLabel('E-mail').fill(email);
    await visitor.getByLabel('Пароль', { exact: true }).fill('Пароль-участника-1');
    await visitor.getByRole('button', { name: 'Войти' }).click();
    await expect(visitor).toHaveURL(/\/progress$/);
    await expect(stageStatus(visitor)).toHaveText('Ждём вас');
    await expect(picker(visitor).getByRole('heading', { name: 'Выберите время встречи' })).toBeVisible();

    await picker(visitor)
      .getByRole('link', { name: `Записаться на ${first!.label}` })
      .click();
    // One confirmation, a page of its own without scripts (decision 067).
    await expect(visitor).toHaveURL(/\/progress\?slot-pick=\d+#slot-picker$/);
    await picker(visitor).getByRole('button', { name: 'Да, записаться' }).click();
    await expect(visitor).toHaveURL(/\/progress\?slot=booked/);
    await expect(picker(visitor).getByRole('status')).toHaveText(
      'Вы записаны. Файл для календаря — в блоке «Время и место».',
    );
    await expect(stageStatus(visitor)).toHaveText('Встреча назначена');
    const slotCard = visitor.getByText('Время и место', { exact: true }).locator('..');
    await expect(slotCard).toContainText(`${first!.label} по московскому времени`);
    // The calendar file is a link that carries it: saved without scripts.
    await expect(visitor.getByRole('link', { name: 'Добавить в календарь' })).toHaveAttribute(
      'href',
      /^data:text\/calendar;charset=utf-8,BEGIN%3AVCALENDAR/,
    );

    await picker(visitor)
      .getByRole('link', { name: `Перенести на ${second!.label}` })
      .click();
    await picker(visitor).getByRole('button', { name: 'Да, перенести' }).click();
    await expect(visitor).toHaveURL(/\/progress\?slot=moved/);
    await expect(picker(visitor).getByRole('status')).toHaveText('Встреча перенесена.');
    await expect(stageStatus(visitor)).toHaveText('Перенесено');
    await expect(slotCard).toContainText(`${second!.label} по московскому времени`);

    // The participant asks for the third time; staff cancel it while the question is on the page.
    await picker(visitor)
      .getByRole('link', { name: `Перенести на ${third!.label}` })
      .click();
    await expect(
      picker(visitor).getByRole('group', { name: 'Перенести встречу на это время?' }),
    ).toBeVisible();
    const cancelled = await staff.api.post(`/api/dashboard/vacancies/${itId}/slots/${published[2]}/cancel`, {
      headers: await staff.headers(),
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const answer = visitor.waitForResponse((r) => r.request().method() === 'POST');
    await picker(visitor).getByRole('button', { name: 'Да, перенести' }).click();
    expect((await answer).status()).toBe(409);
    await expect(picker(visitor).getByRole('alert')).toHaveText(
      'Это время больше недоступно. Выберите другое из свободных',
    );
    await expect(picker(visitor).getByRole('status')).toHaveCount(0);
    await expect(picker(visitor).getByRole('link', { name: `Перенести на ${third!.label}` })).toHaveCount(0);
    await expect(slotCard).toContainText(`${second!.label} по московскому времени`);
    await expect(stageStatus(visitor)).toHaveText('Перенесено');

    // The assessment passed: its survey is a link to a form in the page; no score is refused in Russian.
    const passed = await staff.api.put(`/api/dashboard/candidate/${candidateId}/stage/4`, {
      headers: await staff.headers(),
      data: { status: 'success' },
    });
    expect(passed.status(), await passed.text()).toBe(200);
    await visitor.goto('/progress');
    await visitor.getByRole('link', { name: 'Оцените этап' }).click();
    const survey = visitor.locator('form#survey');
    await expect(survey).toContainText('Как вам ассессмент?');
    await survey.getByLabel('Комментарий (необязательно)').fill('Понятные задания');
    await survey.getByRole('button', { name: 'Отправить' }).click();
    await expect(survey).toContainText('Оценка — целое число от 1 до 5');
    await expect(survey.getByLabel('Комментарий (необязательно)')).toHaveValue('Понятные задания');
    await survey.getByRole('radio', { name: '4' }).check();
    await survey.getByRole('button', { name: 'Отправить' }).click();
    await expect(visitor).toHaveURL(/\/progress\?survey=sent$/);
    await expect(visitor.getByRole('status')).toHaveText('Спасибо за ответ!');
    await expect(visitor.getByRole('link', { name: 'Оцените этап' })).toHaveCount(0);
    await context.close();
  });
}
