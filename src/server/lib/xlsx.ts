/**
 * XLSX exports, streamed (docs/product.md «Exports»). The workbook is written by hand, row by row, into
 * a ZIP that is itself written as it goes (lib/zip-writer.ts), so 100k rows never sit in memory and
 * each cell costs one string template, not an object (ExcelJS's streaming writer spent ~5 µs a cell:
 * 14 s for the general export; docs/decisions/018-hand-written-xlsx-writer.md). Workbooks are read by
 * lib/xlsx-read.ts (the plan import); ExcelJS is only in the tests. Russian headers in bold on a frozen first row;
 * each column typed:
 * - `text`: every value written as an inline text cell (`t="inlineStr"`), never a formula, exactly as
 *   typed (a `+7...` phone or `=HYPERLINK(...)` stays as it is: no prefixing, docs/product.md «Exports»), with the
 *   characters XML cannot hold removed and cut to Excel's 32,767 characters; the column is
 *   formatted as text (`@`), so editing a cell in Excel keeps it text too;
 * - `number`: numbers as numbers (anything else falls back to text);
 * - `date` / `datetime`: real date cells (Excel serial numbers) shown as DD.MM.YYYY (HH:mm) in Moscow
 *   time. A timestamp is converted to Moscow wall-clock time (the zone database, not a fixed +3); a
 *   plain `YYYY-MM-DD` date (a birth date) is taken as is;
 * - `boolean`: «Да» / «Нет».
 * Any text value, whatever its column, is a text-formatted cell; empty values write no cell.
 *
 * Use (an export endpoint):
 *   reply.header('content-type', XLSX_MIME).header('content-disposition', contentDisposition('Кандидаты.xlsx'));
 *   const body = new PassThrough(); reply.send(body);
 *   await writeXlsx(body, xlsxSheet({ name: 'Кандидаты', columns: [...], rows: cursorOrArray }));
 * `rows` may be an async iterable (a database cursor read page by page): it is read only as fast as
 * the client takes the file. If the client goes away the writer stops; if writing fails midway it
 * throws and the caller destroys the stream.
 */
import type { Writable } from 'node:stream';
import { ZipWriter } from './zip-writer.ts';
import { MOSCOW_ZONE } from '#shared/domain/moscow-time.ts';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const EXPORT_TIME_ZONE = MOSCOW_ZONE;
/** Excel's limit for one cell; longer text makes Excel "repair" the file. */
export const MAX_CELL_TEXT = 32_767;

export type XlsxColumnType = 'text' | 'number' | 'date' | 'datetime' | 'boolean';

export type XlsxColumn<Row> = {
  /** The Russian header. */
  header: string;
  /** `text` unless said otherwise. */
  type?: XlsxColumnType;
  /** In characters; a width from the type otherwise. */
  width?: number;
  value: (row: Row) => unknown;
};

/** One sheet ready to write (rows already turned into cell values). */
export type XlsxSheet = {
  name: string;
  columns: { header: string; type: XlsxColumnType; width: number }[];
  rows: () => AsyncIterable<unknown[]>;
};

/** A sheet of rows of any shape; several sheets of different shapes go into one workbook. */
export function xlsxSheet<Row>(def: {
  name: string;
  columns: XlsxColumn<Row>[];
  rows: Iterable<Row> | AsyncIterable<Row>;
}): XlsxSheet {
  const columns = def.columns.map((c) => {
    const type = c.type ?? 'text';
    return { header: c.header, type, width: c.width ?? DEFAULT_WIDTH[type] };
  });
  return {
    name: def.name,
    columns,
    rows: async function* () {
      for await (const row of def.rows) yield def.columns.map((c) => c.value(row));
    },
  };
}

const DEFAULT_WIDTH: Record<XlsxColumnType, number> = {
  text: 24,
  number: 12,
  date: 12,
  datetime: 17,
  boolean: 8,
};
// What XML 1.0 cannot hold: controls other than tab, line feed and carriage return; U+FFFE/U+FFFF;
// surrogates that are not a pair.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

// eslint-disable-next-line no-control-regex
const NEEDS_CLEANING = /[\u0000-\u0008\u000b-\u001f\ud800-\udfff\ufffe\uffff]/;

/**
 * A string an XLSX cell can hold: XML-invalid characters removed, line ends as `\n`, at most
 * 32,767 characters.
 */
