/** Dates as users read them: Moscow time, DD.MM.YYYY and HH:mm, on the server and in the browser alike. */
import { MOSCOW_ZONE } from '../domain/moscow-time.ts';

const DATE = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('ru-RU', { timeZone: MOSCOW_ZONE, hour: '2-digit', minute: '2-digit' });

export function formatDateMsk(d: Date): string {
  return DATE.format(d);
}

/** `21.11.2026 в 14:30` (Moscow time). */
export function formatDateTimeMsk(d: Date): string {
  return `${DATE.format(d)} в ${TIME.format(d)}`;
}

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: MOSCOW_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A moment in Moscow time, in one of the forms the pages show: `DD.MM.YYYY HH:mm` (the default),
 * `DD.MM.YYYY`, or `YYYY-MM-DDTHH:mm` (the value of a datetime field).
 */
export function formatMoscow(
  moment: string | Date,
  format: 'DD.MM.YYYY HH:mm' | 'DD.MM.YYYY' | 'YYYY-MM-DDTHH:mm' = 'DD.MM.YYYY HH:mm',
): string {
  const p = Object.fromEntries(PARTS.formatToParts(new Date(moment)).map((x) => [x.type, x.value]));
  const date = `${p.day}.${p.month}.${p.year}`;
  if (format === 'DD.MM.YYYY') return date;
  if (format === 'YYYY-MM-DDTHH:mm') return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
  return `${date} ${p.hour}:${p.minute}`;
}
