import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const card = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  department: 7,
  city: { id: 3, name: 'Казань' },
  work_format: 2,
  hours: 30,
  english_level: 3,
  tags: ['SQL'],
  status: 'open',
  ...extra,
});

type Answer = { status?: number; body?: unknown } | undefined;

/** A signed-in participant without an active screening, and the vacancies API given by `api`. */
function participantWith(api: (url: URL, body: Record<string, unknown>) => Answer) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url, init) => {
    if (url.pathname === '/api/users/info') return { body: { data: userOf('participant') } };
    if (url.pathname === '/api/screening/vacancy') return { body: { data: null, application: null } };
    if (url.pathname === '/api/messages')
      return { body: { data: [], meta: { page: 1, per_page: 1, total: 0, unread: 0 } } };
    if (url.pathname === '/sanctum/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=t';
      return { status: 204 };
    }
    if (url.pathname === '/api/vacancies/cities/search')
      return { body: { data: [{ id: 3, name: 'Казань', region: 'Татарстан' }] } };
    return api(url, init.body ? JSON.parse(String(init.body)) : {});
  });
}

const page = (data: unknown[], total = data.length) => ({
  body: { data, meta: { total, page: 1, per_page: 12, last_page: 1 } },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/vacancies', () => {
  it('reads the filters from the URL, sends them, and shows the cards', async () => {
    const calls = participantWith((url) =>
      url.pathname === '/api/vacancies/filter' ? page([card(1, 'Стажёр-аналитик данных')]) : undefined,
    );
    renderApp('/vacancies?q=аналитик&dep=7&dep=99&hours=30&tag=SQL');
    expect(await screen.findByText('Стажёр-аналитик данных')).toBeTruthy();
    expect(screen.getByText('Нашлось 1 вакансия')).toBeTruthy();
    const sent = calls.find((c) => c.url.pathname === '/api/vacancies/filter')!;
    expect(JSON.parse(String(sent.init.body))).toMatchObject({
      title: 'аналитик',
      departments: [7],
      hours: [30],
      tags: ['SQL'],
      page: 1,
    });
    const cardEl = screen.getByTestId('vacancy-card');
    expect(within(cardEl).getByText('IT')).toBeTruthy();
    expect(within(cardEl).getByText(/Казань/)).toBeTruthy();
    expect(cardEl.getAttribute('href')).toBe('/vacancies/1');
  });

  it('puts a changed filter into the URL, so reload and back keep it', async () => {
    participantWith((url) =>
      url.pathname === '/api/vacancies/filter' ? page([card(1, 'Стажёр')]) : undefined,
    );
    const app = renderApp('/vacancies');
    await screen.findByText('Стажёр');
    await userEvent.click(await screen.findByLabelText('40 ч в неделю'));
    await waitFor(() => expect(app.router.state.location.search).toBe('?hours=40'));
    fireEvent.change(screen.getByLabelText('Название вакансии'), { target: { value: 'юрист' } });
    await waitFor(() =>
      expect(app.router.state.location.search).toBe('?q=%D1%8E%D1%80%D0%B8%D1%81%D1%82&hours=40'),
    );
    await app.router.navigate(-1);
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    await waitFor(() =>
      expect((screen.getByLabelText('40 ч в неделю') as HTMLInputElement).checked).toBe(false),
    );
    expect((screen.getByLabelText('Название вакансии') as HTMLInputElement).value).toBe('');
  });

  it('an honest empty state: reset the filters, or subscribe to them by e-mail', async () => {
    let subscribed: Record<string, unknown> | null = null;
    participantWith((url, body) => {
      if (url.pathname === '/api/vacancies/filter') return page([]);
      if (url.pathname === '/api/vacancies/filter/subscribe') {
        subscribed = body;
        return { body: { message: 'Готово! Мы напишем на этот адрес.' } };
      }
      return undefined;
    });
    const app = renderApp('/vacancies?dep=3&format=1');
    expect(await screen.findByText('По этим фильтрам вакансий нет')).toBeTruthy();
    await userEvent.type(await screen.findByLabelText('E-mail для уведомлений'), 'anna@mail.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Подписаться на этот фильтр' }));
    await waitFor(() => expect(subscribed).not.toBeNull());
    expect(subscribed).toMatchObject({
      email: 'anna@mail.ru',
      filters: { departments: [3], work_formats: [1] },
    });
    // The page's form (decision 052): the API's confirmation in its place.
    expect(await screen.findByText('Готово! Мы напишем на этот адрес.')).toBeTruthy();
    await userEvent.click(
      within(screen.getByTestId('empty-state')).getByRole('button', { name: 'Сбросить фильтры' }),
    );
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    participantWith((url) => {
      if (url.pathname !== '/api/vacancies/filter') return undefined;
      return fail
        ? { status: 429, body: { message: 'Слишком много попыток' } }
        : page([card(2, 'Стажёр-юрист')]);
    });
    renderApp('/vacancies');
    expect(await screen.findByText('Не удалось загрузить вакансии', {}, { timeout: 5000 })).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Стажёр-юрист')).toBeTruthy();
  });
});

describe('/vacancies/:id', () => {
  const vacancy = (status: 'open' | 'closed') => ({
    ...card(5, 'Стажёр в маркетинг'),
    description: '## Задачи\n\nИсследования **рынка**',
    status,
    created_at: '2026-11-20T09:00:00.000Z',
  });
  const stages = [
    { n: 1, type: 'SCREENING', deadline_days: null },
    { n: 3, type: 'TESTING', deadline_days: 5 },
    { n: 7, type: 'OFFER', deadline_days: 3 },
  ];

  it('the description as Markdown, the facts and the pipeline in Russian', async () => {
    participantWith((url) => {
      if (url.pathname === '/api/vacancies/5') return { body: { data: vacancy('open') } };
      if (url.pathname === '/api/vacancies/5/stages') return { body: { data: stages } };
      return undefined;
    });
    renderApp('/vacancies/5');
    expect(await screen.findByRole('heading', { name: 'Стажёр в маркетинг' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Задачи' })).toBeTruthy();
    const pipeline = screen.getByTestId('vacancy-pipeline');
    expect(within(pipeline).getByText('Анкета')).toBeTruthy();
    expect(within(pipeline).getByText('Тестирование')).toBeTruthy();
    expect(within(pipeline).getByText('Срок — 5 дней')).toBeTruthy();
    expect(within(pipeline).getByText('Оффер')).toBeTruthy();
    expect(screen.queryByText('Набор закрыт')).toBeNull();
  });

  it('a closed vacancy says «Набор закрыт» and offers no way to apply', async () => {
    participantWith((url) => {
      if (url.pathname === '/api/vacancies/5') return { body: { data: vacancy('closed') } };
      if (url.pathname === '/api/vacancies/5/stages') return { body: { data: stages } };
      return undefined;
    });
    renderApp('/vacancies/5');
    expect(await screen.findByTestId('vacancy-closed')).toBeTruthy();
    expect(screen.getAllByText('Набор закрыт').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Откликнуться/ })).toBeNull();
  });

  it('a draft or missing vacancy is «not found»', async () => {
    participantWith(() => undefined);
    renderApp('/vacancies/77');
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
  });
});
