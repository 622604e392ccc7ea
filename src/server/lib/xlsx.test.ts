import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bufferSource } from './files/bytes.ts';
import { inspectZip } from './files/zip-guard.ts';
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

/** The entries of a ZIP, read from its central directory (enough of a reader for what we write). */
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

  it('opens in ExcelJS with every tricky value where it was put', async () => {
    type Tricky = { text: unknown; number?: unknown; date?: unknown };
    const long = `${'ё'.repeat(MAX_CELL_TEXT - 1)}😀 and more`;
    const rows: Tricky[] = [
      { text: '=1+1', number: 0, date: new Date('2026-06-30T21:00:00Z') },
      { text: '+7 999 123-45-67', number: -1.5, date: '2000-02-29' },
      { text: 'Съешь же ещё этих мягких французских булок', number: 1e-7 },
      { text: 'эмодзи 😀👍🏽 и 𝕏', number: 123_456_789_012_345 },
      { text: 'a\u0000b\u0008c\u000bd\u001fe\ud800f\uffffg', number: '' },
      { text: long },
      { text: '  пробелы\tи табуляция  ', number: null, date: '' },
      { text: '<b>&amp;</b> "кавычки" \'апостроф\' ]]>', number: '007' },
      { text: '', number: 5 },
      { text: null, number: null, date: null },
      { text: '_x0041_ остаётся', number: 12n },
    ];
    const buf = await toBuffer(
      xlsxSheet<Tricky>({
        name: 'Сложные <значения> & "имена"',
        columns: [
          { header: 'Текст', value: (r) => r.text },
          { header: 'Число', type: 'number', value: (r) => r.number },
          { header: 'Дата', type: 'datetime', value: (r) => r.date },
          { header: 'Пусто', value: () => undefined },
        ],
        rows,
      }),
    );
    const wb = await load(buf);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('Сложные <значения> & "имена"');
    const cell = (r: number, c: number) => ws.getRow(r).getCell(c);
    const texts = [
      '=1+1',
      '+7 999 123-45-67',
      'Съешь же ещё этих мягких французских булок',
      'эмодзи 😀👍🏽 и 𝕏',
      'abcdefg',
      `${'ё'.repeat(MAX_CELL_TEXT - 1)}`, // the emoji would straddle the limit: dropped whole
      '  пробелы\tи табуляция  ',
      '<b>&amp;</b> "кавычки" \'апостроф\' ]]>',
    ];
    texts.forEach((text, i) => {
      expect(cell(i + 2, 1).type, `row ${i + 2}`).toBe(ExcelJS.ValueType.String);
      expect(cell(i + 2, 1).value, `row ${i + 2}`).toBe(text);
      expect(cell(i + 2, 1).numFmt).toBe('@');
    });
    expect([2, 3, 4, 5].map((r) => cell(r, 2).value)).toEqual([0, -1.5, 1e-7, 123_456_789_012_345]);
    expect(cell(2, 2).type).toBe(ExcelJS.ValueType.Number);
    expect(cell(9, 2)).toMatchObject({ type: ExcelJS.ValueType.Number, value: 7 }); // digits in a number column
    expect(cell(12, 2).value).toBe(12);
    expect((cell(2, 3).value as Date).toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect((cell(3, 3).value as Date).toISOString()).toBe('2000-02-29T00:00:00.000Z');
    expect(cell(2, 3).numFmt).toBe('dd.mm.yyyy hh:mm');
    // Empty values are no cells at all; a row of nothing is an empty row.
    for (const [r, c] of [
      [6, 2],
      [8, 2],
      [8, 3],
      [10, 1],
      [11, 1],
      [11, 2],
      [11, 3],
      [2, 4],
    ] as const)
      expect(cell(r, c).value, `row ${r} col ${c}`).toBeNull();
    expect(ws.rowCount).toBe(rows.length + 1);

    const xml = unzip(buf).get('xl/worksheets/sheet1.xml')!;
    expect(xml).not.toMatch(/<f[\s>/]/);
    expect(xml.match(/<c r="D\d+"/g)).toEqual(['<c r="D1"']); // the header only
    // Excel reads `_xHHHH_` as an escaped character: a literal one is written with its `_` escaped.
    expect(xml).toContain('_x005F_x0041_ остаётся');
    // Text and date columns are formatted in the column itself, so cells typed in Excel later keep it.
    expect(xml).toMatch(/<col min="1" max="1" width="24" customWidth="1" style="1"\/>/);
    expect(xml).toMatch(/<col min="2" max="2" width="12" customWidth="1"\/>/);
    expect(ws.getColumn(1).width).toBe(24);
    expect(ws.getColumn(3).width).toBe(17);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('streams a large sheet as it is read: a deflated entry with a data descriptor, intact', async () => {
    // Text deflate cannot shrink much (a pseudo-random walk), so the file is well over 2 MB.
    let seed = 1;
    const word = () =>
      Array.from({ length: 48 }, () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return 'абвгдеёжзийклмнопрстуфхцчшщыэюяabcdefghijklmnopqrstuvwxyz0123456789'[seed % 68];
      }).join('');
    const ROWS = 12_000;
    let received = 0;
    let receivedMidway = -1;
    async function* source() {
      for (let i = 0; i < ROWS; i++) {
        if (i === ROWS / 2) receivedMidway = received;
        yield { ...HOSTILE[0]!, name: word(), phone: word(), comment: word(), source: word(), score: i };
        if (i % 1000 === 0) await new Promise((r) => setImmediate(r));
      }
    }
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => {
      received += c.length;
      chunks.push(c);
    });
    const ended = new Promise((resolve) => out.on('end', resolve));
    const { rows } = await writeXlsx(out, candidatesSheet(source()));
    await ended;
    const buf = Buffer.concat(chunks);
    expect(rows).toBe(ROWS);
    expect(buf.length).toBeGreaterThan(2 * 1024 * 1024);
    // Half the rows in, the first megabyte was already out.
    expect(receivedMidway).toBeGreaterThan(1024 * 1024);

    // The sheet's local header says "sizes later" (bit 3) and carries none; the data descriptor
    // after the data has the CRC and both sizes, the same as the central directory.
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const local = buf.indexOf(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04])]), buf.indexOf(name) - 30);
    expect(buf.subarray(local + 30, local + 30 + name.length)).toEqual(name);
    expect(buf.readUInt16LE(local + 6) & 0x0008).toBe(0x0008);
    expect(buf.readUInt16LE(local + 8)).toBe(8); // deflate
    expect([
      buf.readUInt32LE(local + 14),
      buf.readUInt32LE(local + 18),
      buf.readUInt32LE(local + 22),
    ]).toEqual([0, 0, 0]);
    const central = buf.indexOf(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x01, 0x02])]),
      buf.lastIndexOf(name) - 46,
    );
    const [crc, compressed, size] = [16, 20, 24].map((at) => buf.readUInt32LE(central + at));
    const descriptor = local + 30 + name.length + compressed!;
    expect(buf.readUInt32LE(descriptor)).toBe(0x08074b50);
    expect([4, 8, 12].map((at) => buf.readUInt32LE(descriptor + at))).toEqual([crc, compressed, size]);
    expect(zlib.crc32(zlib.inflateRawSync(buf.subarray(local + 30 + name.length, descriptor)))).toBe(crc);
    // The project's own ZIP guard (CRC-checked, every entry inflated) accepts it as it is.
    expect(await inspectZip(bufferSource(buf))).toMatchObject({ ok: true });

    const ws = (await load(buf)).getWorksheet('Кандидаты')!;
    expect(ws.rowCount).toBe(ROWS + 1);
    expect(ws.getRow(ROWS + 1).getCell(5).value).toBe(ROWS - 1);
  });

  it('reads the source only as fast as the destination takes the file', async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 }); // nobody reads it
    let produced = 0;
    async function* endless() {
      for (;;) {
        produced++;
        yield { ...HOSTILE[1]!, name: `Кандидат ${produced}` };
      }
    }
    const writing = writeXlsx(out, candidatesSheet(endless()));
    writing.catch(() => {});
    // Wait until the writer stalls: the count stops moving.
    let before = -1;
    while (produced !== before) {
      before = produced;
      await new Promise((r) => setTimeout(r, 50));
    }
    // A full destination and a chunk or two in the pipes: a few thousand rows, not millions.
    expect(produced).toBeLessThan(20_000);
    expect(out.readableLength).toBeLessThan(1024 * 1024);
    out.destroy();
    await expect(writing).rejects.toThrow(/closed/);
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
