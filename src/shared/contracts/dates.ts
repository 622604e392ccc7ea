/**
 * Days and instants as requests carry them, checked here once for every contract: a real calendar
 * date (no 30 February shifted to 2 March) within the years the programme deals with, 2000–2099. So
 * nothing PostgreSQL cannot hold reaches a query: a day in year 1 starts on 31 December of year 0
 * in UTC (Moscow is three hours ahead), which PostgreSQL refuses; a day in year 9999 ends in 10000.
 *
 * A day is written YYYY-MM-DD (the lists' filters), DD.MM.YYYY (the spec's exports) or either (the
 * statistics), as each contract says, and always comes out as YYYY-MM-DD. An instant is ISO 8601
 * with an offset.
 */
import { z } from 'zod';

export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2099;

const DMY = /^(\d{2})\.(\d{2})\.(\d{4})$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How a contract lets a day be written; the pattern goes into the OpenAPI description too. */
export type DayWriting = 'iso' | 'ru' | 'either';
const PATTERNS: Record<DayWriting, RegExp> = {
  iso: /^\d{4}-\d{2}-\d{2}$/,
  ru: /^\d{2}\.\d{2}\.\d{4}$/,
  either: /^(\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4})$/,
};

const inYears = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR;

/** A day written as `written` allows, as `YYYY-MM-DD`; null when it is not a real day in 2000–2099. */
export function parseDay(value: string, written: DayWriting = 'either'): string | null {
  const dmy = written === 'iso' ? null : DMY.exec(value);
  const ymd = written === 'ru' ? null : YMD.exec(value);
  const [y, m, d] = dmy ? [dmy[3], dmy[2], dmy[1]] : ymd ? [ymd[1], ymd[2], ymd[3]] : [];
  if (!y || !m || !d || !inYears(Number(y))) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${y}-${m}-${d}`;
}

/** A calendar day in a query or body (`error`: the field's Russian text), as `YYYY-MM-DD`. */
export const daySchema = (error: string, written: DayWriting = 'iso') =>
  z
    .string({ error })
    .trim()
    .regex(PATTERNS[written], { error })
    .meta({ format: 'date' })
    .transform((value, ctx) => {
      const day = parseDay(value, written);
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return day;
    });

/** A moment with its offset (`2026-03-01T10:00:00+03:00`) that falls in 2000–2099 (UTC). */
export const instantSchema = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .refine((value) => inYears(new Date(value).getUTCFullYear()), { error });
