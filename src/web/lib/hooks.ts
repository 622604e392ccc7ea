/**
 * Small React hooks of our own (decision 064: `@mantine/hooks` goes). Each is a named export that
 * does one thing.
 */
import { useCallback, useEffect, useState } from 'react';

/** An open/closed flag and the three ways to change it (a dialog, a folded part). */
export function useDisclosure(initial = false) {
  const [opened, setOpened] = useState(initial);
  const open = useCallback(() => setOpened(true), []);
  const close = useCallback(() => setOpened(false), []);
  const toggle = useCallback(() => setOpened((o) => !o), []);
  return [opened, { open, close, toggle }] as const;
}

/** The value once it has stayed the same for `wait` ms (a search box's text, before it is sent). */
export function useDebouncedValue<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), wait);
    return () => window.clearTimeout(timer);
  }, [value, wait]);
  return settled;
}

/**
 * An element's content-box width, followed as it changes (a chart drawn in its box's own pixels);
 * 0 until it is measured, on the server too.
 */
export function useElementWidth<E extends HTMLElement = HTMLElement>() {
  const [element, ref] = useState<E | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref, width };
}
