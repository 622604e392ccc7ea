import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, DateRangeInput } from './date-input.tsx';
import { DateTimeInput } from './date-time-input.tsx';

/** The field's segments as a person reads them, e.g. `07.12.2026, 14:30`. */
const shown = (group: HTMLElement) =>
  Array.from(group.querySelectorAll('[data-type]'))
    .map((s) => s.textContent)
    .join('')
    .replace(/\u2066|\u2069|\u200e/g, '');

function HeldDate({ start = null as string | null, spy = (_: string | null) => {} }) {
  const [value, setValue] = useState(start);
  return (
    <DateInput
      label="Отклик с"
      value={value}
      clearable
      onChange={(v) => {
        setValue(v);
        spy(v);
      }}
    />
  );
}

describe('DateInput', () => {
  it('is typed day first, DD.MM.YYYY, whatever the browser’s language', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<HeldDate spy={spy} />);
    const day = screen.getAllByRole('spinbutton')[0]!;
    expect(day).toHaveAccessibleName(/день/i);
    await user.click(day);
    await user.keyboard('07122026');
    // Told once the year has its four digits, not of the years 2, 20 and 202 on the way.
    expect(spy.mock.calls).toEqual([['2026-12-07']]);
    expect(shown(screen.getByRole('group', { name: 'Отклик с' }))).toBe('07.12.2026');
  });

  it('shows a date it is given in Russian order, and the clear button empties it', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<HeldDate start="2026-03-09" spy={spy} />);
    expect(shown(screen.getByRole('group', { name: 'Отклик с' }))).toBe('09.03.2026');
    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(spy).toHaveBeenLastCalledWith(null);
  });

  it('opens a calendar in Russian, its weeks starting on Monday', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<HeldDate start="2026-12-07" spy={spy} />);
    await user.click(screen.getByRole('button', { name: /Календарь/ }));
    const grid = screen.getByRole('grid');
    // «П», понедельник; a week starting on Sunday would show «В».
    expect(grid.querySelector('th')).toHaveTextContent('П');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/декабрь 2026/i);
    await user.click(within(grid).getByRole('button', { name: /15 декабря 2026/ }));
    expect(spy).toHaveBeenLastCalledWith('2026-12-15');
  });
});

describe('DateRangeInput', () => {
  it('takes a period as its first and last days', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<DateRangeInput label="Период" value={[null, null]} onChange={spy} placeholder="За всё время" />);
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.keyboard('01112026');
    // The year's last digit moves the focus to the period's end.
    await user.keyboard('30112026');
    expect(spy).toHaveBeenLastCalledWith(['2026-11-01', '2026-11-30']);
  });
});

describe('DateTimeInput', () => {
  function Held({ spy }: { spy: (v: string) => void }) {
    const [value, setValue] = useState('');
    return (
      <DateTimeInput
        label="Дата и время (МСК)"
        value={value}
        onChange={(v) => {
          setValue(v);
          spy(v);
        }}
      />
    );
  }

  it('is typed as DD.MM.YYYY and a 24-hour time, and gives a wall time', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Held spy={spy} />);
    const group = screen.getByRole('group', { name: 'Дата и время (МСК)' });
    // No AM/PM segment: the hours run to 23.
    expect(within(group).queryByRole('spinbutton', { name: /AM|PM|ДП|ПП/i })).toBeNull();
    await user.click(within(group).getAllByRole('spinbutton')[0]!);
    await user.keyboard('071220261830');
    expect(spy).toHaveBeenLastCalledWith('2026-12-07T18:30');
    expect(shown(group)).toBe('07.12.2026, 18:30');
  });

  it('posts its value with a form, by its name', () => {
    const { container } = render(
      <form>
        <DateTimeInput label="Начало" name="starts_at" value="2026-12-07T09:05" onChange={() => {}} />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).get('starts_at')).toMatch(/^2026-12-07T09:05/);
  });
});
