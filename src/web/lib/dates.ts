import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/ru.js';

dayjs.extend(utc);
dayjs.locale('ru');

/** Times are shown in Moscow time (UTC+3, no daylight saving). */
export function formatMoscow(iso: string, format = 'DD.MM.YYYY HH:mm'): string {
  return dayjs(iso).utcOffset(180).format(format);
}

/**
 * Where a period reaching `months` back to `today` begins, both days included: the same day that many
 * months earlier («from one month back to today», spec section 9). The export's default range and the
 * statistics' «Месяц» and «Квартал» both use it, so they cover the same days.
 */
export function monthsBack(months: number, today = dayjs()): dayjs.Dayjs {
  return today.subtract(months, 'month');
}
