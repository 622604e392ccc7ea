/**
 * Parses the first sheet of an XLSX workbook: what the plan import needs (the cells' values), nothing
 * else (no styles, dates, formulas' text, merged cells or other sheets). Run in a worker thread by
 * lib/xlsx-read.ts, which the server calls. An XLSX is a ZIP of XML parts; the archive is read
 * through its central directory (the local headers of a streamed entry, as lib/zip-writer.ts and
 * Excel write them, carry no sizes) and each part inflated with node:zlib, then parsed by saxes, a
 * streaming XML parser: time and memory grow with the part's length, whatever it holds (the regular
 * expressions that read the parts before searched on from each tag that never closed for its end:
 * 40,000 `<row>` without `</row>` held the server for seconds; issue 30). It replaced ExcelJS at run
 * time (23 MB with its unzipper and fstream; issue 17 item 8), which stays in the tests to write
 * workbooks the way another program would.
 *
 * Parts read: xl/workbook.xml (the first sheet listed) → xl/_rels/workbook.xml.rels (its part) →
 * xl/sharedStrings.xml (if any) → the sheet's `<c>` cells. A cell is a number, a text (shared,
 * inline or a formula's text result), a boolean (`true`/`false`, as ExcelJS gave it) or an error
 * (`#N/A`); a formula counts as its cached result. A date is the serial number Excel stores.
 *
 * Anything that is not such a workbook (not a ZIP, an encrypted or ZIP64 archive, a part missing or
 * over MAX_PART_BYTES inflated, a method other than stored or deflate, a part that is not
 * well-formed XML) throws XlsxReadError; so do more rows with values than the bounds allow.
 */
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { SaxesParser } from 'saxes';
import { XlsxReadError, type SheetBounds, type XlsxCell, type XlsxRows } from './xlsx-read.ts';

/** A part inflated past this is refused: a small file must not expand into gigabytes (a ZIP bomb). */
export const MAX_PART_BYTES = 64 * 1024 * 1024;

const END_OF_CENTRAL = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATE = 8;
const FLAG_ENCRYPTED = 0x0001;

type ZipEntry = { method: number; flags: number; compressed: number; size: number; offset: number };

const fail = (why: string, problem?: 'too_many_rows'): never => {
  throw new XlsxReadError(why, problem);
};

/** The archive's entries by name, from its central directory. */
function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  // The end record is the last 22 bytes plus a comment of up to 65,535: search back for its signature.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL) {
      end = i;
      break;
    }
  }
  if (end < 0) fail('not a zip archive');
  const count = bytes.readUInt16LE(end + 10);
  const dirSize = bytes.readUInt32LE(end + 12);
  const dirOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) fail('zip64 archive');
  if (dirOffset + dirSize > end) fail('central directory out of range');

  const entries = new Map<string, ZipEntry>();
  let at = dirOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_HEADER) fail('broken central directory');
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name.replace(/^\/+/, ''), {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** One entry's bytes, inflated. */
function entryBytes(bytes: Buffer, entry: ZipEntry): Buffer {
  if (entry.flags & FLAG_ENCRYPTED) fail('encrypted entry');
  if (entry.size > MAX_PART_BYTES) fail('entry too large');
  const at = entry.offset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) fail('broken local header');
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressed > bytes.length) fail('entry out of range');
  const data = bytes.subarray(start, start + entry.compressed);
  if (entry.method === STORED) return data;
  if (entry.method !== DEFLATE) fail(`compression method ${entry.method}`);
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: MAX_PART_BYTES });
  } catch {
    return fail('entry does not inflate');
  }
}

