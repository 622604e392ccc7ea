import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { readSheetUpload } from './sheet.ts';
import { docx, pdf, zip } from './test-fixtures.ts';

async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('План').addRow(['ID позиции', 'Позиция', 'План, человек']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
const read = (bytes: Buffer, maxBytes?: number) =>
  readSheetUpload(Readable.from([bytes]), maxBytes ? { maxBytes } : {});

describe('readSheetUpload', () => {
  it('hands back an XLSX as it came', async () => {
    const bytes = await xlsx();
    expect(await read(bytes)).toEqual({ ok: true, bytes });
  });

  it('refuses what is not a workbook, an empty or too large file, and one with macros', async () => {
    expect(await read(pdf())).toMatchObject({
      ok: false,
      reason: 'wrong_type',
      message: ru.files.wrongType.sheet,
    });
    expect(await read(docx())).toMatchObject({ ok: false, reason: 'wrong_type' });
    expect(await read(Buffer.alloc(0))).toMatchObject({
      ok: false,
      reason: 'empty',
      message: ru.files.empty,
    });
    const bytes = await xlsx();
    expect(await read(bytes, bytes.length - 1)).toMatchObject({ ok: false, reason: 'too_large' });
    const macros = zip([
      {
        name: '[Content_Types].xml',
        data: '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
      },
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      { name: 'xl/vbaProject.bin', data: 'VBA' },
    ]);
    expect((await read(macros)).ok).toBe(false);
  });
});
