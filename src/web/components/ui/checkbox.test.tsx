import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { foreignClasses } from '#web/test/own-classes.ts';
import { Checkbox } from './checkbox.tsx';

const noop = () => {};

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
    'a group named by its label, its boxes by theirs, those in its value checked: $label $value',
    ({ label, options, value }) => {
      const tree = (
        <Checkbox.Group label={label} value={value} onChange={noop}>
          <div>
            {options.map((o) => (
              <Checkbox key={o.value} value={o.value} label={o.label} />
            ))}
          </div>
        </Checkbox.Group>
      );
      const { container, unmount } = render(tree);
      const group = screen.getByRole('group', { name: label });
      for (const o of options) {
        const box = within(group).getByRole('checkbox', { name: o.label });
        expect((box as HTMLInputElement).checked).toBe(value.includes(o.value));
      }
      // A form's submission gets the values joined.
      expect(container.querySelector('input[type="hidden"]')).toHaveValue(value.join(','));
      expect(foreignClasses(renderToString(tree))).toEqual([]);
      unmount();
    },
  );

  it.each(singles)('alone: named by its label, checked as told, disabled when told: %o', (props) => {
    const { unmount } = render(<Checkbox {...props} />);
    const box = screen.getByRole('checkbox', { name: props.label });
    expect((box as HTMLInputElement).checked).toBe(props.checked);
    expect((box as HTMLInputElement).disabled).toBe(Boolean(props.disabled));
    if (props.id) expect(box).toHaveAttribute('id', props.id);
    expect(foreignClasses(renderToString(<Checkbox {...props} />))).toEqual([]);
    unmount();
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
