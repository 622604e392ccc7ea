/** Dates as users read them: Moscow time, DD.MM.YYYY and HH:mm, on the server and in the browser alike. */
import { moscowClock } from '../domain/moscow-time.ts';

export function formatDateMsk(d: Date): string {
  return formatMoscow(d, 'DD.MM.YYYY');
}

/** `21.11.2026 в 14:30` (Moscow time). */
export function formatDateTimeMsk(d: Date): string {
  const c = moscowClock(d);
  return `${c.day}.${c.month}.${c.year} в ${c.hour}:${c.minute}`;
}

/**
 * A moment in Moscow time, in one of the forms the pages show: `DD.MM.YYYY HH:mm` (the default),
 * `DD.MM.YYYY`, or `YYYY-MM-DDTHH:mm` (the value of a datetime field).
 */
export function formatMoscow(
  moment: string | Date,
  format: 'DD.MM.YYYY HH:mm' | 'DD.MM.YYYY' | 'YYYY-MM-DDTHH:mm' = 'DD.MM.YYYY HH:mm',
): string {
  const c = moscowClock(new Date(moment));
  const date = `${c.day}.${c.month}.${c.year}`;
  if (format === 'DD.MM.YYYY') return date;
  if (format === 'YYYY-MM-DDTHH:mm') return `${c.year}-${c.month}-${c.day}T${c.hour}:${c.minute}`;
  return `${date} ${c.hour}:${c.minute}`;
}

const WEEKDAYS = ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'];

/** A calendar day (`YYYY-MM-DD`, a Moscow day as the API names it) as `14.12.2026 (пн)`; '' if malformed. */
export function formatDayWithWeekday(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return '';
  return `${m[3]}.${m[2]}.${m[1]} (${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]})`;
}
