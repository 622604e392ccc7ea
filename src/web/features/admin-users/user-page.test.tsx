import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ru } from '#shared/i18n/ru.ts';
import { STORAGE_KEYS } from '#web/lib/storage-keys.ts';
import { mockApi, renderApp, userOf } from '#web/test/render.tsx';

const t = ru.adminUsers.web;

const participant = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  role: 'participant',
  state: 'active',
  name: 'Петрова Анна Сергеевна',
  last_name: 'Петрова',
  first_name: 'Анна',
  middle_name: 'Сергеевна',
  email: 'anna@example.com',
  phone: '+79991234567',
  phone_verified: true,
  birth_date: '2004-03-15',
  city: { id: 3, name: 'Казань' },
  citizenship: 'RU',
  citizenship_name: 'Россия',
  registered_at: '2026-11-01T10:00:00.000Z',
  deactivated_at: null,
  anonymised_at: null,
  profile: {
    institution: { id: 9, name: 'Казанский федеральный университет' },
    faculty: 'Экономический',
    specialty: 'Экономика',
    education_level: 'bachelor',
    course: 3,
    graduation_year: 2027,
    departments: [2, 7],
    work_format: 2,
    hours: 30,
    english_level: 4,
    relocate: false,
  },
  applications: [
    {
      id: 40,
      vacancy: { id: 5, title: 'Стажёр-аналитик' },
      status: 'assigned',
      submitted_at: '2026-11-02T10:00:00.000Z',
      created_at: '2026-11-02T10:00:00.000Z',
      stages: [
        { n: 1, status: 'success', deadline_at: null },
        { n: 2, status: 'skipped', deadline_at: null },
        { n: 3, status: 'awaiting', deadline_at: '2026-11-10T10:00:00.000Z' },
      ],
    },
  ],
  positions: [],
  messages: {
    total: 60,
    items: [
      {
        id: 1,
        title: 'Вы прошли анкету',
        text: 'Следующий этап — тест',
        link: null,
        is_read: false,
        created_at: '2026-11-03T10:00:00.000Z',
      },
    ],
  },
  ...extra,
});

type Answer = { status?: number; body?: unknown } | undefined;

