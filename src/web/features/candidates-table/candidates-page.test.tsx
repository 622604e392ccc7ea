import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { ruWebTable } from '#shared/i18n/ru/ui/table.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const t = ru.candidatesTable.web;

/** A candidate as the preview gets it (`GET /api/dashboard/candidates/{id}`). */
const candidate = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  vacancy: { id: 2, title: 'Стажёр-аналитик' },
  status: 'awaiting',
  stage: { n: 5, status: 'awaiting', deadline_at: '2026-11-10T09:00:00.000Z', overdue: false },
  applied_at: '2026-11-01T10:00:00.000Z',
  city: 'Казань',
  institution: 'КФУ',
  english_level: 4,
  ...extra,
});

/** A row of the table, which also says the course and whether there is a CV. */
const row = (id: number, name: string, extra: Record<string, unknown> = {}) =>
  candidate(id, name, { course: 3, cv: true, ...extra });

const position = {
  id: 2,
  title: 'Стажёр-аналитик',
  status: 'open',
  department: 7,
  city_id: 3,
  city_name: 'Казань',
  tags: [],
  headcount: 2,
  recruiter_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
  pipeline: [1, 5, 6],
  candidates_count: 2,
  by_stage: [],
  description: '',
  work_format: 1,
  hours: 40,
  english_level: 3,
  answer_days: 5,
  cover_file_id: null,
  updated_at: '2026-11-01T10:00:00.000Z',
  stages: [1, 5, 6].map((n) => ({
    n,
    type: ['SCREENING', '', '', '', 'RECRUITER_INTERVIEW', 'MANAGER_INTERVIEW'][n - 1],
    deadline_days: 7,
    settings: {},
  })),
  manager_ids: [],
  status_variants: [],
};

type Answer = { status?: number; body?: unknown } | undefined;

function signedInAs(
  role: 'recruiter' | 'manager',
  list: (url: URL) => Answer,
  extra: (url: URL, init: RequestInit) => Answer = () => undefined,
) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf(role) } };
    if (p === '/api/dashboard/candidates') return list(url);
    if (p === '/api/dashboard/vacancies/2') return { body: { data: position } };
    if (p === '/api/cities') return { body: { data: [{ id: 3, name: 'Казань', region: 'Татарстан' }] } };
    if (p === '/api/institutions') return { body: { data: [] } };
    return extra(url, init);
  });
}

