/** Applying with answers and a PDF CV, a refused file, and withdrawing, as a new participant. */
import type { APIRequestContext } from '@playwright/test';
import { csrfHeaders, expect, newParticipant, pdfBytes, test } from './fixtures.ts';

/** A demo vacancy open for applications. */
async function openVacancyId(request: APIRequestContext): Promise<number> {
  for (let id = 1; id <= 40; id++) {
    const res = await request.get(`/api/vacancies/${id}`);
    if (res.ok() && (await res.json()).data.status === 'open') return id;
  }
  throw new Error('no open demo vacancy');
}

test('applies with answers and a PDF CV, a renamed program is refused, then withdraws', async ({
  page,
  ip,
}) => {
  await newParticipant(page, ip, { answerHowKnow: true });
  const id = await openVacancyId(page.request);
  await page.goto(`/vacancies/${id}`);
  await page.getByRole('link', { name: 'Откликнуться' }).click();
  // The form opens below the vacancy (a link: it works before the scripts).
  const dialog = page.getByRole('form', { name: /Отклик на вакансию/ });
  const answers = dialog.getByRole('textbox');
  await expect(answers.first()).toBeVisible();
  const count = await answers.count();
  for (let i = 0; i < count; i++) await answers.nth(i).fill(`Мой ответ на вопрос ${i + 1}`);

  // A program renamed as a PDF: the server sniffs it and says why, in Russian; the answers stay.
  const fileInput = dialog.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'резюме.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]),
  });
  await dialog.getByRole('button', { name: 'Отправить отклик' }).click();
  await expect(dialog.getByText('Это программа, а не документ: такие файлы загружать нельзя')).toBeVisible();
  await expect(answers.first()).toHaveValue('Мой ответ на вопрос 1');

  await fileInput.setInputFiles({ name: 'Резюме Веры.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await dialog.getByRole('button', { name: 'Отправить отклик' }).click();
  await expect(page).toHaveURL('/progress');

  // Withdraw through the API (the /progress page places the button) and the vacancies open again.
  const headers = await csrfHeaders(page, ip);
  const closed = await page.request.put('/api/screening/close', { headers, data: {} });
  expect(closed.status()).toBe(200);
  await page.goto('/screening');
  await expect(page).toHaveURL(/\/vacancies/);
});
