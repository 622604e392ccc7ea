/**
 * The statistics period: Moscow days (`YYYY-MM-DD`, both included) as instants, and the bucket the
 * timeline is drawn in. Moscow has kept UTC+3 all year since 2014, so a day starts at 21:00 UTC the
 * day before; the SQL buckets use the zone database (`at time zone 'Europe/Moscow'`) all the same.
 */
import type { Bucket } from '#shared/contracts/statistics.ts';
import { moscowDayStart } from '#shared/domain/moscow-time.ts';

const DAY_MS = 86_400_000;

export type Period = { from: string; to: string; start: Date; end: Date; bucket: Bucket; allTime: boolean };

const startOfMoscowDay = (day: string) => moscowDayStart(day);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days up to 62 (two months), ISO weeks up to two years, months beyond. */
export function bucketFor(from: string, to: string): Bucket {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return days <= 62 ? 'day' : days <= 731 ? 'week' : 'month';
}

export function periodOf(from: string, to: string, allTime: boolean): Period {
  return {
    from,
    to,
    start: startOfMoscowDay(from),
    end: startOfMoscowDay(addDays(to, 1)),
    bucket: bucketFor(from, to),
    allTime,
  };
}

/** The first day of the bucket holding `day` (weeks start on Monday, as `date_trunc('week')`). */
export function bucketStart(day: string, bucket: Bucket): string {
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every bucket start from the one holding `from` to the one holding `to`. */
export function bucketStarts(p: Pick<Period, 'from' | 'to' | 'bucket'>): string[] {
  const out: string[] = [];
  let day = bucketStart(p.from, p.bucket);
  while (day <= p.to) {
    out.push(day);
    if (p.bucket === 'day') day = addDays(day, 1);
    else if (p.bucket === 'week') day = addDays(day, 7);
    else {
      const [y, m] = day.split('-').map(Number) as [number, number];
      day = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
    }
  }
  return out;
}
