import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { ruWebTable } from '#shared/i18n/ru/ui/table.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const t = ru.adminUsers.web;

const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  role: 'participant',
  name,
  email: `u${id}@example.com`,
  phone: '+79991234567',
  phone_verified: true,
  city: 'Казань',
  institution: 'КФУ',
  registered_at: '2026-11-01T22:30:00.000Z',
  active_screening: false,
  state: 'active',
  ...extra,
});

const filters = {
  data: {
    roles: Object.entries(ru.adminUsers.roles).map(([value, label]) => ({ value, label })),
    states: Object.entries(ru.adminUsers.states).map(([value, label]) => ({ value, label })),
    cities: [{ value: 3, label: 'Казань' }],
    institutions: [{ value: 9, label: 'КФУ' }],
  },
};

type Answer = { status?: number; body?: unknown } | undefined;

function admin(list: (url: URL) => Answer, extra: (url: URL, init: RequestInit) => Answer = () => undefined) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('admin') } };
    if (p === '/sanctum/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=t';
      return { status: 204 };
    }
    if (p === '/api/dashboard/users/filters') return { body: filters };
    if (p === '/api/dashboard/users' && (init.method ?? 'GET') === 'GET') return list(url);
    return extra(url, init);
  });
}

const page = (data: unknown[], total = data.length, n = 1) => ({
  body: { data, meta: { page: n, per_page: 20, total } },
});
const listCalls = (calls: { url: URL; init: RequestInit }[]) =>
  calls.filter((c) => c.url.pathname === '/api/dashboard/users' && (c.init.method ?? 'GET') === 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('admin users list', () => {
  it('shows users with role, contacts, city, institution and the Moscow registration date; links to each', async () => {
    admin(() =>
      page([
        row(7, 'Петрова Анна'),
        row(8, 'Смирнов Олег', {
          role: 'recruiter',
          phone: null,
          city: null,
          institution: null,
          state: 'deactivated',
        }),
        row(9, 'Данные удалены', {
          email: null,
          phone: null,
          phone_verified: false,
          active_screening: true,
          state: 'anonymised',
        }),
      ]),
    );
    renderApp('/admin/users');
    const link = await screen.findByRole('link', { name: 'Петрова Анна' }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/admin/users/7');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Рекрутер')).toBeInTheDocument();
    expect(within(table).getByText('Отключён')).toBeInTheDocument();
    expect(within(table).getAllByText('Данные удалены')).toHaveLength(2);
    expect(within(table).getByText('+7 (999) 123-45-67')).toBeInTheDocument();
    // 22:30 UTC is the next day in Moscow.
    expect(within(table).getAllByText('02.11.2026')).toHaveLength(3);
    expect(within(table).getByText(t.inScreening)).toBeInTheDocument();
    expect(screen.getByText(t.total(3))).toBeInTheDocument();
  });

  it('sends the filters of the URL and a debounced search, sorts by name, and keeps them in the URL', async () => {
    const calls = admin(() => page([row(7, 'Петрова Анна')]));
    const app = renderApp('/admin/users?role=participant,manager&active_screening=true&city_id=3');
    await screen.findByRole('link', { name: 'Петрова Анна' }, { timeout: 10_000 });
    const first = listCalls(calls)[0]!.url.searchParams;
    expect(first.get('role')).toBe('participant,manager');
    expect(first.get('active_screening')).toBe('true');
    expect(first.get('city_id')).toBe('3');
    expect(first.get('per_page')).toBe('20');

    await userEvent.setup({ delay: null }).type(screen.getByRole('textbox', { name: t.search }), 'петрова');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('q')).toBe('петрова'), {
      timeout: 5000,
    });
    expect(app.router.state.location.search).toContain('q=');

    await userEvent.click(screen.getByRole('button', { name: t.sortBy(t.columns.name) }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('sort')).toBe('name'));
    expect(listCalls(calls).at(-1)!.url.searchParams.get('order')).toBe('asc');

    await userEvent.click(screen.getByRole('button', { name: t.reset }));
    await waitFor(() => expect(app.router.state.location.search).not.toContain('role='));
    // The frame's guard runs before the page sees the new URL: the call follows a moment later.
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('city_id')).toBeNull());
  });

  it('pages through a long list and says when nothing is found', async () => {
    const calls = admin((url) =>
      url.searchParams.get('q') === 'никто'
        ? page([], 0)
        : page(
            [row(Number(url.searchParams.get('page')) * 100, `Стр ${url.searchParams.get('page')}`)],
            45,
            Number(url.searchParams.get('page')),
          ),
    );
    const app = renderApp('/admin/users');
    await screen.findByRole('link', { name: 'Стр 1' }, { timeout: 10_000 });
    await userEvent.click(screen.getByRole('button', { name: ruWebTable.nextPage }));
    await screen.findByRole('link', { name: 'Стр 2' });
    expect(app.router.state.location.search).toContain('page=2');
    expect(listCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('2');
    await userEvent.setup({ delay: null }).type(screen.getByRole('textbox', { name: t.search }), 'никто');
    expect(await screen.findByText(t.empty, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    admin(() =>
      fail
        ? { status: 422, body: { message: 'Неверное значение фильтра', errors: {} } }
        : page([row(7, 'Петрова Анна')]),
    );
    renderApp('/admin/users?city_id=x');
    expect(await screen.findByText('Неверное значение фильтра', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: t.retry }));
    expect(await screen.findByRole('link', { name: 'Петрова Анна' })).toBeInTheDocument();
  });

  it('creates a recruiter: no password field, the server’s 422 beside the field, the typed values kept, then the new page', async () => {
    let tries = 0;
    const sent: Record<string, unknown>[] = [];
    const detail = {
      id: 50,
      role: 'recruiter',
      state: 'active',
      name: 'Орлова Вера',
      last_name: 'Орлова',
      first_name: 'Вера',
      middle_name: '',
      email: 'v@jti.ru',
      phone: null,
      phone_verified: false,
      birth_date: null,
      city: null,
      citizenship: null,
      citizenship_name: null,
      registered_at: '2026-11-01T10:00:00.000Z',
      deactivated_at: null,
      anonymised_at: null,
      profile: null,
      applications: [],
      positions: [],
      messages: { total: 0, items: [] },
    };
    admin(
      () => page([row(7, 'Петрова Анна')]),
      (url, init) => {
        if (url.pathname === '/api/dashboard/users' && init.method === 'POST') {
          sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          if (++tries === 1)
            return {
              status: 422,
              body: {
                message: 'Проверьте введённые данные',
                errors: { email: ['Этот e-mail уже занят другой учётной записью'] },
              },
            };
          return { status: 201, body: { message: 'ok', data: detail } };
        }
        if (url.pathname === '/api/dashboard/users/50') return { body: { data: detail } };
        return undefined;
      },
    );
    const app = renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: t.createStaff }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.createStaffTitle });
    expect(within(dialog).queryByLabelText(/Пароль/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await within(dialog).findByText(ru.validation.lastName)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Фамилия/ }), 'Орлова');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Имя/ }), 'Вера');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'v@jti.ru');
    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    expect(
      await within(dialog).findByText('Этот e-mail уже занят другой учётной записью'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Фамилия/ })).toHaveValue('Орлова');
    expect(sent[0]).toEqual({
      last_name: 'Орлова',
      first_name: 'Вера',
      middle_name: '',
      email: 'v@jti.ru',
      phone: null,
      role: 'recruiter',
    });

    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/admin/users/50'));
  });

  it('creates a manager attached to positions picked by title', async () => {
    const sent: Record<string, unknown>[] = [];
    admin(
      () => page([row(7, 'Петрова Анна')]),
      (url, init) => {
        if (url.pathname === '/api/dashboard/vacancies')
          return {
            body: {
              data: [
                {
                  id: 31,
                  title: 'Стажёр-аналитик',
                  status: 'open',
                  department: 7,
                  city_id: null,
                  city_name: null,
                  tags: [],
                  headcount: 1,
                  recruiter_id: null,
                  created_at: '2026-11-01T10:00:00.000Z',
                  pipeline: [1],
                  candidates_count: 0,
                  by_stage: [],
                },
              ],
              meta: { total: 1, page: 1, per_page: 100 },
            },
          };
        if (url.pathname === '/api/dashboard/users/manager') {
          sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          return {
            status: 422,
            body: {
              message: 'Проверьте введённые данные',
              errors: { vacancy_ids: ['Некоторых из выбранных позиций больше нет. Обновите список'] },
            },
          };
        }
        return undefined;
      },
    );
    renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: t.createManager }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.createManagerTitle });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Фамилия/ }), 'Лебедев');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Имя/ }), 'Иван');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'i@jti.ru');
    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    expect(await within(dialog).findByText(ru.adminUsers.vacancies)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Позиции/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Стажёр-аналитик', hidden: true }, { timeout: 5000 }),
    );
    // The list stays open for more picks; Escape closes it, not the dialog.
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: t.create }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      last_name: 'Лебедев',
      first_name: 'Иван',
      email: 'i@jti.ru',
      vacancy_ids: [31],
    });
    expect(await within(dialog).findByText(/позиций больше нет/)).toBeInTheDocument();
  });
});