function admin(
  user: () => unknown,
  extra: (url: URL, init: RequestInit) => Answer = () => undefined,
  me = 1,
) {
  window.localStorage.setItem(STORAGE_KEYS.auth, '1');
  return mockApi((url, init) => {
    const p = url.pathname;
    if (p === '/api/users/info') return { body: { data: userOf('admin', { id: me }) } };
    if (p === '/sanctum/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=t';
      return { status: 204 };
    }
    if (p === '/api/cities')
      return {
        body: {
          data: [
            { id: 3, name: 'Казань', region: 'Татарстан' },
            { id: 4, name: 'Самара', region: 'Самарская область' },
          ],
        },
      };
    const answer = extra(url, init);
    if (answer) return answer;
    if (p === '/api/dashboard/users/7/chat')
      return {
        body: {
          data: {
            participant: { id: 7, name: 'Петрова Анна' },
            opened: true,
            opened_at: '2026-11-03T10:00:00.000Z',
            messages: [
              {
                id: 1,
                text: 'Здравствуйте! Когда будет тест?',
                from: 'participant',
                mine: false,
                author: 'Петрова Анна',
                created_at: '2026-11-03T10:00:00.000Z',
                read_at: null,
              },
            ],
            has_more: false,
          },
        },
      };
    if (/^\/api\/dashboard\/users\/\d+$/.test(p)) return { body: { data: user() } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('admin user page', () => {
  it('shows the profile, the records with their pipeline stages and a link to the card, and the latest notices', async () => {
    admin(() => participant());
    renderApp('/admin/users/7');
    expect(
      await screen.findByRole('heading', { name: 'Петрова Анна Сергеевна' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('+7 (999) 123-45-67')).toBeInTheDocument();
    expect(screen.getByText('15.03.2004')).toBeInTheDocument();
    expect(screen.getByText('Казанский федеральный университет')).toBeInTheDocument();
    expect(screen.getByText('Upper-Intermediate')).toBeInTheDocument();
    // The citizenship by its name, not its code.
    expect(screen.getByText('Россия')).toBeInTheDocument();
    expect(screen.queryByText('RU')).toBeNull();
    const records = screen.getByRole('region', { name: t.applications });
    expect(
      within(records)
        .getByRole('link', { name: `${t.openCard}: Стажёр-аналитик` })
        .getAttribute('href'),
    ).toBe('/admin/positions/5/candidates/40');
    expect(
      within(records).getByText(`${ru.stageNames.TESTING}: ${ru.statuses.stage.staff.awaiting}`),
    ).toBeInTheDocument();
    expect(within(records).queryByText(new RegExp(ru.stageNames.VCV))).toBeNull();
    const notices = screen.getByRole('region', { name: t.messages });
    expect(within(notices).getByText('Вы прошли анкету')).toBeInTheDocument();
    expect(within(notices).getByText(t.messagesShown(1, 60))).toBeInTheDocument();
    // The chat thread with them (features/chat).
    const chat = screen.getByRole('region', { name: ru.chat.web.staffTitle });
    expect(await within(chat).findByText('Здравствуйте! Когда будет тест?')).toBeInTheDocument();
  });

  it('edits: sends only the changed fields and shows a refused field beside it', async () => {
    const sent: Record<string, unknown>[] = [];
    admin(
      () => participant(),
      (url, init) => {
        if (url.pathname === '/api/dashboard/users/update/7') {
          sent.push(JSON.parse(String(init.body)) as Record<string, unknown>);
          return sent.length === 1
            ? {
                status: 422,
                body: {
                  message: 'Проверьте введённые данные',
                  errors: { email: ['Этот e-mail уже занят другой учётной записью'] },
                },
              }
            : { body: { message: 'ok', data: participant({ email: 'new@example.com' }) } };
        }
        return undefined;
      },
    );
    renderApp('/admin/users/7');
    await userEvent.click(await screen.findByRole('button', { name: t.edit }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.editTitle });
    const email = within(dialog).getByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(
      await within(dialog).findByText('Этот e-mail уже занят другой учётной записью'),
    ).toBeInTheDocument();
    expect(sent[0]).toEqual({ email: 'taken@example.com' });
    await userEvent.clear(email);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.editTitle })).toBeNull());
    expect(sent[1]).toEqual({ email: 'new@example.com' });
  });

  it('deletes a participant after a confirmation that explains the erasure', async () => {
    let erased = false;
    const calls = admin(
      () =>
        erased
          ? participant({ state: 'anonymised', name: 'Данные удалены', email: null, phone: null })
          : participant(),
      (url, init) => {
        if (url.pathname === '/api/dashboard/users/7' && init.method === 'DELETE') {
          erased = true;
          return { body: { message: 'Персональные данные участника удалены' } };
        }
        return undefined;
      },
    );
    renderApp('/admin/users/7');
    await userEvent.click(await screen.findByRole('button', { name: t.delete }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    expect(within(dialog).getByText(/152-ФЗ/)).toBeInTheDocument();
    expect(within(dialog).getByText(/статистика сохранит свои числа/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t.deleteConfirm }));
    expect(await screen.findByText(t.erasedNotice, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(true);
    expect(screen.queryByRole('button', { name: t.edit })).toBeNull();
  });

  it('a staff account: positions shown, the deletion text says it is switched off; the admin’s own page has no delete and a fixed role', async () => {
    const manager = participant({
      id: 8,
      role: 'manager',
      name: 'Лебедев Иван',
      profile: null,
      applications: [],
      positions: [{ id: 5, title: 'Стажёр-аналитик', active: true }],
      messages: { total: 0, items: [] },
    });
    admin(() => manager);
    const app = renderApp('/admin/users/8');
    expect(
      await screen.findByRole('link', { name: 'Стажёр-аналитик' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(t.noMessages)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: ru.chat.web.staffTitle })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.delete }));
    expect(await screen.findByText(/будет отключена/)).toBeInTheDocument();
    app.unmount();

    vi.unstubAllGlobals();
    admin(
      () => participant({ id: 1, role: 'admin', name: 'Иванова Анна', profile: null, applications: [] }),
      undefined,
      1,
    );
    renderApp('/admin/users/1');
    expect(await screen.findByText(t.you, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.delete })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: t.edit }));
    const dialog = await screen.findByRole('dialog', { name: t.editTitle });
    expect(within(dialog).getByRole('combobox', { name: /Роль/ })).toBeDisabled();
  });

  it('says when the user does not exist', async () => {
    admin(
      () => participant(),
      (url) =>
        url.pathname === '/api/dashboard/users/99'
          ? { status: 404, body: { message: 'Не найдено' } }
          : undefined,
    );
    renderApp('/admin/users/99');
    expect(await screen.findByText(t.notFound, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backToList })).toBeInTheDocument();
  });
});
