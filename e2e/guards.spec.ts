/** Every guard and redirect of spec section 4, in a real browser. */
import { expect, loginAs, newParticipant, test } from './fixtures.ts';

test.describe('signed out', () => {
  test('participant and staff pages send to sign-in; the landing is open', async ({ page }) => {
    for (const path of ['/screening', '/progress', '/newswire', '/notifications', '/admin/users', '/recruiter', '/manager/candidates']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#subscribe')).toBeVisible();
  });

  test('a vacancy page stores its id and returns there after sign-in', async ({ page }) => {
    // The demo participant's active screening is on the seventh demo vacancy (the IT one).
    await page.goto('/vacancies/7');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jti.returnVacancyId'))).toBe('7');
    await page.goto('/email_login');
    await page.getByLabel('E-mail').fill('participant@example.com');
    await page.getByLabel('Пароль', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page).toHaveURL(/\/vacancies\/7$/);
  });

  test('a vacancy id that cannot be valid shows the bad-request page', async ({ page }) => {
    await page.goto('/vacancies/abc');
    await expect(page).toHaveURL(/\/400$/);
  });

  test('activation without a current phone goes to sign-in; unknown paths show not found', async ({ page }) => {
    await page.goto('/activation');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: /не найдена/i })).toBeVisible();
  });
});

test.describe('participant', () => {
  test('with an active screening: /screening and /vacancies go to progress; another vacancy too', async ({ page }) => {
    await loginAs(page, 'participant');
    await page.goto('/screening');
    await expect(page).toHaveURL(/\/progress$/);
    await page.goto('/vacancies');
    await expect(page).toHaveURL(/\/progress$/);
    await page.goto('/vacancies/1');
    await expect(page).toHaveURL(/\/progress$/);
    await page.goto('/vacancies/7');
    await expect(page).toHaveURL(/\/vacancies\/7$/);
  });

  test('staff pages send a participant home; mobile pages need a narrow screen', async ({ page }) => {
    await loginAs(page, 'participant');
    for (const path of ['/admin', '/recruiter/positions', '/manager/candidates']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/progress$/);
    }
    await page.goto('/mobile');
    await expect(page).toHaveURL(/\/progress$/);
  });

  test('need_how_know forces /verified until answered; without a screening, progress goes to vacancies', async ({ page, ip }) => {
    await newParticipant(page, ip);
    for (const path of ['/vacancies', '/newswire', '/progress']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/verified$/);
    }
    await page.getByRole('radio', { name: 'hh.ru' }).check();
    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page).toHaveURL(/\/vacancies$/);
    await page.goto('/progress');
    await expect(page).toHaveURL(/\/vacancies$/);
    await page.goto('/screening');
    await expect(page).toHaveURL(/\/vacancies$/);
  });
});

test.describe('staff', () => {
  test('admin: /admin goes to statistics; other roles’ pages go home', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/statistics$/);
    for (const path of ['/recruiter', '/manager/candidates', '/progress', '/signup']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/statistics$/);
    }
    for (const path of ['/admin/dashboard', '/admin/positions', '/admin/positions/1/candidates', '/admin/users', '/admin/request']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
  });

  test('recruiter and manager homes and the pages closed to them', async ({ page }) => {
    await loginAs(page, 'recruiter');
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/recruiter$/);
    await page.goto('/recruiter/positions/2/candidates');
    await expect(page).toHaveURL(/\/recruiter\/positions\/2\/candidates$/);
    await page.getByRole('button', { name: 'Выйти', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    await loginAs(page, 'manager');
    await page.goto('/manager');
    await expect(page).toHaveURL(/\/manager\/candidates$/);
    await page.goto('/recruiter');
    await expect(page).toHaveURL(/\/manager\/candidates$/);
  });
});

test('any 500 from the API sends the user to /500', async ({ page }) => {
  await loginAs(page, 'participant');
  await page.goto('/newswire');
  // The page's calls after the first load are the browser's: one of them fails.
  await page.route('**/api/messages**', (route) => route.fulfill({ status: 500, body: '{"message":"x"}', contentType: 'application/json' }));
  await page.getByRole('link', { name: 'Уведомления' }).first().click();
  await expect(page).toHaveURL(/\/500$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
});
