/**
 * Tiny real files for the file tests, built in code so nothing binary is committed: a minimal PDF,
 * PNG, JPEG, WebP, WebM and MP4/MOV headers, DOC (CFB), RTF, DOCX and ODT built with a small ZIP
 * writer, and hostile ones (renamed executables, markup, ZIP bombs). Test code only.
 */
import zlib from 'node:zlib';
import { pdfDocument } from '../pdf.ts';

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/** A PDF with one empty page and a correct cross-reference table. */
export function pdf(text = 'Резюме'): Buffer {
  return pdfDocument([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Title (${Buffer.from(text).toString('hex')}) >>`,
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), td, u32(zlib.crc32(td))]);
}

/** A 1x1 RGBA PNG. */
export function png(): Buffer {
  const ihdr = Buffer.concat([u32(1), u32(1), Buffer.from([8, 6, 0, 0, 0])]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1x1 baseline JPEG. */
export function jpeg(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
    'base64',
  );
}

/** A 1x1 lossless WebP. */
export function webp(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** The EBML header of a WebM file followed by a Segment of unknown size (what a recorder writes first). */
export function webm(extra = 0): Buffer {
  const el = (id: number[], data: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | data.length]), data]);
  const header = Buffer.concat([
    el([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    el([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    el([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    el([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    el([0x42, 0x82], Buffer.from('webm')), // DocType
    el([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
    el([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]),
    header,
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
    Buffer.alloc(extra),
  ]);
}

function box(type: string, data: Buffer): Buffer {
  return Buffer.concat([u32(8 + data.length), Buffer.from(type, 'latin1'), data]);
}

/** An ISO media file start: `ftyp` with the brand, an empty `moov` and `mdat`. */
export function isoMedia(brand: 'isom' | 'mp42' | 'qt  ' | 'M4V ' = 'isom', extra = 0): Buffer {
  return Buffer.concat([
    box(
      'ftyp',
      Buffer.concat([Buffer.from(brand, 'latin1'), u32(0x200), Buffer.from(`${brand}mp41`, 'latin1')]),
    ),
    box('moov', Buffer.alloc(0)),
    box('mdat', Buffer.alloc(extra)),
  ]);
}

export const mp4 = (extra = 0) => isoMedia('isom', extra);
export const mov = (extra = 0) => isoMedia('qt  ', extra);

function utf16(s: string): Buffer {
  return Buffer.from(s, 'utf16le');
}

/**
 * An OLE compound file (CFB) with a directory naming the streams given: enough for what the checks
 * read (the header and the directory entry names). `['WordDocument']` is a Word 97-2003 .doc.
 */
export function cfb(streams: string[] = ['WordDocument', '1Table']): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(0x1000, 56); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 60);
  header.writeUInt32LE(0xfffffffe, 68);
  header.writeUInt32LE(0, 76); // DIFAT[0]: FAT in sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(0xffffffff, 76 + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0 is the FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: the directory, end of chain
  const dir = Buffer.alloc(512);
  ['Root Entry', ...streams].slice(0, 4).forEach((name, i) => {
    const entry = Buffer.alloc(128);
    utf16(name).copy(entry, 0);
    entry.writeUInt16LE((name.length + 1) * 2, 64);
    entry[66] = i === 0 ? 5 : 2;
    entry.writeUInt32LE(0xffffffff, 68);
    entry.writeUInt32LE(0xffffffff, 72);
    entry.writeUInt32LE(i === 0 && streams.length ? 1 : 0xffffffff, 76);
    entry.copy(dir, i * 128);
  });
  return Buffer.concat([header, fat, dir]);
}

export const doc = () => cfb(['WordDocument', '1Table', 'SummaryInformation']);

export function rtf(body = 'Резюме'): Buffer {
  const escaped = [...body].map((c) => (c.charCodeAt(0) > 127 ? `\\u${c.charCodeAt(0)}?` : c)).join('');
  return Buffer.from(`{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Arial;}}\\f0\\fs24 ${escaped}\\par}`, 'latin1');
}

// A small ZIP writer -------------------------------------------------------------------------------

export type ZipEntryInput = {
  name: string;
  data: Buffer | string;
  /** 0 stored, 8 deflated (default). */
  method?: 0 | 8;
  /** Lie in the headers about the uncompressed size (a bomb in disguise). */
  declaredSize?: number;
  /** Write the sizes in a ZIP64 extra field (the 32-bit fields then read 0xFFFFFFFF). */
  zip64?: boolean;
};

/** Builds a ZIP archive; `opts.overlap` points every entry at the first one's data (a non-recursive bomb). */
export function zip(entries: ZipEntryInput[], opts: { overlap?: boolean } = {}): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  let firstOffset = 0;
  entries.forEach((e, i) => {
    const raw = Buffer.isBuffer(e.data) ? e.data : Buffer.from(e.data, 'utf8');
    const method = e.method ?? 8;
    const body = method === 8 ? zlib.deflateRawSync(raw) : raw;
    const name = Buffer.from(e.name, 'utf8');
    const size = e.declaredSize ?? raw.length;
    const crc = zlib.crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size >>> 0, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(0x0800, 8);
    cd.writeUInt16LE(method, 10);
    cd.writeUInt32LE(crc, 16);
    cd.writeUInt32LE(body.length, 20);
    cd.writeUInt32LE(size >>> 0, 24);
    cd.writeUInt16LE(name.length, 28);
    let extra = Buffer.alloc(0);
    if (e.zip64) {
      cd.writeUInt32LE(0xffffffff, 20);
      cd.writeUInt32LE(0xffffffff, 24);
      extra = Buffer.alloc(20);
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(16, 2);
      extra.writeBigUInt64LE(BigInt(size), 4);
      extra.writeBigUInt64LE(BigInt(body.length), 12);
      cd.writeUInt16LE(extra.length, 30);
    }
    if (opts.overlap && i > 0) {
      cd.writeUInt32LE(firstOffset, 42);
    } else {
      cd.writeUInt32LE(offset, 42);
      if (i === 0) firstOffset = offset;
      locals.push(local, name, body);
      offset += local.length + name.length + body.length;
    }
    central.push(cd, name, extra);
  });
  const cdBuf = Buffer.concat(central);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cdBuf.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cdBuf, eocd]);
}

const CONTENT_TYPES = (main: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${main}"/>` +
  '</Types>';

const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const DOCM_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

/** The entries of a minimal Word document; add more (`extra`) for the hostile variants. */
export function docxEntries(opts: { macro?: boolean; text?: string } = {}): ZipEntryInput[] {
  return [
    { name: '[Content_Types].xml', data: CONTENT_TYPES(opts.macro ? DOCM_MAIN : DOCX_MAIN) },
    {
      name: '_rels/.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body><w:p><w:r><w:t>${opts.text ?? 'Резюме: Иванов Иван'}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ];
}

export const docx = (extra: ZipEntryInput[] = []) => zip([...docxEntries(), ...extra]);

export function odtEntries(): ZipEntryInput[] {
  return [
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text', method: 0 },
    {
      name: 'content.xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.2"><office:body><office:text>' +
        '<text:p>Резюме: Иванов Иван</text:p></office:text></office:body></office:document-content>',
    },
    {
      name: 'META-INF/manifest.xml',
      data:
        '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">' +
        '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>' +
        '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>',
    },
  ];
}

export const odt = (extra: ZipEntryInput[] = []) => zip([...odtEntries(), ...extra]);

// Hostile files ------------------------------------------------------------------------------------

/** The start of a Windows PE executable (MZ header, PE signature). */
export function exe(): Buffer {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  b.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  return b;
}

/** The start of a 64-bit Linux ELF executable. */
export function elf(): Buffer {
  const b = Buffer.alloc(64);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(b);
  b.writeUInt16LE(2, 16); // ET_EXEC
  b.writeUInt16LE(0x3e, 18); // x86-64
  return b;
}

export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
  );
export const svgXml = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
export const html = () => Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

/**
 * An XLSX whose first sheet holds `rows` `<row>` tags that never close, stored uncompressed (40,000
 * make ~220 kB): issue 30's file that froze the server while a regex reader searched for each
 * row's end.
 */
export function unclosedRowsXlsx(rows = 40_000): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    },
    {
      name: 'xl/workbook.xml',
      data:
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheets><sheet name="План" sheetId="1" r:id="rId1"/></sheets></workbook>',
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${'<row>'.repeat(rows)}`,
      method: 0,
    },
  ]);
}
