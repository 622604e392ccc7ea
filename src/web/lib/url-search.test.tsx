import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUrlSearch } from './url-search.ts';

/** The hook under a router whose `?q=` is the URL's value; `go` moves the URL as Back or a reset would. */
function setup(initial = '') {
  const write = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial ? `/?q=${encodeURIComponent(initial)}` : '/']}>
      {children}
    </MemoryRouter>
  );
  const hook = renderHook(
    () => {
      const [params] = useSearchParams();
      return { box: useUrlSearch(params.get('q') ?? '', write), navigate: useNavigate() };
    },
    { wrapper },
  );
  return {
    write,
    text: () => hook.result.current.box[0],
    type: (text: string) =>
      act(() => {
        hook.result.current.box[1](text);
      }),
    go: (q: string) =>
      act(() => {
        void hook.result.current.navigate(q ? `/?q=${encodeURIComponent(q)}` : '/');
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
    const { write, text, type } = setup();
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
    expect(text()).toBe('Иванов ');
  });

  it('its own write coming back leaves what was typed since', () => {
    const { write, text, type, go } = setup();
    type('Пет');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(write).toHaveBeenCalledWith('Пет');
    type('Петров');
    go('Пет');
    expect(text()).toBe('Петров');
  });

  it('back, forward and reset show the URL, and drop a pending write', () => {
    const { write, text, type, go } = setup('Сидоров');
    type('Сидоровa');
    go('');
    expect(text()).toBe('');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(write).not.toHaveBeenCalled();
    go('Сидоров');
    expect(text()).toBe('Сидоров');
  });

  it('follows a new entry with the value it saw before: its write, then Back before the write rendered', () => {
    const { write, text, type, go } = setup();
    type('юрист');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(write).toHaveBeenCalledWith('юрист');
    go('');
    expect(text()).toBe('');
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
