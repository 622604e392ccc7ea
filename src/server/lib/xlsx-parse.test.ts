import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { unclosedRowsXlsx } from './files/test-fixtures.ts';
import { MAX_PART_BYTES, MAX_XML_DEPTH, parseFirstSheet, unescapeOoxml } from './xlsx-parse.ts';
import { XlsxReadError, type XlsxRows } from './xlsx-read.ts';
import { writeXlsx, xlsxSheet } from './xlsx.ts';
import { ZipWriter } from './zip-writer.ts';

async function collect(write: (out: PassThrough) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await write(out);
  await ended;
  return Buffer.concat(chunks);
}

/** The rows as plain arrays, for comparing: `[[row, [[column, value], …]], …]`. */
const plainRows = (rows: XlsxRows | null) =>
  [...(rows ?? new Map()).entries()].map(([r, cells]) => [r, [...cells.entries()]]);

/** A workbook of hand-written parts, zipped by the project's own ZIP writer. */
async function handmade(parts: Record<string, string>): Promise<Buffer> {
  return collect(async (out) => {
    const zip = new ZipWriter(out);
    for (const [name, text] of Object.entries(parts)) await zip.add(name, text);
    await zip.finish();
  });
}

const WORKBOOK = `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"
  xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>
  <sheet name="Второй по номеру" sheetId="2" r:id="rId7"/><sheet name="Другой" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="…/worksheet" Target="worksheets/sheet1.xml"/>
  <Relationship Id="rId7" Type="…/worksheet" Target="/xl/worksheets/sheet7.xml"/></Relationships>`;

