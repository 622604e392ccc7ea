/**
 * A Mantine component fetched on first use, for the plain fields that draw its closed markup until
 * then (select.tsx, multi-select.tsx; docs/decisions/044-signup-loads-its-fields-on-demand.md and
 * 047-vacancy-filters-load-their-combobox-on-demand.md): `preload` fetches its chunk once, and every
 * field using `useLoaded` then re-renders with it.
 */
import { useSyncExternalStore } from 'react';
import { reloadOnceIfStale } from '#web/lib/stale-chunk.ts';

export function onDemand<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  let loading: Promise<unknown> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    /** Fetches the chunk (once); every field waiting for it then re-renders with it. */
    preload(): Promise<unknown> {
      loading ??= reloadOnceIfStale(load).then(
        (m) => {
          loaded = m;
          for (const listener of listeners) listener();
        },
        // Offline or a failed fetch: the closed fields stay as they are; the next intent tries again.
        () => void (loading = null),
      );
      return loading;
    },
    /**
     * What was loaded, or null. While hydrating, always null, as the server rendered (the server
     * snapshot); a page drawn in the browser after the chunk came gets it at once.
     */
    useLoaded(): T | null {
      return useSyncExternalStore(
        subscribe,
        () => loaded,
        () => null,
      );
    },
  };
}
