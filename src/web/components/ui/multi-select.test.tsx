import {
  MantineProvider,
  MultiSelect as MantineMultiSelect,
  TagsInput as MantineTagsInput,
} from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '#web/app/theme.ts';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { markup } from '#web/test/mantine-markup.tsx';
import { MultiSelect, TagsInput, type MultiSelectProps, type TagsInputProps } from './multi-select.tsx';

const noop = () => {};
const departments = [
  { value: '1', label: 'Маркетинг' },
  { value: '2', label: 'Финансы' },
  { value: '3', label: 'Производство' },
];

/** The prop sets the vacancy filters pass (department, city, tags), closed. */
const selects: MultiSelectProps[] = [
  {
    label: 'Подразделение',
    placeholder: 'Любое',
    data: departments,
    value: [],
    onChange: noop,
    clearable: true,
  },
  { label: 'Подразделение', data: departments, value: ['2'], onChange: noop, clearable: true },
  { label: 'Подразделение', data: departments, value: ['1', '3', '2'], onChange: noop },
  {
    label: 'Город',
    placeholder: 'Начните вводить',
    data: departments,
    value: [],
    onChange: noop,
    searchable: true,
    searchValue: '',
    onSearchChange: noop,
    filter: ({ options }) => options,
    clearable: true,
  },
  {
    label: 'Город',
    data: departments,
    value: ['3', '77'],
    onChange: noop,
    searchable: true,
    searchValue: 'Каз',
    onSearchChange: noop,
    nothingFoundMessage: 'Загрузка…',
    clearable: true,
  },
];
const tags: TagsInputProps[] = [
  {
    label: 'Теги',
    placeholder: 'Введите тег',
    data: ['python'],
    value: [],
    onChange: noop,
    maxLength: 50,
    clearable: true,
  },
  { label: 'Теги', data: ['python'], value: ['sql'], onChange: noop, maxLength: 50, clearable: true },
  { label: 'Теги', data: [], value: ['sql', 'excel', 'аналитика'], onChange: noop, maxLength: 50 },
];

describe('the plain MultiSelect and TagsInput, closed', () => {
  it('render what Mantine’s closed fields render, the hidden value input too', () => {
    // Wrapped: both render the field and, beside it, the hidden input with the values.
    for (const props of selects)
      expect(
        markup(
          <div>
            <MultiSelect {...props} />
          </div>,
        ),
      ).toEqual(
        markup(
          <div>
            <MantineMultiSelect {...(props as object)} />
          </div>,
        ),
      );
    for (const props of tags)
      expect(
        markup(
          <div>
            <TagsInput {...props} />
          </div>,
        ),
      ).toEqual(
        markup(
          <div>
            <MantineTagsInput {...(props as object)} />
          </div>,
        ),
      );
  });

  it('are named by their label and show the picked values as pills', () => {
    render(<MultiSelect {...(selects[4] as MultiSelectProps)} />);
    expect(screen.getByRole('combobox', { name: 'Город' })).toHaveValue('Каз');
    // A value missing from the list shows itself, as in Mantine's.
    expect(Array.from(document.querySelectorAll('.mantine-Pill-label'), (e) => e.textContent)).toEqual([
      'Производство',
      '77',
    ]);
  });
});

const inMantine = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme}>{children}</MantineProvider>
);

function Departments({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MultiSelect label="Подразделение" data={departments} value={value} onChange={setValue} clearable />
      <span data-testid="departments">{value.join(',')}</span>
    </>
  );
}

function Tags({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TagsInput label="Теги" data={['python', 'sql']} value={value} onChange={setValue} />
      <span data-testid="tags">{value.join(',')}</span>
    </>
  );
}

const pillLabels = () => Array.from(document.querySelectorAll('.mantine-Pill-label'), (e) => e.textContent);

describe('the plain MultiSelect and TagsInput, opened', () => {
  // One test while Mantine's chunk has not come: once loaded, it stays loaded for the whole file.
  it('hydrate, then load Mantine’s on a press or the focus, keeping the focus, the typing and the click', async () => {
    const hydrated = await hydrateOverServerMarkup(
      <MantineProvider theme={theme}>
        <Departments initial={['1', '2']} />
        <Tags initial={['sql']} />
      </MantineProvider>,
    );
    expect(pillLabels()).toEqual(['Маркетинг', 'Финансы', 'sql']);
    const [closedDepartments, closedTags] =
      hydrated.querySelectorAll<HTMLInputElement>('input[role="combobox"]');
    // A press on the remove button of «Маркетинг» fetches Mantine's fields.
    const remove = hydrated.querySelectorAll<HTMLButtonElement>('.mantine-Pill-remove')[0]!;
    fireEvent.pointerDown(remove);
    fireEvent.mouseDown(remove);
    // Meanwhile the tags field is focused and typed in: the closed field holds the text.
    act(() => closedTags!.focus());
    fireEvent.change(closedTags!, { target: { value: 'py' } });
    expect(closedTags).toHaveValue('py');
    // The chunk comes mid-press.
    await act(async () => {
      await import('./multi-select-combobox.tsx');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // The pressed field stays closed until the press ends, so that its click is not lost.
    expect(within(hydrated).getByRole('combobox', { name: 'Подразделение' })).toBe(closedDepartments);
    fireEvent.pointerUp(remove);
    fireEvent.click(remove);
    expect(within(hydrated).getByTestId('departments')).toHaveTextContent(/^2$/);
    await waitFor(() =>
      expect(within(hydrated).getByRole('combobox', { name: 'Подразделение' })).not.toBe(closedDepartments),
    );
    expect(pillLabels()).toEqual(['Финансы', 'sql']);
    // The tags field is Mantine's: the same name, the focus in it, its list open on what was typed.
    const tags = within(hydrated).getByRole('combobox', { name: 'Теги' });
    expect(tags).not.toBe(closedTags);
    await waitFor(() => expect(tags).toHaveFocus());
    expect(tags).toHaveValue('py');
    expect(screen.getByRole('listbox', { name: 'Теги', hidden: true })).toHaveTextContent('python');
    // Enter makes a tag of the search, as in Mantine's TagsInput.
    await userEvent.setup().keyboard('thon{Enter}');
    expect(within(hydrated).getByTestId('tags')).toHaveTextContent('sql,python');
    expect(tags).toHaveValue('');
    hydrated.remove();
  });

  it('draw Mantine’s field at once on a page drawn after the chunk came, and its list opens', async () => {
    await act(async () => {
      render(<Departments initial={['3']} />, { wrapper: inMantine });
    });
    const box = screen.getByRole('combobox', { name: 'Подразделение' });
    // A click opens the list: no closed field in between (it has no list to show).
    await userEvent.setup().click(box);
    const list = await screen.findByRole('listbox', { name: 'Подразделение', hidden: true });
    expect(list).toHaveTextContent('Маркетинг');
    fireEvent.click(within(list).getByRole('option', { name: 'Маркетинг', hidden: true }));
    expect(screen.getByTestId('departments')).toHaveTextContent('3,1');
  });
});
