import { describe, expect, it } from 'vitest';
import { formatDateTimeMsk, formatMoscow } from './dates.ts';

describe('Moscow time', () => {
  it('shows a moment in Moscow time, whatever the zone it was written in', () => {
    expect(formatMoscow('2026-11-26T21:05:00Z')).toBe('27.11.2026 00:05');
    expect(formatMoscow('2026-11-26T21:05:00Z', 'DD.MM.YYYY')).toBe('27.11.2026');
    expect(formatMoscow('2026-01-02T03:04:00+03:00', 'YYYY-MM-DDTHH:mm')).toBe('2026-01-02T03:04');
    expect(formatMoscow(new Date('2026-06-30T20:59:00Z'))).toBe('30.06.2026 23:59');
    expect(formatDateTimeMsk(new Date('2026-11-21T11:30:00Z'))).toBe('21.11.2026 в 14:30');
  });
});
