import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterContextProvider, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTICIPANT_CHAT_LINK } from '#shared/domain/chat.ts';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { appContext } from '#web/lib/app-context.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test/mock-api.ts';
import { action, NotificationsPage } from './notifications-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const tc = ru.chat.notifications;
/** A line the participant wrote, as the chat's answers carry it. */
const mine = (l: { id: number; text: string }) => ({
  id: l.id,
  text: l.text,
  from: 'participant',
  mine: true,
  author: 'Вера',
  created_at: '2026-11-20T09:00:00Z',
  read_at: null,
});
const notice = (id: number, title: string, isRead: boolean, link: string | null = null) => ({
  id,
  title,
  text: `Текст ${id}`,
  link,
  is_read: isRead,
  created_at: '2026-11-20T09:00:00Z',
});

/** The page on its route, with its action (marking read is a form, decision 052). */
function renderPage() {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '/notifications', action, element: <NotificationsPage /> }], {
    initialEntries: ['/notifications'],
    getContext: () => {
      const context = new RouterContextProvider();
      context.set(appContext, { queryClient, server: null });
      return context;
    },
  });
  return render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('NotificationsPage', () => {
  it('marks one notice read, then all; unread ones stand out; a chat notice offers an answer in the chat block', async () => {
    let list = [
      notice(3, 'Новое сообщение от рекрутера', false, PARTICIPANT_CHAT_LINK),
      notice(2, '«Видео-резюме»: ждём вас', false, '/progress'),
      notice(1, 'Старое', true),
    ];
    const calls = mockApi((url, init) => {
      if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
      if (url.pathname === '/api/messages') {
        const unread = list.filter((m) => !m.is_read).length;
        return { body: { data: list, meta: { page: 1, per_page: 20, total: list.length, unread } } };
      }
      if (url.pathname === '/api/chat') {
        return {
          body: {
            data: {
              participant: { id: 5, name: 'Вера' },
              opened: false,
              opened_at: null,
              messages: [],
              has_more: false,
            },
          },
        };
      }
      if (init.method === 'PUT' && url.pathname === '/api/messages/2/read') {
        list = list.map((m) => (m.id === 2 ? { ...m, is_read: true } : m));
        return { body: { message: tc.read } };
      }
      if (init.method === 'PUT' && url.pathname === '/api/messages/all/read') {
        list = list.map((m) => ({ ...m, is_read: true }));
        return { body: { message: tc.allRead } };
      }
      return undefined;
    });
    renderPage();
    const items = await screen.findAllByTestId('notification');
    expect(items).toHaveLength(3);
    expect(items.filter((i) => i.hasAttribute('data-unread'))).toHaveLength(2);
    // A link to the chat block, so it leads there without the page's scripts too.
    expect(within(items[0]!).getByRole('link', { name: ru.chat.web.reply }).getAttribute('href')).toBe(
      '#chat',
    );
    expect(
      within(items[1]!).getByRole('link', { name: ru.web.notifications.open }).getAttribute('href'),
    ).toBe('/progress');
    expect(screen.getByRole('region', { name: ru.chat.web.participantTitle })).toBeTruthy();

    await userEvent.click(
      within(items[1]!).getByRole('button', { name: tc.markReadOf('«Видео-резюме»: ждём вас') }),
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('notification').filter((i) => i.hasAttribute('data-unread'))).toHaveLength(
        1,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: tc.markAllRead }));
    await waitFor(() =>
      expect(screen.getAllByTestId('notification').filter((i) => i.hasAttribute('data-unread'))).toHaveLength(
        0,
      ),
    );
    expect(screen.queryByRole('button', { name: tc.markAllRead })).toBeNull();
    expect(calls.filter((c) => c.init.method === 'PUT').map((c) => c.url.pathname)).toEqual([
      '/api/messages/2/read',
      '/api/messages/all/read',
    ]);
  });

  it('sends a line to the recruiter by the page’s form: a refused one stays with the reason, a sent one empties the field', async () => {
    const lines: { id: number; text: string }[] = [];
    const calls = mockApi((url, init) => {
      if (url.pathname === '/api/messages')
        return { body: { data: [], meta: { page: 1, per_page: 20, total: 0, unread: 0 } } };
      if (url.pathname === '/api/chat' && init.method === 'POST') {
        const text = (JSON.parse(String(init.body)) as { text: string }).text;
        if (text.includes('ошибка'))
          return { status: 422, body: { message: 'Проверьте поля', errors: { text: ['Так нельзя'] } } };
        lines.push({ id: lines.length + 1, text });
        return { status: 201, body: { data: mine(lines.at(-1)!) } };
      }
      if (url.pathname === '/api/chat') {
        const messages = lines.map(mine);
        return {
          body: {
            data: {
              participant: { id: 5, name: 'Вера' },
              opened: true,
              opened_at: null,
              messages,
              has_more: false,
            },
          },
        };
      }
      return undefined;
    });
    renderPage();
    const chat = await screen.findByRole('region', { name: ru.chat.web.participantTitle });
    const field = within(chat).getByLabelText(ru.chat.web.composerLabel);
    await userEvent.type(field, 'Это ошибка');
    await userEvent.click(within(chat).getByRole('button', { name: ru.chat.web.send }));
    expect(await within(chat).findByText('Так нельзя')).toBeTruthy();
    expect(field).toHaveValue('Это ошибка');

    await userEvent.clear(field);
    await userEvent.type(field, 'Когда собеседование?');
    await userEvent.click(within(chat).getByRole('button', { name: ru.chat.web.send }));
    await waitFor(() => expect(within(chat).getByLabelText(ru.chat.web.composerLabel)).toHaveValue(''));
    expect(await within(chat).findByText('Когда собеседование?')).toBeTruthy();
    expect(within(chat).queryByText('Так нельзя')).toBeNull();
    expect(
      calls.filter((c) => c.init.method === 'POST' && c.url.pathname === '/api/chat').map((c) => c.init.body),
    ).toEqual([JSON.stringify({ text: 'Это ошибка' }), JSON.stringify({ text: 'Когда собеседование?' })]);
  });
});
