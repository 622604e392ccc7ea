/** The API docs page renders under the app's strict CSP (issue 16): no violation, the calls listed, no other site asked. */
import { expect, test } from './fixtures.ts';

test('the API docs render with script-src self only, and ask no other site', async ({ page, baseURL }) => {
  const violations: string[] = [];
  const elsewhere: string[] = [];
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    );
  });
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) elsewhere.push(r.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByText('Стажировка в JTI — API')).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: /^\/register$/ }).first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(elsewhere).toEqual([]);
});
