/**
 * How many of the app's dialogs are open (ui/dialog.tsx counts its Modal and Drawer). A dialog that
 * opens by itself (the stage survey) waits while another is open: React Aria makes everything
 * outside an open dialog inert, so two open at once would each leave the other untouchable and the
 * person with nothing to press.
 */
import { useEffect, useSyncExternalStore } from 'react';

let open = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Counts a dialog while `opened`. */
export function useCountedOpen(opened: boolean): void {
  useEffect(() => {
    if (!opened) return;
    open += 1;
    changed();
    return () => {
      open -= 1;
      changed();
    };
  }, [opened]);
}

/** The number of dialogs open now (none on the server). */
export function useOpenDialogs(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => 0,
  );
}
