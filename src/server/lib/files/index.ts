/**
 * Safe files: what the upload and download endpoints use. Nothing here knows HTTP or who may see
 * what; the endpoints add that.
 *
 * Kinds and limits (limits.ts): `cv` 10 MB (PDF, DOC, DOCX, RTF, ODT), `video` 300 MB (WebM, MP4,
 * MOV), `image` 10 MB (JPEG, PNG, WebP); 1 MB = 1,048,576 bytes. The type comes from the content
 * (sniff.ts, with `file-type` 22), never from the name or the client's content type.
 *
 * Refusals are `{ ok: false, reason, message }`: `reason` one of `empty`, `too_large`, `wrong_type`,
 * `executable`, `markup`, `active_content`, `damaged`; `message` in Russian (`ru.files`), ready for
 * a 422 `{ message, errors: { file: [message] } }`.
 *
 * A spreadsheet read but not stored (the plan import, kind `sheet`: XLSX, 5 MB):
 *   readSheetUpload(part.file) -> { ok: true, bytes } | Refusal   // temp file removed either way
 *
 * Before an upload (`POST /api/screening/attach/check`): pure, by name and size only.
 *   checkFileMeta({ kind, name, size }) -> { ok: true } | Refusal
 *
 * At start-up:
 *   const store = openFileStore(config.FILES_DIR)     // <DATA_DIR>/files unless set, created if missing
 *   periodically: sweepFiles(db, store)               // crash leftovers, bytes of erased files, uploads
 *                                                     // nothing used for a day (uses.ts)
 *
 * An upload from a user passes `quota: true` to saveUpload: their quota (quota.ts: files an hour,
 * uploads not used yet, a participant's bytes) is checked before the stream is read and held in the
 * transaction that inserts the row (one upload of a user at a time there), so uploads sent at once
 * cannot overrun it; a refusal throws a Russian 429.
 *
 * Upload (e.g. with @fastify/multipart, `const part = await req.file({ limits: { fileSize:
 * MAX_BYTES[kind] + 1, files: 1 } })`: the +1 lets us see that a file is over the limit; or check
 * `part.file.truncated` too):
 *   saveUpload(db, store, { ownerUserId, kind, name: part.filename, stream: part.file, quota: true })
 *     -> { ok: true, file: StoredFile, duplicate } | Refusal
 *   It reads the stream once, hashing and counting, stops one byte past the limit, checks the
 *   content, then inserts the `files` row and moves the bytes to files/ab/cd/<sha256> in one
 *   transaction. Refused or failed uploads leave no row and no file. Identical content is stored once.
 *   When it stops early the rest of the request body is unread: answer and let Fastify close it.
 *
 * Download (`GET /api/file/{id}`, after the permission check on `file.ownerUserId`/`file.kind`):
 *   const opened = await openStoredFile(db, store, id)  // null: never existed, erased or bytes gone
 *   reply.headers(opened.headers({ inline: false })).send(opened.stream())
 *   For <video> (Safari needs ranges) answer Range with 206 and `opened.stream({ start, end })`.
 *   getFile(db, id) -> StoredFile | null                 // the row alone
 *   downloadHeaders(file, { inline }) / contentDisposition(name, type)
 *
 * Erasure (consent withdrawal, a deleted participant):
 *   inside the anonymising transaction: const hashes = await markFilesErased(tx, { ownerUserId })
 *   after it commits:                   await deleteUnusedBlobs(db, store, hashes)
 *   or, outside a transaction:          eraseFile(db, store, id) / eraseFilesOf(db, store, userId)
 *
 * Names (names.ts): sanitiseFileName(name), displayName(name, ext), asciiFileName(name).
 */
export {
  ACCEPTED,
  FILE_KINDS,
  MAX_BYTES,
  NAME_EXTENSIONS,
  checkFileMeta,
  extensionOf,
  isFileKind,
  maxMegabytes,
  refuse,
  type CheckKind,
  type FileKind,
  type Format,
  type Refusal,
  type RefusalReason,
} from './limits.ts';
export { asciiFileName, contentDisposition, displayName, sanitiseFileName } from './names.ts';
export { checkFileContent, type ContentCheck, type ContentCheckOptions } from './sniff.ts';
export { readSheetUpload } from './sheet.ts';
export { blobPath, openFileStore, type FileStore } from './store.ts';
export { inspectZip, ZIP_LIMITS, type ZipLimits, type ZipProblem, type ZipVerdict } from './zip-guard.ts';
export { PARTICIPANT_BYTES, UNUSED_MAX, UPLOADS_PER_HOUR } from './quota.ts';
export {
  deleteUnusedBlobs,
  downloadHeaders,
  eraseFile,
  eraseFilesOf,
  getFile,
  markFilesErased,
  openStoredFile,
  saveUpload,
  sweepFiles,
  type OpenedFile,
  type StoredFile,
  type UploadInput,
  type UploadResult,
} from './service.ts';
