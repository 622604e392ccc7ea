import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiSelect, TagsInput } from './multi-select.tsx';

const departments = [
  { value: '1', label: 'Маркетинг' },
  { value: '2', label: 'Финансы' },
  { value: '3', label: 'Производство' },
];

function Departments({ start = [] as string[], name }: { start?: string[]; name?: string }) {
  const [value, setValue] = useState(start);
  return (
    <MultiSelect
      label="Подразделение"
      data={departments}
      value={value}
      onChange={setValue}
      clearable
      name={name}
    />
  );
}

function Tags({ start = [] as string[] }: { start?: string[] }) {
  const [value, setValue] = useState(start);
  return <TagsInput label="Теги" data={['python', 'sql']} value={value} onChange={setValue} maxLength={50} />;
}

/** The chips' remove buttons (also while the open list hides the rest of the page from readers). */
const chips = (container: HTMLElement) =>
  within(container)
    .queryAllByRole('button', { name: /^Убрать/, hidden: true })
    .map((b) => b.getAttribute('aria-label'));

describe('MultiSelect', () => {
  it('filters the list by what is typed and adds the option picked by the keyboard as a chip', async () => {
    const user = userEvent.setup();
    const { container } = render(<Departments />);
    await user.click(screen.getByRole('combobox', { name: 'Подразделение' }));
    await user.keyboard('фин');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Финансы']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chips(container)).toEqual(['Убрать «Финансы»']);
    expect(screen.getByRole('combobox', { name: 'Подразделение' })).toHaveValue('');
  });

  it('does not offer what is picked, and says «Ничего не найдено» when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Departments start={['1']} />);
    await user.click(screen.getByRole('combobox', { name: 'Подразделение' }));
    expect(within(screen.getByRole('listbox')).queryByRole('option', { name: 'Маркетинг' })).toBeNull();
    await user.keyboard('Логистика');
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('removes a chip by its button, the last one by Backspace, all by the clear button', async () => {
    const user = userEvent.setup();
    const { container } = render(<Departments start={['1', '2', '3']} />);
    await user.click(screen.getByRole('button', { name: 'Убрать «Финансы»' }));
    expect(chips(container)).toEqual(['Убрать «Маркетинг»', 'Убрать «Производство»']);
    await user.click(screen.getByRole('combobox', { name: 'Подразделение' }));
    await user.keyboard('{Escape}{Backspace}');
    expect(chips(container)).toEqual(['Убрать «Маркетинг»']);
    await user.click(screen.getByRole('button', { name: 'Очистить' }));
    expect(chips(container)).toEqual([]);
  });

  it('opens its list again on a press while it keeps the focus and the list has closed', async () => {
    const user = userEvent.setup();
    render(<Departments />);
    const field = screen.getByRole('combobox', { name: 'Подразделение' });
    await user.click(field);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    // Closed under the focus (Escape here; a scroll of the page does the same).
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field).toHaveFocus();
    await user.click(field);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(3);
  });

  it('posts each value with a form, by its name', () => {
    const { container } = render(
      <form>
        <Departments start={['1', '3']} name="departments" />
      </form>,
    );
    expect(new FormData(container.querySelector('form')!).getAll('departments')).toEqual(['1', '3']);
  });
});

describe('TagsInput', () => {
  it('takes what is typed as a tag on Enter, and a suggestion picked from the list', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tags />);
    const field = screen.getByRole('combobox', { name: 'Теги' });
    await user.click(field);
    await user.keyboard('аналитика{Enter}');
    expect(chips(container)).toEqual(['Убрать «аналитика»']);
    expect(field).toHaveValue('');
    await user.keyboard('sq{ArrowDown}{Enter}');
    expect(chips(container)).toEqual(['Убрать «аналитика»', 'Убрать «sql»']);
  });

  it('makes a tag of the text left in it when the focus goes', async () => {
    const user = userEvent.setup();
    const { container } = render(<Tags />);
    await user.click(screen.getByRole('combobox', { name: 'Теги' }));
    await user.keyboard('excel');
    await user.tab();
    expect(chips(container)).toEqual(['Убрать «excel»']);
  });
});
