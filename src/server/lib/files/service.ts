/**
 * Uploads, downloads and erasure of files: the database row (`files`) and the bytes (store.ts)
 * kept in step. See index.ts for how the endpoints use these.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { now } from '../clock.ts';
import { MAX_BYTES, refuse, type FileKind, type Refusal } from './limits.ts';
import { contentDisposition, displayName } from './names.ts';
import { checkUploadQuota, holdUploadQuota } from './quota.ts';
import { checkFileContent } from './sniff.ts';
import { unusedFile } from './uses.ts';
import {
  blobExists,
  blobPath,
  createTemp,
  listBlobs,
  placeBlob,
  removeBlob,
  sweepTemp,
  type FileStore,
} from './store.ts';
import type { ZipLimits } from './zip-guard.ts';

export type StoredFile = typeof files.$inferSelect;

export type UploadInput = {
  ownerUserId: number | null;
  kind: FileKind;
  /** The name the client sent: only cleaned and shown, never used for a path. */
  name: string;
  /** The body, e.g. `part.file` of @fastify/multipart (any Node Readable is an async iterable). */
  stream: AsyncIterable<Uint8Array>;
  /**
   * The owner's upload quota (quota.ts): checked before the stream is read and held in the
   * transaction that inserts the row; a refusal throws a Russian 429. Every upload a user sends sets
   * it; the demo data and tests that store files directly leave it off.
   */
  quota?: boolean;
  /** Tests only: a smaller size limit than the kind's. */
  maxBytes?: number;
  /** Tests only: other ZIP bomb thresholds. */
  zipLimits?: Partial<ZipLimits>;
};

export type UploadResult = { ok: true; file: StoredFile; duplicate: boolean } | Refusal;

/** Other names a format goes by, so `photo.jpeg` is not renamed `photo.jpeg.jpg`. */
const EXT_ALIASES: Record<string, string[]> = { jpg: ['jpeg', 'jpe', 'jfif'], mp4: ['m4v'] };

/**
 * Serialises work on one content hash across servers (an upload placing the bytes against an
 * erasure deleting them); held until the transaction ends.
 */
async function lockHash(tx: DbOrTx, sha256: string): Promise<void> {
  const key = Number.parseInt(sha256.slice(0, 8), 16) | 0;
  await tx.execute(sql`select pg_advisory_xact_lock(72417002, ${key}::int)`);
}

/**
 * Streams an upload to a temp file (hashing and counting as it goes, stopping one byte past the
 * limit), checks the content, then records it and moves the bytes into place in one transaction.
 * A refused upload answers `{ ok: false, reason, message }` and leaves nothing behind; an error of
 * the stream, the disk or the database is thrown, also leaving nothing behind, and so is the
 * quota's 429 (`quota: true`).
 */
export async function saveUpload(db: DbOrTx, store: FileStore, input: UploadInput): Promise<UploadResult> {
  const quotaOf = input.quota ? input.ownerUserId : null;
  if (quotaOf !== null) await checkUploadQuota(db, quotaOf);
  const maxBytes = input.maxBytes ?? MAX_BYTES[input.kind];
  const temp = await createTemp(store);
  let placed = false;
  try {
    const hash = createHash('sha256');
    let size = 0;
    let tooLarge = false;
    try {
      for await (const chunk of input.stream) {
        size += chunk.byteLength;
        if (size > maxBytes) {
          tooLarge = true;
          break; // ends the source: the rest is never read
        }
        hash.update(chunk);
        await temp.handle.write(chunk);
      }
    } finally {
      await temp.handle.close();
    }
    if (tooLarge) return refuse(input.kind, 'too_large');
    if (size === 0) return refuse(input.kind, 'empty');

    const check = await checkFileContent(temp.path, input.kind, {
      maxBytes,
      ...(input.zipLimits ? { zipLimits: input.zipLimits } : {}),
    });
    if (!check.ok) return check;

    const sha256 = hash.digest('hex');
    const result = await db.transaction(async (tx) => {
      if (quotaOf !== null) await holdUploadQuota(tx, quotaOf);
      await lockHash(tx, sha256);
      const [file] = await tx
        .insert(files)
        .values({
          ownerUserId: input.ownerUserId,
          kind: input.kind,
          originalName: displayName(input.name, check.format.ext, EXT_ALIASES[check.format.ext]),
          mime: check.format.mime,
          size,
          sha256,
          createdAt: now(),
        })
        .returning();
      const { existed } = await placeBlob(store, temp.path, sha256);
      placed = true;
      return { file: file!, duplicate: existed };
    });
    return { ok: true, ...result };
  } finally {
    if (!placed) await fsp.rm(temp.path, { force: true });
  }
}

/** A live (not erased) file's row, or null. Access rules are the caller's. */
export async function getFile(db: DbOrTx, id: number): Promise<StoredFile | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.erasedAt)));
  return row ?? null;
}

export type OpenedFile = {
  file: StoredFile;
  /** The bytes, whole or a byte range (inclusive `end`, as in HTTP Range). */
  stream: (range?: { start: number; end: number }) => fs.ReadStream;
  /** Headers for the answer: type, length, disposition, nosniff, sandbox, no caching. */
  headers: (opts?: { inline?: boolean }) => Record<string, string>;
};

