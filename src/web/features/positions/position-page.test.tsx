import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { ru } from '#shared/i18n/ru.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const position = (extra: Record<string, unknown> = {}) => ({
  id: 5,
  title: 'Стажёр-аналитик',
  status: 'open',
  department: 7,
  city_id: 3,
  city_name: 'Казань',
  tags: ['SQL'],
  headcount: 2,
  recruiter_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  pipeline: [1, 3],
  candidates_count: 2,
  by_stage: [{ n: 1, count: 2 }],
  description: '## Задачи\n\nАнализ **данных**',
  work_format: 1,
  hours: 40,
  english_level: 3,
  answer_days: 5,
  cover_file_id: null,
  stages: [
    { n: 1, type: 'SCREENING', deadline_days: 5, settings: {} },
    { n: 3, type: 'TESTING', deadline_days: null, settings: {} },
  ],
  manager_ids: [],
  status_variants: ['stop', 'close'],
  ...extra,
});

function recruiterWith(onStatus: (body: Record<string, unknown>) => unknown) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('recruiter') } };
    if (p === '/sanctum/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=t';
      return { status: 204 };
    }
    if (p === '/api/dashboard/vacancies/5/status')
      return { body: onStatus(JSON.parse(String(init.body)) as Record<string, unknown>) };
    if (p === '/api/dashboard/vacancies/5') return { body: { data: position() } };
    if (p === '/api/dashboard/vacancies/5/managers')
      return {
        body: {
          data: [{ id: 9, name: 'Пётр Петров', email: 'm@example.com', active: true, candidates_count: 1 }],
        },
      };
    if (p === '/api/dashboard/vacancies/5/statistics')
      return {
        body: {
          data: {
            candidates: 2,
            stages: [
              {
                n: 1,
                reached: 16,
                by_status: {},
                passed: 15,
                refused: 0,
                conversion: null,
                median_hours: null,
              },
              {
                n: 2,
                reached: 15,
                by_status: {},
                passed: 14,
                refused: 0,
                conversion: 93.8,
                median_hours: null,
              },
            ],
            sources: [],
          },
        },
      };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('staff position page', () => {
  it('shows the facts, description, pipeline, managers and funnel; delete is off with candidates', async () => {
    recruiterWith(() => ({}));
    renderApp('/recruiter/positions/5');
    expect(await screen.findByRole('heading', { name: 'Стажёр-аналитик' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Задачи' })).toBeTruthy();
    expect(await screen.findByText('Пётр Петров')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Кандидаты/ }).getAttribute('href')).toBe(
      '/recruiter/positions/5/candidates',
    );
    // Unavailable, yet reachable, and saying why.
    const remove = screen.getByRole('button', { name: 'Удалить' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    remove.focus();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Позицию с кандидатами удалить нельзя');
    // The funnel in Russian number format, its stages by their one name.
    expect(await screen.findByText('93,8 %')).toBeTruthy();
    expect(screen.queryByText('93.8%')).toBeNull();
    expect(screen.getAllByText(ru.stageNames.VCV).length).toBeGreaterThan(0);
  });

  it('asks before closing and then sends the new status', async () => {
    const sent: unknown[] = [];
    recruiterWith((body) => {
      sent.push(body);
      return { data: position({ status: 'close', status_variants: ['open'] }) };
    });
    renderApp('/recruiter/positions/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть' }, { timeout: 10_000 }));
    expect(await screen.findByText('Закрыть позицию?')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'close' }]));
    expect(await screen.findByRole('button', { name: 'Открыть' })).toBeTruthy();
  });
});
