import { MantineProvider, Select as MantineSelect } from '@mantine/core';
import { useForm } from '@mantine/form';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '#web/app/theme.ts';
import { REQUIRED } from '#web/components/required.ts';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { markup } from '#web/test/mantine-markup.tsx';
import { Select, type SelectProps } from './select.tsx';

const noop = () => {};
const cities = [
  { value: '1', label: 'Москва' },
  { value: '2', label: 'Казань' },
  { value: '3', label: 'Калининград' },
];

/** The prop sets the sign-up and the profile pass (city, citizenship, institution), closed. */
const cases: SelectProps[] = [
  { label: 'Город', searchable: true, data: cities, value: null, onChange: noop },
  {
    label: 'Город',
    id: 'city',
    placeholder: 'Начните вводить',
    ...REQUIRED,
    searchable: true,
    nothingFoundMessage: 'Ничего не нашлось',
    data: cities,
    value: '2',
    onChange: noop,
  },
  { label: 'Город', ...REQUIRED, searchable: true, data: [], value: null, disabled: true, onChange: noop },
  {
    label: 'Гражданство',
    ...REQUIRED,
    searchable: true,
    allowDeselect: false,
    data: [{ value: 'RU', label: 'Россия' }],
    value: 'RU',
    error: 'Выберите гражданство',
    onChange: noop,
  },
  {
    label: 'Учебное заведение',
    description: 'Можно искать по сокращению: МГУ, ВШЭ',
    placeholder: 'Начните вводить название',
    ...REQUIRED,
    searchable: true,
    searchValue: 'ВШЭ',
    onSearchChange: noop,
    filter: ({ options }) => options,
    data: [],
    value: null,
    error: 'Выберите учебное заведение из списка',
    onChange: noop,
  },
  { label: 'Без текста ошибки', searchable: true, data: cities, value: '1', error: true, onChange: noop },
];

describe('the plain Select, closed', () => {
  it('renders what Mantine’s closed Select renders, the hidden value input too', () => {
    for (const props of cases) {
      // Wrapped: both render the field and, beside it, the hidden input with the value.
      expect(
        markup(
          <div>
            <Select {...props} />
          </div>,
        ),
      ).toEqual(
        markup(
          <div>
            <MantineSelect {...(props as object)} />
          </div>,
        ),
      );
    }
  });

  it('names the field by its label and describes it by its error', () => {
    render(<Select {...(cases[3] as SelectProps)} />);
    const box = screen.getByRole('combobox', { name: 'Гражданство' });
    expect(box).toHaveValue('Россия');
    expect(box).toHaveAccessibleDescription('Выберите гражданство');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});

const inMantine = ({ children }: { children: ReactNode }) => (
  <MantineProvider theme={theme}>{children}</MantineProvider>
);

function CityForm({ onValue }: { onValue: (v: string | null) => void }) {
  const form = useForm<{ city_id: string | null }>({ initialValues: { city_id: null } });
  const input = form.getInputProps('city_id');
  return (
    <>
      <Select
        label="Город"
        searchable
        data={cities}
        {...input}
        onChange={(v) => {
          input.onChange(v);
          onValue(v);
        }}
      />
      <span data-testid="value">{form.values.city_id ?? ''}</span>
    </>
  );
}

describe('the plain Select, opened', () => {
  // One test: the combobox's chunk, once loaded, stays loaded for every later field in the file.
  it('loads Mantine’s combobox on the focus, keeps the focus and what was typed, picks by the keyboard', async () => {
    // The server's markup hydrates with no mismatch while the combobox is not loaded.
    const hydrated = await hydrateOverServerMarkup(
      <MantineProvider theme={theme}>
        <Select label="Город" searchable data={cities} value="1" onChange={noop} />
      </MantineProvider>,
    );
    expect(hydrated.querySelector('input[role="combobox"]')).toHaveValue('Москва');
    hydrated.remove();

    const picked: (string | null)[] = [];
    const user = userEvent.setup();
    render(<CityForm onValue={(v) => picked.push(v)} />, { wrapper: inMantine });
    const closed = screen.getByRole('combobox', { name: 'Город' });
    // Focused and typed in before the chunk can arrive: the closed field holds the text.
    act(() => closed.focus());
    fireEvent.change(closed, { target: { value: 'Ка' } });
    expect(closed).toHaveValue('Ка');
    // Mantine's Select replaces it: same name, the focus in it, its list open on what was typed.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Город' })).not.toBe(closed));
    const open = screen.getByRole('combobox', { name: 'Город' });
    await waitFor(() => expect(open).toHaveFocus());
    expect(open).toHaveValue('Ка');
    expect(screen.getByRole('listbox', { name: 'Город', hidden: true })).toHaveTextContent('Казань');
    await user.keyboard('зань');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('2'));
    expect(picked).toEqual(['2']);
    expect(open).toHaveValue('Казань');
  });

  it('draws Mantine’s Select at once on a page drawn after the chunk came', async () => {
    await act(async () => {
      render(<Select label="Гражданство" searchable data={cities} value="3" onChange={noop} />, {
        wrapper: inMantine,
      });
    });
    // Mantine's input carries its own data attributes; the closed one has no popover target.
    const box = screen.getByRole('combobox', { name: 'Гражданство' });
    expect(box).toHaveValue('Калининград');
    await userEvent.setup().click(box);
    // jsdom runs no transition: the opened list stays `display: none`, so it is looked up hidden.
    expect(await screen.findByRole('listbox', { name: 'Гражданство', hidden: true })).toHaveTextContent(
      'Москва',
    );
  });
});
