import { onServerClock, useNow } from '#web/lib/clock.ts';

/**
 * Seconds left by the server: `remainingSeconds` as the server said at `syncedAt` (this device's ms,
 * a query's `dataUpdatedAt`), less the time since. Both ends are on one clock, so a wrong device clock
 * changes nothing, and every re-sync from the server corrects any drift.
 */
export function useCountdown(remainingSeconds: number, syncedAt: number): number {
  const nowMs = useNow(1000);
  // Right after a re-sync the last tick may predate it: never show more than the server said.
  const left = Math.ceil((onServerClock(syncedAt) + remainingSeconds * 1000 - nowMs) / 1000);
  return Math.max(0, Math.min(remainingSeconds, left));
}

/** 125 → «02:05»; an hour or more → «1:02:05». */
export function formatSeconds(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return h > 0 ? `${h}:${mmss}` : mmss;
}
