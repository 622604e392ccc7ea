/**
 * The upload quota and the clean-up of uploads nothing used (issue 16, finding 6): 25 uploads in half
 * a second are no longer all kept, and what is never attached goes a day later.
 */
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import * as schema from '../../db/schema.ts';
import { candidateFiles, files, rateLimits } from '../../db/schema.ts';
import { resetClock, setClock } from '../clock.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeCandidate, makeOpenVacancy, postForm } from '../../modules/screening/apply-test-kit.ts';
import { checkUploadQuota, PARTICIPANT_BYTES, UNUSED_MAX, UPLOADS_PER_HOUR } from './quota.ts';
import { sweepFiles } from './service.ts';
import { blobExists, openFileStore } from './store.ts';
import { pdf } from './test-fixtures.ts';
import { FILE_USES } from './uses.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => resetClock());
afterAll(() => t.close());

type C = Awaited<ReturnType<typeof signedInClient>>['c'];
let n = 0;
/** A different PDF each time (the store keeps one copy per content; the rows count either way). */
const upload = (c: C) =>
  postForm(
    c,
    '/api/screening/file',
    { kind: 'cv' },
    { field: 'file', name: 'Резюме.pdf', bytes: pdf(`Копия ${++n}`) },
  );

describe('the upload quota', () => {
  it(`${UNUSED_MAX} uploads nothing uses yet, then a Russian 429 before the file is read; attaching one frees a place`, async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const ids: number[] = [];
    for (let i = 0; i < UNUSED_MAX; i++) {
      const res = await upload(c);
      expect([i, res.statusCode]).toEqual([i, 201]);
      ids.push(res.data.id);
    }
    const refused = await upload(c);
    expect([refused.statusCode, refused.data.message]).toEqual([429, ru.files.tooManyUnused(UNUSED_MAX)]);
    expect((await t.db.select().from(files).where(eq(files.ownerUserId, user.id))).length).toBe(UNUSED_MAX);

    await t.db
      .insert(candidateFiles)
      .values({ candidateId: (await candidateOf(user.id)).id, fileId: ids[0]!, n: 1, role: 'cv' });
    expect((await upload(c)).statusCode).toBe(201);
  });

  it('at most 100 uploads an hour per user, staff too (429 with Retry-After)', async () => {
    setClock({ freezeAt: new Date('2026-06-01T10:00:00Z') });
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const at = new Date('2026-06-01T09:50:00Z');
    await t.db.insert(rateLimits).values({
      key: `upload:user:${user.id}`,
      windowStart: at,
      hits: 100,
      expiresAt: new Date(at.getTime() + 3_600_000),
    });
    const refused = await upload(c);
    expect([refused.statusCode, refused.data.message, refused.headers['retry-after']]).toEqual([
      429,
      ru.files.tooManyUploads(3000),
      '3000',
    ]);
  });

  it('a participant’s live files: 2 GB in all; staff are not held by size', async () => {
    const bigFileOf = (ownerUserId: number) =>
      t.db
        .insert(files)
        .values({
          ownerUserId,
          kind: 'video',
          originalName: 'Большое.webm',
          mime: 'video/webm',
          size: PARTICIPANT_BYTES,
          sha256: 'f'.repeat(64),
        })
        .returning();
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const [big] = await bigFileOf(user.id);
    await t.db
      .insert(candidateFiles)
      .values({ candidateId: (await candidateOf(user.id)).id, fileId: big!.id, n: 2, role: 'vcv_answer' });
    const refused = await upload(c);
    expect([refused.statusCode, refused.data.message]).toEqual([429, ru.files.storageFull(2)]);
    const admin = await signedInClient(t.app, t.db, 'admin');
    await bigFileOf(admin.user.id);
    await expect(checkUploadQuota(t.db, admin.user.id)).resolves.toBeUndefined();
  });
});

async function candidateOf(userId: number) {
  const v = await makeOpenVacancy(t.db);
  return makeCandidate(t.db, userId, v.id, 'assigned', ['success', 'awaiting', 'none']);
}

