import { describe, expect, it } from 'vitest';
import { answerDueDay } from './answer-time.ts';

// 2026-12-07 is a Monday.
const msk = (local: string) => new Date(`${local}+03:00`);

describe('answerDueDay: working days (Mon–Fri) after the Moscow day the wait began', () => {
  it('5 days from a Monday is the next Monday', () => {
    expect(answerDueDay(msk('2026-12-07T10:00:00'), 5)).toBe('2026-12-14');
  });
  it('1 day from a Friday is the Monday after', () => {
    expect(answerDueDay(msk('2026-12-11T18:00:00'), 1)).toBe('2026-12-14');
  });
  it('a wait begun on Saturday or Sunday counts from Monday', () => {
    expect(answerDueDay(msk('2026-12-12T09:00:00'), 1)).toBe('2026-12-14');
    expect(answerDueDay(msk('2026-12-13T23:59:00'), 5)).toBe('2026-12-18');
  });
  it('the day is Moscow’s: 22:30 UTC on Friday is already Saturday in Moscow', () => {
    expect(answerDueDay(new Date('2026-12-11T22:30:00Z'), 1)).toBe('2026-12-14');
    expect(answerDueDay(new Date('2026-12-11T20:59:00Z'), 1)).toBe('2026-12-14');
    expect(answerDueDay(new Date('2026-12-10T21:30:00Z'), 1)).toBe('2026-12-14');
  });
  it('30 days are six weeks; across a month and a year', () => {
    expect(answerDueDay(msk('2026-12-07T10:00:00'), 30)).toBe('2027-01-18');
    expect(answerDueDay(msk('2026-12-30T10:00:00'), 3)).toBe('2027-01-04');
  });
  it('0 days is the day itself; a negative or fractional count is refused', () => {
    expect(answerDueDay(msk('2026-12-07T10:00:00'), 0)).toBe('2026-12-07');
    expect(() => answerDueDay(msk('2026-12-07T10:00:00'), -1)).toThrow(RangeError);
    expect(() => answerDueDay(msk('2026-12-07T10:00:00'), 1.5)).toThrow(RangeError);
  });
});
