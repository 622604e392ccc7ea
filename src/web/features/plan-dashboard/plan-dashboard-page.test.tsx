import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const upload = vi.hoisted(() => ({ uploadForm: vi.fn() }));
vi.mock('#web/lib/upload.ts', () => upload);

const t = ru.planDashboard.web;
const position = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  status: 'open',
  department: 7,
  city_name: 'Казань',
  plan: 3,
  candidates: 8,
  in_progress: [
    { n: 1, count: 2 },
    { n: 3, count: 1 },
  ],
  hired: 2,
  started: 1,
  overdue: 1,
  ...extra,
});
const body = (positions: ReturnType<typeof position>[]) => ({
  data: {
    positions,
    totals: {
      plan: positions.reduce((s, p) => s + p.plan, 0),
      hired: 2,
      started: 1,
      in_progress: 3,
      overdue: 1,
    },
  },
});

function adminWith(answer: () => { status?: number; body?: unknown }) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url) => {
    if (url.pathname === '/api/users/info') return { body: { data: userOf('admin') } };
    if (url.pathname === '/api/dashboard/vacancies/dashboard') return answer();
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  upload.uploadForm.mockReset();
  window.localStorage.clear();
});

describe('/admin/dashboard', () => {
  it('every position with plan, hires against it, stages and overdue; filter by title and status', async () => {
    adminWith(() => ({
      body: body([
        position(1, 'Стажёр-аналитик'),
        position(2, 'Стажёр в финансы', { status: 'draft', plan: 1, hired: 0, overdue: 0, in_progress: [] }),
      ]),
    }));
    renderApp('/admin/dashboard');
    const table = await screen.findByRole('table', { name: t.title }, { timeout: 10_000 });
    const row = within(table).getByRole('link', { name: 'Стажёр-аналитик' }).closest('tr')!;
    expect(within(row).getByText(t.ofPlan(2, 3))).toBeTruthy();
    expect(within(row).getByText(`${ru.stageNames.SCREENING}: 2`)).toBeTruthy();
    expect(within(row).getByRole('link', { name: '1' }).getAttribute('href')).toBe(
      '/admin/positions/1/candidates',
    );
    expect(within(screen.getByRole('group', { name: t.totals.plan })).getByText('4')).toBeTruthy();
    expect(screen.getByRole('link', { name: t.template }).getAttribute('href')).toBe(
      '/api/dashboard/vacancies/dashboard-import/template',
    );

    fireEvent.change(screen.getByLabelText(t.search), { target: { value: 'финанс' } });
    expect(within(table).queryByText('Стажёр-аналитик')).toBeNull();
    expect(within(table).getByText('Стажёр в финансы')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(t.search), { target: { value: 'нет такой' } });
    expect(screen.getByText(t.noMatch)).toBeTruthy();
  });

  it('no positions yet: the empty state; an error: a retry', async () => {
    let fail = true;
    adminWith(() => (fail ? { status: 403, body: { message: 'Недостаточно прав' } } : { body: body([]) }));
    renderApp('/admin/dashboard');
    expect(await screen.findByText(t.loadError, {}, { timeout: 10_000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByText(t.emptyTitle)).toBeTruthy();
  });

  it('the import: a file is required, bad rows are listed by number, a good file closes with the message', async () => {
    adminWith(() => ({ body: body([position(1, 'Стажёр-аналитик')]) }));
    renderApp('/admin/dashboard');
    await screen.findByRole('table', { name: t.title }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: t.import }));
    const dialog = await screen.findByRole('dialog', { name: t.importTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: t.importSubmit }));
    expect(await within(dialog).findByText(ru.planDashboard.plan.fileRequired)).toBeTruthy();
    expect(upload.uploadForm).not.toHaveBeenCalled();

    upload.uploadForm.mockRejectedValueOnce(
      new ApiError(422, ru.planDashboard.plan.invalid(2), {
        'rows.3': ['Позиции с ID 999 нет'],
        'rows.10': ['План не может быть отрицательным', 'Позиция 1 уже есть в строке 2'],
      }),
    );
    const file = new File([new Uint8Array([80, 75, 3, 4])], 'План.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const input = dialog.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.importSubmit }));
    const list = await within(dialog).findByRole('list', { name: t.importErrors });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      `${t.importRow(3)}: Позиции с ID 999 нет`,
      `${t.importRow(10)}: План не может быть отрицательным; Позиция 1 уже есть в строке 2`,
    ]);
    expect(within(dialog).getByText(ru.planDashboard.plan.invalid(2))).toBeTruthy();

    upload.uploadForm.mockResolvedValueOnce({
      message: ru.planDashboard.plan.imported(1),
      data: { updated: 1 },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: t.importSubmit }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.importTitle })).toBeNull());
    expect(await screen.findByText(ru.planDashboard.plan.imported(1))).toBeTruthy();
    const sent = upload.uploadForm.mock.calls.at(-1)!;
    expect(sent[0]).toBe('/api/dashboard/vacancies/dashboard-import');
    expect((sent[1].form() as FormData).get('file')).toBe(file);
  });
});