export function cleanCellText(value: string): string {
  // Most text needs nothing: one scan instead of two replaces.
  if (value.length <= MAX_CELL_TEXT && !NEEDS_CLEANING.test(value)) return value;
  // A carriage return would come back as a line feed anyway (XML normalises line ends).
  const clean = value.replace(NOT_XML, '').replace(/\r\n?/g, '\n');
  if (clean.length <= MAX_CELL_TEXT) return clean;
  // Do not cut a surrogate pair in half.
  const cut = clean.slice(0, MAX_CELL_TEXT);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return cleanCellText(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : formatMoscow(value.getTime());
  if (Array.isArray(value)) return cleanCellText(value.map((v) => asText(v) ?? '').join(', '));
  if (typeof value === 'object') return cleanCellText(JSON.stringify(value));
  return cleanCellText(String(value));
}

// The patterns a cell tests are made once here: a regular expression literal in a function is a new
// object each time it runs (millions in a large export, and their garbage).
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const DAY_MS = 86_400_000;

// dayjs's `tz()` formats through `toLocaleString` on every call (about 0.4 ms: 40 s for a 100k-row
// export with a date column); one cached formatter and an offset per day are ~1,000 times faster.
const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: EXPORT_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Moscow's offset from UTC at an instant, in milliseconds. */
function offsetAt(ms: number): number {
  const p: Record<string, number> = {};
  for (const part of zoneParts.formatToParts(ms))
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return wall - Math.floor(ms / 1000) * 1000;
}

// UTC day -> Moscow's offset for the whole day, or null on a day the offset changed.
const offsetByDay = new Map<number, number | null>();

/** The wall-clock time in Moscow, as milliseconds read as UTC. */
function moscowWallClock(ms: number): number {
  const day = Math.floor(ms / DAY_MS);
  let offset = offsetByDay.get(day);
  if (offset === undefined) {
    const start = offsetAt(day * DAY_MS);
    offset = start === offsetAt((day + 1) * DAY_MS - 1000) ? start : null;
    if (offsetByDay.size > 50_000) offsetByDay.clear();
    offsetByDay.set(day, offset);
  }
  return ms + (offset ?? offsetAt(ms));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `DD.MM.YYYY HH:mm` in Moscow. */
function formatMoscow(ms: number): string {
  const d = new Date(moscowWallClock(ms));
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

const EXCEL_EPOCH_DAYS = 25_569; // 1970-01-01 as an Excel (1900 system) serial day
const MINUTE_MS = 60_000;
const MAX_DATE_MS = 8.64e15; // a Date's range

/**
 * The Excel serial number (days since 1899-12-30 on the wall clock: Excel dates have no zone) of the
 * moment in Moscow, to the day or to the minute. Takes a Date, epoch milliseconds, an ISO timestamp,
 * or a plain `YYYY-MM-DD` calendar date (kept as it is). Null when the value is not a date; NaN past a
 * Date's range. Computed on numbers rather than through a Date and its setters (three date cells a
 * row: 300,000 Dates in a large export), with the same result: a Date would truncate the time to whole
 * milliseconds, then floor it to the minute or the day.
 */
function excelSerial(value: unknown, withTime: boolean): number | null {
  let ms: number;
  if (value instanceof Date) ms = value.getTime();
  else if (typeof value === 'number') ms = value;
  else if (typeof value === 'string') {
    const m = PLAIN_DATE.exec(value);
    if (m) {
      const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
      return date.getUTCDate() === Number(m[3]) ? date.getTime() / DAY_MS + EXCEL_EPOCH_DAYS : null;
    }
    // Only full timestamps: a bare time or a loose string is not a date.
    ms = TIMESTAMP.test(value) ? Date.parse(value) : NaN;
  } else return null;
  if (!Number.isFinite(ms) || Math.abs(ms) > MAX_DATE_MS) return null;
  const wall = Math.trunc(moscowWallClock(ms));
  if (Math.abs(wall) > MAX_DATE_MS) return NaN;
  const unit = withTime ? MINUTE_MS : DAY_MS;
  return (Math.floor(wall / unit) * unit) / DAY_MS + EXCEL_EPOCH_DAYS;
}

const NUMERIC = /^-?\d{1,15}(\.\d+)?$/;

/** A number as Excel reads it, or null when the value is not one. */
function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : null;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return null;
}

// Cell styles, the order of `cellXfs` in styles.xml.
const STYLE = { general: 0, text: 1, date: 2, datetime: 3, header: 4 } as const;
const COLUMN_STYLE: Record<XlsxColumnType, number> = {
  text: STYLE.text,
  number: STYLE.general,
  date: STYLE.date,
  datetime: STYLE.datetime,
  boolean: STYLE.text,
};

const XML_SPECIAL = /[&<>]/;
const XML_SPECIALS = /[&<>]/g;
const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
// Excel reads `_x0041_` in a string as the character it names; a literal one keeps its `_` escaped.
const EXCEL_ESCAPE = /_(x[0-9a-f]{4}_)/gi;

/** Clean text as the content of an element. */
function xmlText(text: string): string {
  let xml = XML_SPECIAL.test(text) ? text.replace(XML_SPECIALS, (c) => XML_ESCAPES[c]!) : text;
  if (xml.includes('_x')) xml = xml.replace(EXCEL_ESCAPE, '_x005F_$1');
  return xml;
}

/** Clean text as an attribute value. */
const xmlAttr = (text: string) => xmlText(text).replace(/"/g, '&quot;');

const KEEP_SPACE = /^\s|\s$|[\n\t]/;

// What makes text need more than being put in a cell as it is: characters to remove or escape, line
// breaks and tabs (xml:space), and `_x` (a possible Excel escape).
// eslint-disable-next-line no-control-regex
const NOT_PLAIN = /[\u0000-\u001f&<>\ud800-\udfff\ufffe\uffff]|_x/;

/** Whether a UTF-16 unit is surely not `\s` (a space at either end needs xml:space). */
const notSpace = (code: number) => (code > 0x20 && code < 0x7f) || (code > 0xa0 && code < 0x1680);

/** Text textCell would write unchanged, without xml:space: what cleanCellText, KEEP_SPACE and xmlText let through as is. */
function isPlainText(text: string): boolean {
  return (
    text.length <= MAX_CELL_TEXT &&
    notSpace(text.charCodeAt(0)) &&
    notSpace(text.charCodeAt(text.length - 1)) &&
    !NOT_PLAIN.test(text)
  );
}

function textCell(ref: string, text: string, style: number = STYLE.text): string {
  // Leading or trailing spaces and line breaks are kept only when the element says so.
  const space = KEEP_SPACE.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
}

/** One cell's XML; '' for an empty value (no cell at all). */
function cellXml(ref: string, type: XlsxColumnType, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (type) {
    case 'number': {
      const n = asNumber(value);
      if (n !== null) return `<c r="${ref}"><v>${n}</v></c>`;
      break;
    }
    case 'date':
    case 'datetime': {
      const serial = excelSerial(value, type === 'datetime');
      if (serial !== null) return `<c r="${ref}" s="${COLUMN_STYLE[type]}"><v>${serial}</v></c>`;
      break;
    }
    case 'boolean':
      if (value === true) return textCell(ref, 'Да');
      if (value === false) return textCell(ref, 'Нет');
      break;
  }
  // Most text needs none of what textCell checks for (one scan instead of four).
  if (typeof value === 'string' && isPlainText(value))
    return `<c r="${ref}" s="${STYLE.text}" t="inlineStr"><is><t>${value}</t></is></c>`;
  const text = asText(value);
  return text ? textCell(ref, text) : '';
}

/** An Excel sheet name: no `[]:*?/\`, at most 31 characters, unique in the workbook. */
function sheetName(name: string, taken: Set<string>): string {
  let base =
    cleanCellText(name)
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31) || 'Лист';
  for (let i = 2; taken.has(base.toLowerCase()); i++)
    base = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
  taken.add(base.toLowerCase());
  return base;
}

/** `A`, `B`, ..., `Z`, `AA`, ...: a column's letters in a cell reference. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const contentTypesXml = (sheets: number) =>
  `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/>` +
  Array.from(
    { length: sheets },
    (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${CT}.worksheet+xml"/>`,
  ).join('') +
  `<Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/>` +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '</Types>';

const ROOT_RELS_XML =
  `${XML_HEAD}<Relationships xmlns="${NS_PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${NS_REL}/officeDocument" Target="xl/workbook.xml"/>` +
  `<Relationship Id="rId2" Type="${NS_PACKAGE_REL}/metadata/core-properties" Target="docProps/core.xml"/>` +
  '</Relationships>';

const coreXml = (creator: string, created: Date) =>
  `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
  `<dc:creator>${xmlText(cleanCellText(creator))}</dc:creator>` +
  `<dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString().slice(0, 19)}Z</dcterms:created>` +
  '</cp:coreProperties>';

const workbookXml = (names: string[]) =>
  `${XML_HEAD}<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets>` +
  names.map((name, i) => `<sheet name="${xmlAttr(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
  '</sheets></workbook>';

const workbookRelsXml = (sheets: number) =>
  `${XML_HEAD}<Relationships xmlns="${NS_PACKAGE_REL}">` +
  Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${NS_REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('') +
  `<Relationship Id="rId${sheets + 1}" Type="${NS_REL}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** The `cellXfs` in the order of STYLE: general, text (`@`, built-in 49), date, date-time, bold text. */
const STYLES_XML =
  `${XML_HEAD}<styleSheet xmlns="${NS_MAIN}">` +
  '<numFmts count="2"><numFmt numFmtId="164" formatCode="dd.mm.yyyy"/><numFmt numFmtId="165" formatCode="dd.mm.yyyy hh:mm"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="5">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** How many bytes of sheet XML are gathered before they go to the zip. */
const CHUNK = 64 * 1024;

/**
 * Sheet XML as UTF-8 bytes in pieces of about `CHUNK`. Each row's string is written into the
 * piece as soon as it is built: turning one 64 K-character string made of thousands of
 * concatenations into bytes cost about twice as much as writing each row's (the long string is
 * flattened first; a row's is small) — ~1 s of the general export's 100,000 rows.
 */
class XmlBytes {
  private piece = Buffer.allocUnsafe(CHUNK);
  private used = 0;

  /** Adds `xml`; answers a full piece to pass on, or null. */
  add(xml: string): Buffer | null {
    // At most 3 bytes a UTF-16 unit: with that much room the write never cuts a character.
    if (this.used + xml.length * 3 <= this.piece.length) {
      this.used += this.piece.write(xml, this.used);
      return this.used >= CHUNK - 1024 ? this.take() : null;
    }
    const full = this.take();
    if (xml.length * 3 > this.piece.length)
      return full ? Buffer.concat([full, Buffer.from(xml)]) : Buffer.from(xml);
    this.used = this.piece.write(xml);
    return full;
  }

  /** The bytes gathered (null when none), and a new piece for what follows. */
  take(): Buffer | null {
    if (this.used === 0) return null;
    const bytes = this.piece.subarray(0, this.used);
    this.piece = Buffer.allocUnsafe(CHUNK);
    this.used = 0;
    return bytes;
  }
}

/** The sheet's XML in pieces, rows read from the source only as the pieces are taken. */
async function* sheetXml(sheet: XlsxSheet, written: { rows: number }): AsyncGenerator<Buffer> {
  const { columns } = sheet;
  const letters = columns.map((_, i) => columnLetters(i));
  const types = columns.map((c) => c.type);
  const out = new XmlBytes();
  const head =
    `${XML_HEAD}<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}">` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (columns.length
      ? `<cols>${columns
          .map((c, i) => {
            const style = COLUMN_STYLE[c.type];
            return `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"${style ? ` style="${style}"` : ''}/>`;
          })
          .join('')}</cols>`
      : '') +
    '<sheetData>' +
    `<row r="1" s="${STYLE.header}" customFormat="1">` +
    columns.map((c, i) => textCell(`${letters[i]}1`, cleanCellText(c.header), STYLE.header)).join('') +
    '</row>';
  let piece = out.add(head);
  if (piece) yield piece;
  let r = 1;
  for await (const values of sheet.rows()) {
    r++;
    let row = `<row r="${r}">`;
    for (let i = 0; i < types.length; i++) {
      const value = values[i];
      // An empty value writes no cell: its reference is not even built.
      if (value !== null && value !== undefined && value !== '')
        row += cellXml(letters[i]! + r, types[i]!, value);
    }
    piece = out.add(`${row}</row>`);
    if (piece) yield piece;
  }
  written.rows += r - 1;
  piece = out.add(
    '</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>',
  );
  if (piece) yield piece;
  piece = out.take();
  if (piece) yield piece;
}

/**
 * Streams a workbook of one or more sheets to `out` and ends it. Returns how many data rows it
 * wrote (all sheets).
 */
export async function writeXlsx(
  out: Writable,
  sheets: XlsxSheet | XlsxSheet[],
  opts: { creator?: string } = {},
): Promise<{ rows: number }> {
  const list = Array.isArray(sheets) ? sheets : [sheets];
  const taken = new Set<string>();
  const names = list.map((s) => sheetName(s.name, taken));
  const zip = new ZipWriter(out);
  // [Content_Types].xml first: what tells an XLSX from other ZIPs to a reader that sniffs (file-type).
  await zip.add('[Content_Types].xml', contentTypesXml(list.length));
  await zip.add('_rels/.rels', ROOT_RELS_XML);
  await zip.add('docProps/core.xml', coreXml(opts.creator ?? 'Стажировка в JTI', new Date()));
  await zip.add('xl/workbook.xml', workbookXml(names));
  await zip.add('xl/_rels/workbook.xml.rels', workbookRelsXml(list.length));
  await zip.add('xl/styles.xml', STYLES_XML);
  const written = { rows: 0 };
  for (const [i, sheet] of list.entries())
    await zip.addStream(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet, written));
  await zip.finish();
  return { rows: written.rows };
}
