import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue, useDisclosure } from './hooks.ts';

function Folded() {
  const [open, { toggle, close }] = useDisclosure();
  return (
    <>
      <button onClick={toggle}>Таблица</button>
      <button onClick={close}>Закрыть</button>
      {open && <p>Открыто</p>}
    </>
  );
}

function Search({ text }: { text: string }) {
  return <p>{useDebouncedValue(text, 300)}</p>;
}

afterEach(() => vi.useRealTimers());

describe('useDisclosure', () => {
  it('opens, closes and toggles', async () => {
    render(<Folded />);
    await userEvent.click(screen.getByRole('button', { name: 'Таблица' }));
    expect(screen.getByText('Открыто')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Открыто')).toBeNull();
  });
});

describe('useDebouncedValue', () => {
  it('takes a new value once it has stayed for the wait', () => {
    vi.useFakeTimers();
    const { rerender } = render(<Search text="Ива" />);
    rerender(<Search text="Иван" />);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.getByText('Ива')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Иван')).toBeInTheDocument();
  });
});
