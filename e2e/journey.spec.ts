/**
 * The whole selection as one new participant lives it: finds a vacancy by filters, applies with a CV,
 * and is moved by a recruiter (through the API, as the staff screens will call it) through every
 * stage — records the video CV with Chromium's fake camera, takes the timed test with a reload in the
 * middle, sees the interview slots, accepts the offer and sees the internship start. Then: an expired
 * deadline and a withdrawal. On a desktop and at 375 px.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { anotherIp, expect, newParticipant, openPage, pdfBytes, staffApi, test } from './fixtures.ts';

const VACANCY = 'Стажёр-разработчик (IT)';

/** A page whose browser may use the (fake) camera, with the survey skipped as the fixture does. */
async function cameraPage(
  browser: Browser,
  ip: string,
  viewport: { width: number; height: number } | null,
): Promise<Page> {
  return openPage(browser, { ip, viewport, permissions: ['camera', 'microphone'] });
}

/** Finds the IT vacancy by filters and applies with answers and a PDF CV; returns the application id. */
async function findAndApply(page: Page): Promise<number> {
  await page.goto('/vacancies');
  await expect(page.getByTestId('vacancy-card').first()).toBeVisible();
  // On a phone the filters live in a drawer.
  if (await page.getByRole('button', { name: 'Показать фильтры' }).isVisible())
    await page.getByRole('button', { name: 'Показать фильтры' }).click();
  await page.getByLabel('Название вакансии').fill('разработчик');
  await page.keyboard.press('Escape');
  const card = page.getByTestId('vacancy-card').filter({ hasText: VACANCY });
  await expect(card).toHaveCount(1);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: VACANCY })).toBeVisible();
  await page.getByRole('link', { name: 'Откликнуться' }).click();
  // The form opens below the vacancy (a link: it works before the scripts).
  const dialog = page.getByRole('form', { name: /Отклик на вакансию/ });
  const answers = dialog.getByRole('textbox');
  await expect(answers.first()).toBeVisible();
  for (let i = 0; i < (await answers.count()); i++)
    await answers.nth(i).fill(`Мой ответ номер ${i + 1}: хочу делать полезные продукты`);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Резюме.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await dialog.getByRole('button', { name: 'Отправить отклик' }).click();
  await expect(page).toHaveURL('/progress');
  const screening = await (await page.request.get('/api/screening/vacancy')).json();
  return screening.application.id as number;
}

const panel = (page: Page) => page.getByTestId('stage-panel');

/**
 * On a phone (375×812), what the participant does now is in the first screen: above the bottom nav,
 * without scrolling. On a desktop, only that it shows.
 */
async function expectInFirstScreen(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const viewport = page.viewportSize();
  if (!viewport || viewport.width >= 768) return;
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await target.boundingBox())!;
  expect(box.y + box.height, 'the main action sits above the bottom nav').toBeLessThanOrEqual(
    viewport.height - 64,
  );
}

