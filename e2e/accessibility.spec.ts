/** axe-core on the entering pages and each role's home: no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginAs, newParticipant, test, type DemoRole } from './fixtures.ts';

async function serious(page: Page) {
  // Judge the page itself, not its loading spinner (pages and frames load as chunks of their own): a
  // spinner is a status with nothing inside, only its label.
  await expect(page.locator('[role="status"]:empty')).toHaveCount(0, { timeout: 15_000 });
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const path of [
  '/',
  '/login',
  '/email_login',
  '/signup',
  '/500',
  '/400',
  '/no-such-page',
  '/unsubscribe/no-such-token',
]) {
  test(`accessible: ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await serious(page)).toEqual([]);
  });
}

for (const role of ['participant', 'recruiter', 'manager', 'admin'] as DemoRole[]) {
  test(`accessible: the ${role}'s home`, async ({ page }) => {
    await loginAs(page, role);
    await page.waitForLoadState('networkidle');
    expect(await serious(page)).toEqual([]);
  });
}

test('accessible: /vacancies and a vacancy, for a participant without a screening', async ({ page, ip }) => {
  await newParticipant(page, ip, { answerHowKnow: true });
  await page.goto('/vacancies');
  await expect(page.getByTestId('vacancy-card').first()).toBeVisible();
  expect(await serious(page)).toEqual([]);
  await page.getByTestId('vacancy-card').first().click();
  await expect(page.getByTestId('vacancy-pipeline')).toBeVisible();
  expect(await serious(page)).toEqual([]);
});
