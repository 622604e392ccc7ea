import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeUser } from '../../test/factories.ts';
import { MAX_BYTES } from './limits.ts';
import {
  deleteUnusedBlobs,
  eraseFile,
  eraseFilesOf,
  markFilesErased,
  openStoredFile,
  saveUpload,
  sweepFiles,
  type UploadInput,
} from './service.ts';
import { blobPath, openFileStore, type FileStore } from './store.ts';
import * as fx from './test-fixtures.ts';

let t: TestApp;
let store: FileStore;
let owner: number;
beforeAll(async () => {
  t = await createTestApp();
  store = openFileStore(t.config.FILES_DIR);
  owner = (await makeUser(t.db)).id;
});
afterAll(() => t.close());

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const upload = (bytes: Buffer, name: string, extra: Partial<UploadInput> = {}) =>
  saveUpload(t.db, store, { ownerUserId: owner, kind: 'cv', name, stream: Readable.from([bytes]), ...extra });
const tempFiles = () => fs.readdirSync(store.tmp);
const rowCount = async () => Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(files))[0]!.n);
const read = async (s: Readable) => Buffer.concat(await s.toArray());

/** Which of the names a traversal would aim at exist next to the data folder and inside the store. */
function traversalTargets(): Record<string, boolean> {
  const places = [path.dirname(t.config.DATA_DIR), t.config.DATA_DIR, store.root, store.tmp];
  const names = ['etc', 'x', 'passwd', 'b', 'a_b'];
  return Object.fromEntries(
    places.flatMap((p) => names.map((n) => [path.join(p, n), fs.existsSync(path.join(p, n))])),
  );
}

