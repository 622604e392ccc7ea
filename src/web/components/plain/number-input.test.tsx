import { NumberInput as MantineNumberInput } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { REQUIRED } from '#web/components/required.ts';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { markup } from '#web/test/mantine-markup.tsx';
import { NumberInput, type NumberInputProps } from './number-input.tsx';

const noop = () => {};
const year = { label: 'Год выпуска', ...REQUIRED, min: 2000, max: 2035 };

const cases: NumberInputProps[] = [
  { ...year, value: '', onChange: noop },
  { ...year, value: 2027, onChange: noop, onBlur: noop, onFocus: noop },
  { ...year, value: 2035, onChange: noop },
  { ...year, value: 2000, onChange: noop },
  { ...year, value: '', error: 'Укажите год выпуска', onChange: noop },
  { ...year, value: 1990, error: 'Год выпуска — с 2000 по 2035', onChange: noop },
  { ...year, description: 'Подсказка', value: '', error: true, onChange: noop },
];

describe('the plain NumberInput', () => {
  it('renders what Mantine’s NumberInput renders (the app’s settings: whole, not negative, no separator)', () => {
    for (const props of cases)
      expect(markup(<NumberInput {...props} />)).toEqual(
        markup(
          <MantineNumberInput
            {...(props as object)}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=""
          />,
        ),
      );
  });

  function Year({ start = '' }: { start?: number | string }) {
    const [value, setValue] = useState<number | string>(start);
    return (
      <>
        <NumberInput {...year} value={value} onChange={setValue} />
        <output>{JSON.stringify(value)}</output>
      </>
    );
  }
  const reported = () => JSON.parse(screen.getByRole('status').textContent ?? '""') as unknown;

  it('takes only digits, reports a number, and keeps a year outside the range as typed', async () => {
    const user = userEvent.setup();
    render(<Year />);
    const input = screen.getByLabelText('Год выпуска');
    await user.type(input, '19a9-0,');
    expect(input).toHaveValue('1990');
    expect(reported()).toBe(1990);
    await user.tab();
    expect(input).toHaveValue('1990');
    await user.clear(input);
    expect(reported()).toBe('');
  });

  it('drops leading zeros on leaving the field, as Mantine’s does', async () => {
    const user = userEvent.setup();
    render(<Year />);
    const input = screen.getByLabelText('Год выпуска');
    await user.type(input, '02027');
    expect(reported()).toBe('02027');
    await user.tab();
    expect(reported()).toBe(2027);
    expect(input).toHaveValue('2027');
  });

  it('steps by one with the arrow keys and the arrows, from the range’s start, never past its ends', async () => {
    const user = userEvent.setup();
    render(<Year />);
    const input = screen.getByLabelText('Год выпуска');
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(reported()).toBe(2000);
    await user.keyboard('{ArrowDown}');
    expect(reported()).toBe(2000);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(reported()).toBe(2002);
    const [up, down] = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-direction]'));
    fireEvent.pointerDown(up!);
    expect(reported()).toBe(2003);
    expect(input).toHaveFocus();
    fireEvent.pointerDown(down!);
    expect(reported()).toBe(2002);
  });

  it('disables the arrow that would leave the range', () => {
    render(<Year start={2035} />);
    const [up, down] = Array.from(document.querySelectorAll<HTMLButtonElement>('[data-direction]'));
    expect(up).toBeDisabled();
    expect(down).toBeEnabled();
  });

  it('keeps its ids through hydration, with no mismatch', async () => {
    const container = await hydrateOverServerMarkup(<NumberInput {...year} value={2027} error="Ошибка" />);
    container.remove();
  });
});
