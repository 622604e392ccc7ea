/**
 * Moscow time, the product's one time zone (docs/product.md «Localisation»): instants are stored in
 * UTC and shown, filtered and grouped by Moscow days. Moscow has kept UTC+3 all year since 2014, so
 * a typed day or wall-clock time becomes an instant with a fixed `+03:00`; formatting and SQL
 * buckets name the zone itself (`MOSCOW_ZONE`).
 */
export const MOSCOW_ZONE = 'Europe/Moscow';
const DAY_MS = 86_400_000;

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: MOSCOW_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Moscow calendar day of an instant, `YYYY-MM-DD`. */
export function moscowDay(at: Date): string {
  return DAY.format(at);
}

/** The instant a Moscow calendar day (`YYYY-MM-DD`) starts, `plusDays` later (1: where it ends). */
export function moscowDayStart(day: string, plusDays = 0): Date {
  return new Date(new Date(`${day}T00:00:00+03:00`).getTime() + plusDays * DAY_MS);
}

/** A Moscow wall-clock time typed in a form (`YYYY-MM-DDTHH:mm`) as an instant with its offset. */
export function moscowWallTime(local: string): string {
  return `${local}:00+03:00`;
}
