import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { unclosedRowsXlsx, zip } from './files/test-fixtures.ts';
import { parseFirstSheet } from './xlsx-parse.ts';
import { readFirstSheet, XlsxReadError, XLSX_WORKER_LIMITS, type XlsxReadProblem } from './xlsx-read.ts';

const ALL = { columns: 3, maxRows: 1000 };

/** A workbook of `rows` rows of three numbers each: ~60 bytes of sheet XML a row. */
function numbers(rows: number): Buffer {
  let sheet = '<worksheet><sheetData>';
  for (let r = 1; r <= rows; r++)
    sheet += `<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}"><v>${r * 2}</v></c><c r="C${r}"><v>${r * 3}</v></c></row>`;
  return zip([
    {
      name: 'xl/workbook.xml',
      data: '<workbook><sheets><sheet name="Числа" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    { name: 'xl/worksheets/sheet1.xml', data: `${sheet}</sheetData></worksheet>` },
  ]);
}

/** The problem a read was refused for. */
async function refusal(read: Promise<unknown>): Promise<XlsxReadProblem> {
  const err = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(XlsxReadError);
  return (err as XlsxReadError).problem;
}

describe('readFirstSheet: the parse in a worker thread', () => {
  it('answers what the parser reads, within the bounds', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('План');
    ws.addRow(['ID позиции', 'Позиция', 'План, человек', 'Заметки']);
    ws.addRow([7, 'Аналитик «данных»', 3, 'не нужна']);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const rows = await readFirstSheet(bytes, ALL);
    expect(rows).toEqual(parseFirstSheet(bytes, ALL));
    expect(rows?.get(2)).toEqual(
      new Map<number, unknown>([
        [1, 7],
        [2, 'Аналитик «данных»'],
        [3, 3],
      ]),
    );
    expect(bytes.length).toBeGreaterThan(0); // the caller's bytes are not handed over
  });

  it('refuses a file it cannot read, or with more rows than asked for', async () => {
    expect(await refusal(readFirstSheet(Buffer.from('ID;План\n1;2\n'), ALL))).toBe('unreadable');
    expect(await refusal(readFirstSheet(unclosedRowsXlsx(), ALL))).toBe('unreadable');
    expect(await refusal(readFirstSheet(numbers(20), { columns: 3, maxRows: 19 }))).toBe('too_many_rows');
  });

  it('stops the worker past its time or its memory: too complex', async () => {
    const big = numbers(100_000); // ~6 MB of XML: a second or more of parsing, tens of MB of cells kept
    const bounds = { columns: 3, maxRows: Infinity };
    expect(await refusal(readFirstSheet(big, bounds, { ...XLSX_WORKER_LIMITS, timeMs: 50 }))).toBe(
      'too_complex',
    );
    expect(await refusal(readFirstSheet(big, bounds, { ...XLSX_WORKER_LIMITS, heapMb: 8 }))).toBe(
      'too_complex',
    );
    // Within the memory limit the same file is read (time given generously: a busy machine is slow,
    // and this checks the memory bound, not a speed).
    expect((await readFirstSheet(big, bounds, { ...XLSX_WORKER_LIMITS, timeMs: 50_000 }))?.size).toBe(
      100_000,
    );
  }, 60_000);
});
