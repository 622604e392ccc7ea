import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  user: { id: 100 + id, name, email: `u${id}@example.ru`, phone: '+79990001122' },
  vacancy: { id: 7, title: 'Стажёр-аналитик', status: 'open' },
  status: 'awaiting',
  created_at: '2026-11-01T21:30:00.000Z',
  submitted_at: '2026-11-01T21:30:00.000Z',
  city: 'Казань',
  institution: 'КФУ',
  ...extra,
});

function adminWith(
  handler: (url: URL, init: RequestInit) => { status?: number; body?: unknown } | undefined,
) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('admin') } };
    if (p === '/api/screening/applications/amount') return { body: { amount: 2 } };
    if (p === '/sanctum/csrf-cookie') return { status: 204 };
    if (p === '/api/dashboard/vacancies')
      return { body: { data: [], meta: { total: 0, page: 1, per_page: 100 } } };
    return handler(url, init);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('admin applications page', () => {
  it('lists the applications awaiting triage with contacts and the Moscow date', async () => {
    const calls = adminWith((url) =>
      url.pathname === '/api/screening/applications'
        ? { body: { data: [row(1, 'Яблокова Анна')], meta: { total: 1, page: 1, per_page: 50 } } }
        : undefined,
    );
    renderApp('/admin/request');
    const table = await screen.findByRole('table', undefined, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'Яблокова Анна' }).getAttribute('href')).toBe(
      '/admin/positions/7/candidates/1',
    );
    expect(within(table).getByText('u1@example.ru')).toBeTruthy();
    expect(within(table).getByText('02.11.2026')).toBeTruthy();
    expect(within(table).getByText('Ждёт разбора')).toBeTruthy();
    const asked = calls.find((c) => c.url.pathname === '/api/screening/applications')!;
    expect(asked.url.searchParams.get('status')).toBe('awaiting');
  });

  it('changes the status of the selected applications after a confirmation and lists the refused ones', async () => {
    const calls = adminWith((url, init) => {
      if (url.pathname === '/api/screening/applications')
        return {
          body: {
            data: [row(1, 'Яблокова Анна'), row(2, 'Абрамов Борис')],
            meta: { total: 2, page: 1, per_page: 50 },
          },
        };
      if (url.pathname === '/api/screening/applications/statuses' && init.method === 'PUT')
        return {
          body: {
            updated: [1],
            failed: [{ id: 2, reason: 'Этот статус нельзя поставить на текущем этапе «Оффер»' }],
          },
        };
      return undefined;
    });
    renderApp('/admin/request');
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Выбрать все на странице' }, { timeout: 10_000 }),
    );
    expect(screen.getByText('Выбрано: 2 заявки')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Новый статус' });
    fireEvent.click(select);
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
    fireEvent.click(within(listbox).getByRole('option', { name: 'Кадровый резерв', hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Сменить статус' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сменить статус заявок?' });
    expect(dialog.textContent).toContain('2 заявки получат статус «Кадровый резерв»');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Да, сменить' }));
    expect(
      await screen.findByText('Заявка №2: Этот статус нельзя поставить на текущем этапе «Оффер»'),
    ).toBeTruthy();
    const put = calls.find((c) => c.url.pathname === '/api/screening/applications/statuses')!;
    expect(JSON.parse(String(put.init.body))).toEqual({ ids: [1, 2], status: 'reserved' });
    await waitFor(() => expect(screen.getByText('Выбрано: 1 заявка')).toBeTruthy());
  });

  it('previews the message and keeps what was typed when sending fails', async () => {
    adminWith((url, init) => {
      if (url.pathname === '/api/screening/applications')
        return { body: { data: [row(1, 'Яблокова Анна')], meta: { total: 1, page: 1, per_page: 50 } } };
      if (url.pathname === '/api/messages/push-message' && init.method === 'POST')
        return {
          status: 422,
          body: { message: 'Проверьте', errors: { title: ['Заголовок — от 1 до 120 символов'] } },
        };
      return undefined;
    });
    renderApp('/admin/request');
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Выбрать заявку: Яблокова Анна' }, { timeout: 10_000 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Написать участникам' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сообщение участникам' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Заголовок/ }), {
      target: { value: 'Вебинар' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Текст/ }), {
      target: { value: 'В четверг' },
    });
    expect(within(dialog).getByTestId('push-preview').textContent).toContain('Вебинар');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText('Заголовок — от 1 до 120 символов')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Текст/ }) as HTMLTextAreaElement).value).toBe(
      'В четверг',
    );
  });
});
