import { useSyncExternalStore } from 'react';
import { useRenderHints } from './render-hints.tsx';

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
 * The time, in whole `stepMs`, for what a page shows counting down (deadlines, timers). A server
 * render uses the server's clock and hydration starts from the same instant, so the countdown in the
 * HTML matches the first render in the browser, which then ticks on its own clock.
 */
export function useNow(stepMs = 1000): number {
  const hints = useRenderHints();
  const floor = (ms: number) => Math.floor(ms / stepMs) * stepMs;
  return useSyncExternalStore(
    subscribe,
    () => floor(Date.now()),
    () => floor(hints?.now ?? Date.now()),
  );
}