for (const viewport of [null, { width: 375, height: 812 }]) {
  test.describe(viewport ? 'on a phone (375 px)' : 'on a desktop', () => {
    test.setTimeout(180_000);

    test('a new participant goes through every stage to the internship start', async ({ browser, ip }) => {
      const page = await cameraPage(browser, ip, viewport);
      await newParticipant(page, ip, { answerHowKnow: true });
      const candidateId = await findAndApply(page);
      await expect(panel(page)).toContainText('Анкета и резюме отправлены.');
      // While the screening is evaluated, the CV can be replaced (here by a link).
      await page.reload();
      await expectInFirstScreen(page, page.getByRole('button', { name: 'Заменить резюме' }));
      await page.getByRole('button', { name: 'Заменить резюме' }).click();
      const replace = page.getByRole('dialog', { name: 'Новое резюме' });
      await replace.getByText('Ссылкой').click();
      await replace.getByLabel('Ссылка на резюме').fill('https://hh.ru/resume/0123456789abcdef');
      await replace.getByLabel('Ссылка на резюме').press('Tab');
      await expect(replace.getByText('Ссылка похожа на резюме')).toBeVisible();
      await replace.getByRole('button', { name: 'Заменить' }).click();
      await expect(replace).toBeHidden();
      const staff = await staffApi(anotherIp(ip), 'recruiter');

      // The screening passes: the video CV opens. Two answers with the fake camera.
      await staff.stage(candidateId, 1, { status: 'success' });
      await page.reload();
      await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Видеорезюме');
      await expectInFirstScreen(page, page.getByRole('button', { name: 'Проверить камеру и микрофон' }));
      await page.getByRole('button', { name: 'Проверить камеру и микрофон' }).click();
      await page.getByRole('button', { name: 'Начать интервью' }).click();
      for (const n of [1, 2]) {
        await expect(page.getByRole('heading', { name: `Вопрос ${n} из 2` })).toBeVisible();
        await page.getByRole('button', { name: 'Начать запись сейчас' }).click();
        await page.waitForTimeout(1200);
        await page.getByRole('button', { name: 'Остановить запись' }).click();
        await page.getByRole('button', { name: 'Отправить' }).click();
      }
      await expect(page.getByText('Ответы отправлены')).toBeVisible();

      // The video passes: the test, reloaded in the middle, keeps its timer and answers; 100% passes it.
      await staff.stage(candidateId, 2, { status: 'success' });
      await page.reload();
      await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Тестирование');
      await expectInFirstScreen(page, page.getByRole('button', { name: 'Начать тест' }));
      await page.getByRole('button', { name: 'Начать тест' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Начать тест' }).click();
      await page.getByRole('radio', { name: '20%', exact: true }).check();
      await page.getByRole('button', { name: 'Дальше' }).click();
      await page.getByRole('radio', { name: '29', exact: true }).check();
      await expect(page.getByText('Ответ сохранён')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Отвечено: 2 из 3')).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText(/^(19|20):\d\d$/);
      await page.getByRole('button', { name: 'Вопрос 3 из 3' }).click();
      await page.getByRole('radio', { name: '32', exact: true }).check();
      await page.getByRole('button', { name: 'Завершить тест' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Завершить тест' }).click();

      // Passed by the pass mark: the score first, then the assessment, which opened by itself; the
      // recruiter sets its slot.
      await expect(panel(page)).toContainText('Ваш результат: 100 % правильных ответов.');
      await page.getByRole('button', { name: 'К текущему этапу' }).click();
      await expect(page.getByTestId('step-ASSESSMENT')).toHaveAttribute('aria-current', 'step');
      await staff.stage(candidateId, 4, {
        status: 'assigned',
        slot: { at: '2026-12-03T10:00:00+03:00', place: 'Москва, Пресненская наб., 10' },
      });
      await page.reload();
      await expect(panel(page)).toContainText('03.12.2026');
      await expect(panel(page)).toContainText('Пресненская наб., 10');
      await expectInFirstScreen(page, page.getByRole('link', { name: 'Добавить в календарь' }));

      // The assessment and both interviews pass; the offer comes with its document.
      await staff.stage(candidateId, 4, { status: 'success' });
      await staff.stage(candidateId, 5, {
        status: 'assigned',
        slot: { at: '2026-12-05T12:00:00+03:00', link: 'https://meet.example.com/jti' },
      });
      await page.reload();
      await expect(panel(page)).toContainText('https://meet.example.com/jti');
      await expectInFirstScreen(page, page.getByRole('link', { name: 'Добавить в календарь' }));
      await staff.stage(candidateId, 5, { status: 'success' });
      await staff.stage(candidateId, 6, {
        status: 'assigned',
        slot: { at: '2026-12-08T15:00:00+03:00', place: 'Офис JTI' },
      });
      await page.reload();
      await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Интервью с руководителем');
      await expectInFirstScreen(page, page.getByRole('link', { name: 'Добавить в календарь' }));
      await staff.stage(candidateId, 6, { status: 'success' });
      await staff.offer(candidateId);
      await page.reload();
      await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Оффер');
      await expect(page.getByRole('link', { name: 'Скачать «Оффер.pdf»' })).toBeVisible();
      await expectInFirstScreen(page, page.getByRole('link', { name: 'Принять оффер' }));
      await page.getByRole('link', { name: 'Принять оффер' }).click();
      await page.getByRole('button', { name: 'Да, принимаю' }).click();
      // Accepted: the internship start is the current stage now; the recruiter fills it in.
      await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Выход на стажировку');
      await staff.stage(candidateId, 8, {
        status: 'awaiting',
        info: {
          start_at: '2027-02-01T09:00:00+03:00',
          address: 'Москва, Пресненская наб., 10',
          contact: 'Мария, +7 495 000-00-00',
        },
      });
      await page.reload();
      await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Выход на стажировку');
      await expect(panel(page)).toContainText('01.02.2027');
      await expectInFirstScreen(page, panel(page).getByText('Мария, +7 495 000-00-00'));
      if (viewport)
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBeLessThanOrEqual(0);

      // Every change reached the notifications.
      const titles = (
        (await (await page.request.get('/api/messages?per_page=50')).json()).data as { title: string }[]
      ).map((m) => m.title);
      expect(titles).toEqual(
        expect.arrayContaining([
          // A stage passed and the next one opened: one notice says both (issue 31, item 8).
          'Этап «Анкета» пройден, следующий — «Видеорезюме»',
          'Этап «Интервью с руководителем» пройден, следующий — «Оффер»',
          '«Ассессмент»: встреча назначена',
        ]),
      );
      await staff.dispose();
      await page.context().close();
    });
  });
}

test('an expired deadline is shown with what to do, and the participant withdraws', async ({ page, ip }) => {
  await newParticipant(page, ip, { answerHowKnow: true });
  const candidateId = await findAndApply(page);
  const staff = await staffApi(anotherIp(ip), 'recruiter');
  await staff.stage(candidateId, 1, { status: 'success' });
  // What the deadline sweep does when the video CV's days run out.
  await staff.stage(candidateId, 2, { status: 'expired_awaiting' });
  await page.reload();
  await expect(panel(page).getByRole('heading', { level: 2 })).toHaveText('Видеорезюме');
  await expect(panel(page)).toContainText('Срок записи видеорезюме истёк');

  await page.getByRole('link', { name: 'Выйти из отбора' }).click();
  await page.getByRole('button', { name: 'Да, выйти' }).click();
  await expect(page).toHaveURL(/\/vacancies/);
  await expect(page.getByText(`Отбор на вакансию «${VACANCY}» завершён`)).toBeVisible();
  await staff.dispose();
});
