/** The admin moves a participant's application to another vacancy; the participant answers its screening on /progress. */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import {
  anotherIp,
  csrfHeaders,
  expect,
  loginAs,
  newParticipant,
  openPage,
  pdfBytes,
  test,
} from './fixtures.ts';

/** Two demo vacancies open for applications. */
async function twoOpenVacancies(request: APIRequestContext): Promise<[number, number]> {
  const open: number[] = [];
  for (let id = 1; id <= 60 && open.length < 2; id++) {
    const res = await request.get(`/api/vacancies/${id}`);
    if (res.ok() && (await res.json()).data.status === 'open') open.push(id);
  }
  if (open.length < 2) throw new Error('fewer than two open demo vacancies');
  return [open[0]!, open[1]!];
}

/** The answers for a vacancy's screening questions, each filled. */
async function answersFor(request: APIRequestContext, vacancyId: number): Promise<Record<string, string>> {
  const stages = (await (await request.get(`/api/vacancies/${vacancyId}/stages`)).json()).data as {
    n: number;
    questions?: { id: string }[];
  }[];
  const questions = stages.find((s) => s.n === 1)?.questions ?? [];
  return Object.fromEntries(questions.map((q) => [q.id, 'Хочу учиться и приносить пользу команде']));
}

test('a reassigned participant answers the new vacancy’s screening on /progress', async ({
  page,
  ip,
  browser,
}) => {
  await newParticipant(page, ip, { answerHowKnow: true });
  const [first, second] = await twoOpenVacancies(page.request);
  const headers = await csrfHeaders(page, ip);
  const applied = await page.request.post('/api/screening/apply', {
    headers,
    multipart: {
      vacancy_id: String(first),
      answers: JSON.stringify(await answersFor(page.request, first)),
      cv_link: 'https://hh.ru/resume/vera-novikova',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = (await applied.json()).id as number;

  // The admin, in a browser of their own, moves the application.
  const adminIp = anotherIp(ip);
  const admin = await openPage(browser, { ip: adminIp });
  await loginAs(admin, 'admin');
  const moved = await admin.request.put(`/api/screening/user/${applicationId}/vacancy`, {
    headers: await csrfHeaders(admin, adminIp),
    data: { vacancy_id: second },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await admin.context().close();

  const title = (await (await page.request.get(`/api/vacancies/${second}`)).json()).data.title as string;
  await page.goto('/progress');
  const panel = page.getByTestId('stage-panel');
  await expect(panel.getByRole('heading', { name: 'Ответьте на вопросы новой вакансии' })).toBeVisible();
  await expect(panel.getByText(`Вашу заявку перевели на вакансию «${title}»`)).toBeVisible();
  const a11y = await new AxeBuilder({ page }).analyze();
  expect(
    a11y.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  const answers = panel.getByRole('textbox');
  const count = await answers.count();
  for (let i = 0; i < count; i++) await answers.nth(i).fill(`Ответ на вопрос ${i + 1}`);
  await panel
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Резюме Веры.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
  await panel.getByRole('button', { name: 'Отправить отклик' }).click();
  await expect(panel.getByText('Анкета и резюме отправлены.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Ответьте на вопросы новой вакансии' })).toHaveCount(0);

  const state = (await (await page.request.get('/api/screening/vacancy')).json()) as {
    data: { id: number };
    application: { status: string };
  };
  expect([state.data.id, state.application.status]).toEqual([second, 'awaiting']);
});
