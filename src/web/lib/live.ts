/**
 * The tab's live stream (`GET /api/events`, decision 030): one EventSource per signed-in tab, opened
 * by the layout in an effect (so only in the browser, after hydration), closed when the layout goes
 * (sign-out). Its events update the query cache; while it is open nothing polls, and while it cannot
 * open the lists fall back to polling (`pollEvery`) and it tries again, resuming after the last id.
 * A page the server rendered names the live event its data was read after (`startsAt`): the first
 * stream starts there, so the tab hears of every change since its page and reads nothing again.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEvents, LiveEventKind } from '#shared/contracts/live.ts';
import type { MessagesResponse } from '#shared/contracts/messages.ts';
import { UNREAD_POLL_MS } from './constants.ts';

let open = false;
const watchers = new Set<() => void>();
function setOpen(value: boolean) {
  // Said on the page too, for the journeys and for anyone looking at the page's state.
  document.documentElement.dataset.live = value ? 'open' : 'down';
  if (open === value) return;
  open = value;
  for (const w of watchers) w();
}
const subscribe = (w: () => void) => {
  watchers.add(w);
  return () => watchers.delete(w);
};

/** True while the stream is open (false on the server and before the stream opens). */
export function useLiveOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** A list's `refetchInterval`: none while the stream is open, the old polling while it is not. */
export const pollEvery = (live: boolean): number | false => (live ? false : UNREAD_POLL_MS);

/** Where the page's data stands (`PageData.liveFrom`); used by the first stream, then forgotten. */
let pageFrom: number | null = null;
export function startsAt(liveFrom: number | null): void {
  pageFrom = liveFrom;
}

/** Opens the stream while the calling component is mounted. */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => connect(queryClient), [queryClient]);
}

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 5 * 60_000;
/** Ids a tab remembers to drop repeats (a reconnect resends the last seconds, decision 030). */
const SEEN_MAX = 200;

function connect(queryClient: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let lastId: number | null = null;
  let retryMs = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const from = pageFrom;
  pageFrom = null;
  const seen = new Set<number>();

  const handlers: { [K in LiveEventKind]: (data: LiveEvents[K]) => void } = {
    notice: ({ message }) => {
      queryClient.setQueryData(['messages', 'unread'], true);
      queryClient.setQueriesData<MessagesResponse>({ queryKey: ['messages', 'list', 1] }, (old) =>
        old && !old.data.some((m) => m.id === message.id)
          ? {
              data: [message, ...old.data].slice(0, old.meta.per_page),
              meta: { ...old.meta, total: old.meta.total + 1, unread: old.meta.unread + 1 },
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
      // A notice tells of a change: the participant's stages and screening show it at once.
      void queryClient.invalidateQueries({ queryKey: ['screening'] });
    },
    read: ({ unread }) => {
      queryClient.setQueryData(['messages', 'unread'], unread > 0);
      void queryClient.invalidateQueries({ queryKey: ['messages', 'list'] });
    },
    chat: ({ participant_id }) => {
      void queryClient.invalidateQueries({ queryKey: ['chat', 'me'] });
      void queryClient.invalidateQueries({ queryKey: ['chat', participant_id] });
    },
  };

  const start = () => {
    timer = null;
    const es = new EventSource(
      lastId !== null
        ? `/api/events?last_event_id=${lastId}`
        : from !== null
          ? `/api/events?from=${from}`
          : '/api/events',
    );
    source = es;
    es.addEventListener('ready', (e) => {
      const id = Number((e as MessageEvent).lastEventId);
      if (lastId === null || id > lastId) lastId = id;
      retryMs = FIRST_RETRY_MS;
      setOpen(true);
    });
    for (const kind of Object.keys(handlers) as LiveEventKind[]) {
      es.addEventListener(kind, (e) => {
        const event = e as MessageEvent<string>;
        const id = Number(event.lastEventId);
        if (seen.has(id)) return;
        seen.add(id);
        if (seen.size > SEEN_MAX) seen.delete(seen.values().next().value!);
        if (lastId === null || id > lastId) lastId = id;
        (handlers[kind] as (data: unknown) => void)(JSON.parse(event.data));
      });
    }
    es.onerror = () => {
      setOpen(false);
      // The browser retries a dropped stream by itself (with Last-Event-ID); one it gave up on
      // (an error answer, the server away) is opened again here, later and later.
      if (es.readyState !== EventSource.CLOSED) return;
      es.close();
      source = null;
      timer = setTimeout(start, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  };

  // Offline, the stream is dead whatever the socket says; back online, it resumes at once.
  const offline = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    source?.close();
    source = null;
    setOpen(false);
  };
  const online = () => {
    if (source) return;
    if (timer) clearTimeout(timer);
    retryMs = FIRST_RETRY_MS;
    start();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);

  start();
  return () => {
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    if (timer) clearTimeout(timer);
    source?.close();
    setOpen(false);
  };
}
