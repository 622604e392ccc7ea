import { useEffect, useState } from 'react';

/** Seconds left until a new SMS code may be asked for; `start(n)` restarts it. */
export function useCountdown(initial: number): [number, (seconds: number) => void] {
  const [until, setUntil] = useState(() => Date.now() + initial * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);

  const left = Math.max(0, Math.ceil((until - now) / 1000));
  const start = (seconds: number) => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  };
  return [left, start];
}

/** 75 -> '1:15'; 3700 -> '1:01:40'. */
export function formatSeconds(s: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const [h, m, sec] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  return h > 0 ? `${h}:${pad(m)}:${pad(sec)}` : `${m}:${pad(sec)}`;
}
