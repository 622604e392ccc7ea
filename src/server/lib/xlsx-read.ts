/**
 * Reads the first sheet of an XLSX workbook: what the plan import needs (the cells' values), nothing
 * else (no styles, dates, formulas' text, merged cells or other sheets). An XLSX is a ZIP of XML
 * parts; the archive is read through its central directory (the local headers of a streamed entry,
 * as lib/zip-writer.ts and Excel write them, carry no sizes) and each part inflated with node:zlib.
 * It replaced ExcelJS at run time (23 MB with its unzipper and fstream; issue 17 item 8), which stays
 * in the tests to write workbooks the way another program would.
 *
 * Parts read: xl/workbook.xml (the first sheet listed) → xl/_rels/workbook.xml.rels (its part) →
 * xl/sharedStrings.xml (if any) → the sheet's `<c>` cells. A cell is a number, a text (shared,
 * inline or a formula's text result), a boolean (`true`/`false`, as ExcelJS gave it) or an error
 * (`#N/A`); a formula counts as its cached result. A date is the serial number Excel stores.
 *
 * Anything that is not such a workbook (not a ZIP, an encrypted or ZIP64 archive, a part missing or
 * over MAX_PART_BYTES inflated, a method other than stored or deflate) throws XlsxReadError.
 */
import zlib from 'node:zlib';

export class XlsxReadError extends Error {}

export type XlsxCell = string | number | boolean;
/** Row number (1-based, as Excel shows it) → column number (1-based) → value. Empty cells are absent. */
export type XlsxRows = Map<number, Map<number, XlsxCell>>;

/** A part inflated past this is refused: a small file must not expand into gigabytes (a ZIP bomb). */
export const MAX_PART_BYTES = 64 * 1024 * 1024;

const END_OF_CENTRAL = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATE = 8;
const FLAG_ENCRYPTED = 0x0001;

type ZipEntry = { method: number; flags: number; compressed: number; size: number; offset: number };

const fail = (why: string): never => {
  throw new XlsxReadError(why);
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

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text with its entities decoded, and OOXML's `_xHHHH_` escapes (a control character written out). */
export function xmlText(raw: string): string {
  return raw
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/_x([0-9a-f]{4})_/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** An attribute's value in a start tag's text (`name="…"` or `name='…'`), decoded. */
function attribute(tag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return found ? xmlText(found[1] ?? found[2] ?? '') : undefined;
}

/** The text of every `<t>` inside a fragment, joined (a rich text's runs; phonetic runs left out). */
function joinedText(fragment: string): string {
  const visible = fragment.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let text = '';
  for (const t of visible.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?t>)/g))
    text += xmlText(t[1] ?? '');
  return text;
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

/**
 * The first sheet's cells; null for a workbook without sheets. Throws XlsxReadError when the bytes
 * are not a workbook it can read.
 */
export function readFirstSheet(bytes: Buffer): XlsxRows | null {
  const entries = zipEntries(bytes);
  const part = (name: string, required: boolean): string | null => {
    const entry = entries.get(name);
    if (!entry) return required ? fail(`part ${name} missing`) : null;
    return entryBytes(bytes, entry).toString('utf8');
  };

  const workbook = part('xl/workbook.xml', true)!;
  const firstSheet = /<(?:\w+:)?sheet\s[^>]*>/.exec(workbook)?.[0];
  if (!firstSheet) return null;
  const relId =
    attribute(firstSheet, 'r:id') ?? attribute(firstSheet, '\\w+:id') ?? fail('sheet without a part');
  const rels = part('xl/_rels/workbook.xml.rels', true)!;
  let target: string | undefined;
  for (const rel of rels.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)) {
    if (attribute(rel[0], 'Id') === relId) target = attribute(rel[0], 'Target');
  }
  const sheet = part(partPath(target ?? fail('sheet part not listed')), true)!;

  const shared: string[] = [];
  const strings = part('xl/sharedStrings.xml', false);
  if (strings)
    for (const si of strings.matchAll(
      /<(?:\w+:)?si\b[^>]*>([\s\S]*?)<\/(?:\w+:)?si>|<(?:\w+:)?si\b[^>]*\/>/g,
    ))
      shared.push(joinedText(si[1] ?? ''));

  const rows: XlsxRows = new Map();
  let lastRow = 0;
  let lastColumn = 0;
  for (const row of sheet.matchAll(/<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g)) {
    const r = Number(attribute(row[1]!, 'r') ?? lastRow + 1);
    lastRow = r;
    lastColumn = 0;
    for (const c of (row[2] ?? '').matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const ref = attribute(c[1]!, 'r');
      const address: [number, number] | null = ref ? cellAddress(ref) : [r, lastColumn + 1];
      const [, column] = address ?? fail(`bad cell reference ${ref}`);
      lastColumn = column;
      const type = attribute(c[1]!, 't') ?? 'n';
      const body = c[2] ?? '';
      const v = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(body)?.[1];
      let value: XlsxCell | undefined;
      if (type === 'inlineStr')
        value = joinedText(/<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/.exec(body)?.[1] ?? '');
      else if (v === undefined) value = undefined;
      else if (type === 's') value = shared[Number(v)] ?? fail(`shared string ${v} missing`);
      else if (type === 'str' || type === 'e') value = xmlText(v);
      else if (type === 'b') value = v.trim() === '1';
      else {
        const n = Number(v);
        value = v.trim() === '' || !Number.isFinite(n) ? xmlText(v) : n;
      }
      if (value === undefined || value === '') continue;
      let cells = rows.get(r);
      if (!cells) rows.set(r, (cells = new Map()));
      cells.set(column, value);
    }
  }
  return rows;
}
