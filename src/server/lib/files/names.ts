/**
 * A file's original name, kept only for display and downloads (the stored path comes from the
 * content hash alone): cleaned of anything that could fool a person or a program, and the
 * Content-Disposition header that carries it, Cyrillic included.
 */
import { latinLetter } from '#shared/domain/transliterate.ts';
import { ru } from '#shared/i18n/ru.ts';

export const MAX_NAME_LENGTH = 255;

// C0/C1 controls and DEL; bidirectional overrides and isolates (`резюме\u202Efdp.exe` shows as
// `резюмеexe.pdf`); zero-width characters, the BOM; line and paragraph separators; lone surrogates.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Path separators and the characters Windows refuses in names.
const FORBIDDEN = /[/\\:*?"<>|]/g;

/**
 * A name safe to show and to offer as a download name: NFC (macOS sends `й` as two code points),
 * no control or invisible characters, no path separators, no leading dots or trailing dots and
 * spaces, at most 255 characters with the extension kept, never empty.
 */
export function sanitiseFileName(name: unknown): string {
  let s = typeof name === 'string' ? name : '';
  s = s.normalize('NFC').replace(INVISIBLE, '').replace(FORBIDDEN, '_').replace(/\s+/g, ' ');
  s = s.replace(/^[\s.]+/, '').replace(/[\s.]+$/, '');
  const chars = Array.from(s);
  if (chars.length > MAX_NAME_LENGTH) {
    const dot = s.lastIndexOf('.');
    const ext = dot > 0 ? Array.from(s.slice(dot)) : [];
    const keepExt = ext.length > 1 && ext.length <= 16;
    const base = Array.from(keepExt ? s.slice(0, dot) : s).slice(
      0,
      MAX_NAME_LENGTH - (keepExt ? ext.length : 0),
    );
    s = (base.join('').trimEnd() + (keepExt ? ext.join('') : '')).replace(/^[\s.]+/, '');
  }
  return s || ru.files.unnamed;
}

/**
 * The name a download gets: the cleaned name, with the sniffed format's extension appended when the
 * name does not already end with it (a PNG named `photo.html` downloads as `photo.html.png`, so the
 * operating system never opens the bytes as something else).
 */
export function displayName(name: unknown, ext: string, aliases: readonly string[] = []): string {
  const clean = sanitiseFileName(name);
  const lower = clean.toLowerCase();
  if ([ext, ...aliases].some((e) => lower.endsWith(`.${e}`))) return clean;
  const suffix = `.${ext}`;
  const chars = Array.from(clean);
  const room = MAX_NAME_LENGTH - suffix.length;
  return (chars.length > room ? chars.slice(0, room).join('') : clean) + suffix;
}

/** A plain-ASCII stand-in for old clients: Cyrillic transliterated, anything else `_`, no quotes. */
export function asciiFileName(name: string): string {
  let out = '';
  for (const ch of sanitiseFileName(name)) {
    const t = latinLetter(ch);
    if (t !== undefined) {
      out += t;
    } else if (/^[\x20-\x7e]$/.test(ch) && ch !== '"' && ch !== '\\' && ch !== '%' && ch !== ';') {
      out += ch;
    } else {
      out += '_';
    }
  }
  return out.replace(/^[\s.]+/, '') || 'file';
}

/** RFC 5987 percent-encoding (`encodeURIComponent` leaves `'()*` alone, the header must not). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment; filename="Rezyume.pdf"; filename*=UTF-8''%D0%A0...pdf`: the ASCII name for old
 * clients and the exact UTF-8 name for everyone else (RFC 6266). `inline` only for what a page
 * shows itself (images, video), never for documents.
 */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const clean = sanitiseFileName(name);
  return `${type}; filename="${asciiFileName(clean)}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}
