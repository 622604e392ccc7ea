/** axe-core on the entering pages and each role's home: no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, loginAs, test, type DemoRole } from './fixtures.ts';

async function serious(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const path of ['/', '/login', '/email_login', '/signup', '/500', '/400', '/no-such-page']) {
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
