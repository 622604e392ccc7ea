import dayjs from 'dayjs';

/**
 * Where a period reaching `months` back to `today` begins, both days included: the same day that many
 * months earlier («from one month back to today», spec section 9). The export's default range and the
 * statistics' «Месяц» and «Квартал» both use it, so they cover the same days. (Staff pages, with their
 * date pickers: dayjs is theirs.)
 */
export function monthsBack(months: number, today = dayjs()): dayjs.Dayjs {
  return today.subtract(months, 'month');
}
