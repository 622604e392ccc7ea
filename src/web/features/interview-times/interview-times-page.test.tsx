import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const slot = {
  id: 31,
  n: 6,
  starts_at: '2099-03-02T13:00:00.000Z',
  place: 'Москва, Павелецкая площадь, 2',
  link: '',
  capacity: 2,
  cancelled_at: null,
  bookings: [
    {
      candidate_id: 77,
      name: 'Интервьюев Марк',
      stage_status: 'assigned',
      booked_at: '2099-03-01T10:00:00.000Z',
    },
  ],
};

/** The manager's API: `positions` answers the list call (a status number fails it); the slots call answers one time. */
function managerWith(positions: unknown, onPublish: (body: Record<string, unknown>) => unknown = () => ({})) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  let listCalls = 0;
  mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('manager') } };
    if (p === '/sanctum/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=t';
      return { status: 204 };
    }
    if (p === '/api/dashboard/vacancies/manager-interviews') {
      listCalls++;
      return typeof positions === 'number' && listCalls === 1
        ? { status: positions, body: { message: 'Слишком много запросов. Попробуйте через минуту' } }
        : { body: { data: typeof positions === 'number' ? [] : positions } };
    }
    if (p === '/api/dashboard/vacancies/5/slots' && init.method === 'POST')
      return { status: 422, body: onPublish(JSON.parse(String(init.body)) as Record<string, unknown>) };
    if (p === '/api/dashboard/vacancies/5/slots') return { body: { data: [slot], cutoff_hours: 24 } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the manager’s interview times', () => {
  it('lists each position’s manager-interview times with who holds a seat; no stage choice, no cut-off', async () => {
    managerWith([{ id: 5, title: 'Стажёр-аналитик', status: 'open' }]);
    renderApp('/manager/interviews');
    const card = await screen.findByRole('region', { name: 'Стажёр-аналитик' }, { timeout: 10_000 });
    expect(await screen.findByRole('link', { name: 'Интервьюев Марк' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Интервьюев Марк' }).getAttribute('href')).toBe(
      '/manager/candidates/77',
    );
    expect(card.textContent).toContain('Позиция: открыта');
    expect(screen.getByText('Занято 1 из 2 мест')).toBeTruthy();
    expect(screen.queryByLabelText('Этап')).toBeNull();
    expect(screen.queryByLabelText('Запись и перенос закрываются за, часов до встречи')).toBeNull();
    expect(screen.getByRole('group', { name: /Дата и время \(МСК\)/ })).toBeTruthy();
  });

  it('publishes stage 6 in Moscow time and shows the server’s message under its field', async () => {
    const sent: Record<string, unknown>[] = [];
    managerWith([{ id: 5, title: 'Стажёр-аналитик', status: 'open' }], (body) => {
      sent.push(body);
      return {
        message: 'Укажите место или ссылку на встречу',
        errors: { place: ['Укажите место или ссылку на встречу'] },
      };
    });
    renderApp('/manager/interviews');
    const at = await screen.findByRole('group', { name: /Дата и время \(МСК\)/ }, { timeout: 10_000 });
    // Typed day first and 24-hour, segment by segment (ui/date-time-input.tsx).
    await userEvent.click(within(at).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('050320991700');
    fireEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Укажите место или ссылку на встречу')).toBeTruthy();
    expect(sent[0]).toMatchObject({ n: 6, starts_at: '2099-03-05T17:00:00+03:00', capacity: 1 });
    // The refused form keeps what was typed.
    expect(
      within(at)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['05', '03', '2099', '17', '00']);
  });

  it('says when there is no position with a manager interview', async () => {
    managerWith([]);
    renderApp('/manager/interviews');
    expect(
      await screen.findByText('Нет позиций с интервью с руководителем', {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('a failed load says so in Russian and can be retried', async () => {
    managerWith(429);
    renderApp('/manager/interviews');
    expect(await screen.findByText('Не удалось загрузить позиции', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByText('Нет позиций с интервью с руководителем')).toBeTruthy());
  });
});
