import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARTICIPANT_CHAT_LINK } from '#shared/domain/chat.ts';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { NotificationsPage } from './notifications-page.tsx';

type Handler = (url: URL, init: RequestInit) => { status?: number; body?: unknown } | undefined;

/** `fetch` answered by path (unknown paths 404); the calls made. Local, so the test does not load the whole router. */
function mockApi(handler: Handler) {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ url, init });
      const r = handler(url, init) ?? { status: 404, body: { message: 'Не найдено' } };
      const status = r.status ?? 200;
      return new Response(status === 204 ? null : JSON.stringify(r.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

const tc = ru.chat.notifications;
const notice = (id: number, title: string, isRead: boolean, link: string | null = null) => ({
  id,
  title,
  text: `Текст ${id}`,
  link,
  is_read: isRead,
  created_at: '2026-11-20T09:00:00Z',
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/notifications', element: <NotificationsPage /> }], {
    initialEntries: ['/notifications'],
  });
  return render(
    <Providers queryClient={createQueryClient()}>
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
    expect(within(items[0]!).getByRole('button', { name: ru.chat.web.reply })).toBeTruthy();
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
});
