/** The staff candidate card: the demo recruiter comments on a stage, extends its deadline and sees both in the history. */
import { expect, loginAs, test } from './fixtures.ts';

test('the demo recruiter opens a candidate card, comments, extends a deadline and sees the history', async ({
  page,
}) => {
  await loginAs(page, 'recruiter');
  // The demo participant offer@example.com has a candidate whose offer awaits a decision; find its id as the recruiter.
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
