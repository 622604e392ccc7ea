import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Select, type SelectProps } from './select.tsx';

const cities = [
  { value: '1', label: 'Москва' },
  { value: '2', label: 'Санкт-Петербург' },
  { value: '3', label: 'Казань' },
];

function Held(
  props: Omit<SelectProps, 'value' | 'onChange'> & {
    start?: string | null;
    spy?: (v: string | null) => void;
  },
) {
  const { start = null, spy, ...rest } = props;
  const [value, setValue] = useState<string | null>(start);
  return (
    <Select
      {...rest}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

describe('Select, searchable', () => {
  it('filters the list by what is typed and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Held label="Город" data={cities} searchable spy={spy} />);
    const field = screen.getByRole('combobox', { name: 'Город' });
    await user.click(field);
    await user.keyboard('каз');
    const list = screen.getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Казань']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith('3');
    expect(field).toHaveValue('Казань');
  });

  it('says «Ничего не найдено» when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Held label="Город" data={cities} searchable />);
    await user.click(screen.getByRole('combobox', { name: 'Город' }));
    await user.keyboard('Омск');
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('empties itself by its clear button', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Held label="Город" data={cities} searchable clearable start="1" spy={spy} />);
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('Москва');
    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('');
  });

  it('posts its value with a form, by its name', async () => {
    const { container } = render(
      <form>
        <Held label="Город" data={cities} searchable name="city_id" start="2" />
      </form>,
    );
    const form = container.querySelector('form')!;
    expect(new FormData(form).get('city_id')).toBe('2');
  });
});

describe('Select, a short list', () => {
  it('opens on a press, takes no typing, and picks by a click or by the arrow keys', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Held label="Стадия" data={['Анкета', 'Тест', 'Интервью']} spy={spy} error="Выберите стадию" />);
    const field = screen.getByRole('combobox', { name: 'Стадия' });
    expect(field).toHaveAccessibleDescription('Выберите стадию');
    await user.click(field);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Тест' }));
    expect(spy).toHaveBeenLastCalledWith('Тест');
    expect(field).toHaveValue('Тест');
    await user.keyboard('Анк');
    expect(field).toHaveValue('Тест');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith('Интервью');
  });
});
