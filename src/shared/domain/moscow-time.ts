/**
 * Moscow time, the product's one time zone (docs/product.md «Localisation»): instants are stored in
 * UTC and shown, filtered and grouped by Moscow days. Moscow has kept UTC+3 all year since 2014, so
 * a typed day or wall-clock time becomes an instant with a fixed `+03:00`, and an instant is shown
 * by adding those three hours; SQL buckets and the exports' cells name the zone itself (`MOSCOW_ZONE`).
 */
export const MOSCOW_ZONE = 'Europe/Moscow';
const DAY_MS = 86_400_000;

const OFFSET_MS = 3 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

/**
 * An instant's Moscow wall clock, two digits each but the year. Plain arithmetic on the fixed
 * offset rather than `Intl.DateTimeFormat`: the first formatter with a time zone loads the zone data,
 * which costs a phone ~100 ms at the start of every page (issue 14), and the answer is the same.
 */
export function moscowClock(at: Date): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
} {
  const time = at.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const d = new Date(time + OFFSET_MS);
  return {
    year: String(d.getUTCFullYear()),
    month: two(d.getUTCMonth() + 1),
    day: two(d.getUTCDate()),
    hour: two(d.getUTCHours()),
    minute: two(d.getUTCMinutes()),
  };
}

/** The Moscow calendar day of an instant, `YYYY-MM-DD`. */
export function moscowDay(at: Date): string {
  const c = moscowClock(at);
  return `${c.year}-${c.month}-${c.day}`;
}

/** The instant a Moscow calendar day (`YYYY-MM-DD`) starts, `plusDays` later (1: where it ends). */
export function moscowDayStart(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+03:00`).getTime() + plusDays * DAY_MS);
}

/** A Moscow wall-clock time typed in a form (`YYYY-MM-DDTHH:mm`) as an instant with its offset. */
export function moscowWallTime(local: string): string {
  return `${local}:00+03:00`;
}