describe('the clean-up of uploads nothing used', () => {
  it('every column that names a file is a use the quota and the clean-up know (the CV is mirrored in candidate_files)', () => {
    const known = new Set(FILE_USES.map(([table, column]) => `${getTableConfig(table).name}.${column.name}`));
    const named = (Object.values(schema) as unknown[])
      .filter((x): x is PgTable => x instanceof PgTable)
      .flatMap((table) =>
        getTableConfig(table).columns.map((col) => `${getTableConfig(table).name}.${col.name}`),
      )
      .filter((name) => /file_id$/.test(name) && !name.startsWith('files.'));
    expect(named.filter((name) => !known.has(name))).toEqual(['candidates.cv_file_id']);
  });

  it('deletes, a day after upload, the rows and bytes of uploads nothing used; keeps attached, recent and erased ones', async () => {
    const store = openFileStore(t.config.FILES_DIR);
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    setClock({ freezeAt: new Date('2026-06-02T10:00:00Z') });
    const [unused, attached, erased] = [
      (await upload(c)).data.id,
      (await upload(c)).data.id,
      (await upload(c)).data.id,
    ] as number[];
    await t.db
      .insert(candidateFiles)
      .values({ candidateId: (await candidateOf(user.id)).id, fileId: attached!, n: 1, role: 'cv' });
    await t.db
      .update(files)
      .set({ erasedAt: new Date('2026-06-02T10:00:00Z') })
      .where(eq(files.id, erased!));
    setClock({ freezeAt: new Date('2026-06-03T09:59:00Z') });
    const recent = (await upload(c)).data.id as number;
    const [unusedRow] = await t.db.select().from(files).where(eq(files.id, unused!));

    expect((await sweepFiles(t.db, store)).unused).toBe(0); // 23 h 59 min: kept
    setClock({ freezeAt: new Date('2026-06-03T10:00:01Z') });
    expect((await sweepFiles(t.db, store)).unused).toBe(1);
    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [unused!, attached!, erased!, recent]));
    expect(left.map((r) => r.id).sort()).toEqual([attached!, erased!, recent].sort());
    expect(blobExists(store, unusedRow!.sha256)).toBe(false);
  });
});

/** `count` uploads sent at once; the statuses counted, and each refusal's message. */
async function uploadAtOnce(c: C, count: number) {
  const answers = await Promise.all(Array.from({ length: count }, () => upload(c)));
  const accepted = answers.filter((res) => res.statusCode === 201).length;
  const refused = answers.filter((res) => res.statusCode !== 201);
  return { accepted, refused: refused.map((res) => [res.statusCode, res.data?.message as unknown]) };
}

describe('the upload quota under concurrency (issue 30)', () => {
  const AT_ONCE = 30;

  it(`${AT_ONCE} uploads at once: exactly ${UNUSED_MAX} are kept, the rest a Russian 429`, async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const { accepted, refused } = await uploadAtOnce(c, AT_ONCE);
    expect(accepted).toBe(UNUSED_MAX);
    expect(refused).toEqual(
      Array.from({ length: AT_ONCE - UNUSED_MAX }, () => [429, ru.files.tooManyUnused(UNUSED_MAX)]),
    );
    expect((await t.db.select().from(files).where(eq(files.ownerUserId, user.id))).length).toBe(UNUSED_MAX);
  });

  it(`${AT_ONCE} uploads at once one byte under the 2 GB: one is kept, the rest a Russian 429`, async () => {
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const [big] = await t.db
      .insert(files)
      .values({
        ownerUserId: user.id,
        kind: 'video',
        originalName: 'Большое.webm',
        mime: 'video/webm',
        size: PARTICIPANT_BYTES - 1,
        sha256: 'e'.repeat(64),
      })
      .returning();
    await t.db
      .insert(candidateFiles)
      .values({ candidateId: (await candidateOf(user.id)).id, fileId: big!.id, n: 2, role: 'vcv_answer' });
    const { accepted, refused } = await uploadAtOnce(c, AT_ONCE);
    expect(accepted).toBe(1);
    expect(refused).toEqual(Array.from({ length: AT_ONCE - 1 }, () => [429, ru.files.storageFull(2)]));
  });

  it(`${AT_ONCE} uploads at once with 5 left of the hour’s ${UPLOADS_PER_HOUR}: exactly 5 are kept`, async () => {
    setClock({ freezeAt: new Date('2026-06-01T10:00:00Z') });
    const { c, user } = await signedInClient(t.app, t.db, 'participant');
    const at = new Date('2026-06-01T09:50:00Z');
    await t.db.insert(rateLimits).values({
      key: `upload:user:${user.id}`,
      windowStart: at,
      hits: UPLOADS_PER_HOUR - 5,
      expiresAt: new Date(at.getTime() + 3_600_000),
    });
    const { accepted, refused } = await uploadAtOnce(c, AT_ONCE);
    expect(accepted).toBe(5);
    expect(refused).toEqual(Array.from({ length: AT_ONCE - 5 }, () => [429, ru.files.tooManyUploads(3000)]));
  });
});
