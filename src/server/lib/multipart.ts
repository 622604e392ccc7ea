/**
 * Reading a multipart form with at most one file: the text fields, and the file streamed straight
 * into lib/files (`saveUpload`: sniffed type, size limit, content-addressed store; the uploader's quota
 * first). Every way a form
 * can be wrong answers a Russian 4xx: not multipart 415, too many parts 413, a broken form 400, a
 * refused file 422 with the library's reason under the file's field.
 *
 * A browser sends the parts in the order the form appended them, and the web app puts the text
 * fields first: `beforeFile` sees them before a single byte of the file is read, so a request that
 * will be refused anyway (closed vacancy, stage locked) never stores anything.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ru } from '#shared/i18n/ru.ts';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema.ts';
import { HttpError, invalid } from './errors.ts';
import {
  deleteUnusedBlobs,
  MAX_BYTES,
  saveUpload,
  type FileKind,
  type FileStore,
  type StoredFile,
} from './files/index.ts';

/** Parser limits for every multipart call (app.ts registers @fastify/multipart with them). */
export const MULTIPART_LIMITS = {
  // One byte over the largest kind: saveUpload sees a file is too large and refuses it by kind.
  fileSize: MAX_BYTES.video + 1,
  files: 1,
  fields: 10,
  // A position's form (a long Markdown description, up to 100 test questions) travels as one field.
  fieldSize: 1024 * 1024,
  parts: 12,
  headerPairs: 50,
};

export type FormSpec = {
  /** Names the file may come under (`cv`, `file`). */
  fileFields: readonly string[];
  /** The file's kind, decided from the fields that came before it (throw to refuse). */
  kindOf: (fields: Record<string, string>) => FileKind;
  ownerUserId: number;
  /**
   * Runs once with the fields so far, when the file starts (`withFile`) or at the end when none
   * came; throw to refuse before any byte of the file is stored.
   */
  beforeFile?: (fields: Record<string, string>, withFile: boolean) => Promise<void>;
};

export type Form = { fields: Record<string, string>; file: StoredFile | null; fileField: string | null };

const t = ru.apply;

function multipartError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, t.tooManyParts);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, t.notMultipart);
  return new HttpError(400, t.formBroken);
}

/**
 * Reads the form; a refused file throws a 422 naming the file's field. The caller owns the stored
 * file from here: if what it does next fails, it must `discardUpload` it.
 */
export async function readForm(
  request: FastifyRequest,
  db: Db,
  store: FileStore,
  spec: FormSpec,
): Promise<Form> {
  if (!request.isMultipart()) throw new HttpError(415, t.notMultipart);
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: StoredFile | null = null;
  let fileField: string | null = null;
  let checked = false;
  const check = async (withFile: boolean) => {
    if (checked) return;
    checked = true;
    await spec.beforeFile?.(fields, withFile);
  };
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated || typeof part.value !== 'string') {
          throw invalid({ [part.fieldname]: [t.formBroken] }, t.formBroken);
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      if (!spec.fileFields.includes(part.fieldname) || file) {
        throw invalid({ [part.fieldname]: [t.fileOnlyOne] });
      }
      await check(true);
      const saved = await saveUpload(db, store, {
        ownerUserId: spec.ownerUserId,
        kind: spec.kindOf(fields),
        name: part.filename ?? '',
        stream: part.file,
        quota: true,
      });
      if (!saved.ok) throw invalid({ [part.fieldname]: [saved.message] }, saved.message);
      file = saved.file;
      fileField = part.fieldname;
    }
  } catch (err) {
    if (file) await discardUpload(db, store, file);
    throw multipartError(err);
  }
  await check(false).catch(async (err: unknown) => {
    if (file) await discardUpload(db, store, file);
    throw err;
  });
  return { fields, file, fileField };
}

/**
 * Forgets an upload that nothing came of (the application it came with was refused): its row goes,
 * then its bytes unless another live row has the same content.
 */
export async function discardUpload(db: Db, store: FileStore, file: StoredFile): Promise<void> {
  await db.delete(files).where(eq(files.id, file.id));
  await deleteUnusedBlobs(db, store, [file.sha256]);
}
