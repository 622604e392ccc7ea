/**
 * What may be uploaded: three kinds of file, each with its size limit and the formats accepted for
 * it (docs/product.md «Files»), the refusal reasons with their Russian messages, and the pure pre-upload
 * check of a name and a size (`checkFileMeta`), which the upload form calls before sending anything.
 * The name only helps the user early: at upload the content decides (sniff.ts).
 */
import { ru } from '#shared/i18n/ru.ts';

export const FILE_KINDS = ['cv', 'video', 'image'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
/**
 * What the content check knows: the stored kinds, plus `sheet` (an XLSX the admin imports, e.g. the
 * hiring plan), which is read and checked but never stored.
 */
export type CheckKind = FileKind | 'sheet';

const MB = 1024 * 1024;

/** Size limits in bytes (1 MB = 1,048,576 bytes). */
export const MAX_BYTES: Record<CheckKind, number> = {
  cv: 10 * MB,
  video: 300 * MB,
  image: 10 * MB,
  sheet: 5 * MB,
};

/** The same limits in megabytes, for messages. */
export const maxMegabytes = (kind: CheckKind) => MAX_BYTES[kind] / MB;

/** One accepted format: the extension a download gets and the MIME type it is served with. */
export type Format = { ext: string; mime: string };

/**
 * Accepted formats per kind, keyed by what `file-type` 22 reports (`ext`), mapped to what we store.
 * A .doc is an OLE compound file, which file-type reports as `cfb` (sniff.ts checks it is Word's);
 * `m4v` is an MP4 brand and `apng` a PNG.
 */
export const ACCEPTED: Record<CheckKind, Record<string, Format>> = {
  cv: {
    pdf: { ext: 'pdf', mime: 'application/pdf' },
    cfb: { ext: 'doc', mime: 'application/msword' },
    docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
    rtf: { ext: 'rtf', mime: 'application/rtf' },
    odt: { ext: 'odt', mime: 'application/vnd.oasis.opendocument.text' },
  },
  video: {
    webm: { ext: 'webm', mime: 'video/webm' },
    mp4: { ext: 'mp4', mime: 'video/mp4' },
    m4v: { ext: 'mp4', mime: 'video/mp4' },
    mov: { ext: 'mov', mime: 'video/quicktime' },
  },
  image: {
    jpg: { ext: 'jpg', mime: 'image/jpeg' },
    png: { ext: 'png', mime: 'image/png' },
    apng: { ext: 'png', mime: 'image/png' },
    webp: { ext: 'webp', mime: 'image/webp' },
  },
  sheet: {
    xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  },
};

/** Extensions a file's name may carry for the pre-upload check (and for the file picker's `accept`). */
export const NAME_EXTENSIONS: Record<CheckKind, readonly string[]> = {
  cv: ['pdf', 'doc', 'docx', 'rtf', 'odt'],
  video: ['webm', 'mp4', 'mov'],
  image: ['jpg', 'jpeg', 'png', 'webp'],
  sheet: ['xlsx'],
};

/**
 * Why a file is refused:
 * - `empty`: no bytes;
 * - `too_large`: over the kind's limit;
 * - `wrong_type`: not one of the kind's formats (by name before upload, by content at upload);
 * - `executable`: a program (MZ, ELF, Mach-O, a script with #!) whatever its name;
 * - `markup`: text, HTML, SVG or any XML, which a browser could run;
 * - `active_content`: a document with macros (docm, VBA), embedded programs or OLE objects;
 * - `damaged`: unreadable, or a ZIP that declares or expands to too much (an archive bomb), or
 *   holds archives inside archives.
 */
export type RefusalReason =
  'empty' | 'too_large' | 'wrong_type' | 'executable' | 'markup' | 'active_content' | 'damaged';

export type Refusal = { ok: false; reason: RefusalReason; message: string };

/** The refusal with its Russian message for the kind. */
export function refuse(kind: CheckKind, reason: RefusalReason): Refusal {
  const t = ru.files;
  const message =
    reason === 'empty'
      ? t.empty
      : reason === 'too_large'
        ? t.tooLarge(maxMegabytes(kind))
        : reason === 'wrong_type'
          ? t.wrongType[kind]
          : reason === 'executable'
            ? t.executable
            : reason === 'markup'
              ? t.markup
              : reason === 'active_content'
                ? t.activeContent
                : t.damaged;
  return { ok: false, reason, message };
}

export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && (FILE_KINDS as readonly string[]).includes(value);
}

/** The lower-cased extension of a name (`''` when it has none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0
    ? base
        .slice(dot + 1)
        .trim()
        .toLowerCase()
    : '';
}

/**
 * The pre-upload check (for `POST /api/screening/attach/check` and the like): is a file of this name
 * and size worth sending? Pure; the content is checked again at upload, whatever this said.
 */
export function checkFileMeta(input: { kind: FileKind; name: string; size: number }): { ok: true } | Refusal {
  const { kind, name, size } = input;
  if (!Number.isSafeInteger(size) || size < 0) return refuse(kind, 'damaged');
  if (size === 0) return refuse(kind, 'empty');
  if (size > MAX_BYTES[kind]) return refuse(kind, 'too_large');
  if (!NAME_EXTENSIONS[kind].includes(extensionOf(name))) return refuse(kind, 'wrong_type');
  return { ok: true };
}
