import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '#shared/contracts/chat.ts';
import { ru } from '#shared/i18n/ru.ts';
import { Providers } from '#web/app/providers.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { mockApi } from '#web/test/mock-api.ts';
import { ChatPanel } from './chat-panel.tsx';

const t = ru.chat.web;

afterEach(() => vi.unstubAllGlobals());

const line = (id: number, text: string, mine: boolean): ChatMessage => ({
  id,
  text,
  from: mine ? 'staff' : 'participant',
  mine,
  author: mine ? 'Рита Рекрутер' : 'Пётр Петров',
  created_at: '2026-11-20T09:00:00Z',
  read_at: null,
});
const thread = (messages: ChatMessage[], opened = true, hasMore = false) => ({
  data: {
    participant: { id: 3, name: 'Пётр Петров' },
    opened,
    opened_at: opened ? '2026-11-20T08:00:00Z' : null,
    messages,
    has_more: hasMore,
  },
});

function renderPanel(target: number | 'me') {
  return render(
    <Providers queryClient={createQueryClient()}>
      <ChatPanel target={target} title={t.staffTitle} emptyText={t.emptyStaff} />
    </Providers>,
  );
}

describe('ChatPanel', () => {
  it('staff open an unopened thread with its first line (chat/create), then the composer is empty and the line shows', async () => {
    let lines: ChatMessage[] = [];
    const calls = mockApi((url, init) => {
      if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
      if (url.pathname === '/api/dashboard/users/3/chat' && (init.method ?? 'GET') === 'GET')
        return { body: thread(lines, lines.length > 0) };
      if (url.pathname === '/api/dashboard/users/3/chat/create' && init.method === 'POST') {
        lines = [line(1, JSON.parse(String(init.body)).text, true)];
        return { status: 201, body: thread(lines) };
      }
      return undefined;
    });
    renderPanel(3);
    expect(await screen.findByText(t.emptyStaff)).toBeTruthy();
    const box = screen.getByLabelText(t.composerLabel);
    await userEvent.type(box, '  Добрый день!  ');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText('Добрый день!')).toBeTruthy();
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    const create = calls.find((c) => c.url.pathname.endsWith('/chat/create'));
    expect(JSON.parse(String(create!.init.body))).toEqual({ text: 'Добрый день!' });
  });

  it('an empty line is refused before any call; a refused line keeps its text and shows the server’s reason', async () => {
    const calls = mockApi((url, init) => {
      if (url.pathname === '/sanctum/csrf-cookie') return { status: 204 };
      if (url.pathname === '/api/chat' && (init.method ?? 'GET') === 'GET')
        return { body: thread([line(5, 'Здравствуйте!', false)]) };
      if (url.pathname === '/api/chat' && init.method === 'POST') {
        return { status: 429, body: { message: ru.chat.tooOften(30) }, headers: { 'Retry-After': '30' } };
      }
      return undefined;
    });
    renderPanel('me');
    const log = await screen.findByRole('log', { name: t.log });
    expect(within(log).getByText('Здравствуйте!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(ru.chat.text)).toBeTruthy();
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);
    const box = screen.getByLabelText(t.composerLabel) as HTMLTextAreaElement;
    await userEvent.type(box, 'Когда интервью?');
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(await screen.findByText(ru.chat.tooOften(30))).toBeTruthy();
    expect(box.value).toBe('Когда интервью?');
  });

  it('earlier lines load on demand, above the newest', async () => {
    const calls = mockApi((url) => {
      if (url.pathname !== '/api/dashboard/users/3/chat') return undefined;
      return url.searchParams.get('before') === '10'
        ? { body: thread([line(9, 'Раньше', true)]) }
        : { body: thread([line(10, 'Позже', false)], true, true) };
    });
    renderPanel(3);
    await userEvent.click(await screen.findByRole('button', { name: t.older }));
    await screen.findByText('Раньше');
    const texts = screen.getAllByTestId('chat-line').map((li) => li.textContent ?? '');
    expect(texts[0]).toContain('Раньше');
    expect(texts[1]).toContain('Позже');
    expect(calls.some((c) => c.url.searchParams.get('before') === '10')).toBe(true);
  });
});
