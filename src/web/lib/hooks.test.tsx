import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue, useDisclosure } from './hooks.ts';

afterEach(() => vi.useRealTimers());

describe('hooks', () => {
  it('useDisclosure opens, closes and toggles', () => {
    const { result } = renderHook(() => useDisclosure());
    expect(result.current[0]).toBe(false);
    act(() => result.current[1].open());
    expect(result.current[0]).toBe(true);
    act(() => result.current[1].toggle());
    expect(result.current[0]).toBe(false);
  });

  it('useDebouncedValue gives the value once it stays the same for the wait', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: 'а' },
    });
    rerender({ v: 'ан' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ v: 'анн' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe('а');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('анн');
  });
});