describe('parseFirstSheet', () => {
  it('reads what the project writes: inline text, numbers, booleans in words', async () => {
    const bytes = await collect(async (out) => {
      await writeXlsx(
        out,
        xlsxSheet({
          name: 'План',
          columns: [
            {
              header: 'ID позиции',
              type: 'number',
              value: (r: { id: number; title: string; ok: boolean }) => r.id,
            },
            { header: 'Название', value: (r) => r.title },
            { header: 'Да?', type: 'boolean', value: (r) => r.ok },
          ],
          rows: [
            { id: 7, title: 'Аналитик <данных> & «отчётов»', ok: true },
            { id: 12.5, title: '  с пробелами  ', ok: false },
          ],
        }),
      );
    });
    expect(plainRows(parseFirstSheet(bytes))).toEqual([
      [
        1,
        [
          [1, 'ID позиции'],
          [2, 'Название'],
          [3, 'Да?'],
        ],
      ],
      [
        2,
        [
          [1, 7],
          [2, 'Аналитик <данных> & «отчётов»'],
          [3, 'Да'],
        ],
      ],
      [
        3,
        [
          [1, 12.5],
          [2, '  с пробелами  '],
          [3, 'Нет'],
        ],
      ],
    ]);
  });

  it('reads what ExcelJS writes: shared strings, rich text, formulas by their result, booleans, errors, gaps', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('План');
    ws.getCell('A1').value = 'ID позиции';
    ws.getCell('C1').value = { richText: [{ text: 'План ' }, { font: { bold: true }, text: 'найма' }] };
    ws.getCell('A3').value = 42;
    ws.getCell('B3').value = { formula: 'A3*2', result: 84 };
    ws.getCell('C3').value = { formula: 'CONCATENATE("а","б")', result: 'аб' };
    ws.getCell('D3').value = true;
    ws.getCell('E3').value = { error: '#N/A' };
    ws.getCell('AB10').value = 'далеко';
    wb.addWorksheet('Второй').getCell('A1').value = 'не читается';
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(plainRows(parseFirstSheet(bytes))).toEqual([
      [
        1,
        [
          [1, 'ID позиции'],
          [3, 'План найма'],
        ],
      ],
      [
        3,
        [
          [1, 42],
          [2, 84],
          [3, 'аб'],
          [4, true],
          [5, '#N/A'],
        ],
      ],
      [10, [[28, 'далеко']]],
    ]);
  });

  it('takes the first sheet listed, wherever its part is, with stored or deflated entries and cells without addresses', async () => {
    const sheet7 = `<worksheet><sheetData>
      <row r="2"><c r="B2" t="s"><v>1</v></c><c t="inlineStr"><is><t xml:space="preserve"> x </t></is></c></row>
      <row><c><v>3.5e2</v></c><c r="C3" t="str"><f>1</f><v>&#1071;&amp;&#x44F;</v></c></row>
      <row r="5"/></sheetData></worksheet>`;
    const strings =
      '<sst><si><t>ноль</t></si><si><r><t>од</t></r><rPh><t>фонетика</t></rPh><r><t>ин</t></r></si></sst>';
    const bytes = await handmade({
      'xl/workbook.xml': WORKBOOK,
      'xl/_rels/workbook.xml.rels': RELS,
      'xl/worksheets/sheet1.xml':
        '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData></worksheet>',
      'xl/worksheets/sheet7.xml': sheet7,
      'xl/sharedStrings.xml': strings,
    });
    expect(plainRows(parseFirstSheet(bytes))).toEqual([
      [
        2,
        [
          [2, 'один'],
          [3, ' x '],
        ],
      ],
      [
        3,
        [
          [1, 350],
          [3, 'Я&я'],
        ],
      ],
    ]);
  });

  it('keeps what the bounds allow: the first columns, rows with a value in them up to a number', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('План');
    ws.addRow(['ID позиции', 'Позиция', 'План, человек', 'Заметки']);
    ws.addRow([1, 'Аналитик', 3, 'не читается']);
    ws.addRow([]);
    ws.getCell('D4').value = 'только заметка: строки нет';
    ws.addRow([2, 'Юрист', 1]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    expect(plainRows(parseFirstSheet(bytes, { columns: 3, maxRows: 3 }))).toEqual([
      [
        1,
        [
          [1, 'ID позиции'],
          [2, 'Позиция'],
          [3, 'План, человек'],
        ],
      ],
      [
        2,
        [
          [1, 1],
          [2, 'Аналитик'],
          [3, 3],
        ],
      ],
      [
        5,
        [
          [1, 2],
          [2, 'Юрист'],
          [3, 1],
        ],
      ],
    ]);
    const tooMany = (() => {
      try {
        return parseFirstSheet(bytes, { columns: 3, maxRows: 2 });
      } catch (err) {
        return err;
      }
    })();
    expect(tooMany).toBeInstanceOf(XlsxReadError);
    expect((tooMany as XlsxReadError).problem).toBe('too_many_rows');
  });

  it('answers null for a workbook without sheets', async () => {
    const bytes = await handmade({ 'xl/workbook.xml': '<workbook><sheets/></workbook>' });
    expect(parseFirstSheet(bytes)).toBeNull();
  });

  it('refuses what is not a workbook it can read with XlsxReadError', async () => {
    const good = await handmade({
      'xl/workbook.xml': WORKBOOK,
      'xl/_rels/workbook.xml.rels': RELS,
      'xl/worksheets/sheet7.xml': '<worksheet><sheetData/></worksheet>',
    });
    const refused = (bytes: Buffer) => expect(() => parseFirstSheet(bytes)).toThrow(XlsxReadError);
    refused(Buffer.from('ID позиции;Название;План\n1;Аналитик;3\n'));
    refused(Buffer.alloc(0));
    refused(good.subarray(0, good.length - 30)); // cut short: no end record
    refused(good.subarray(40)); // the start cut off: offsets point nowhere
    refused(await handmade({ 'xl/workbook.xml': WORKBOOK })); // its relationships missing
    refused(await handmade({ 'xl/workbook.xml': WORKBOOK, 'xl/_rels/workbook.xml.rels': RELS })); // the sheet's part missing
    refused(await handmade({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document/>' })); // a DOCX
    // A sheet that is not well-formed XML: a cell never closed, an entity XML does not define.
    const withSheet = async (sheet: string) =>
      handmade({
        'xl/workbook.xml': WORKBOOK,
        'xl/_rels/workbook.xml.rels': RELS,
        'xl/worksheets/sheet7.xml': `<worksheet><sheetData>${sheet}</sheetData></worksheet>`,
      });
    refused(await withSheet('<row r="1"><c r="A1"><v>1</v></row>'));
    refused(await withSheet('<row r="1"><c r="A1" t="str"><v>&nbsp;</v></c></row>'));
    // Elements nested past MAX_XML_DEPTH, even closed (the worksheet, its data and the row are 3).
    const nested = (n: number) => withSheet(`<row>${'<x>'.repeat(n)}${'</x>'.repeat(n)}</row>`);
    expect(plainRows(parseFirstSheet(await nested(MAX_XML_DEPTH - 3)))).toEqual([]);
    refused(await nested(MAX_XML_DEPTH - 2));

    // A part that inflates past the limit (a ZIP bomb) is refused before it is all in memory.
    const huge = Buffer.alloc(MAX_PART_BYTES + 1, 0x20);
    refused(
      await collect(async (out) => {
        const zip = new ZipWriter(out);
        await zip.add('xl/workbook.xml', WORKBOOK);
        await zip.add('xl/_rels/workbook.xml.rels', RELS);
        await zip.addStream(
          'xl/worksheets/sheet7.xml',
          (async function* () {
            for (let i = 0; i < huge.length; i += 1 << 20) yield huge.subarray(i, i + (1 << 20));
          })(),
        );
        await zip.finish();
      }),
    );

    // A deflated part whose bytes are damaged.
    const damaged = Buffer.from(good);
    const at = damaged.indexOf(Buffer.from('xl/worksheets/sheet7.xml')) + 'xl/worksheets/sheet7.xml'.length;
    damaged.fill(0xff, at, at + 8);
    refused(damaged);
  });

  it('reads hostile parts in linear time: tags that never close (issue 30)', async () => {
    // The sheet with 200,000 rows that never close (~1 MB): a reader that searches on from each row
    // for its end takes a minute over it. Then the other parts read, with 20,000 such tags each.
    const many = (tag: string) => tag.repeat(20_000);
    const files = [
      unclosedRowsXlsx(200_000),
      await handmade({ 'xl/workbook.xml': `<workbook><sheets>${many('<sheet r:id="rId7" ')}` }),
      await handmade({
        'xl/workbook.xml': WORKBOOK,
        'xl/_rels/workbook.xml.rels': `<Relationships>${many('<Relationship Id="rId7" ')}`,
      }),
      await handmade({
        'xl/workbook.xml': WORKBOOK,
        'xl/_rels/workbook.xml.rels': RELS,
        'xl/worksheets/sheet7.xml': '<worksheet><sheetData/></worksheet>',
        'xl/sharedStrings.xml': `<sst>${many('<si><t>')}`,
      }),
    ];
    const started = performance.now();
    for (const bytes of files) expect(() => parseFirstSheet(bytes)).toThrow(XlsxReadError);
    // A generous bound (the four take tens of milliseconds): what it rules out is minutes.
    expect(performance.now() - started).toBeLessThan(5000);
  }, 600_000);

  it('decodes OOXML escapes', () => {
    expect(unescapeOoxml('a_x0009_b_x000a_')).toBe('a\tb\n');
    expect(unescapeOoxml('_x005F_x000D_')).toBe('_x000D_'); // an underscore escaped: the text as typed
  });
});
