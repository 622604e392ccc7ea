import { act, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeNotice, notify, updateNotice, type Notice } from '#web/lib/notify.ts';
import { Toasts } from './toast.tsx';

/** The queue outlives a test: what a test showed is closed after it. */
const shown: string[] = [];
const show = (notice: Notice & { id?: string }) => act(() => void shown.push(notify(notice)));

afterEach(() => {
  act(() => shown.splice(0).forEach(closeNotice));
  vi.useRealTimers();
});

describe('Toasts', () => {
  it('shows a notice queued before the region came, in a polite live region of a landmark', () => {
    show({ title: 'Готово', message: 'Статус изменён', color: 'green' });
    render(<Toasts />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Готово');
    expect(status).toHaveTextContent('Статус изменён');
    expect(screen.getByRole('region')).toContainElement(status);
  });

  it('says a failure at once (an alert)', () => {
    render(<Toasts />);
    show({ message: 'Не удалось сохранить', color: 'red' });
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось сохранить');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is named by its text, and closes with its «Закрыть» button', async () => {
    const user = userEvent.setup();
    render(<Toasts />);
    show({ message: 'Сохранено' });
    // A dialog without a name is an axe violation (aria-dialog-name): its message names it.
    const toast = screen.getByRole('alertdialog', { name: 'Сохранено' });
    await user.click(within(toast).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('goes by itself after its timeout', () => {
    vi.useFakeTimers();
    render(<Toasts />);
    show({ message: 'Сохранено', timeout: 5000 });
    expect(screen.getByText('Сохранено')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5100);
    });
    expect(screen.queryByText('Сохранено')).toBeNull();
  });

  it('changes in place, is replaced under the same id, and closes by id', () => {
    render(<Toasts />);
    show({ id: 'export', message: 'Скачивание…', loading: true, timeout: null, closable: false });
    expect(screen.queryByRole('button', { name: 'Закрыть' })).toBeNull();
    act(() => updateNotice('export', { message: 'Получено 1 МБ' }));
    expect(screen.getByRole('status')).toHaveTextContent('Получено 1 МБ');
    show({ id: 'export', message: 'Готово: file.xlsx', color: 'green' });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Готово: file.xlsx');
    act(() => closeNotice('export'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows three at a time', () => {
    render(<Toasts />);
    for (const n of [1, 2, 3, 4]) show({ message: `Уведомление ${n}` });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(3);
  });
});