/** OOXML's `_xHHHH_` escapes in a text (a control character written out) turned back into characters. */
export function unescapeOoxml(text: string): string {
  return text.replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** An element's name without its namespace prefix (`x:row` → `row`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

type XmlHandlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/** Characters of a part handed to the parser at a time: the part's text is never one string. */
const XML_CHUNK = 64 * 1024;

/**
 * Elements open at once past which a part is refused. A sheet's cell is 5 deep (a rich text's run
 * in an inline string 6); the parser keeps every open element, so tags that never close would
 * otherwise cost memory as they go on.
 */
export const MAX_XML_DEPTH = 64;

/**
 * Parses one part with saxes (a streaming, non-validating XML parser: linear in the part's length
 * whatever it holds, no DTD's entities expanded); elements by their local names, entities decoded.
 * XML that is not well-formed (a tag never closed, an unknown entity) or nested past MAX_XML_DEPTH
 * throws XlsxReadError.
 */
function parseXml(part: Buffer, handlers: XmlHandlers): void {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const { open, close, text } = handlers;
  let depth = 0;
  parser.on('opentag', (tag) => {
    if (++depth > MAX_XML_DEPTH) fail(`elements nested past ${MAX_XML_DEPTH}`);
    open?.(localName(tag.name), tag.attributes);
  });
  parser.on('closetag', (tag) => {
    depth--;
    close?.(localName(tag.name));
  });
  if (text) {
    parser.on('text', text);
    parser.on('cdata', text);
  }
  const decoder = new StringDecoder('utf8');
  try {
    for (let at = 0; at < part.length; at += XML_CHUNK)
      parser.write(decoder.write(part.subarray(at, at + XML_CHUNK)));
    parser.write(decoder.end()).close();
  } catch (err) {
    if (err instanceof XlsxReadError) throw err;
    fail(`bad XML: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * The text of the `<t>` runs inside the element being read (a rich text's runs joined, phonetic runs
 * left out): `open`, `close` and `text` are its parser's events from inside it, `take` its text so far.
 */
function runs() {
  let inT = false;
  let phonetic = 0;
  let joined = '';
  return {
    open(name: string) {
      if (name === 'rPh') phonetic++;
      else if (name === 't' && phonetic === 0) inT = true;
    },
    close(name: string) {
      if (name === 'rPh') phonetic--;
      else if (name === 't') inT = false;
    },
    text(text: string) {
      if (inT) joined += text;
    },
    take() {
      const text = unescapeOoxml(joined);
      joined = '';
      return text;
    },
  };
}

/** `B12` → [12, 2]. */
function cellAddress(ref: string): [number, number] | null {
  const m = /^([A-Z]{1,3})(\d+)$/i.exec(ref);
  if (!m) return null;
  let column = 0;
  for (const ch of m[1]!.toUpperCase()) column = column * 26 + (ch.charCodeAt(0) - 64);
  return [Number(m[2]), column];
}

/** A part's path from a relationship target (relative to xl/, or absolute from the root). */
function partPath(target: string): string {
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

/** The relationship id of the workbook's first sheet; null for a workbook without sheets. */
function firstSheetId(workbook: Buffer): string | null {
  let id: string | null | undefined;
  parseXml(workbook, {
    open(name, attributes) {
      if (name !== 'sheet' || id !== undefined) return;
      const prefixed = Object.keys(attributes).find((a) => /^\w+:id$/.test(a));
      id =
        attributes['r:id'] ?? (prefixed ? attributes[prefixed] : undefined) ?? fail('sheet without a part');
    },
  });
  return id ?? null;
}

/** The shared strings table, in order. */
function sharedStrings(part: Buffer): string[] {
  const shared: string[] = [];
  const run = runs();
  let inSi = false;
  parseXml(part, {
    open(name) {
      if (name === 'si') inSi = true;
      else if (inSi) run.open(name);
    },
    close(name) {
      if (name === 'si') {
        inSi = false;
        shared.push(run.take());
      } else if (inSi) run.close(name);
    },
    text(text) {
      if (inSi) run.text(text);
    },
  });
  return shared;
}

/** The sheet's cells, within `bounds`. */
function sheetCells(part: Buffer, shared: string[], bounds: SheetBounds): XlsxRows {
  const rows: XlsxRows = new Map();
  let lastRow = 0;
  let lastColumn = 0;
  let inRow = false;
  // The cell being read: where it is, its type, its `<v>` and its inline string's runs.
  let cell: { row: number; column: number; type: string; v: string | undefined } | null = null;
  let inV = false;
  let inIs = false;
  const inline = runs();

  const cellValue = (type: string, v: string | undefined): XlsxCell | undefined => {
    if (type === 'inlineStr') return inline.take();
    if (v === undefined) return undefined;
    if (type === 's') return shared[Number(v)] ?? fail(`shared string ${v} missing`);
    if (type === 'str' || type === 'e') return unescapeOoxml(v);
    if (type === 'b') return v.trim() === '1';
    const n = Number(v);
    return v.trim() === '' || !Number.isFinite(n) ? unescapeOoxml(v) : n;
  };

  parseXml(part, {
    open(name, attributes) {
      if (cell) {
        if (name === 'v' && cell.v === undefined) inV = true;
        else if (name === 'is') inIs = true;
        else if (inIs) inline.open(name);
      } else if (name === 'row') {
        lastRow = Number(attributes.r ?? lastRow + 1);
        lastColumn = 0;
        inRow = true;
      } else if (name === 'c' && inRow) {
        const ref = attributes.r;
        const address: [number, number] | null = ref ? cellAddress(ref) : [lastRow, lastColumn + 1];
        const [, column] = address ?? fail(`bad cell reference ${ref}`);
        lastColumn = column;
        cell = { row: lastRow, column, type: attributes.t ?? 'n', v: undefined };
        inline.take();
      }
    },
    close(name) {
      if (!cell) {
        if (name === 'row') inRow = false;
        return;
      }
      if (name === 'v' && inV) {
        inV = false;
        cell.v ??= '';
      } else if (name === 'is') inIs = false;
      else if (inIs) inline.close(name);
      else if (name === 'c') {
        const value = cellValue(cell.type, cell.v);
        if (value !== undefined && value !== '' && cell.column <= bounds.columns) {
          let cells = rows.get(cell.row);
          if (!cells) {
            if (rows.size === bounds.maxRows) fail(`more than ${bounds.maxRows} rows`, 'too_many_rows');
            rows.set(cell.row, (cells = new Map()));
          }
          cells.set(cell.column, value);
        }
        cell = null;
      }
    },
    text(text) {
      if (!cell) return;
      if (inV) cell.v = (cell.v ?? '') + text;
      else if (inIs) inline.text(text);
    },
  });
  return rows;
}

/** All of a sheet: every column, any number of rows. */
const WHOLE_SHEET: SheetBounds = { columns: Infinity, maxRows: Infinity };

/**
 * The first sheet's cells within `bounds`; null for a workbook without sheets. Throws XlsxReadError
 * when the bytes are not a workbook it can read.
 */
export function parseFirstSheet(bytes: Buffer, bounds: SheetBounds = WHOLE_SHEET): XlsxRows | null {
  const entries = zipEntries(bytes);
  const part = (name: string): Buffer | null => {
    const entry = entries.get(name);
    return entry ? entryBytes(bytes, entry) : null;
  };
  const required = (name: string): Buffer => part(name) ?? fail(`part ${name} missing`);

  const relId = firstSheetId(required('xl/workbook.xml'));
  if (relId === null) return null;
  let target: string | undefined;
  parseXml(required('xl/_rels/workbook.xml.rels'), {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id === relId) target = attributes.Target;
    },
  });
  const sheetPath = partPath(target ?? fail('sheet part not listed'));
  if (!entries.has(sheetPath)) fail(`part ${sheetPath} missing`);
  // The strings first: one inflated part in memory at a time.
  const strings = part('xl/sharedStrings.xml');
  const shared = strings ? sharedStrings(strings) : [];
  return sheetCells(required(sheetPath), shared, bounds);
}
