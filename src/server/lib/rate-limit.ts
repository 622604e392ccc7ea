/**
 * Fixed-window counters in the database, so every app server shares them (sign-in and SMS limits).
 */
import { and, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { now } from './clock.ts';
import { tooMany } from './errors.ts';

export type Limit = { key: string; max: number; windowSeconds: number };

function windowOf(limit: Limit, at: Date) {
  const ms = limit.windowSeconds * 1000;
  const start = Math.floor(at.getTime() / ms) * ms;
  return { start: new Date(start), end: new Date(start + ms) };
}

/** Counts one hit against each limit; throws 429 (with Retry-After) if any is already used up. */
export async function hit(db: DbOrTx, limits: Limit[], message?: (seconds: number) => string): Promise<void> {
  const at = now();
  for (const limit of limits) {
    const { start, end } = windowOf(limit, at);
    const [row] = await db
      .insert(rateLimits)
      .values({ key: limit.key, windowStart: start, hits: 1, expiresAt: end })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { hits: sql`${rateLimits.hits} + 1` },
      })
      .returning({ hits: rateLimits.hits });
    if ((row?.hits ?? 0) > limit.max) {
      const seconds = Math.ceil((end.getTime() - at.getTime()) / 1000);
      throw tooMany(seconds, message?.(seconds));
    }
  }
}

/** Throws 429 if a limit is used up, without counting a hit (for checks before the real attempt). */
export async function check(db: DbOrTx, limits: Limit[], message?: (seconds: number) => string): Promise<void> {
  const at = now();
  for (const limit of limits) {
    const { start, end } = windowOf(limit, at);
    const rows = await db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${limit.key} and ${rateLimits.windowStart} = ${start}`);
    if ((rows[0]?.hits ?? 0) >= limit.max) {
      const seconds = Math.ceil((end.getTime() - at.getTime()) / 1000);
      throw tooMany(seconds, message?.(seconds));
    }
  }
}

/** Deletes counters whose window has passed. */
export async function sweepRateLimits(db: DbOrTx): Promise<void> {
  await db.delete(rateLimits).where(and(lt(rateLimits.expiresAt, now())));
}
