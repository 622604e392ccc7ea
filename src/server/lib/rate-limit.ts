/**
 * Rate limits counted in the database, so every app server shares them (decision 002). A window
 * opens at a key's first hit and lasts `windowSeconds`; at most `max` hits fit in it.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { now } from './clock.ts';
import { tooMany } from './errors.ts';

export type Limit = { key: string; max: number; windowSeconds: number };

/** A limit that is used up, and how long until its window ends. */
export type UsedUp = { limit: Limit; seconds: number };

const secondsUntil = (end: Date, at: Date) => Math.max(1, Math.ceil((end.getTime() - at.getTime()) / 1000));

/**
 * Counts one hit (or `weight` hits: 0 runs the same statement and counts nothing) against each limit
 * and answers each one's hits so far in its window; never refuses.
 */
export async function count(
  db: DbOrTx,
  limits: Limit[],
  weight: 0 | 1 = 1,
): Promise<{ limit: Limit; hits: number; seconds: number }[]> {
  const at = now();
  const counted = [];
  for (const limit of limits) {
    const end = new Date(at.getTime() + limit.windowSeconds * 1000);
    const expired = sql`${rateLimits.expiresAt} <= ${at.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key: limit.key, windowStart: at, hits: weight, expiresAt: end })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${expired} then ${weight}::int else ${rateLimits.hits} + ${weight}::int end`,
          windowStart: sql`case when ${expired} then ${at.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
          expiresAt: sql`case when ${expired} then ${end.toISOString()}::timestamptz else ${rateLimits.expiresAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
    if (row) counted.push({ limit, hits: row.hits, seconds: secondsUntil(row.expiresAt, at) });
  }
  return counted;
}

/** Counts one hit against each limit; throws 429 (with Retry-After) when one is used up. */
export async function hit(db: DbOrTx, limits: Limit[], message?: (seconds: number) => string): Promise<void> {
  const over = (await count(db, limits)).find((c) => c.hits > c.limit.max);
  if (over) throw tooMany(over.seconds, message?.(over.seconds));
}

/** The first limit already used up (without counting a hit), or null: to refuse before doing any work. */
export async function usedUp(db: DbOrTx, limits: Limit[]): Promise<UsedUp | null> {
  const at = now();
  for (const limit of limits) {
    const [row] = await db
      .select({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, limit.key), gt(rateLimits.expiresAt, at)));
    if (row && row.hits >= limit.max) return { limit, seconds: secondsUntil(row.expiresAt, at) };
  }
  return null;
}

/** Throws 429 if a limit is used up, without counting a hit. */
export async function check(
  db: DbOrTx,
  limits: Limit[],
  message?: (seconds: number) => string,
): Promise<void> {
  const over = await usedUp(db, limits);
  if (over) throw tooMany(over.seconds, message?.(over.seconds));
}

/** Gives one hit back to a limit's current window: what it counted turned out honest (decision 021). */
export async function release(db: DbOrTx, limit: Limit): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(and(eq(rateLimits.key, limit.key), gt(rateLimits.expiresAt, now())));
}

/** Deletes counters whose window has passed. */
export async function sweepRateLimits(db: DbOrTx): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now()));
}