describe('saveUpload', () => {
  it('stores a CV by content hash with its Cyrillic name, sniffed type and size', async () => {
    const bytes = fx.pdf('Иванов');
    const result = await upload(bytes, 'Резюме Иванова — 2026.pdf');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { file } = result;
    expect(file).toMatchObject({
      ownerUserId: owner,
      kind: 'cv',
      originalName: 'Резюме Иванова — 2026.pdf',
      mime: 'application/pdf',
      size: bytes.length,
      sha256: sha(bytes),
      erasedAt: null,
    });
    const stored = blobPath(store, file.sha256);
    expect(path.relative(store.root, stored)).toBe(
      path.join(file.sha256.slice(0, 2), file.sha256.slice(2, 4), file.sha256),
    );
    expect(fs.readFileSync(stored)).toEqual(bytes);
    expect(tempFiles()).toEqual([]);

    const opened = await openStoredFile(t.db, store, file.id);
    expect(opened).not.toBeNull();
    expect(await read(opened!.stream())).toEqual(bytes);
    expect(await read(opened!.stream({ start: 0, end: 4 }))).toEqual(Buffer.from('%PDF-'));
    const headers = opened!.headers();
    expect(headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
    });
    // The Cyrillic name survives the round trip through Content-Disposition.
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="Rezyume Ivanova _ 2026\.pdf"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(headers['content-disposition']!)![1]!)).toBe(
      'Резюме Иванова — 2026.pdf',
    );
    // A CV is never inline, an image may be.
    expect(opened!.headers({ inline: true })['content-disposition']).toMatch(/^attachment;/);
  });

  it('stores identical content once, however many rows point at it', async () => {
    const bytes = fx.docx();
    const a = await upload(bytes, 'a.docx');
    const b = await upload(bytes, 'b.docx');
    expect(a).toMatchObject({ ok: true, duplicate: false });
    expect(b).toMatchObject({ ok: true, duplicate: true });
    if (!a.ok || !b.ok) return;
    expect(a.file.id).not.toBe(b.file.id);
    expect(a.file.sha256).toBe(b.file.sha256);
    const dir = path.dirname(blobPath(store, a.file.sha256));
    expect(fs.readdirSync(dir).filter((f) => f === a.file.sha256)).toHaveLength(1);
    expect(tempFiles()).toEqual([]);
  });

  it('keeps every name inside the data folder (path traversal, NUL, 10,000 characters)', async () => {
    const before = traversalTargets();
    const names = [
      '../../etc/passwd',
      '..\\..\\x',
      'a/b',
      'cv\0.pdf',
      '/etc/passwd',
      `${'я'.repeat(10_000)}.pdf`,
      '',
      '....',
    ];
    for (const [i, name] of names.entries()) {
      const result = await upload(fx.pdf(`traversal ${i}`), name);
      expect(result.ok, name.slice(0, 20)).toBe(true);
      if (!result.ok) continue;
      const stored = blobPath(store, result.file.sha256);
      const rel = path.relative(store.root, stored);
      expect(rel.startsWith('..') || path.isAbsolute(rel)).toBe(false);
      expect(fs.existsSync(stored)).toBe(true);
      expect(result.file.originalName).not.toMatch(/[/\\\0]/);
      expect(Array.from(result.file.originalName).length).toBeLessThanOrEqual(255);
      expect(result.file.originalName.endsWith('.pdf')).toBe(true);
    }
    expect(traversalTargets()).toEqual(before);
    expect(Object.entries(before).filter(([p, exists]) => exists && p.startsWith(t.config.DATA_DIR))).toEqual(
      [],
    );
  });

  it('names a download by what it is: a PDF sent as .png gets .pdf', async () => {
    const result = await upload(fx.pdf('renamed'), 'photo.png');
    expect(result).toMatchObject({
      ok: true,
      file: { originalName: 'photo.png.pdf', mime: 'application/pdf' },
    });
  });

  it('refuses hostile content and leaves no row and no temp file', async () => {
    const before = await rowCount();
    const cases: [Buffer, string, UploadInput['kind'], string][] = [
      [fx.exe(), 'cv.pdf', 'cv', 'executable'],
      [fx.elf(), 'cv.pdf', 'cv', 'executable'],
      [fx.svg(), 'photo.png', 'image', 'markup'],
      [fx.html(), 'cv.pdf', 'cv', 'markup'],
      [fx.docx([{ name: 'word/big.bin', data: 'x', declaredSize: 0xfffffff0 }]), 'cv.docx', 'cv', 'damaged'],
      [Buffer.alloc(0), 'cv.pdf', 'cv', 'empty'],
      [fx.png(), 'cv.pdf', 'cv', 'wrong_type'],
    ];
    for (const [bytes, name, kind, reason] of cases) {
      const result = await upload(bytes, name, { kind });
      expect(result, reason).toMatchObject({ ok: false, reason });
      expect(tempFiles()).toEqual([]);
    }
    expect(await rowCount()).toBe(before);
    expect(fs.existsSync(blobPath(store, sha(fx.exe())))).toBe(false);
  });

  it('stops reading one chunk past the limit and never holds the file in memory', async () => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let pulled = 0;
    let finished = false;
    // An endless body: only stopping early can end this upload.
    async function* endless() {
      try {
        yield fx.pdf();
        for (;;) {
          pulled += chunk.length;
          yield chunk;
        }
      } finally {
        finished = true;
      }
    }
    const result = await saveUpload(t.db, store, {
      ownerUserId: owner,
      kind: 'video',
      name: 'v.mp4',
      stream: endless(),
      maxBytes: 1024 * 1024,
    });
    expect(result).toEqual({ ok: false, reason: 'too_large', message: 'Файл больше 300 МБ' });
    expect(pulled).toBeLessThanOrEqual(1024 * 1024 + chunk.length);
    expect(finished).toBe(true);
    expect(tempFiles()).toEqual([]);
  });

  it('takes a CV of exactly 10 MB and refuses one byte more', async () => {
    const head = fx.pdf('ten megabytes');
    const chunk = Buffer.alloc(256 * 1024, 0x20); // PDF white space
    function* body(total: number) {
      yield head;
      let left = total - head.length;
      while (left > 0) {
        const piece = chunk.subarray(0, Math.min(chunk.length, left));
        left -= piece.length;
        yield piece;
      }
    }
    const exact = await saveUpload(t.db, store, {
      ownerUserId: owner,
      kind: 'cv',
      name: 'big.pdf',
      stream: Readable.from(body(MAX_BYTES.cv)),
    });
    expect(exact).toMatchObject({ ok: true, file: { size: 10 * 1024 * 1024 } });
    const over = await saveUpload(t.db, store, {
      ownerUserId: owner,
      kind: 'cv',
      name: 'big.pdf',
      stream: Readable.from(body(MAX_BYTES.cv + 1)),
    });
    expect(over).toEqual({ ok: false, reason: 'too_large', message: 'Файл больше 10 МБ' });
    expect(tempFiles()).toEqual([]);
  });

  it('cleans up when the body fails mid-way (a dropped connection) and rethrows', async () => {
    async function* broken() {
      yield fx.pdf();
      throw new Error('connection reset');
    }
    await expect(upload(Buffer.alloc(0), 'cv.pdf', { stream: broken() })).rejects.toThrow('connection reset');
    expect(tempFiles()).toEqual([]);
  });

  it('stores videos and images of each format', async () => {
    expect(await upload(fx.webm(1000), 'Видео.webm', { kind: 'video' })).toMatchObject({
      ok: true,
      file: { mime: 'video/webm', originalName: 'Видео.webm' },
    });
    expect(await upload(fx.mov(1000), 'IMG_0001.MOV', { kind: 'video' })).toMatchObject({
      ok: true,
      file: { mime: 'video/quicktime' },
    });
    expect(await upload(fx.jpeg(), 'фото.jpeg', { kind: 'image' })).toMatchObject({
      ok: true,
      file: { mime: 'image/jpeg', originalName: 'фото.jpeg' },
    });
    const png = await upload(fx.png(), 'logo.png', { kind: 'image' });
    expect(png.ok).toBe(true);
    if (png.ok)
      expect(
        (await openStoredFile(t.db, store, png.file.id))!.headers({ inline: true })['content-disposition'],
      ).toMatch(/^inline;/);
  });
});

