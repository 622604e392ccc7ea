/**
 * How much one user may upload (issue 16): at most `UPLOADS_PER_HOUR` files an hour, at most
 * `UNUSED_MAX` uploads that nothing uses yet (waiting to be attached: the clean-up deletes them a day
 * after upload), and for a participant `PARTICIPANT_BYTES` of live files in all. Staff upload for the
 * programme (posts, materials, covers, offers) and are held by the first two only. Refusals are
 * Russian 429s (the hourly count with `Retry-After`).
 *
 * `saveUpload` with `quota: true` is the one caller (issue 30): `checkUploadQuota` before a byte of
 * the file is read, and `holdUploadQuota` in the transaction that inserts the file's row, so the row
 * is the reservation and uploads sent at once cannot all pass a count that none of them is in yet.
 * The hourly count is one upsert (rate-limit.ts): counted and checked in one statement.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ru } from '#shared/i18n/ru.ts';
import type { DbOrTx } from '../../db/client.ts';
import { files, users } from '../../db/schema.ts';
import { HttpError } from '../errors.ts';
import { hit } from '../rate-limit.ts';
import { unusedFile } from './uses.ts';

export const UPLOADS_PER_HOUR = 100;
export const UNUSED_MAX = 10;
export const PARTICIPANT_BYTES = 2 * 1024 ** 3;

/** Before the file is read: counts the upload against the hour, and refuses one the user has no room for. */
export async function checkUploadQuota(db: DbOrTx, ownerUserId: number): Promise<void> {
  await hit(
    db,
    [{ key: `upload:user:${ownerUserId}`, max: UPLOADS_PER_HOUR, windowSeconds: 3600 }],
    ru.files.tooManyUploads,
  );
  await refuseWithoutRoom(db, ownerUserId);
}

/**
 * In the transaction that inserts the file's row, before the insert: one upload of a user at a time
 * (an advisory lock keyed by the user, held to the commit; PGlite runs one transaction at a time
 * anyway), and the room checked again, now counting every upload committed before this one.
 */
export async function holdUploadQuota(tx: DbOrTx, ownerUserId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(72417004, ${ownerUserId}::int)`);
  await refuseWithoutRoom(tx, ownerUserId);
}

/** The rules on what a user keeps: uploads nothing uses yet, and a participant's bytes. */
async function refuseWithoutRoom(db: DbOrTx, ownerUserId: number): Promise<void> {
  const [usage] = await db
    .select({
      role: users.role,
      bytes: sql<number>`coalesce(sum(${files.size}), 0)`.mapWith(Number),
      unused: sql<number>`count(${files.id}) filter (where ${unusedFile})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(files, and(eq(files.ownerUserId, users.id), isNull(files.erasedAt)))
    .where(eq(users.id, ownerUserId))
    .groupBy(users.role);
  if (!usage) return;
  if (usage.unused >= UNUSED_MAX) throw new HttpError(429, ru.files.tooManyUnused(UNUSED_MAX));
  if (usage.role === 'participant' && usage.bytes >= PARTICIPANT_BYTES)
    throw new HttpError(429, ru.files.storageFull(PARTICIPANT_BYTES / 1024 ** 3));
}
