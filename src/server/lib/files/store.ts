/**
 * The bytes of uploaded files on disk: `<FILES_DIR>/ab/cd/<sha256>`, one copy per content (FILES_DIR is
 * `<DATA_DIR>/files` unless set; several app servers share one folder, decision 016). A
 * path is made from a hash only (64 hex digits, checked), never from anything a user sent, so no
 * name can reach outside the folder. Uploads are written to `files/.tmp/` first (the same file
 * system, so the final rename is atomic) and moved into place only after every check passed.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

export type FileStore = {
  /** `config.FILES_DIR` */
  root: string;
  /** `<root>/.tmp`: uploads in progress. */
  tmp: string;
};

/** The store in its folder (`config.FILES_DIR`), created if missing; with PGlite and with DATABASE_URL alike. */
export function openFileStore(filesDir: string): FileStore {
  const root = path.resolve(filesDir);
  const tmp = path.join(root, '.tmp');
  fs.mkdirSync(tmp, { recursive: true, mode: 0o700 });
  return { root, tmp };
}

const HASH = /^[0-9a-f]{64}$/;

/** Where the bytes with this SHA-256 live; throws for anything but 64 lower-case hex digits. */
export function blobPath(store: FileStore, sha256: string): string {
  if (!HASH.test(sha256)) throw new Error('not a SHA-256 hex digest');
  const file = path.join(store.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  const rel = path.relative(store.root, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error('blob path outside the store');
  return file;
}

/** A new, empty temp file (owner-only, never an existing one). */
export async function createTemp(store: FileStore): Promise<{ path: string; handle: fsp.FileHandle }> {
  await fsp.mkdir(store.tmp, { recursive: true, mode: 0o700 });
  const file = path.join(store.tmp, `${randomUUID()}.part`);
  const handle = await fsp.open(file, 'wx', 0o600);
  return { path: file, handle };
}

/**
 * Moves a checked temp file into place under its hash; returns whether the content was there
 * already (then the temp file is simply dropped: same hash, same bytes).
 */
export async function placeBlob(
  store: FileStore,
  tempPath: string,
  sha256: string,
): Promise<{ path: string; existed: boolean }> {
  const target = blobPath(store, sha256);
  await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const existed = fs.existsSync(target);
  if (existed) await fsp.rm(tempPath, { force: true });
  else await fsp.rename(tempPath, target);
  return { path: target, existed };
}

export async function removeBlob(store: FileStore, sha256: string): Promise<void> {
  await fsp.rm(blobPath(store, sha256), { force: true });
}

export function blobExists(store: FileStore, sha256: string): boolean {
  return fs.existsSync(blobPath(store, sha256));
}

/** Every stored hash (for the orphan sweep). */
export async function* listBlobs(store: FileStore): AsyncGenerator<string> {
  for (const a of await fsp.readdir(store.root).catch(() => [] as string[])) {
    if (!/^[0-9a-f]{2}$/.test(a)) continue;
    for (const b of await fsp.readdir(path.join(store.root, a)).catch(() => [] as string[])) {
      if (!/^[0-9a-f]{2}$/.test(b)) continue;
      for (const name of await fsp.readdir(path.join(store.root, a, b)).catch(() => [] as string[])) {
        if (HASH.test(name) && name.startsWith(a + b)) yield name;
      }
    }
  }
}

/** Deletes temp files older than `olderThanMs` (left by a crash mid-upload); returns how many. */
export async function sweepTemp(
  store: FileStore,
  olderThanMs = 60 * 60_000,
  nowMs = Date.now(),
): Promise<number> {
  let removed = 0;
  for (const name of await fsp.readdir(store.tmp).catch(() => [] as string[])) {
    const file = path.join(store.tmp, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat?.isFile() && nowMs - stat.mtimeMs > olderThanMs) {
      await fsp.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}
