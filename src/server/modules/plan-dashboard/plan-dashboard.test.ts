import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_MAX_ROWS } from '#shared/contracts/plan-dashboard.ts';
import type { ApplicationStatus, StageStatus } from '#shared/domain/stages.ts';
import { ru } from '#shared/i18n/ru.ts';
import { candidates, vacancies } from '../../db/schema.ts';
import { pdf, unclosedRowsXlsx } from '../../lib/files/test-fixtures.ts';
import { client, type Client } from '../../test/client.ts';
import { makeUser, signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeVacancy } from '../../test/screening-factories.ts';
import { postForm } from '../screening/apply-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DASHBOARD = '/api/dashboard/vacancies/dashboard';
const IMPORT = '/api/dashboard/vacancies/dashboard-import';
const TEMPLATE = '/api/dashboard/vacancies/dashboard-import/template';
const p = ru.planDashboard.plan;
const HEADER = [p.columns.id, p.columns.title, p.columns.plan];

async function workbook(rows: unknown[][], header: unknown[] = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('План');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const upload = (c: Client, bytes: Buffer, name = 'План.xlsx') =>
  postForm(c, IMPORT, {}, { field: 'file', name, bytes });
const plans = async (ids: number[]) =>
  Object.fromEntries(
    await Promise.all(
      ids.map(async (id) => [
        id,
        (await t.db.select({ h: vacancies.headcount }).from(vacancies).where(eq(vacancies.id, id)))[0]!.h,
      ]),
    ),
  );

async function candidate(
  v: Awaited<ReturnType<typeof makeVacancy>>,
  stages: Partial<Record<number, StageStatus>>,
  status: ApplicationStatus,
  deadlineAt?: Date,
) {
  const user = await makeUser(t.db);
  const c = await makeCandidate(t.db, user.id, v, stages, deadlineAt ? { deadlineAt } : {});
  await t.db.update(candidates).set({ status }).where(eq(candidates.id, c.id));
  return c;
}

describe('admin only', () => {
  it('401 signed out; 403 for a recruiter, a manager and a participant on every call', async () => {
    const bytes = await workbook([[1, '', 1]]);
    expect((await client(t.app).get(DASHBOARD)).statusCode).toBe(401);
    expect((await client(t.app).get(TEMPLATE)).statusCode).toBe(401);
    expect((await upload(client(t.app), bytes)).statusCode).toBe(401);
    for (const role of ['recruiter', 'manager', 'participant'] as const) {
      const { c } = await signedInClient(t.app, t.db, role);
      expect((await c.get(DASHBOARD)).statusCode, role).toBe(403);
      expect((await c.get(TEMPLATE)).statusCode, role).toBe(403);
      expect((await upload(c, bytes)).statusCode, role).toBe(403);
    }
  });
});

describe('GET /api/dashboard/vacancies/dashboard', () => {
  it('each position: plan, submitted candidates, in selection per stage, hired, started, overdue', async () => {
    const v = await makeVacancy(t.db, { pipeline: [1, 3, 5, 7, 8], title: 'Стажёр финансового отдела' });
    await t.db.update(vacancies).set({ headcount: 3 }).where(eq(vacancies.id, v.vacancy.id));
    const past = new Date(Date.now() - 86_400_000);
    await candidate(v, { 1: 'success', 3: 'success', 5: 'success', 7: 'success', 8: 'success' }, 'success'); // started
    await candidate(v, { 1: 'success', 3: 'success', 5: 'success', 7: 'success', 8: 'awaiting' }, 'success'); // hired
    await candidate(v, { 1: 'success', 3: 'awaiting' }, 'assigned', past); // overdue at 3, before the sweep
    await candidate(v, { 1: 'success', 3: 'expired_awaiting' }, 'assigned', past); // overdue at 3, after it
    await candidate(v, { 1: 'eval' }, 'awaiting'); // at 1
    await candidate(v, { 1: 'success', 3: 'awaiting' }, 'assigned', new Date(Date.now() + 86_400_000)); // at 3, in time
    await candidate(v, { 1: 'denied_final' }, 'denied_final'); // ended
    const draft = await candidate(v, {}, 'none');
    await t.db.update(candidates).set({ submittedAt: null }).where(eq(candidates.id, draft.id));
    const empty = await makeVacancy(t.db, { status: 'draft', title: 'Черновик позиции' });

    const { c } = await signedInClient(t.app, t.db, 'admin');
    const res = await c.get(DASHBOARD);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.data.data.positions.find((x: { id: number }) => x.id === v.vacancy.id);
    expect(row).toEqual({
      id: v.vacancy.id,
      title: 'Стажёр финансового отдела',
      status: 'open',
      department: 6,
      city_name: null,
      plan: 3,
      candidates: 7,
      in_progress: [
        { n: 1, count: 1 },
        { n: 3, count: 3 },
      ],
      hired: 2,
      started: 1,
      overdue: 2,
    });
    const blank = res.data.data.positions.find((x: { id: number }) => x.id === empty.vacancy.id);
    expect(blank).toMatchObject({
      plan: 1,
      candidates: 0,
      in_progress: [],
      hired: 0,
      started: 0,
      overdue: 0,
      status: 'draft',
    });
    // Open positions come before drafts; the totals add the rows up.
    const ids = res.data.data.positions.map((x: { id: number }) => x.id);
    expect(ids.indexOf(v.vacancy.id)).toBeLessThan(ids.indexOf(empty.vacancy.id));
    const rows = res.data.data.positions as { plan: number; hired: number; overdue: number }[];
    expect(res.data.data.totals.plan).toBe(rows.reduce((s, r) => s + r.plan, 0));
    expect(res.data.data.totals.hired).toBe(rows.reduce((s, r) => s + r.hired, 0));
    expect(res.data.data.totals.overdue).toBe(rows.reduce((s, r) => s + r.overdue, 0));
  });
});

describe('the plan: template and import', () => {
  it('the template lists every position with its id, title and plan, and reads back', async () => {
    const v = await makeVacancy(t.db, { title: '=HYPERLINK("http://x")' });
    await t.db.update(vacancies).set({ headcount: 4 }).where(eq(vacancies.id, v.vacancy.id));
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const res = await c.get(TEMPLATE);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const ws = wb.worksheets[0]!;
    expect([1, 2, 3].map((i) => ws.getRow(1).getCell(i).value)).toEqual(HEADER);
    const total = (await t.db.select({ id: vacancies.id }).from(vacancies)).length;
    expect(ws.actualRowCount).toBe(total + 1);
    const line = [...Array(ws.rowCount).keys()]
      .map((i) => ws.getRow(i + 1))
      .find((r) => r.getCell(1).value === v.vacancy.id)!;
    // The title stays text, never a formula.
    expect([line.getCell(2).value, line.getCell(3).value]).toEqual(['=HYPERLINK("http://x")', 4]);

    // The template as downloaded, with one number changed, imports as it is.
    line.getCell(3).value = 6;
    const edited = Buffer.from(await wb.xlsx.writeBuffer());
    const imported = await upload(c, edited);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.data.data.updated).toBe(total);
    expect(await plans([v.vacancy.id])).toEqual({ [v.vacancy.id]: 6 });
  });

  it('a good file updates the plan; the dashboard and the position show it', async () => {
    const a = await makeVacancy(t.db);
    const b = await makeVacancy(t.db);
    const { c } = await signedInClient(t.app, t.db, 'admin');
    // Numbers as typed in Excel: numbers, numeric text, empty rows between.
    const res = await upload(
      c,
      await workbook([[a.vacancy.id, 'Продажи', 5], [], [String(b.vacancy.id), '', '2']]),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ message: p.imported(2), data: { updated: 2 } });
    const rows = (await c.get(DASHBOARD)).data.data.positions as { id: number; plan: number }[];
    expect(rows.find((r) => r.id === a.vacancy.id)?.plan).toBe(5);
    expect(rows.find((r) => r.id === b.vacancy.id)?.plan).toBe(2);
    expect((await c.get(`/api/dashboard/vacancies/${a.vacancy.id}`)).data.data.headcount).toBe(5);
  });

  it('bad rows: 422 with every problem by row number, and nothing saved', async () => {
    const a = await makeVacancy(t.db);
    const b = await makeVacancy(t.db);
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const before = await plans([a.vacancy.id, b.vacancy.id]);
    const res = await upload(
      c,
      await workbook([
        [a.vacancy.id, 'верная строка', 7], // row 2: fine, still not saved
        [2_000_000_000, '', 1], // 3
        ['abc', '', 1], // 4
        [b.vacancy.id, '', -1], // 5
        [b.vacancy.id, '', 'много'], // 6
        [a.vacancy.id + 0.5, '', 2.5], // 7
        [null, 'без id', null], // 8
        [b.vacancy.id + 1_000_000, '', 0], // 9
        [a.vacancy.id, '', 1001], // 10
      ]),
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.data.message).toBe(p.invalid(8));
    expect(res.data.errors).toEqual({
      'rows.3': [p.unknownPosition(2_000_000_000)],
      'rows.4': [p.idNotNumber],
      'rows.5': [p.planNegative],
      'rows.6': [p.duplicate(b.vacancy.id, 5), p.planNotNumber],
      'rows.7': [p.idNotNumber, p.planNotInteger],
      'rows.8': [p.idMissing, p.planMissing],
      'rows.9': [p.planRange(1, 1000), p.unknownPosition(b.vacancy.id + 1_000_000)],
      'rows.10': [p.duplicate(a.vacancy.id, 2), p.planRange(1, 1000)],
    });
    expect(Object.keys(res.data.errors)).toEqual([
      'rows.3',
      'rows.4',
      'rows.5',
      'rows.6',
      'rows.7',
      'rows.8',
      'rows.9',
      'rows.10',
    ]);
    expect(await plans([a.vacancy.id, b.vacancy.id])).toEqual(before);
  });

  it('a bad file: not XLSX, empty, only the header, another header, no file, not multipart', async () => {
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const wrong = await upload(c, pdf(), 'План.xlsx');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.data.errors).toEqual({ file: [ru.files.wrongType.sheet] });
    const csv = await upload(c, Buffer.from('ID позиции;План\n1;2\n'), 'plan.csv');
    expect(csv.statusCode).toBe(422);
    expect(csv.data.errors.file).toHaveLength(1);
    const empty = await upload(c, Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.data.errors).toEqual({ file: [ru.files.empty] });
    const headerOnly = await upload(c, await workbook([]));
    expect(headerOnly.statusCode).toBe(422);
    expect(headerOnly.data.errors).toEqual({ file: [p.noRows] });
    const otherHeader = await upload(c, await workbook([[1, '', 2]], ['id', 'title', 'plan']));
    expect(otherHeader.statusCode).toBe(422);
    expect(otherHeader.data.errors).toEqual({ file: [p.header] });
    const noFile = await postForm(c, IMPORT, { note: 'x' });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.data.errors).toEqual({ file: [p.fileRequired] });
    const json = await c.post(IMPORT, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.data.message).toBe(ru.apply.notMultipart);
  });

  it('too many rows: the same answer just past the limit and far past it (where the reading stops early)', async () => {
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [i + 1, 'Позиция', 1]);
    for (const n of [PLAN_MAX_ROWS + 1, 2 * PLAN_MAX_ROWS + 1]) {
      const res = await upload(c, await workbook(rows(n)));
      expect(res.statusCode).toBe(422);
      expect(res.data.errors).toEqual({ file: [p.tooManyRows(PLAN_MAX_ROWS)] });
    }
  }, 60_000);

  it('a file that is hard to read (40,000 rows that never close) answers 422 while the server keeps answering', async () => {
    const { c } = await signedInClient(t.app, t.db, 'admin');
    const hostile = unclosedRowsXlsx(40_000);
    let done = false;
    const imported = upload(c, hostile).finally(() => (done = true));
    // /healthz asked again and again while the import runs: the longest wait for an answer, counted
    // from the previous one, is how long the server's thread was held.
    let answers = 0;
    let longest = 0;
    let last = performance.now();
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      answers++;
    }
    const res = await imported;
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual({ file: [p.unreadable] });
    expect(answers).toBeGreaterThan(0);
    // A generous bound: the regex reader held the thread for seconds over this file.
    expect(longest).toBeLessThan(1000);
  }, 120_000);
});
