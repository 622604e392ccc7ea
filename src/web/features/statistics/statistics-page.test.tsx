import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { SURVEY_NAMES } from '#shared/i18n/ru/statuses.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';
import { periodFromParams, periodQuery, presetRange } from './period.ts';
import dayjs from 'dayjs';
import { monthsBack } from '#web/lib/months-back.ts';

const t = ru.statistics.web;
const stage = (n: number, reached: number, conversion: number | null, median: number | null = null) => ({
  n,
  reached,
  by_status: {},
  passed: Math.floor(reached / 2),
  refused: 1,
  conversion,
  median_hours: median,
});

function stats(applications: number, extra: Record<string, unknown> = {}) {
  return {
    data: {
      period: { from: '2026-10-01', to: '2026-10-03', all_time: false, bucket: 'day' },
      totals: { registrations: 12, applications, applicants: applications, hired: 2, started: 1 },
      timeline: [
        { start: '2026-10-01', registrations: 5, applications: 1 },
        { start: '2026-10-02', registrations: 7, applications: applications - 1 },
        { start: '2026-10-03', registrations: 0, applications: 0 },
      ],
      funnel: [
        stage(1, applications, null, 18),
        stage(2, 4, 50),
        stage(3, 3, 75),
        stage(4, 0, null),
        stage(5, 2, 66.7),
        stage(6, 0, null),
        stage(7, 2, 100),
        stage(8, 1, 50),
      ],
      time_to_decision: {
        decided: 3,
        median_days: 4,
        p90_days: 8.8,
        hired: { count: 1, median_days: 10 },
        refused: { count: 2, median_days: 3 },
      },
      sources: [
        { key: 'hh', count: 6 },
        { key: 'vk', count: 2 },
      ],
      departments: [{ department: 7, applications, hired: 2 }],
      cities: { top: [{ key: 'Казань', count: 5 }], other: 0, unknown: 2 },
      institutions: { top: [{ key: 'КФУ', count: 3 }], other: 4, unknown: 0 },
      feedback: [
        { kind: 'usability', count: 2, average: 4.5, scores: [0, 0, 0, 1, 1] },
        { kind: 'test-success', count: 0, average: null, scores: [0, 0, 0, 0, 0] },
      ],
      ...extra,
    },
  };
}

function adminWith(answer: (url: URL) => { status?: number; body?: unknown }) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url) => {
    if (url.pathname === '/api/users/info') return { body: { data: userOf('admin') } };
    if (url.pathname === '/api/dashboard/vacancies/statistics') return answer(url);
    return undefined;
  });
}

const fig = (label: string) => screen.getByRole('group', { name: label }).lastChild?.textContent;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the period', () => {
  it("ends on Moscow's today, whatever the zone of the machine drawing it (a server in UTC drew yesterday's)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-07T22:30:00Z')); // 01:30 on 8 December in Moscow
      expect(presetRange('week')).toEqual({ from: '2026-12-02', to: '2026-12-08' });
      expect(periodFromParams(new URLSearchParams()).to).toBe('2026-12-08');
    } finally {
      vi.useRealTimers();
    }
  });

  it('presets end today; the URL keeps a preset or a range; the API gets DD.MM.YYYY or all time', () => {
    const today = dayjs('2026-11-21');
    expect(presetRange('week', today)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    // One definition of «a month back» with the export's default range: the same day a month earlier.
    expect(presetRange('month', today)).toEqual({ from: '2026-10-21', to: '2026-11-21' });
    expect(presetRange('month', today).from).toBe(monthsBack(1, today).format('YYYY-MM-DD'));
    expect(presetRange('quarter', today)).toEqual({ from: '2026-08-21', to: '2026-11-21' });
    expect(periodFromParams(new URLSearchParams('from=2026-10-01&to=2026-10-31'))).toEqual({
      preset: null,
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(periodFromParams(new URLSearchParams('from=2026-10-31&to=2026-10-01')).preset).toBe('month');
    expect(periodQuery({ preset: null, from: '2026-10-01', to: '2026-10-31' })).toEqual({
      date_from: '01.10.2026',
      date_to: '31.10.2026',
    });
    expect(periodQuery({ preset: 'all', from: null, to: null })).toEqual({ all_time: '1' });
  });
});

describe('/admin/statistics', () => {
  it('shows the numbers of the period: totals, funnel with conversion, time to decision, sources, feedback', async () => {
    const calls = adminWith(() => ({ body: stats(9) }));
    renderApp('/admin/statistics?from=2026-10-01&to=2026-10-03');
    const funnel = await screen.findByRole('table', { name: t.funnel.title }, { timeout: 10_000 });
    expect(calls.find((c) => c.url.pathname.endsWith('/statistics'))!.url.search).toBe(
      '?date_from=01.10.2026&date_to=03.10.2026',
    );
    const rows = within(funnel).getAllByRole('row');
    expect(within(rows[1]!).getByText(ru.stageNames.SCREENING)).toBeTruthy();
    expect(within(rows[1]!).getByText('18 ч')).toBeTruthy();
    expect(within(rows[2]!).getByText('50 %')).toBeTruthy();
    expect(within(rows[5]!).getByText('66,7 %')).toBeTruthy();
    expect(fig(t.totals.registrations)).toBe('12');
    expect(fig(t.decision.p90)).toBe('8,8 дня');
    const sources = screen.getByRole('table', { name: t.sources.title });
    expect(within(sources).getByText('hh.ru')).toBeTruthy();
    expect(within(sources).getByText('6')).toBeTruthy();
    const inst = screen.getByRole('table', { name: t.institutions.title });
    expect(within(inst).getByText(t.other)).toBeTruthy();
    const fb = screen.getByRole('table', { name: t.feedback.title });
    expect(within(fb).getByText('4,5')).toBeTruthy();
    expect(within(fb).getByText(SURVEY_NAMES.usability)).toBeTruthy();
    // The timeline's numbers are one click away.
    fireEvent.click(screen.getByRole('button', { name: t.showTable }));
    const timeline = screen.getByRole('table', { name: t.timeline.title });
    expect(within(timeline).getByText('02.10.2026')).toBeTruthy();
  });

  it('a preset asks for another period and the numbers change', async () => {
    const calls = adminWith((url) => ({ body: stats(url.searchParams.get('all_time') === '1' ? 40 : 9) }));
    renderApp('/admin/statistics?from=2026-10-01&to=2026-10-03');
    await screen.findByRole('table', { name: t.funnel.title }, { timeout: 10_000 });
    expect(fig(t.totals.applications)).toBe('9');
    fireEvent.click(screen.getByText(t.presets.all));
    await waitFor(() => expect(fig(t.totals.applications)).toBe('40'));
    expect(calls.some((c) => c.url.searchParams.get('all_time') === '1')).toBe(true);
  });

  it('an empty period says so; an error offers a retry', async () => {
    const empty = stats(0, {
      totals: { registrations: 0, applications: 0, applicants: 0, hired: 0, started: 0 },
      sources: [],
      feedback: [{ kind: 'usability', count: 0, average: null, scores: [0, 0, 0, 0, 0] }],
    });
    let fail = true;
    adminWith(() =>
      fail ? { status: 422, body: { message: 'Проверьте введённые данные' } } : { body: empty },
    );
    renderApp('/admin/statistics?preset=week');
    expect(await screen.findByText(t.loadError, {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.emptyTitle)).toBeTruthy();
  });
});
