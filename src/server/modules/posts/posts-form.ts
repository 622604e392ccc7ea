/**
 * A post's form: JSON, or multipart with the fields as JSON in `data` first and then up to ten files
 * under `media` (screening/multipart.ts takes one file only). The fields are checked before a byte of
 * any file is stored; every file goes through lib/files (sniffed type, size limit by kind); when
 * anything is refused, the files stored so far are forgotten.
 */
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MAX_POST_IMAGES } from '#shared/contracts/posts.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { HttpError, invalid } from '../../lib/errors.ts';
import { MAX_BYTES, saveUpload, type FileKind, type StoredFile } from '../../lib/files/index.ts';
import { fieldsOrThrow } from '../../lib/form-fields.ts';
import { discardUpload } from '../../lib/multipart.ts';

const t = ru.feed.validation;

/** The form with every error under its field's dotted path. */
export const parseFields = <S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> =>
  fieldsOrThrow(schema.safeParse(raw), { at: 'path', whole: 'data' });

const LIMITS = {
  fileSize: MAX_BYTES.video + 1,
  files: MAX_POST_IMAGES,
  fields: 4,
  fieldSize: 256 * 1024,
  parts: MAX_POST_IMAGES + 4,
  headerPairs: 50,
};

export type PostForm<T> = { input: T; files: StoredFile[] };

/**
 * Reads the post's fields (`parse` checks them and says which kind of file the post takes) and its
 * files, then hands them to `save`; if reading or saving fails, the files stored so far are forgotten.
 */
export async function savePostForm<T, R>(
  request: FastifyRequest,
  deps: AppDeps,
  ownerUserId: number,
  parse: (raw: unknown) => Promise<{ input: T; fileKind: FileKind }>,
  save: (form: PostForm<T>) => Promise<R>,
): Promise<R> {
  const form = await readPostForm(request, deps, ownerUserId, parse);
  try {
    return await save(form);
  } catch (err) {
    await forget(deps, form.files);
    throw err;
  }
}

async function readPostForm<T>(
  request: FastifyRequest,
  deps: AppDeps,
  ownerUserId: number,
  parse: (raw: unknown) => Promise<{ input: T; fileKind: FileKind }>,
): Promise<PostForm<T>> {
  if (!request.isMultipart()) return { input: (await parse(request.body ?? {})).input, files: [] };
  const stored: StoredFile[] = [];
  let parsed: { input: T; fileKind: FileKind } | undefined;
  let data: string | undefined;
  const fields = async () => {
    if (parsed) return parsed;
    let raw: unknown;
    try {
      raw = JSON.parse(data ?? '');
    } catch {
      throw invalid({ data: [t.data] }, t.data);
    }
    parsed = await parse(raw);
    return parsed;
  };
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') {
        if (part.fieldname !== 'data') continue;
        if (part.valueTruncated || typeof part.value !== 'string') throw invalid({ data: [t.data] }, t.data);
        data = part.value;
        continue;
      }
      if (part.fieldname !== 'media') throw invalid({ [part.fieldname]: [t.fileField] }, t.fileField);
      const { fileKind } = await fields();
      const saved = await saveUpload(deps.db, deps.files, {
        ownerUserId,
        kind: fileKind,
        name: part.filename ?? '',
        stream: part.file,
        quota: true,
      });
      if (!saved.ok) throw invalid({ media: [saved.message] }, saved.message);
      stored.push(saved.file);
    }
    return { input: (await fields()).input, files: stored };
  } catch (err) {
    await forget(deps, stored);
    throw formError(err);
  }
}

/** Forgets uploads nothing came of. */
async function forget(deps: AppDeps, stored: StoredFile[]): Promise<void> {
  for (const file of stored) await discardUpload(deps.db, deps.files, file);
}

function formError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code ?? '';
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, t.tooManyFiles);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, ru.apply.notMultipart);
  return new HttpError(400, ru.apply.formBroken);
}
