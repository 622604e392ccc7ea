/**
 * Notices (toasts) shown from anywhere, lib/form.ts's failures included: `notify({ title, message,
 * color })`. The queue is React Aria's, and small; the region that draws it (components/ui/toast.tsx)
 * loads after the page's first render, and shows what was queued before it came (base-providers.tsx
 * mounts it).
 *
 * A notice given an `id` can be changed in place while it is up (an export's bytes received:
 * `updateNotice`), replaced by one with the same `id` (the export's result, announced anew), or
 * closed (`closeNotice`).
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components/Toast';

export type Notice = {
  title?: ReactNode;
  message: ReactNode;
  /** The theme colour of its stripe: green for done, red for failed; the primary colour otherwise. */
  color?: string;
  /** A spinner in place of the stripe: something is under way. */
  loading?: boolean;
  /** ms before it goes by itself (paused while hovered or focused); `null` keeps it until closed. */
  timeout?: number | null;
  /** Whether it has a close button (not while an export it follows is under way). */
  closable?: boolean;
};

/** Long enough to be read: React Aria advises at least 5 s. */
const DEFAULT_TIMEOUT = 6000;

/** The queue the region draws: what is queued holds only the notice's id, its content is below. */
export const toastQueue = new ToastQueue<{ id: string }>({ maxVisibleToasts: 3 });

const notices = new Map<string, Notice>();
const keys = new Map<string, string>();
const listeners = new Set<() => void>();
let seq = 0;

/** Shows a notice (replacing the one with the same `id`, if any); returns its id. */
export function notify({ id = `notice-${++seq}`, ...notice }: Notice & { id?: string }): string {
  closeNotice(id);
  notices.set(id, notice);
  const timeout = notice.timeout === undefined ? DEFAULT_TIMEOUT : (notice.timeout ?? undefined);
  const key = toastQueue.add(
    { id },
    {
      timeout,
      onClose: () => {
        // A replaced notice's own close comes after its successor took the id: leave that one be.
        if (keys.get(id) !== key) return;
        keys.delete(id);
        notices.delete(id);
      },
    },
  );
  keys.set(id, key);
  return id;
}

/** Changes a notice that is up, in place (its timer runs on); nothing if it is gone. */
export function updateNotice(id: string, patch: Partial<Notice>): void {
  const notice = notices.get(id);
  if (!notice) return;
  notices.set(id, { ...notice, ...patch });
  for (const listener of listeners) listener();
}

/** Closes a notice if it is up. */
export function closeNotice(id: string): void {
  const key = keys.get(id);
  if (key === undefined) return;
  keys.delete(id);
  notices.delete(id);
  toastQueue.close(key);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A notice's current content, for the region (toast.tsx); null once it is gone. */
export function useNotice(id: string): Notice | null {
  return useSyncExternalStore(
    subscribe,
    () => notices.get(id) ?? null,
    () => null,
  );
}