const page = (data: unknown[], total = data.length) => ({
  body: { data, meta: { page: 1, per_page: 20, total, total_exact: true } },
});
const listCalls = (calls: { url: URL }[]) =>
  calls.filter((c) => c.url.pathname === '/api/dashboard/candidates');

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('staff candidates table', () => {
  it("shows a position's candidates with the columns to decide on and links to their cards", async () => {
    const calls = signedInAs('recruiter', () =>
      page([
        row(7, 'Петров Пётр'),
        row(8, 'Сидорова Анна', {
          stage: { n: 6, status: 'assigned', deadline_at: '2026-10-01T09:00:00.000Z', overdue: true },
          cv: false,
        }),
      ]),
    );
    renderApp('/recruiter/positions/2/candidates');
    const link = await screen.findByRole('link', { name: 'Петров Пётр' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/recruiter/positions/2/candidates/7');
    expect(await screen.findByRole('heading', { name: t.titleOf('Стажёр-аналитик') })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText(ru.stageNames.RECRUITER_INTERVIEW)).toBeInTheDocument();
    expect(within(table).getByText('01.10.2026')).toBeInTheDocument();
    expect(within(table).getByText(t.overdue)).toBeInTheDocument();
    expect(within(table).getAllByText('КФУ, 3 курс')).toHaveLength(2);
    expect(within(table).getAllByText('Upper-Intermediate')).toHaveLength(2);
    expect(within(table).getByText(t.noCv)).toBeInTheDocument();
    expect(listCalls(calls)[0]!.url.searchParams.get('vacancy_id')).toBe('2');
  });

  it('sends the filters of the URL, a debounced search and a sort, and keeps them in the URL', async () => {
    const calls = signedInAs('recruiter', () => page([row(7, 'Петров Пётр')]));
    const app = renderApp('/recruiter/positions/2/candidates?stage=5&overdue=true&departments=2,7');
    await screen.findByRole('link', { name: 'Петров Пётр' }, { timeout: 10_000 });
    const first = listCalls(calls)[0]!.url.searchParams;
    expect(first.get('stage')).toBe('5');
    expect(first.get('overdue')).toBe('true');
    expect(first.get('departments')).toBe('2,7');

    // The letters one after another without yielding between them (`delay: null`), as a fast typist
    // does: on a loaded machine a yield could outlast the debounce and split the word.
    await userEvent
      .setup({ delay: null })
      .type(screen.getByRole('textbox', { name: t.filters.search }), 'петров');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('q')).toBe('петров'), {
      timeout: 5000,
    });
    // One request for the typed word, not one per letter.
    expect(listCalls(calls).filter((c) => c.url.searchParams.get('q')?.startsWith('п')).length).toBe(1);
    expect(app.router.state.location.search).toContain('q=');

    await userEvent.click(screen.getByRole('button', { name: t.sortBy(t.columns.name) }));
    await waitFor(() => {
      const last = listCalls(calls).at(-1)!.url.searchParams;
      expect(last.get('sort')).toBe('name');
      expect(last.get('order')).toBe('asc');
      expect(last.get('stage')).toBe('5');
    });
  });

  it('says there are no candidates yet, and offers to reset filters that match nobody', async () => {
    const calls = signedInAs('recruiter', () => page([]));
    const app = renderApp('/recruiter/positions/2/candidates?city_id=3');
    expect(await screen.findByText(t.noMatchTitle, {}, { timeout: 10_000 })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByTestId('empty-state')).getByRole('button', { name: t.resetFilters }),
    );
    expect(await screen.findByText(t.emptyTitle)).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('');
    expect(listCalls(calls).at(-1)!.url.searchParams.get('city_id')).toBeNull();
  });

  it('says the total is a lower bound when the server stopped counting', async () => {
    signedInAs('recruiter', () => ({
      body: {
        data: [row(7, 'Петров Пётр')],
        meta: { page: 1, per_page: 20, total: 10_000, total_exact: false },
      },
    }));
    renderApp('/recruiter/positions/2/candidates');
    expect(
      await screen.findByText(/^Найдено: более 10\s000 кандидатов$/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ruWebTable.nextPage })).toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    signedInAs('recruiter', () =>
      fail ? { status: 429, body: { message: 'Слишком много запросов' } } : page([row(7, 'Петров Пётр')]),
    );
    renderApp('/recruiter/positions/2/candidates');
    expect(await screen.findByText(t.loadError, {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('link', { name: 'Петров Пётр' })).toBeInTheDocument();
  });

  it('changes a stage status for the selected rows after saying what the candidates will be told', async () => {
    const calls = signedInAs(
      'recruiter',
      () => page([row(7, 'Петров Пётр'), row(8, 'Сидорова Анна')]),
      (url, init) =>
        url.pathname === '/api/dashboard/candidates/statuses' && init.method === 'PUT'
          ? { body: { updated: 2 } }
          : undefined,
    );
    renderApp('/recruiter/positions/2/candidates?stage=5');
    await screen.findByRole('link', { name: 'Петров Пётр' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('checkbox', { name: t.selectAll }));
    const bar = screen.getByRole('region', { name: t.bulk.region });
    expect(within(bar).getByText(t.bulk.selected(2))).toBeInTheDocument();
    // The stage filter is where the bulk change starts.
    expect(within(bar).getByRole('combobox', { name: t.bulk.stage })).toHaveValue(
      ru.stageNames.RECRUITER_INTERVIEW,
    );
    const status = within(bar).getByRole('combobox', { name: t.bulk.status });
    await userEvent.click(status);
    const listbox = await waitFor(() => document.getElementById(status.getAttribute('aria-controls') ?? '')!);
    await userEvent.click(
      within(listbox).getByRole('option', { name: ru.statuses.stage.staff.denied_final, hidden: true }),
    );
    await userEvent.click(within(bar).getByRole('button', { name: t.bulk.apply }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        t.bulk.will(ru.stageNames.RECRUITER_INTERVIEW, ru.statuses.stage.staff.denied_final, 2),
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(t.bulk.notify(ru.stageNotice.byStatus.denied_final))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.bulk.confirm }));
    await waitFor(() => expect(calls.some((c) => c.init.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toEqual({ ids: [7, 8], n: 5, status: 'denied_final' });
    await waitFor(() => expect(screen.queryByRole('region', { name: t.bulk.region })).toBeNull());
  });

  it('opens a preview beside the table with a link to the card', async () => {
    signedInAs(
      'recruiter',
      () => page([row(7, 'Петров Пётр')]),
      (url) =>
        url.pathname === '/api/dashboard/candidates/7'
          ? { body: { data: candidate(7, 'Петров Пётр', { city: 'Самара' }) } }
          : undefined,
    );
    const app = renderApp('/recruiter/positions/2/candidates');
    await userEvent.click(
      await screen.findByRole('button', { name: t.previewOf('Петров Пётр') }, { timeout: 10_000 }),
    );
    const preview = await screen.findByTestId('candidate-preview');
    expect(within(preview).getByText('Самара')).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: t.preview.open }).getAttribute('href')).toBe(
      '/recruiter/positions/2/candidates/7',
    );
    expect(app.router.state.location.search).toBe('?candidate=7');
    await userEvent.click(screen.getByRole('button', { name: t.preview.close }));
    await waitFor(() => expect(screen.queryByTestId('candidate-preview')).toBeNull());
  });

  it('gives a manager their own candidates across positions, without bulk changes', async () => {
    const calls = signedInAs('manager', () => page([row(7, 'Петров Пётр')]));
    renderApp('/manager/candidates');
    const link = await screen.findByRole('link', { name: 'Петров Пётр' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/manager/candidates/7');
    expect(within(screen.getByRole('table')).getByText('Стажёр-аналитик')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: t.selectAll })).toBeNull();
    expect(listCalls(calls)[0]!.url.searchParams.get('vacancy_id')).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/dashboard/vacancies'))).toBe(false);
  });
});