/** A live file ready to send (`GET /api/file/{id}` after its access check), or null. */
export async function openStoredFile(db: DbOrTx, store: FileStore, id: number): Promise<OpenedFile | null> {
  const file = await getFile(db, id);
  if (!file || !blobExists(store, file.sha256)) return null;
  const path = blobPath(store, file.sha256);
  return {
    file,
    stream: (range) => fs.createReadStream(path, range ? { start: range.start, end: range.end } : {}),
    headers: (opts) => downloadHeaders(file, opts),
  };
}

/**
 * Response headers for a stored file. A CV is always an attachment; an image or a video may be
 * `inline` (for `<img>`/`<video>`). The type is the sniffed one; `nosniff` and a sandboxing CSP stop a
 * browser from running the bytes as a page whatever they hold.
 */
export function downloadHeaders(
  file: Pick<StoredFile, 'kind' | 'mime' | 'size' | 'originalName'>,
  opts: { inline?: boolean } = {},
): Record<string, string> {
  return {
    'content-type': file.mime,
    'content-length': String(file.size),
    'content-disposition': contentDisposition(
      file.originalName,
      opts.inline && file.kind !== 'cv' ? 'inline' : 'attachment',
    ),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'private, no-store',
  };
}

/**
 * Marks files erased in the caller's transaction (consent withdrawal, a deleted participant): the
 * name and the hash are blanked; kind, type and size stay for statistics. Returns the hashes to pass
 * to `deleteUnusedBlobs` AFTER the transaction commits (a rollback must not lose bytes).
 */
export async function markFilesErased(
  tx: DbOrTx,
  which: { ids: number[] } | { ownerUserId: number },
): Promise<string[]> {
  const where =
    'ids' in which
      ? which.ids.length
        ? inArray(files.id, which.ids)
        : sql`false`
      : eq(files.ownerUserId, which.ownerUserId);
  const rows = await tx
    .select({ id: files.id, sha256: files.sha256 })
    .from(files)
    .where(and(where, isNull(files.erasedAt)))
    .for('update');
  if (rows.length === 0) return [];
  await tx
    .update(files)
    .set({ erasedAt: now(), originalName: '', sha256: '' })
    .where(
      inArray(
        files.id,
        rows.map((r) => r.id),
      ),
    );
  return [...new Set(rows.map((r) => r.sha256))];
}

/** Deletes the bytes of each hash no live row uses any more; returns how many were deleted. */
export async function deleteUnusedBlobs(
  db: DbOrTx,
  store: FileStore,
  hashes: Iterable<string>,
): Promise<number> {
  let deleted = 0;
  for (const sha256 of new Set(hashes)) {
    if (!/^[0-9a-f]{64}$/.test(sha256)) continue;
    const gone = await db.transaction(async (tx) => {
      await lockHash(tx, sha256);
      const [live] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.sha256, sha256), isNull(files.erasedAt)))
        .limit(1);
      if (live) return false;
      const existed = blobExists(store, sha256);
      await removeBlob(store, sha256);
      return existed;
    });
    if (gone) deleted++;
  }
  return deleted;
}

/** Erases one file now (row and, if unshared, bytes). Do not call inside a transaction: see markFilesErased. */
export async function eraseFile(db: DbOrTx, store: FileStore, id: number): Promise<boolean> {
  const hashes = await db.transaction((tx) => markFilesErased(tx, { ids: [id] }));
  await deleteUnusedBlobs(db, store, hashes);
  return hashes.length > 0;
}

/** Erases every file a user owns (consent withdrawal outside a transaction); returns the hashes' count. */
export async function eraseFilesOf(db: DbOrTx, store: FileStore, ownerUserId: number): Promise<number> {
  const hashes = await db.transaction((tx) => markFilesErased(tx, { ownerUserId }));
  await deleteUnusedBlobs(db, store, hashes);
  return hashes.length;
}

/** How long an upload nothing uses is kept: long enough for any form that attaches it later. */
export const UNUSED_UPLOAD_KEEP_MS = 24 * 3_600_000;

/**
 * Maintenance: deletes uploads nothing has used for a day (uses.ts: rows and, unless shared, bytes),
 * temp files a crash left behind and bytes no live row uses (an erasure whose second step never
 * ran). Returns what it removed.
 */
export async function sweepFiles(
  db: DbOrTx,
  store: FileStore,
  opts: { tempOlderThanMs?: number } = {},
): Promise<{ unused: number; temp: number; blobs: number }> {
  // One statement: a file attached meanwhile keeps its row (the foreign key refuses the delete, and
  // the next sweep looks again).
  const unused = await db
    .delete(files)
    .where(
      and(
        isNull(files.erasedAt),
        lt(files.createdAt, new Date(now().getTime() - UNUSED_UPLOAD_KEEP_MS)),
        unusedFile,
      ),
    )
    .returning({ sha256: files.sha256 });
  const temp = await sweepTemp(store, opts.tempOlderThanMs);
  const candidates: string[] = [];
  for await (const sha256 of listBlobs(store)) candidates.push(sha256);
  const blobs = await deleteUnusedBlobs(db, store, candidates);
  return { unused: unused.length, temp, blobs };
}
