/** Uploading, checking and attaching files (participant), and downloading one (`GET /api/file/{id}`). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AttachCheckBodySchema,
  AttachFieldsSchema,
  AttachResponseSchema,
  CheckResponseSchema,
  StageParamsSchema,
  UploadedFileSchema,
  UploadFieldsSchema,
} from '#shared/contracts/apply.ts';
import { IdParamsSchema } from '#shared/contracts/common.ts';
import { ru } from '#shared/i18n/ru.ts';
import type { AppDeps } from '../../app-deps.ts';
import { HttpError, invalid, notFound } from '../../lib/errors.ts';
import { checkFileMeta, openStoredFile, type FileKind } from '../../lib/files/index.ts';
import { signedIn } from '../../plugins/access.ts';
import {
  attachableStage,
  attachFileToStage,
  downloadableFile,
  fileView,
  findOwnFile,
} from './files.service.ts';
import { discardUpload, readForm } from '../../lib/multipart.ts';
import { fieldsOrThrow } from '../../lib/form-fields.ts';

const t = ru.apply;
const multipartSchema = { consumes: ['multipart/form-data'] };

/** `bytes=start-end` (one range; `start-` and `-suffix` too) within a file of `size` bytes, or null if unsatisfiable. */
export function parseRange(header: string, size: number): { start: number; end: number } | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '') || size === 0) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start > end || start >= size) return null;
  return { start, end };
}

export function filesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['files'];

  r.post('/api/screening/attach/check', {
    config: { access: 'participant' },
    schema: { tags, body: AttachCheckBodySchema, response: { 200: CheckResponseSchema } },
    // By name and size only, before anything is sent; the content is checked again at upload.
    handler: async (request) => {
      const verdict = checkFileMeta(request.body);
      return verdict.ok ? { ok: true, message: t.fileOk } : { ok: false, message: verdict.message };
    },
  });

  r.post('/api/screening/file', {
    config: { access: 'participant' },
    schema: { tags, ...multipartSchema, response: { 201: UploadedFileSchema } },
    handler: async (request, reply) => {
      const user = signedIn(request);
      const form = await readForm(request, deps.db, deps.files, {
        fileFields: ['file'],
        kindOf: (fields) => fieldsOrThrow(UploadFieldsSchema.safeParse(fields)).kind,
        ownerUserId: user.id,
      });
      if (!form.file) throw invalid({ file: [t.fileRequired] });
      return reply.code(201).send(fileView(form.file));
    },
  });

  r.post('/api/screening/stage/:n/attach', {
    config: { access: 'participant' },
    schema: { tags, ...multipartSchema, params: StageParamsSchema, response: { 200: AttachResponseSchema } },
    handler: async (request) => {
      const user = signedIn(request);
      const { n } = request.params;
      // A video-CV answer is a video; anything else a stage asks for is a document unless `kind` says.
      const kindOf = (fields: Record<string, string>): FileKind =>
        fieldsOrThrow(AttachFieldsSchema.safeParse(fields)).kind ?? (n === 2 ? 'video' : 'cv');
      const form = await readForm(request, deps.db, deps.files, {
        fileFields: ['file'],
        kindOf,
        ownerUserId: user.id,
        beforeFile: async (raw, withFile) => {
          const fields = fieldsOrThrow(AttachFieldsSchema.safeParse(raw));
          if (withFile && fields.file_id !== undefined) throw invalid({ file: [t.fileOnlyOne] });
          await attachableStage(deps.db, user.id, n);
        },
      });
      try {
        const fields = fieldsOrThrow(AttachFieldsSchema.safeParse(form.fields));
        if (form.file && fields.file_id !== undefined) throw invalid({ file: [t.fileOnlyOne] });
        const file =
          form.file ??
          (fields.file_id !== undefined ? await findOwnFile(deps.db, user.id, fields.file_id) : null);
        if (!form.file && fields.file_id === undefined) throw invalid({ file: [t.fileRequired] });
        if (!file) throw notFound();
        const stage = await attachFileToStage(deps, user.id, n, {
          fileId: file.id,
          question: fields.question,
        });
        return { file: fileView(file), stage };
      } catch (err) {
        if (form.file) await discardUpload(deps.db, deps.files, form.file);
        throw err;
      }
    },
  });

  r.get('/api/file/:id', {
    config: { access: 'auth' },
    schema: { tags, params: IdParamsSchema },
    handler: async (request, reply) => {
      const caller = signedIn(request);
      const visible = await downloadableFile(deps.db, caller, request.params.id);
      const opened = visible ? await openStoredFile(deps.db, deps.files, visible.id) : null;
      if (!opened) throw notFound();
      // Images and videos may play in the page (<img>, <video>); a CV always downloads.
      const headers = opened.headers({ inline: opened.file.kind !== 'cv' });
      const size = opened.file.size;
      const range = request.headers.range;
      const wanted = typeof range === 'string' && range !== '' ? parseRange(range, size) : undefined;
      if (wanted === null)
        throw new HttpError(416, t.rangeInvalid, { headers: { 'content-range': `bytes */${size}` } });
      reply.headers({ ...headers, 'accept-ranges': 'bytes' });
      if (wanted) {
        return reply
          .code(206)
          .header('content-range', `bytes ${wanted.start}-${wanted.end}/${size}`)
          .header('content-length', String(wanted.end - wanted.start + 1))
          .send(opened.stream(wanted));
      }
      return reply.send(opened.stream());
    },
  });
}
