import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatSeconds, useCountdown } from './countdown.ts';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts whole seconds from an instant, never above the full time, and ends once', () => {
    const onDone = vi.fn();
    const from = Date.now();
    const { result } = renderHook(() => useCountdown(3, from, { onDone }));
    expect(result.current).toBe(3);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(2);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('a time sent before now counts what is left of it (a re-synced timer)', () => {
    const { result } = renderHook(() => useCountdown(60, Date.now() - 20_000));
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe(40);
  });

  it("'now' starts when it is given and null stops at the full time", () => {
    const { result, rerender } = renderHook(
      ({ running }) => useCountdown(10, running ? 'now' : null, { stepMs: 250 }),
      {
        initialProps: { running: false },
      },
    );
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(result.current).toBe(10);
    rerender({ running: true });
    act(() => {
      vi.advanceTimersByTime(2_250);
    });
    expect(result.current).toBe(8);
    rerender({ running: false });
    expect(result.current).toBe(10);
  });
});

describe('formatSeconds', () => {
  it('reads as a clock', () => {
    expect(formatSeconds(75)).toBe('1:15');
    expect(formatSeconds(125, 2)).toBe('02:05');
    expect(formatSeconds(3725)).toBe('1:02:05');
    expect(formatSeconds(3725, 2)).toBe('1:02:05');
  });
});
