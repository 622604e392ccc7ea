/**
 * Every guard and redirect of spec section 4, in a real browser, both ways: on a first load the
 * server answers with a redirect; in the running app the browser's router decides.
 */
import { expect, loginAs, newParticipant, open, test } from './fixtures.ts';

for (const via of ['server', 'browser'] as const) {
  test.describe(`${via === 'server' ? 'first load' : 'in the app'}: signed out`, () => {
    test('participant and staff pages send to sign-in; the landing is open', async ({ page }) => {
      for (const path of [
        '/screening',
        '/progress',
        '/newswire',
        '/notifications',
        '/admin/users',
        '/recruiter',
        '/manager/candidates',
      ]) {
        await open(page, via, path);
        await expect(page, path).toHaveURL(/\/login$/);
      }
      await open(page, via, '/');
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('#subscribe')).toBeVisible();
    });

    test('a vacancy page stores its id and returns there after sign-in', async ({ page }) => {
      // The demo participant's active screening is on the seventh demo vacancy (the IT one).
      await open(page, via, '/vacancies/7');
      await expect(page).toHaveURL(/\/login$/);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('jti.returnVacancyId'))).toBe('7');
      await page.goto('/email_login');
      await page.getByLabel('E-mail').fill('participant@example.com');
      await page.getByLabel('Пароль', { exact: true }).fill('demo-password');
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(page).toHaveURL(/\/vacancies\/7$/);
      // Used once: the next sign-in goes home.
      expect(await page.evaluate(() => localStorage.getItem('jti.returnVacancyId'))).toBeNull();
    });

    test('a vacancy id that cannot be valid shows the bad-request page', async ({ page }) => {
      await open(page, via, '/vacancies/abc');
      await expect(page).toHaveURL(/\/400$/);
    });

    test('activation without a current phone goes to sign-in; unknown paths show not found', async ({
      page,
    }) => {
      await open(page, via, '/activation');
      await expect(page).toHaveURL(/\/login$/);
      await open(page, via, '/no-such-page');
      await expect(page.getByRole('heading', { name: /не найдена/i })).toBeVisible();
    });

    test('/verified without a session goes to sign-in without asking the server', async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (r) => r.url().includes('/api/users/info') && asked.push(r.url()));
      await open(page, via, '/verified');
      await expect(page).toHaveURL(/\/login$/);
      expect(asked).toEqual([]);
    });
  });

  test.describe(`${via === 'server' ? 'first load' : 'in the app'}: participant`, () => {
    test('with an active screening: /screening and /vacancies go to progress; another vacancy too', async ({
      page,
    }) => {
      await loginAs(page, 'participant');
      await open(page, via, '/screening');
      await expect(page).toHaveURL(/\/progress$/);
      await open(page, via, '/vacancies');
      await expect(page).toHaveURL(/\/progress$/);
      await open(page, via, '/vacancies/1');
      await expect(page).toHaveURL(/\/progress$/);
      await open(page, via, '/vacancies/7');
      await expect(page).toHaveURL(/\/vacancies\/7$/);
    });

    test('staff pages send a participant home, asking staff calls nothing; mobile pages need a narrow screen', async ({
      page,
    }) => {
      const refused: string[] = [];
      page.on('response', (r) => r.status() === 403 && refused.push(r.url()));
      await loginAs(page, 'participant');
      for (const path of ['/admin', '/recruiter/positions', '/manager/candidates']) {
        await open(page, via, path);
        await expect(page, path).toHaveURL(/\/progress$/);
      }
      await open(page, via, '/mobile');
      await expect(page).toHaveURL(/\/progress$/);
      expect(refused).toEqual([]);
    });

    test('need_how_know forces /verified until answered; without a screening, progress goes to vacancies', async ({
      page,
      ip,
    }) => {
      await newParticipant(page, ip);
      await page.goto('/verified');
      for (const path of ['/vacancies', '/newswire', '/progress']) {
        await open(page, via, path);
        await expect(page, path).toHaveURL(/\/verified$/);
      }
      await page.getByRole('radio', { name: 'hh.ru' }).check();
      await page.getByRole('button', { name: 'Продолжить' }).click();
      await expect(page).toHaveURL(/\/vacancies$/);
      await open(page, via, '/progress');
      await expect(page).toHaveURL(/\/vacancies$/);
      await open(page, via, '/screening');
      await expect(page).toHaveURL(/\/vacancies$/);
    });
  });

  test.describe(`${via === 'server' ? 'first load' : 'in the app'}: staff`, () => {
    // Each walks through a dozen staff pages, heavy to render: more than the default 45 s on a busy machine.
    test.slow();
    test('admin: /admin goes to statistics; other roles’ pages go home', async ({ page }) => {
      await loginAs(page, 'admin');
      await open(page, via, '/admin');
      await expect(page).toHaveURL(/\/admin\/statistics$/);
      for (const path of ['/recruiter', '/manager/candidates', '/progress', '/signup']) {
        await open(page, via, path);
        await expect(page, path).toHaveURL(/\/admin\/statistics$/);
      }
      for (const path of [
        '/admin/dashboard',
        '/admin/positions',
        '/admin/positions/1/candidates',
        '/admin/users',
        '/admin/request',
      ]) {
        await open(page, via, path);
        await expect(page, path).toHaveURL(new RegExp(`${path}$`));
      }
    });

    test('recruiter and manager homes and the pages closed to them; a recruiter on /progress asks nothing of the participant API', async ({
      page,
    }) => {
      const refused: string[] = [];
      page.on('response', (r) => r.status() === 403 && refused.push(r.url()));
      await loginAs(page, 'recruiter');
      await open(page, via, '/admin/users');
      await expect(page).toHaveURL(/\/recruiter$/);
      await open(page, via, '/progress');
      await expect(page).toHaveURL(/\/recruiter$/);
      await open(page, via, '/recruiter/positions/2/candidates');
      await expect(page).toHaveURL(/\/recruiter\/positions\/2\/candidates$/);
      expect(refused).toEqual([]);
      await page.getByRole('button', { name: 'Выйти', exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);

      await loginAs(page, 'manager');
      await open(page, via, '/manager');
      await expect(page).toHaveURL(/\/manager\/candidates$/);
      await open(page, via, '/recruiter');
      await expect(page).toHaveURL(/\/manager\/candidates$/);
    });
  });
}

test('any 500 from the API sends the user to /500', async ({ page }) => {
  await loginAs(page, 'participant');
  await page.goto('/newswire');
  // The page's calls after the first load are the browser's: one of them fails.
  await page.route('**/api/messages**', (route) =>
    route.fulfill({ status: 500, body: '{"message":"x"}', contentType: 'application/json' }),
  );
  await page.getByRole('link', { name: 'Уведомления' }).first().click();
  await expect(page).toHaveURL(/\/500$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
});
