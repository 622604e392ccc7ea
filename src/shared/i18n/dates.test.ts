import { describe, expect, it } from 'vitest';
import { moscowDay } from '../domain/moscow-time.ts';
import { formatDateMsk, formatDateTimeMsk, formatMoscow } from './dates.ts';

describe('Moscow time', () => {
  it('shows a moment in Moscow time, whatever the zone it was written in', () => {
    expect(formatMoscow('2026-11-26T21:05:00Z')).toBe('27.11.2026 00:05');
    expect(formatMoscow('2026-11-26T21:05:00Z', 'DD.MM.YYYY')).toBe('27.11.2026');
    expect(formatMoscow('2026-01-02T03:04:00+03:00', 'YYYY-MM-DDTHH:mm')).toBe('2026-01-02T03:04');
    expect(formatMoscow(new Date('2026-06-30T20:59:00Z'))).toBe('30.06.2026 23:59');
    expect(formatDateTimeMsk(new Date('2026-11-21T11:30:00Z'))).toBe('21.11.2026 в 14:30');
  });

  it('agrees with the time-zone database on every instant from 2015 to 2035 (the fixed offset holds)', () => {
    const zone = { timeZone: 'Europe/Moscow' } as const;
    const date = new Intl.DateTimeFormat('ru-RU', {
      ...zone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const time = new Intl.DateTimeFormat('ru-RU', {
      ...zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const day = new Intl.DateTimeFormat('en-CA', {
      ...zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const from = Date.UTC(2015, 0, 1);
    const step = (Date.UTC(2035, 0, 1) - from) / 5000;
    for (let i = 0; i < 5000; i++) {
      // Steps of ~35 hours plus a few minutes: every hour of the day and every day of the month come up.
      const at = new Date(from + Math.round(i * step) + (i % 60) * 60_000);
      expect(formatDateTimeMsk(at)).toBe(`${date.format(at)} в ${time.format(at)}`);
      expect(formatDateMsk(at)).toBe(date.format(at));
      expect(moscowDay(at)).toBe(day.format(at));
    }
    expect(() => formatMoscow('не дата')).toThrow(RangeError);
  });
});
