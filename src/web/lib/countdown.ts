import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left of `seconds` counted from `from`: an instant on this device's clock
 * (`Date.now()`, a query's `dataUpdatedAt`), `'now'` for the moment it becomes so, or `null` while
 * not counting. Never below 0 nor above `seconds`: right after a re-sync the last tick may predate
 * it. Counted from the wall clock, so a throttled background tab still ends on time; both ends are
 * on one clock, so a wrong device clock changes nothing. Until the first tick (and in a server
 * render, so hydration agrees) it is `seconds`. `onDone` is called once when it reaches zero.
 * Used by the SMS code's resend wait, the test's timer and the video answer's think/record times.
 */
export function useCountdown(
  seconds: number,
  from: number | 'now' | null,
  { onDone, stepMs = 1000 }: { onDone?: () => void; stepMs?: number } = {},
): number {
  const [left, setLeft] = useState<number | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (from === null) return;
    const endsAt = (from === 'now' ? Date.now() : from) + seconds * 1000;
    let fired = false;
    const tick = () => {
      const remaining = Math.max(0, Math.min(seconds, Math.ceil((endsAt - Date.now()) / 1000)));
      setLeft(remaining);
      if (remaining === 0 && !fired) {
        fired = true;
        window.clearInterval(id);
        done.current?.();
      }
    };
    const id = window.setInterval(tick, stepMs);
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(id);
      window.clearTimeout(first);
      setLeft(null); // the next run starts from the full time
    };
  }, [seconds, from, stepMs]);
  return left ?? seconds;
}

/** 75 → «1:15», with `minuteDigits` 2 → «01:15»; an hour or more → «1:01:40». */
export function formatSeconds(total: number, minuteDigits: 1 | 2 = 1): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${String(m).padStart(minuteDigits, '0')}:${pad(s)}`;
}