describe('erasure', () => {
  it('keeps shared bytes until the last live row goes, then deletes them', async () => {
    const bytes = fx.pdf('shared for erasure');
    const a = await upload(bytes, 'a.pdf');
    const b = await upload(bytes, 'b.pdf');
    if (!a.ok || !b.ok) throw new Error('upload failed');
    const stored = blobPath(store, a.file.sha256);

    expect(await eraseFile(t.db, store, a.file.id)).toBe(true);
    expect(fs.existsSync(stored)).toBe(true);
    expect(await openStoredFile(t.db, store, a.file.id)).toBeNull();
    expect(await openStoredFile(t.db, store, b.file.id)).not.toBeNull();
    const [erased] = await t.db.select().from(files).where(eq(files.id, a.file.id));
    expect(erased).toMatchObject({ originalName: '', sha256: '', kind: 'cv', size: bytes.length });
    expect(erased!.erasedAt).toBeInstanceOf(Date);

    expect(await eraseFile(t.db, store, b.file.id)).toBe(true);
    expect(fs.existsSync(stored)).toBe(false);
    expect(await eraseFile(t.db, store, b.file.id)).toBe(false);
  });

  it('erases everything a user owns (consent withdrawal); a rolled-back erasure loses nothing', async () => {
    const user = await makeUser(t.db);
    const cv = await upload(fx.pdf('withdrawal cv'), 'cv.pdf', { ownerUserId: user.id });
    const photo = await upload(fx.webp(), 'photo.webp', { ownerUserId: user.id, kind: 'image' });
    if (!cv.ok || !photo.ok) throw new Error('upload failed');

    await expect(
      t.db.transaction(async (tx) => {
        const hashes = await markFilesErased(tx, { ownerUserId: user.id });
        expect(hashes).toHaveLength(2);
        throw new Error('anonymising failed');
      }),
    ).rejects.toThrow('anonymising failed');
    expect(await openStoredFile(t.db, store, cv.file.id)).not.toBeNull();

    const hashes = await t.db.transaction((tx) => markFilesErased(tx, { ownerUserId: user.id }));
    expect(fs.existsSync(blobPath(store, cv.file.sha256))).toBe(true); // not before the commit
    expect(await deleteUnusedBlobs(t.db, store, hashes)).toBe(2);
    expect(fs.existsSync(blobPath(store, cv.file.sha256))).toBe(false);
    expect(fs.existsSync(blobPath(store, photo.file.sha256))).toBe(false);
    expect(await eraseFilesOf(t.db, store, user.id)).toBe(0);
  });

  it('the sweep removes crash leftovers and bytes no live row uses', async () => {
    const stale = path.join(store.tmp, 'crashed.part');
    fs.writeFileSync(stale, 'half an upload');
    fs.utimesSync(stale, new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    const fresh = path.join(store.tmp, 'in-progress.part');
    fs.writeFileSync(fresh, 'uploading now');
    const orphan = fx.pdf('orphan');
    const orphanPath = blobPath(store, sha(orphan));
    fs.mkdirSync(path.dirname(orphanPath), { recursive: true });
    fs.writeFileSync(orphanPath, orphan);
    const live = await upload(fx.pdf('live one'), 'live.pdf');
    if (!live.ok) throw new Error('upload failed');

    expect(await sweepFiles(t.db, store)).toEqual({ unused: 0, temp: 1, blobs: 1 });
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    expect(fs.existsSync(orphanPath)).toBe(false);
    expect(fs.existsSync(blobPath(store, live.file.sha256))).toBe(true);
    fs.rmSync(fresh);
  });

  it('a path is made from a hash only', () => {
    expect(() => blobPath(store, '../../etc/passwd')).toThrow();
    expect(() => blobPath(store, 'A'.repeat(64))).toThrow();
    expect(() => blobPath(store, '')).toThrow();
  });
});
