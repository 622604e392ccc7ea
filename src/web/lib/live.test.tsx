import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessagesResponse } from '#shared/contracts/messages.ts';
import { pollEvery, startsAt, useLiveEvents, useLiveOpen } from './live.ts';

/** A stand-in EventSource: the test sends events and errors by hand. */
class FakeSource {
  static CLOSED = 2;
  static all: FakeSource[] = [];
  readonly url: string;
  readyState = 1;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeSource.all.push(this);
  }
  addEventListener(kind: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), fn]);
  }
  emit(kind: string, id: number, data: unknown) {
    for (const fn of this.listeners.get(kind) ?? [])
      fn(new MessageEvent(kind, { data: JSON.stringify(data), lastEventId: String(id) }));
  }
  fail() {
    this.readyState = FakeSource.CLOSED;
    this.onerror?.();
  }
  close() {
    this.readyState = FakeSource.CLOSED;
  }
}

const message = (id: number) => ({
  id,
  title: `Уведомление ${id}`,
  text: '',
  link: '/progress',
  is_read: false,
  created_at: '2026-11-26T09:00:00.000Z',
});

function Probe({ onLive }: { onLive: (live: boolean) => void }) {
  useLiveEvents();
  onLive(useLiveOpen());
  return null;
}

let queryClient: QueryClient;
const live: boolean[] = [];
const mount = () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return render(<Probe onLive={(l) => live.push(l)} />, { wrapper });
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeSource);
  FakeSource.all = [];
  live.length = 0;
  queryClient = new QueryClient();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live stream in the browser', () => {
  it('opens once mounted; a notice sets the unread flag and heads the first page; a read mark clears the flag; repeats are dropped', () => {
    const first: MessagesResponse = {
      data: [message(1)],
      meta: { page: 1, per_page: 20, total: 1, unread: 1 },
    };
    queryClient.setQueryData(['messages', 'list', 1, 20], first);
    queryClient.setQueryData(['messages', 'unread'], false);
    const view = mount();
    const source = FakeSource.all[0]!;
    expect(source.url).toBe('/api/events');
    act(() => source.emit('ready', 5, {}));
    expect(live.at(-1)).toBe(true);
    expect(pollEvery(true)).toBe(false);

    act(() => source.emit('notice', 6, { message: message(2) }));
    act(() => source.emit('notice', 6, { message: message(2) }));
    expect(queryClient.getQueryData(['messages', 'unread'])).toBe(true);
    const list = queryClient.getQueryData<MessagesResponse>(['messages', 'list', 1, 20])!;
    expect(list.data.map((m) => m.id)).toEqual([2, 1]);
    expect(list.meta.unread).toBe(2);

    act(() => source.emit('read', 7, { unread: 0 }));
    expect(queryClient.getQueryData(['messages', 'unread'])).toBe(false);
    view.unmount();
    expect(source.readyState).toBe(FakeSource.CLOSED);
  });

  it('the first stream starts where the page’s data stands, later ones where the stream was; nothing is read again', () => {
    queryClient.setQueryData(['messages', 'unread'], false);
    startsAt(31);
    const view = mount();
    expect(FakeSource.all[0]!.url).toBe('/api/events?from=31');
    act(() => FakeSource.all[0]!.emit('ready', 31, {}));
    expect(queryClient.isFetching()).toBe(0);
    expect(queryClient.getQueryState(['messages', 'unread'])?.isInvalidated).toBe(false);
    act(() => FakeSource.all[0]!.fail());
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(FakeSource.all[1]!.url).toBe('/api/events?last_event_id=31');
    view.unmount();
    // The page's id is used once: a stream opened later (another layout) starts from now.
    mount();
    expect(FakeSource.all[2]!.url).toBe('/api/events');
  });

  it('a stream that cannot open falls back to polling and is opened again later, from the last id it had', () => {
    mount();
    const source = FakeSource.all[0]!;
    act(() => source.emit('ready', 9, {}));
    act(() => source.emit('chat', 12, { participant_id: 3, message_id: 40 }));
    act(() => source.fail());
    expect(live.at(-1)).toBe(false);
    expect(pollEvery(false)).toBe(60_000);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(FakeSource.all).toHaveLength(2);
    expect(FakeSource.all[1]!.url).toBe('/api/events?last_event_id=12');
  });
});
