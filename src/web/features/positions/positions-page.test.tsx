import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const item = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  status: 'open',
  department: 7,
  city_id: 3,
  city_name: 'Казань',
  tags: ['SQL'],
  headcount: 2,
  recruiter_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
  pipeline: [1, 3],
  candidates_count: 4,
  by_stage: [
    { n: 1, count: 3 },
    { n: 3, count: 1 },
  ],
  ...extra,
});

function recruiterWith(list: (url: URL) => { status?: number; body?: unknown } | undefined) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('recruiter') } };
    if (p === '/api/dashboard/vacancies/entities')
      return { body: { data: { cities: [{ value: 3, label: 'Казань' }], tags: ['SQL'] } } };
    if (p === '/api/dashboard/vacancies') return list(url);
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('staff positions list', () => {
  it('shows the positions with their status, candidates by stage and a link to each', async () => {
    recruiterWith(() => ({
      body: {
        data: [item(1, 'Стажёр-аналитик'), item(2, 'Стажёр в финансы', { status: 'draft' })],
        meta: { total: 2, page: 1, per_page: 20 },
      },
    }));
    renderApp('/recruiter/positions');
    const link = await screen.findByRole('link', { name: 'Стажёр-аналитик' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/recruiter/positions/1');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Открыта')).toBeTruthy();
    expect(within(table).getByText('Черновик')).toBeTruthy();
    // Candidates by stage, by the stages' names: no bare numbers to decipher.
    expect(screen.getAllByText('Анкета 3').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Тестирование 1').length).toBeGreaterThan(0);
    expect(screen.queryByText('1: 3')).toBeNull();
    expect(screen.getByRole('link', { name: 'Создать позицию' }).getAttribute('href')).toBe(
      '/recruiter/positions/new',
    );
  });

  it('sends the sort and the filters from the URL', async () => {
    const calls = recruiterWith(() => ({
      body: { data: [item(1, 'Стажёр')], meta: { total: 1, page: 1, per_page: 20 } },
    }));
    renderApp('/recruiter/positions?status=open&department=7');
    await screen.findByRole('link', { name: 'Стажёр' }, { timeout: 10_000 });
    const first = calls.find((c) => c.url.pathname === '/api/dashboard/vacancies')!;
    expect(first.url.searchParams.get('status')).toBe('open');
    expect(first.url.searchParams.get('department')).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Название»' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/dashboard/vacancies').at(-1)!;
      expect(last.url.searchParams.get('sort')).toBe('title');
      expect(last.url.searchParams.get('order')).toBe('asc');
    });
  });

  it('shows the empty state and an error with a retry', async () => {
    let fail = true;
    recruiterWith(() =>
      fail
        ? { status: 429, body: { message: 'Слишком много запросов' } }
        : { body: { data: [], meta: { total: 0, page: 1, per_page: 20 } } },
    );
    renderApp('/recruiter/positions');
    expect(await screen.findByText('Не удалось загрузить позиции', {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Позиций не нашлось')).toBeTruthy();
  });
});
