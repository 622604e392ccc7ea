import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left of `seconds`, counted from the wall clock while `running` (a throttled
 * background tab still ends on time); calls `onDone` once when it reaches zero (at the first tick
 * when `seconds` is 0).
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(() => {
    if (!running) return;
    const endsAt = Date.now() + seconds * 1000;
    let fired = false;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0 && !fired) {
        fired = true;
        window.clearInterval(id);
        done.current();
      }
    };
    const id = window.setInterval(tick, 250);
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(id);
      window.clearTimeout(first);
      setLeft(seconds); // the next run starts from the full time
    };
  }, [seconds, running]);
  return left;
}
