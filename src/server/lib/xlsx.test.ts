import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cleanCellText, MAX_CELL_TEXT, writeXlsx, xlsxSheet, type XlsxSheet } from './xlsx.ts';

async function toBuffer(sheets: XlsxSheet | XlsxSheet[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeXlsx(out, sheets);
  await ended;
  return Buffer.concat(chunks);
}

async function load(buf: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
}

/** The entries of a ZIP (enough of a reader for what ExcelJS writes). */
function unzip(buf: Buffer): Map<string, string> {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLength = buf.readUInt16LE(p + 28);
    const skip = nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    const local = buf.readUInt32LE(p + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    entries.set(name, (method === 8 ? zlib.inflateRawSync(data) : data).toString('utf8'));
    p += 46 + skip;
  }
  return entries;
}

type Candidate = {
  name: string;
  phone: string;
  comment: string;
  source: string;
  score: number | string | null;
  appliedAt: Date | string | null;
  birthDate: string | null;
  relocate: boolean | null;
};

const HOSTILE: Candidate[] = [
  {
    name: '=HYPERLINK("http://evil","x")',
    phone: '+79991234567',
    comment: '-1+2',
    source: '@SUM(A1)',
    score: 42,
    appliedAt: new Date('2026-03-01T22:30:00Z'), // 2 March, 01:30 in Moscow
    birthDate: '2001-12-31',
    relocate: true,
  },
  {
    name: 'Иванов Иван Иванович',
    phone: '+7 (999) 123-45-67',
    comment: 'a\u0000b\u0007c\u001fd\u000b\tе\r\nж\r',
    source: '=1+1',
    score: '17',
    appliedAt: '2026-01-01T00:00:00Z',
    birthDate: null,
    relocate: false,
  },
  {
    name: "'в кавычках",
    phone: "=cmd|' /C calc'!A0",
    comment: 'x\ufffey\ud800z😀',
    source: '<script>alert(1)</script> & "кавычки"',
    score: 'не число',
    appliedAt: 'не дата',
    birthDate: '1999-02-28',
    relocate: null,
  },
];

const candidatesSheet = (rows: Iterable<Candidate> | AsyncIterable<Candidate>) =>
  xlsxSheet<Candidate>({
    name: 'Кандидаты',
    columns: [
      { header: 'ФИО', value: (r) => r.name },
      { header: 'Телефон', value: (r) => r.phone },
      { header: 'Комментарий', value: (r) => r.comment },
      { header: 'Источник', value: (r) => r.source },
      { header: 'Баллы', type: 'number', value: (r) => r.score },
      { header: 'Дата отклика', type: 'date', value: (r) => r.appliedAt },
      { header: 'Время отклика', type: 'datetime', value: (r) => r.appliedAt },
      { header: 'Дата рождения', type: 'date', value: (r) => r.birthDate },
      { header: 'Готов к переезду', type: 'boolean', value: (r) => r.relocate },
    ],
    rows,
  });

describe('XLSX export', () => {
  it('writes user text as text cells, exactly as typed, never as formulas', async () => {
    const buf = await toBuffer(candidatesSheet(HOSTILE));
    const wb = await load(buf);
    const ws = wb.getWorksheet('Кандидаты')!;
    expect(ws).toBeDefined();

    const header = ws.getRow(1);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map((c) => header.getCell(c).value)).toEqual([
      'ФИО',
      'Телефон',
      'Комментарий',
      'Источник',
      'Баллы',
      'Дата отклика',
      'Время отклика',
      'Дата рождения',
      'Готов к переезду',
    ]);
    expect(header.font?.bold).toBe(true);

    const expected = [
      ['=HYPERLINK("http://evil","x")', '+79991234567', '-1+2', '@SUM(A1)'],
      ['Иванов Иван Иванович', '+7 (999) 123-45-67', 'abcd\tе\nж\n', '=1+1'],
      ["'в кавычках", "=cmd|' /C calc'!A0", 'xyz😀', '<script>alert(1)</script> & "кавычки"'],
    ];
    expected.forEach((texts, i) => {
      const row = ws.getRow(i + 2);
      texts.forEach((text, j) => {
        const cell = row.getCell(j + 1);
        expect(cell.type, `row ${i + 2} col ${j + 1}`).toBe(ExcelJS.ValueType.String);
        expect(cell.value).toBe(text);
        expect(cell.formula).toBeUndefined();
        expect(cell.numFmt).toBe('@');
      });
    });

    // No cell anywhere is a formula.
    let cells = 0;
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        cells++;
        expect([ExcelJS.ValueType.Formula, ExcelJS.ValueType.Hyperlink]).not.toContain(cell.type);
        expect(cell.formula).toBeUndefined();
      }),
    );
    expect(cells).toBeGreaterThan(30);

    // And the sheet's XML holds no formula element at all.
    const sheetXml = unzip(buf).get('xl/worksheets/sheet1.xml')!;
    expect(sheetXml).toBeDefined();
    expect(sheetXml).not.toMatch(/<f[\s>/]/);
    expect(sheetXml).toContain('+79991234567');
    // eslint-disable-next-line no-control-regex
    expect(sheetXml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it('types numbers, dates in Moscow time as DD.MM.YYYY, and yes/no', async () => {
    const ws = (await load(await toBuffer(candidatesSheet(HOSTILE)))).getWorksheet('Кандидаты')!;
    const [first, second, third] = [ws.getRow(2), ws.getRow(3), ws.getRow(4)];

    expect(first.getCell(5)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 42 });
    expect(second.getCell(5)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 17 });
    expect(third.getCell(5)).toMatchObject({ type: ExcelJS.ValueType.String, value: 'не число' });

    // 2026-03-01 22:30 UTC is already 2 March in Moscow (UTC+3).
    const date = first.getCell(6);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.numFmt).toBe('dd.mm.yyyy');
    expect((date.value as Date).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    const time = first.getCell(7);
    expect(time.numFmt).toBe('dd.mm.yyyy hh:mm');
    expect((time.value as Date).toISOString()).toBe('2026-03-02T01:30:00.000Z');
    expect((second.getCell(6).value as Date).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect((second.getCell(7).value as Date).toISOString()).toBe('2026-01-01T03:00:00.000Z');
    // A calendar date (a birth date) is not shifted by a zone.
    expect((first.getCell(8).value as Date).toISOString()).toBe('2001-12-31T00:00:00.000Z');
    expect((third.getCell(8).value as Date).toISOString()).toBe('1999-02-28T00:00:00.000Z');
    expect(second.getCell(8).value).toBeNull();
    // Not a date: kept as the text it is.
    expect(third.getCell(6)).toMatchObject({ type: ExcelJS.ValueType.String, value: 'не дата' });

    expect([first, second, third].map((r) => r.getCell(9).value)).toEqual(['Да', 'Нет', null]);
  });

  it('follows the zone database, summer time and the 2014 change included', async () => {
    const at = (iso: string) => ({ at: iso });
    const sheet = xlsxSheet({
      name: 'Время',
      columns: [
        { header: 'Когда', type: 'datetime', value: (r: { at: string }) => r.at },
        { header: 'День', type: 'date', value: (r: { at: string }) => r.at },
      ],
      rows: [
        at('2010-07-01T12:00:00Z'), // summer time, UTC+4
        at('2010-12-01T12:00:00Z'), // winter, UTC+3
        at('2014-10-25T21:30:00Z'), // UTC+4 until 22:00 UTC that day
        at('2014-10-25T22:30:00Z'), // UTC+3 after
        at('2026-12-31T21:00:00Z'), // New Year in Moscow
        at('2026-02-30'), // no such day
      ],
    });
    const ws = (await load(await toBuffer(sheet))).getWorksheet('Время')!;
    const iso = (r: number, c: number) => (ws.getRow(r).getCell(c).value as Date).toISOString().slice(0, 16);
    expect([2, 3, 4, 5, 6].map((r) => iso(r, 1))).toEqual([
      '2010-07-01T16:00',
      '2010-12-01T15:00',
      '2014-10-26T01:30',
      '2014-10-26T01:30',
      '2027-01-01T00:00',
    ]);
    expect(iso(6, 2)).toBe('2027-01-01T00:00');
    expect(ws.getRow(7).getCell(1)).toMatchObject({ type: ExcelJS.ValueType.String, value: '2026-02-30' });
  });

  it('cuts text to Excel’s 32,767 characters and cleans sheet names', async () => {
    const long = 'я'.repeat(40_000);
    const sheets = [
      xlsxSheet({
        name: 'Отзывы: март/апрель [2026]?',
        columns: [{ header: 'Текст', value: (r: string) => r }],
        rows: [long],
      }),
      xlsxSheet({
        name: 'Отзывы: март/апрель [2026]?',
        columns: [{ header: 'Текст', value: (r: string) => r }],
        rows: ['второй'],
      }),
    ];
    const wb = await load(await toBuffer(sheets));
    const names = wb.worksheets.map((w) => w.name);
    expect(names[0]).toBe('Отзывы  март апрель  2026');
    expect(names[1]).not.toBe(names[0]);
    expect(names.every((n) => n.length <= 31 && !/[[\]:*?/\\]/.test(n))).toBe(true);
    expect(wb.worksheets[0]!.getCell('A2').value).toHaveLength(MAX_CELL_TEXT);
    expect(cleanCellText(`${'a'.repeat(MAX_CELL_TEXT - 1)}😀`)).toHaveLength(MAX_CELL_TEXT - 1);
  });

  it('streams rows from an async source', async () => {
    async function* many() {
      for (let i = 0; i < 5000; i++) yield { ...HOSTILE[0]!, name: `Кандидат ${i}`, score: i };
    }
    const buf = await toBuffer(candidatesSheet(many()));
    const ws = (await load(buf)).getWorksheet('Кандидаты')!;
    expect(ws.rowCount).toBe(5001);
    expect(ws.getRow(5001).getCell(1).value).toBe('Кандидат 4999');
    expect(ws.getRow(5001).getCell(5).value).toBe(4999);
  });

  it('stops when the destination is gone', async () => {
    const out = new PassThrough({ highWaterMark: 1 });
    out.destroy();
    async function* endless() {
      for (;;) yield HOSTILE[0]!;
    }
    await expect(writeXlsx(out, candidatesSheet(endless()))).rejects.toThrow();
  });
});
