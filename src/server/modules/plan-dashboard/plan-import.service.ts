/**
 * The hiring plan in bulk: the template (`GET .../dashboard-import/template`: every position with
 * its id, title and current plan) and the import (`POST .../dashboard-import`). The plan is the
 * position's headcount (docs/product.md: «headcount plan»), so the import writes `vacancies.headcount`
 * and the position form shows the same number (docs/decisions/014-statistics.md).
 *
 * The import is all or nothing: every row is checked first (id a known position, once; plan a whole
 * number in the position form's range), and any bad row answers 422 with every problem by Excel row
 * number (`errors['rows.<n>']`); only a clean file is written, in one transaction.
 */
import type { Writable } from 'node:stream';
import { asc, inArray, sql } from 'drizzle-orm';
import { PLAN_MAX, PLAN_MAX_ROWS, PLAN_MIN } from '#shared/contracts/plan-dashboard.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { vacancies } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { invalid, type FieldErrors } from '../../lib/errors.ts';
import { writeXlsx, xlsxSheet } from '../../lib/xlsx.ts';
import { readFirstSheet, XlsxReadError, type XlsxCell, type XlsxRows } from '../../lib/xlsx-read.ts';

const t = ru.planDashboard.plan;
const HEADERS = [t.columns.id, t.columns.title, t.columns.plan];

/**
 * What is read of the sheet (in a worker thread: lib/xlsx-read.ts): the template's columns, and rows
 * with a value in them up to twice the plan's limit (room for the header and rows skipped below), so
 * a file far past the limit is refused as too many rows without all of it crossing to this thread.
 */
const SHEET_BOUNDS = { columns: HEADERS.length, maxRows: 2 * PLAN_MAX_ROWS };

/** The 422 for the file as a whole (not one of its rows). */
const badFile = (message: string) => invalid({ file: [message] }, message);

/** Streams the template: every position, oldest first, with its plan now. */
export async function writePlanTemplate(db: DbOrTx, out: Writable): Promise<void> {
  const rows = await db
    .select({ id: vacancies.id, title: vacancies.title, plan: vacancies.headcount })
    .from(vacancies)
    .orderBy(asc(vacancies.id));
  await writeXlsx(
    out,
    xlsxSheet({
      name: t.sheet,
      columns: [
        { header: t.columns.id, type: 'number', width: 14, value: (r: (typeof rows)[number]) => r.id },
        { header: t.columns.title, width: 60, value: (r) => r.title },
        { header: t.columns.plan, type: 'number', width: 16, value: (r) => r.plan },
      ],
      rows,
    }),
  );
}

type Cell = string | number | null;

