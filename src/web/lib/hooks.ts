/**
 * Small React hooks the pages share (in place of `@mantine/hooks`; decision 064): an open/closed
 * flag and a value that settles after typing stops. (The phone-width flag is `useIsMobile`, media.ts.)
 */
import { useEffect, useMemo, useState } from 'react';

/** Open or closed (a dialog, a drawer, a menu), with the three ways to change it. */
export function useDisclosure(initial = false) {
  const [opened, setOpened] = useState(initial);
  const handlers = useMemo(
    () => ({
      open: () => setOpened(true),
      close: () => setOpened(false),
      toggle: () => setOpened((was) => !was),
    }),
    [],
  );
  return [opened, handlers] as const;
}

/** `value` once it has stayed the same for `wait` ms: a search asks the API when typing pauses. */
export function useDebouncedValue<T>(value: T, wait: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait]);
  return settled;
}
