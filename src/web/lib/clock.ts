import { useSyncExternalStore } from 'react';
import { useRenderHints } from './render-hints.tsx';

/**
 * Time as pages count it down: the server's clock. A phone's clock may be minutes off; the server's
 * decides deadlines. When the page came from the server, the difference between the two clocks is
 * taken once, from the instant the server rendered (`startServerClock`); otherwise it is taken as 0.
 */
let skew = 0;

/** Called once with the instant the server rendered the page (render-hints.tsx). */
export function startServerClock(serverNow: number): void {
  skew = Date.now() - serverNow;
}

/** A time read on this device (`Date.now()`, a query's `dataUpdatedAt`), on the server's clock. */
export function onServerClock(deviceMs: number): number {
  return deviceMs - skew;
}

/** The server's clock as this device reads it now, for a time the server sent. */
export function toDeviceClock(serverMs: number): number {
  return serverMs + skew;
}

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(onTick: () => void): () => void {
  listeners.add(onTick);
  timer ??= setInterval(() => {
    for (const l of listeners) l();
  }, 1000);
  return () => {
    listeners.delete(onTick);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/**
 * The server's time now, in whole `stepMs`, for what a page shows counting down (deadlines, the
 * test's timer). A server render uses the instant it rendered, and hydration starts from that same
 * instant, so the countdown in the HTML matches the first render in the browser, which then ticks.
 */
export function useNow(stepMs = 1000): number {
  const hints = useRenderHints();
  const floor = (ms: number) => Math.floor(ms / stepMs) * stepMs;
  return useSyncExternalStore(
    subscribe,
    () => floor(onServerClock(Date.now())),
    () => floor(hints?.now ?? onServerClock(Date.now())),
  );
}
