import { SegmentedControl as MantineSegmentedControl } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { hydrateOverServerMarkup } from '#web/test/hydration.ts';
import { html, markup } from '#web/test/mantine-markup.tsx';
import { SegmentedControl, type SegmentedControlProps } from './segmented-control.tsx';

type Case = Omit<SegmentedControlProps, 'onChange'>;

const FEED = [
  { value: 'all', label: 'Все' },
  { value: 'news', label: 'Новости' },
  { value: 'events', label: 'События' },
  { value: 'tips', label: 'Советы' },
];
const SCORES = ['1', '2', '3', '4', '5'];

/**
 * The plain style props write a number of px as rem without Mantine's `* var(--mantine-scale)`, as
 * decision 035's primitives always have (the scale is 1 here): the one difference these allow, in a
 * style prop's declaration (`max-width`, `margin-top`), never in the component's own variables.
 */
const unscaled = (text: string) =>
  text.replace(/(^|[;"]\s*)([a-z][a-z-]*:\s*)calc\(([\d.]+rem) \* var\(--mantine-scale\)\)/g, '$1$2$3');
function shapeUnscaled(node: unknown): unknown {
  if (typeof node !== 'object' || node === null) return node;
  const { tag, attributes, children } = node as {
    tag: string;
    attributes: Record<string, unknown>;
    children: unknown[];
  };
  const style = attributes.style as string[] | undefined;
  return {
    tag,
    attributes: style ? { ...attributes, style: style.map(unscaled) } : attributes,
    children: children.map(shapeUnscaled),
  };
}

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
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))(
    'renders what Mantine’s renders on the server, ids included: %s',
    (_, props) => {
      const ours = html(<SegmentedControl {...props} onChange={() => undefined} />);
      const theirs = html(
        <MantineSegmentedControl
          {...(props as object)}
          data={props.data as string[]}
          onChange={() => undefined}
        />,
      );
      if (props.data.length === 0) return expect([ours, theirs]).toEqual(['', '']);
      expect(markup(<SegmentedControl {...props} onChange={() => undefined} />)).toEqual(
        shapeUnscaled(
          markup(
            <MantineSegmentedControl
              {...(props as object)}
              data={props.data as string[]}
              onChange={() => undefined}
            />,
          ),
        ),
      );
    },
  );

  // The feed's filter: the page's markup does not change at all.
  it('writes Mantine’s markup to the byte for the feed’s filter', () => {
    const props = { data: FEED, value: 'news', fullWidth: true, maw: 520, 'aria-label': 'Рубрика' };
    expect(html(<SegmentedControl {...props} onChange={() => undefined} />)).toBe(
      unscaled(html(<MantineSegmentedControl {...props} onChange={() => undefined} />)),
    );
  });

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
    expect(container.querySelector('[data-initialized], .mantine-SegmentedControl-indicator')).toBeNull();
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
