/**
 * The content check at upload: what a stored file really is, whatever its name or the content type
 * the client sent. `file-type` 22 reads the magic numbers (and, for ZIPs, the entries that tell a
 * DOCX from an ODT); our own checks come before it (programs, markup: never accepted for any kind)
 * and after it (the ZIP guard for DOCX/ODT/XLSX, Word's stream in a DOC, embedded objects in RTF).
 *
 * What file-type 22.3 answers for the accepted formats (`ext`, `mime`):
 *   PDF  pdf  application/pdf            DOCX docx application/vnd.openxmlformats-officedocument.wordprocessingml.document
 *   DOC  cfb  application/x-cfb          ODT  odt  application/vnd.oasis.opendocument.text
 *   RTF  rtf  application/rtf            DOCM docm application/vnd.ms-word.document.macroenabled.12 (refused)
 *   JPEG jpg  image/jpeg                 PNG  png  image/png (apng for animated)
 *   WebP webp image/webp                 WebM webm video/webm
 *   MP4  mp4  video/mp4 (m4v for M4V)    MOV  mov  video/quicktime
 *   EXE  exe  application/x-msdownload   ELF  elf  application/x-elf
 *   XLSX xlsx (a `sheet`, read only)      XLSM xlsm (refused)
 *   SVG/HTML/text: nothing; with `<?xml` first: xml application/xml
 */
import { fileTypeFromFile } from 'file-type';
import { byteScanner, chunksOf, fileSource, utf16, type ByteSource } from './bytes.ts';
import { ACCEPTED, MAX_BYTES, refuse, type CheckKind, type Format, type Refusal } from './limits.ts';
import { CFB_ACTIVE, inspectZip, type ZipLimits } from './zip-guard.ts';

export type ContentCheck = { ok: true; format: Format; detected: string } | Refusal;
export type ContentCheckOptions = { maxBytes?: number; zipLimits?: Partial<ZipLimits> };

const PROGRAM_MAGIC: number[][] = [
  [0x4d, 0x5a], // MZ: Windows PE, DOS
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe], // Mach-O (and Java classes)
  [0x23, 0x21], // #!: a script
  [0x64, 0x65, 0x78, 0x0a], // dex: Android
  [0x00, 0x61, 0x73, 0x6d], // WebAssembly
];
const EXECUTABLE_TYPES = new Set([
  'exe',
  'elf',
  'macho',
  'dex',
  'wasm',
  'class',
  'apk',
  'jar',
  'msi',
  'cab',
  'deb',
  'rpm',
  'xpi',
  'crx',
  'swf',
  'lnk',
]);
const MARKUP_TYPES = new Set(['xml', 'html', 'svg', 'xhtml', 'ics', 'vcf', 'srt', 'vtt']);
const MACRO_TYPES = new Set(['docm', 'dotm', 'xlsm', 'xltm', 'pptm', 'potm', 'ppsm']);

const startsWith = (head: Buffer, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);

/** Text (which a browser could take for HTML or SVG): no NUL bytes and valid UTF-8 or UTF-16. */
function looksLikeText(head: Buffer): boolean {
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  const body = startsWith(head, [0xef, 0xbb, 0xbf]) ? head.subarray(3) : head;
  if (body.includes(0)) return false;
  // The sample may end inside a character: drop up to three trailing bytes before decoding.
  for (let cut = 0; cut < 4 && cut <= body.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(body.subarray(0, body.length - cut));
      return true;
    } catch {
      // try a shorter sample
    }
  }
  return false;
}

/** Markup: the first thing after a BOM and white space is `<` (HTML, SVG, XML), in UTF-8 or UTF-16. */
function looksLikeMarkup(head: Buffer): boolean {
  let text: string;
  if (startsWith(head, [0xff, 0xfe])) text = head.subarray(2).toString('utf16le');
  else if (startsWith(head, [0xfe, 0xff])) text = Buffer.from(head.subarray(2)).swap16().toString('utf16le');
  else text = head.toString('latin1').replace(/^\xef\xbb\xbf/, '');
  return /^\s*</.test(text);
}

async function scan<K extends string>(src: ByteSource, needles: Record<K, Buffer>): Promise<Set<K>> {
  const scanner = byteScanner(needles);
  for await (const chunk of chunksOf(src, 0, src.size)) scanner.push(chunk);
  return scanner.found;
}

/**
 * Checks a file on disk as the kind: size, then what it is, then what is inside. Reads at most the
 * file's start for the type and streams through it for the deeper checks; never throws for bad
 * content (only for I/O errors).
 */
export async function checkFileContent(
  file: string,
  kind: CheckKind,
  opts: ContentCheckOptions = {},
): Promise<ContentCheck> {
  const src = await fileSource(file);
  try {
    if (src.size === 0) return refuse(kind, 'empty');
    if (src.size > (opts.maxBytes ?? MAX_BYTES[kind])) return refuse(kind, 'too_large');
    const head = await src.read(0, 4100);
    if (PROGRAM_MAGIC.some((m) => startsWith(head, m))) return refuse(kind, 'executable');
    if (looksLikeMarkup(head)) return refuse(kind, 'markup');

    let detected: Awaited<ReturnType<typeof fileTypeFromFile>>;
    try {
      detected = await fileTypeFromFile(file);
    } catch {
      return refuse(kind, 'damaged'); // a parser limit or a malformed structure
    }
    const format = detected ? ACCEPTED[kind][detected.ext] : undefined;
    if (!detected || !format) {
      if (detected && EXECUTABLE_TYPES.has(detected.ext)) return refuse(kind, 'executable');
      if (detected && MACRO_TYPES.has(detected.ext)) return refuse(kind, 'active_content');
      if ((detected && MARKUP_TYPES.has(detected.ext)) || (!detected && looksLikeText(head)))
        return refuse(kind, 'markup');
      return refuse(kind, 'wrong_type');
    }

    switch (detected.ext) {
      case 'docx':
      case 'odt':
      case 'xlsx': {
        const verdict = await inspectZip(src, opts.zipLimits);
        if (!verdict.ok) return refuse(kind, verdict.problem === 'active' ? 'active_content' : 'damaged');
        const names = new Set(verdict.names);
        const complete =
          detected.ext === 'docx'
            ? names.has('[Content_Types].xml') && verdict.names.some((n) => n.startsWith('word/'))
            : detected.ext === 'xlsx'
              ? names.has('[Content_Types].xml') && names.has('xl/workbook.xml')
              : names.has('mimetype') && names.has('content.xml');
        if (!complete) return refuse(kind, 'damaged');
        break;
      }
      case 'cfb': {
        // A compound file may be Excel, PowerPoint, an installer (.msi) or an encrypted package:
        // only Word's (a `WordDocument` stream) is a .doc; macros and packaged files are refused.
        const found = await scan(src, { word: utf16('WordDocument'), ...CFB_ACTIVE });
        if (!found.has('word')) return refuse(kind, 'wrong_type');
        if (found.has('vba') || found.has('package')) return refuse(kind, 'active_content');
        break;
      }
      case 'rtf': {
        // Embedded OLE objects (`\object`, `\objdata`...) are how RTF carries exploits and programs.
        const found = await scan(src, { object: Buffer.from('\\obj', 'latin1') });
        if (found.has('object')) return refuse(kind, 'active_content');
        break;
      }
    }
    return { ok: true, format, detected: detected.ext };
  } finally {
    await src.close();
  }
}
