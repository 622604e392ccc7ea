import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { foreignClasses } from '#web/test/own-classes.ts';
import { SegmentedControl, type SegmentedControlProps } from './segmented-control.tsx';

type Case = Omit<SegmentedControlProps, 'onChange'>;

const FEED = [
  { value: 'all', label: 'Все' },
  { value: 'news', label: 'Новости' },
  { value: 'events', label: 'События' },
  { value: 'tips', label: 'Советы' },
];
const SCORES = ['1', '2', '3', '4', '5'];

const cases: Case[] = [
  { data: FEED, value: 'all' },
  { data: FEED, value: 'events', fullWidth: true, maw: 520, 'aria-label': 'Рубрика' },
  { data: SCORES, value: '', fullWidth: true, mt: 6, 'aria-label': 'Оценка' },
  { data: SCORES, value: '3' },
  { data: SCORES, value: 'нет такого' },
  { data: ['file', 'link'], value: 'link', name: 'cv' },
  { data: FEED, value: 'news', size: 'xs' },
  { data: FEED, value: 'news', size: 'lg', radius: 'xl' },
  { data: FEED, value: 'news', radius: 12 },
  { data: FEED, value: 'tips', disabled: true },
  { data: [...FEED.slice(0, 2), { value: 'x', label: 'Закрыто', disabled: true }], value: 'x' },
  { data: [...FEED.slice(0, 2), { value: 'x', label: 'Закрыто', disabled: true }], value: 'all' },
  { data: FEED, value: 'news', readOnly: true },
  { data: FEED, value: 'news', withItemsBorders: false },
  { data: FEED, value: 'all', p: 'xs', w: 300, title: 'Подсказка', id: 'filter' },
  { data: [], value: '' },
];

describe('the plain SegmentedControl', () => {
  it.each(cases.map((c) => [JSON.stringify(c), c] as const))(
    'a radio group whose checked segment is the value’s, with classes of its own: %s',
    (_, props) => {
      const { container, unmount } = render(<SegmentedControl {...props} onChange={() => undefined} />);
      if (props.data.length === 0) {
        expect(container).toBeEmptyDOMElement();
        return unmount();
      }
      const group = screen.getByRole('radiogroup');
      if (props['aria-label']) expect(group).toHaveAccessibleName(props['aria-label']);
      const radios = screen.getAllByRole('radio') as HTMLInputElement[];
      const items = props.data.map((d) => (typeof d === 'string' ? { value: d, label: d } : d));
      expect(radios.map((r) => r.value)).toEqual(items.map((i) => i.value));
      // Each segment is named by its label; only the value's is checked (none when none matches).
      items.forEach((item, n) => {
        expect(radios[n]).toHaveAccessibleName(String(item.label));
        expect(radios[n]!.checked).toBe(item.value === props.value);
        expect(radios[n]!.disabled).toBe(Boolean(props.disabled || item.disabled));
      });
      // One group: the radios share a name (the one given, or React's id).
      expect(new Set(radios.map((r) => r.name)).size).toBe(1);
      if (props.name) expect(radios[0]!.name).toBe(props.name);
      // The pill is drawn on the chosen segment's label, unless it is disabled.
      const active = container.querySelector('label[data-active]');
      const chosen = items.find((i) => i.value === props.value);
      expect(active?.textContent ?? null).toBe(
        chosen && !props.disabled && !chosen.disabled ? chosen.label : null,
      );
      expect(
        foreignClasses(renderToString(<SegmentedControl {...props} onChange={() => undefined} />)),
      ).toEqual([]);
      unmount();
    },
  );

  it('drops the error `getInputProps` passes (the wrapper shows it) and keeps its focus handlers', () => {
    const onFocus = vi.fn();
    render(
      <SegmentedControl
        data={SCORES}
        value=""
        onChange={() => undefined}
        error="Выберите оценку"
        onFocus={onFocus}
      />,
    );
    const group = screen.getByRole('radiogroup');
    expect(group.hasAttribute('error')).toBe(false);
    screen.getAllByRole('radio')[0]!.focus();
    expect(onFocus).toHaveBeenCalled();
  });

  it('hydrates over the server’s markup with its ids, and works by pointer, Tab and arrows after', async () => {
    const changes: string[] = [];
    function Filter() {
      const [value, setValue] = useState('news');
      return (
        <div>
          <button type="button">До</button>
          <SegmentedControl
            aria-label="Рубрика"
            data={FEED}
            value={value}
            onChange={(v) => {
              changes.push(v);
              setValue(v);
            }}
          />
          <button type="button">После</button>
        </div>
      );
    }
    const container = await hydrateOverServerMarkup(<Filter />);
    const radios = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    // Every label names its radio; the pill is the checked one's (no indicator to measure).
    for (const radio of radios)
      expect(container.querySelector(`label[for="${radio.id}"]`)?.textContent).toBeTruthy();
    const active = () => container.querySelector('label[data-active]')?.textContent;
    expect(active()).toBe('Новости');

    const user = userEvent.setup({ document });
    await user.click(container.querySelector<HTMLElement>(`label[for="${radios[2]!.id}"]`)!);
    expect(radios[2]!.checked).toBe(true);
    expect(active()).toBe('События');

    // Tab from the button before reaches the checked segment; the arrows move the choice; Tab leaves.
    container.querySelector('button')!.focus();
    await user.tab();
    expect(document.activeElement).toBe(radios[2]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(radios[3]);
    expect(active()).toBe('Советы');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(active()).toBe('Новости');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('После');
    expect(changes).toEqual(['events', 'tips', 'events', 'news']);
    container.remove();
  });

  it('changes nothing when read-only', async () => {
    const onChange = vi.fn();
    render(<SegmentedControl data={FEED} value="all" readOnly onChange={onChange} />);
    await userEvent.click(screen.getByText('События'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
