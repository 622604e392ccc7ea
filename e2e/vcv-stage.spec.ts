/**
 * The video CV: a participant records every answer with Chromium's synthetic camera and sends them;
 * a failed upload is sent again from the kept recording; without a camera the page offers a video
 * file instead. Each journey that changes the stage takes its own demo participant (demo-seed.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { expect, loginAs, openPage, test } from './fixtures.ts';

async function openInterview(
  browser: Browser,
  ip: string,
  email: string,
  opts: { camera: boolean; viewport?: { width: number; height: number } },
): Promise<Page> {
  const page = await openPage(browser, {
    ip,
    viewport: opts.viewport,
    permissions: opts.camera ? ['camera', 'microphone'] : [],
  });
  if (!opts.camera) {
    // The browser says no, as it does when the participant refused or there is no camera (the
    // fake-UI flag would otherwise allow every request).
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
  }
  await loginAs(page, { email });
  await page.goto('/progress');
  await expect(page.getByText(/Вам предстоит ответить на 2 вопроса на видео/)).toBeVisible();
  return page;
}

async function startWithCamera(page: Page) {
  await page.getByRole('button', { name: 'Проверить камеру и микрофон' }).click();
  await expect(page.getByText('Камера и микрофон работают. Вы видите себя? Можно начинать.')).toBeVisible();
  await page.getByRole('button', { name: 'Начать интервью' }).click();
}

async function recordAnswer(page: Page, n: number) {
  await expect(page.getByRole('heading', { name: `Вопрос ${n} из 2` })).toBeVisible();
  await page.getByRole('button', { name: 'Начать запись сейчас' }).click();
  await expect(page.getByRole('button', { name: 'Остановить запись' })).toBeVisible();
  await page.waitForTimeout(1500); // a second and a half of the synthetic picture and tone
  await page.getByRole('button', { name: 'Остановить запись' }).click();
  await expect(page.getByLabel('Запись ответа')).toBeVisible();
}

test('on a phone, a participant records every answer with the camera and sends them', async ({
  browser,
  ip,
}) => {
  const viewport = { width: 375, height: 740 };
  const page = await openInterview(browser, ip, 'video@example.com', { camera: true, viewport });
  // Each question's own times (issue 31, item 5): the second one gives two minutes to answer.
  const questions = page.getByRole('list', { name: 'Видеорезюме' });
  await expect(questions.getByRole('listitem').nth(0)).toContainText('на ответ — 90 секунд');
  await expect(questions.getByRole('listitem').nth(1)).toContainText('на ответ — 120 секунд');
  // The camera's picture and «Начать интервью» open below the button: the page brings them into
  // view, clear of the header and the bottom nav.
  await page.getByRole('button', { name: 'Проверить камеру и микрофон' }).click();
  const start = page.getByRole('button', { name: 'Начать интервью' });
  await expect(start).toBeVisible();
  await expect
    .poll(async () => {
      const box = (await start.boundingBox())!;
      return box.y >= 64 && box.y + box.height <= viewport.height - 64;
    })
    .toBe(true);
  const video = (await page.getByLabel('Изображение с камеры').boundingBox())!;
  expect(video.y).toBeGreaterThanOrEqual(64);
  await page.screenshot({ path: 'test-results/vcv-camera-375.png' });
  await start.click();
  for (const n of [1, 2]) {
    await recordAnswer(page, n);
    await expect(page.getByRole('button', { name: 'Перезаписать (осталось 2)' })).toBeEnabled();
    await page.getByRole('button', { name: 'Отправить' }).click();
  }
  await expect(page.getByText('Ответы отправлены')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Ответы отправлены')).toBeVisible();
  await expect(page.getByLabel('Статус: На проверке')).toBeVisible();
  await page.context().close();
});

test('a failed upload is sent again from the kept recording, without recording anew', async ({
  browser,
  ip,
}) => {
  const page = await openInterview(browser, ip, 'video.retry@example.com', { camera: true });
  let attempts = 0;
  await page.route('**/api/screening/stage/2/attach', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await startWithCamera(page);
  await recordAnswer(page, 1);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Ответ не отправился. Запись сохранена — повторите отправку.')).toBeVisible();
  await page.getByRole('button', { name: 'Повторить отправку' }).click();
  await expect(page.getByRole('heading', { name: 'Вопрос 2 из 2' })).toBeVisible();
  expect(attempts).toBe(2);
  await page.context().close();
});

test('without a camera the page explains it and offers a recorded video file', async ({ browser, ip }) => {
  const page = await openInterview(browser, ip, 'video.retry@example.com', { camera: false });
  await page.getByRole('button', { name: 'Проверить камеру и микрофон' }).click();
  await expect(page.getByText(/Доступ к камере или микрофону запрещён/)).toBeVisible();
  await page.getByRole('button', { name: 'Загрузить записанное видео' }).click();
  await expect(page.getByRole('button', { name: /Видео с ответом на вопрос/ })).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveAttribute('accept', 'video/*');
  await page.context().close();
});
