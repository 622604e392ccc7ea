import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/ru.js';

dayjs.extend(utc);
dayjs.locale('ru');

/** Times are shown in Moscow time (UTC+3, no daylight saving). */
export function formatMoscow(iso: string, format = 'DD.MM.YYYY HH:mm'): string {
  return dayjs(iso).utcOffset(180).format(format);
}
