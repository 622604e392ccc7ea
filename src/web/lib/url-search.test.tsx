import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlSearch } from './url-search.ts';

function setup(initial = '') {
  const write = vi.fn();
  const hook = renderHook(({ fromUrl }) => useUrlSearch(fromUrl, write), {
    initialProps: { fromUrl: initial },
  });
  return {
    write,
    hook,
    type: (text: string) =>
      act(() => {
        hook.result.current[1](text);
      }),
  };
}

describe('useUrlSearch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the trimmed text once the typing pauses', () => {
    const { write, hook, type } = setup();
    type('Ив');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    type('Иванов ');
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(write).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(write).toHaveBeenCalledExactlyOnceWith('Иванов');
    expect(hook.result.current[0]).toBe('Иванов ');
  });

  it('its own write coming back leaves what was typed since', () => {
    const { write, hook, type } = setup();
    type('Пет');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(write).toHaveBeenCalledWith('Пет');
    type('Петров');
    hook.rerender({ fromUrl: 'Пет' });
    expect(hook.result.current[0]).toBe('Петров');
  });

  it('back, forward and reset show the URL, and drop a pending write', () => {
    const { write, hook, type } = setup('Сидоров');
    type('Сидоровa');
    hook.rerender({ fromUrl: '' });
    expect(hook.result.current[0]).toBe('');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(write).not.toHaveBeenCalled();
    hook.rerender({ fromUrl: 'Сидоров' });
    expect(hook.result.current[0]).toBe('Сидоров');
  });

  it('a text the URL already holds is not written again', () => {
    const { write, type } = setup('Козлов');
    type('Козлов ');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(write).not.toHaveBeenCalled();
  });
});
