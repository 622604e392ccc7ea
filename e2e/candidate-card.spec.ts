/** The staff candidate card: the demo recruiter comments on a stage, extends its deadline and sees both in the history. */
import type { Page } from '@playwright/test';
import { expect, loginAs, openPage, test } from './fixtures.ts';

test('the demo recruiter opens a candidate card, comments, extends a deadline and sees the history', async ({
  page,
}) => {
  await loginAs(page, 'recruiter');
  await openOfferCard(page);
  await expect(page.getByRole('heading', { level: 1, name: /Офферов Олег/ })).toBeVisible();

  const offer = page.getByRole('region', { name: 'Оффер', exact: true });
  const comment = `Проверка карточки ${Date.now()}`;
  await offer.getByLabel('Новый комментарий').fill(comment);
  await offer.getByRole('button', { name: 'Добавить комментарий' }).click();
  // Saved: the field empties (until then the text is in the field and, once refetched, in the list too).
  await expect(offer.getByLabel('Новый комментарий')).toHaveValue('');
  await expect(offer.getByText(comment)).toBeVisible();

  await offer.getByLabel('Продлить срок на дней').fill('5');
  await offer.getByRole('button', { name: 'Продлить срок', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('будет продлён на 5');
  await dialog.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(dialog).toBeHidden();

  const history = page.getByRole('region', { name: 'История' });
  await expect(history.getByText('Срок продлён — Оффер').first()).toBeVisible();
  await expect(history.getByText('Комментарий — Оффер').first()).toBeVisible();
  await expect(history.getByText(comment)).toBeVisible();
});

/** The card of the demo participant offer@example.com, whose offer awaits a decision (found as the recruiter). */
async function openOfferCard(page: Page) {
  let found: { id: number; vacancyId: number } | null = null;
  for (let id = 1; id <= 60 && !found; id++) {
    const res = await page.request.get(`/api/dashboard/candidate/${id}`);
    if (!res.ok()) continue;
    const card = (await res.json()).data as {
      id: number;
      vacancy: { id: number };
      profile: { email: string | null };
    };
    if (card.profile.email === 'offer@example.com') found = { id: card.id, vacancyId: card.vacancy.id };
  }
  expect(found).not.toBeNull();
  await page.goto(`/recruiter/positions/${found!.vacancyId}/candidates/${found!.id}`);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the card opens on the current stage: its deadline and actions in the first screen`, async ({
    browser,
    ip,
  }) => {
    const page = await openPage(browser, { ip, viewport });
    await loginAs(page, 'recruiter');
    await openOfferCard(page);
    const current = page.getByRole('region', { name: 'Текущий этап' });
    await expect(current.getByRole('region', { name: 'Оффер', exact: true })).toBeVisible();
    const button = current.getByRole('button', { name: 'Изменить статус' });
    await expect(button).toBeVisible();
    // In the first screen without scrolling (it was ~1,500 px down, below the profile and the other stages).
    expect((await button.boundingBox())!.y + 40).toBeLessThan(viewport.height);
    // Stages not started yet are folded: a click away, not in the way.
    await expect(page.getByRole('region', { name: 'Выход на стажировку', exact: true })).toBeHidden();
    await page.locator('summary', { hasText: 'Выход на стажировку' }).click();
    await expect(page.getByRole('region', { name: 'Выход на стажировку', exact: true })).toBeVisible();
  });
}
