/**
 * The statistics period as the page holds it (in the URL: `?preset=` or `?from=&to=`, YYYY-MM-DD)
 * and as the API takes it (`date_from`/`date_to` DD.MM.YYYY or `all_time=1`). Presets end today:
 * a week is the last 7 days, a month and a quarter run from the same day one or three months back.
 */
import dayjs from 'dayjs';
import { moscowDay } from '#shared/domain/moscow-time.ts';
import { onServerClock } from '#web/lib/clock.ts';
import { monthsBack } from '#web/lib/months-back.ts';

export const PRESETS = ['week', 'month', 'quarter', 'all'] as const;
export type Preset = (typeof PRESETS)[number];
export type PeriodValue = { preset: Preset | null; from: string | null; to: string | null };

const ISO = 'YYYY-MM-DD';

/**
 * Today in Moscow, the programme's days: the server drawing the page and the browser hydrating it
 * agree on it (the server's zone may be UTC, three hours behind a Moscow evening's next day).
 */
const moscowToday = () => dayjs(moscowDay(new Date(onServerClock(Date.now()))));

export function presetRange(
  preset: Preset,
  today = moscowToday(),
): { from: string | null; to: string | null } {
  if (preset === 'all') return { from: null, to: null };
  const from = preset === 'week' ? today.subtract(6, 'day') : monthsBack(preset === 'month' ? 1 : 3, today);
  return { from: from.format(ISO), to: today.format(ISO) };
}

const isDay = (s: string | null): s is string =>
  !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && dayjs(s, ISO).isValid();

/** The period in the URL, a month by default. */
export function periodFromParams(params: URLSearchParams): PeriodValue {
  const preset = params.get('preset');
  if (preset && (PRESETS as readonly string[]).includes(preset))
    return { preset: preset as Preset, ...presetRange(preset as Preset) };
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && from <= to) return { preset: null, from, to };
  return { preset: 'month', ...presetRange('month') };
}

export function periodToParams(p: PeriodValue): Record<string, string> {
  return p.preset ? { preset: p.preset } : { from: p.from ?? '', to: p.to ?? '' };
}

const dmy = (s: string) => dayjs(s, ISO).format('DD.MM.YYYY');

export function periodQuery(p: PeriodValue): Record<string, string> {
  if (p.preset === 'all' || !p.from || !p.to) return { all_time: '1' };
  return { date_from: dmy(p.from), date_to: dmy(p.to) };
}
