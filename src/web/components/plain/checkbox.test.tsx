import { Checkbox as MantineCheckbox } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { markup } from '#web/test/mantine-markup.tsx';
import { Checkbox } from './checkbox.tsx';

const noop = () => {};

/**
 * The markup with React's ids named by their order of appearance: Mantine's components sit deeper in
 * the tree, so the same id is another number of React's, but what ties to what must be the same.
 */
function shapeWithIds(element: ReactElement): string {
  const seen = new Map<string, string>();
  return JSON.stringify(markup(element)).replace(/mantine-_R_[A-Za-z0-9]+_/g, (id) => {
    if (!seen.has(id)) seen.set(id, `id${seen.size}`);
    return seen.get(id)!;
  });
}

/** The filters' groups (/vacancies: work formats, hours a week) with none, one or all checked. */
const groups: { label: string; options: { value: string; label: string }[]; value: string[] }[] = [
  {
    label: 'Формат работы',
    options: [
      { value: '1', label: 'Офис' },
      { value: '2', label: 'Гибрид' },
      { value: '3', label: 'Удалённо' },
    ],
    value: [],
  },
  {
    label: 'Часов в неделю',
    options: [
      { value: '20', label: '20 ч' },
      { value: '30', label: '30 ч' },
    ],
    value: ['30'],
  },
  {
    label: 'Формат работы',
    options: [
      { value: '1', label: 'Офис' },
      { value: '2', label: 'Гибрид' },
    ],
    value: ['2', '1'],
  },
];

/** The withdrawal dialog's confirmation: one controlled checkbox, unchecked and checked; and disabled. */
const singles = [
  { label: 'Я понимаю', checked: false, onChange: noop },
  { label: 'Я понимаю', checked: true, onChange: noop },
  { label: 'Недоступно', checked: false, onChange: noop, disabled: true },
  { label: 'С id', checked: true, onChange: noop, id: 'fixed' },
];

describe('the plain Checkbox', () => {
  it.each(groups)(
    'renders what Mantine’s Checkbox.Group renders: $label $value',
    ({ label, options, value }) => {
      const children = (C: typeof Checkbox | typeof MantineCheckbox) =>
        options.map((o) => <C key={o.value} value={o.value} label={o.label} />);
      expect(
        shapeWithIds(
          <Checkbox.Group label={label} value={value} onChange={noop}>
            <div>{children(Checkbox)}</div>
          </Checkbox.Group>,
        ),
      ).toEqual(
        shapeWithIds(
          <MantineCheckbox.Group label={label} value={value} onChange={noop}>
            <div>{children(MantineCheckbox)}</div>
          </MantineCheckbox.Group>,
        ),
      );
    },
  );

  it.each(singles)('renders what Mantine’s Checkbox renders alone: %o', (props) => {
    expect(shapeWithIds(<Checkbox {...props} />)).toEqual(shapeWithIds(<MantineCheckbox {...props} />));
  });

  it('in a group: named by its label, the group by its own; a click or Space adds and removes its value', async () => {
    let last: string[] = [];
    function Filters() {
      const [value, setValue] = useState<string[]>(['1']);
      return (
        <Checkbox.Group
          label="Формат работы"
          value={value}
          onChange={(v) => {
            last = v;
            setValue(v);
          }}
        >
          <Checkbox value="1" label="Офис" />
          <Checkbox value="2" label="Удалённо" />
        </Checkbox.Group>
      );
    }
    const user = userEvent.setup();
    render(<Filters />);
    expect(screen.getByRole('group', { name: 'Формат работы' })).toBeInTheDocument();
    const office = screen.getByRole('checkbox', { name: 'Офис' });
    const remote = screen.getByRole('checkbox', { name: 'Удалённо' });
    expect(office).toBeChecked();
    expect(remote).not.toBeChecked();
    await user.click(remote);
    expect(last).toEqual(['1', '2']);
    expect(remote).toBeChecked();
    await user.click(screen.getByText('Офис'));
    expect(last).toEqual(['2']);
    expect(office).not.toBeChecked();
    office.focus();
    await user.keyboard(' ');
    expect(last).toEqual(['2', '1']);
    expect(office).toBeChecked();
  });

  it('alone: controlled by `checked`, tells its change', async () => {
    function Confirm() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox label="Я понимаю" checked={checked} onChange={(e) => setChecked(e.currentTarget.checked)} />
      );
    }
    const user = userEvent.setup();
    render(<Confirm />);
    const box = screen.getByRole('checkbox', { name: 'Я понимаю' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.click(box);
    expect(box).not.toBeChecked();
  });

  it('keeps its ids through hydration, with no mismatch', async () => {
    const container = await hydrateOverServerMarkup(
      <Checkbox.Group label="Формат работы" value={['2']} onChange={noop}>
        <Checkbox value="1" label="Офис" />
        <Checkbox value="2" label="Удалённо" />
      </Checkbox.Group>,
    );
    const boxes = container.querySelectorAll('input[type="checkbox"]');
    expect([...boxes].map((b) => (b as HTMLInputElement).checked)).toEqual([false, true]);
    for (const box of boxes) expect(container.querySelector(`label[for="${box.id}"]`)).not.toBeNull();
    container.remove();
  });
});