/** A cell as a number or trimmed text (a boolean as `true`/`false`); empty is null. */
function plain(value: XlsxCell | undefined): Cell {
  if (value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return value.trim() === '' ? null : value.trim();
}

/** A number from a numeric cell or from text such as `12` or `3,0`; NaN when it is not one. */
function numberOf(cell: Cell): number {
  if (typeof cell === 'number') return cell;
  if (cell !== null && /^[-+]?\d+([.,]\d+)?$/.test(cell)) return Number(cell.replace(',', '.'));
  return Number.NaN;
}

export type PlanRow = { row: number; id: number; plan: number };

/** Reads and checks the rows; throws 422 naming the file or every bad row. */
export async function readPlan(db: DbOrTx, bytes: Buffer): Promise<PlanRow[]> {
  let sheet: XlsxRows | null;
  try {
    sheet = await readFirstSheet(bytes, SHEET_BOUNDS);
  } catch (err) {
    if (!(err instanceof XlsxReadError)) throw err;
    if (err.problem === 'too_many_rows') throw badFile(t.tooManyRows(PLAN_MAX_ROWS));
    throw badFile(err.problem === 'too_complex' ? t.tooComplex : t.unreadable);
  }
  if (!sheet) throw badFile(t.noRows);
  const cells = sheet;
  const cellsOf = (r: number) => [1, 2, 3].map((c) => plain(cells.get(r)?.get(c)));
  const header = cellsOf(1).map((h) => String(h ?? '').toLowerCase());
  if (header.some((h, i) => h !== HEADERS[i]!.toLowerCase())) throw badFile(t.header);

  const errors: FieldErrors = {};
  const add = (row: number, reason: string) => (errors[`rows.${row}`] ??= []).push(reason);
  const rows: PlanRow[] = [];
  const firstRowOf = new Map<number, number>();
  let dataRows = 0;
  for (const r of [...cells.keys()].filter((n) => n >= 2).sort((a, b) => a - b)) {
    const row = cellsOf(r);
    if (row.every((c) => c === null)) continue;
    if (++dataRows > PLAN_MAX_ROWS) throw badFile(t.tooManyRows(PLAN_MAX_ROWS));
    const [idCell, , planCell] = row as [Cell, Cell, Cell];

    const id = numberOf(idCell);
    let idOk = false;
    if (idCell === null) add(r, t.idMissing);
    else if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) add(r, t.idNotNumber);
    else if (firstRowOf.has(id)) add(r, t.duplicate(id, firstRowOf.get(id)!));
    else {
      firstRowOf.set(id, r);
      idOk = true;
    }

    const plan = numberOf(planCell);
    let planOk = false;
    if (planCell === null) add(r, t.planMissing);
    else if (Number.isNaN(plan)) add(r, t.planNotNumber);
    else if (plan < 0) add(r, t.planNegative);
    else if (!Number.isInteger(plan)) add(r, t.planNotInteger);
    else if (plan < PLAN_MIN || plan > PLAN_MAX) add(r, t.planRange(PLAN_MIN, PLAN_MAX));
    else planOk = true;

    if (idOk && planOk) rows.push({ row: r, id, plan });
    else if (idOk) rows.push({ row: r, id, plan: Number.NaN }); // still checked for existence below
  }
  if (dataRows === 0) throw badFile(t.noRows);

  const ids = rows.map((r) => r.id);
  const known = new Set<number>();
  for (let i = 0; i < ids.length; i += 1000) {
    const found = await db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(inArray(vacancies.id, ids.slice(i, i + 1000)));
    for (const f of found) known.add(f.id);
  }
  for (const r of rows) if (!known.has(r.id)) add(r.row, t.unknownPosition(r.id));

  const bad = Object.keys(errors).length;
  if (bad > 0) {
    // Row order, so the list reads top to bottom.
    const ordered = Object.fromEntries(
      Object.entries(errors).sort(([a], [b]) => Number(a.slice(5)) - Number(b.slice(5))),
    );
    throw invalid(ordered, t.invalid(bad));
  }
  return rows;
}

/** Writes a checked plan, all rows or none. */
export async function importPlan(db: Db, bytes: Buffer): Promise<number> {
  const rows = await readPlan(db, bytes);
  return db.transaction(async (tx) => {
    const ids = `{${rows.map((r) => r.id).join(',')}}`;
    const plans = `{${rows.map((r) => r.plan).join(',')}}`;
    const updated = await tx.execute(sql`
      update vacancies v set headcount = x.plan, updated_at = ${now().toISOString()}::timestamptz
      from (select unnest(${ids}::int[]) as id, unnest(${plans}::int[]) as plan) x
      where v.id = x.id
      returning v.id`);
    const done = new Set((updated as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
    // A position deleted between the check and the write: refuse the whole file (the transaction rolls back).
    const gone = rows.filter((r) => !done.has(r.id));
    if (gone.length > 0) {
      throw invalid(
        Object.fromEntries(gone.map((r) => [`rows.${r.row}`, [t.unknownPosition(r.id)]])),
        t.invalid(gone.length),
      );
    }
    return rows.length;
  });
}
