import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { foreignClasses } from '#web/test/own-classes.ts';
import { Text } from './primitives.tsx';
import { Timeline, type TimelineProps } from './timeline.tsx';

type Item = { bullet?: ReactNode; title?: ReactNode; text: string };

/** The vacancy's stages (/vacancies/{id}) and a few neighbours: sizes, no bullet, no title. */
const cases: { props: TimelineProps; items: Item[] }[] = [
  {
    props: { bulletSize: 22, lineWidth: 2, 'data-testid': 'vacancy-pipeline' } as TimelineProps,
    items: [
      { bullet: '1', title: 'Анкета', text: 'Срок: 3 дня' },
      { bullet: '2', title: 'Тестирование', text: 'Без срока' },
      { bullet: '3', title: 'Интервью', text: 'Срок: 7 дней' },
    ],
  },
  { props: { bulletSize: 22, lineWidth: 2 }, items: [{ bullet: '1', title: 'Анкета', text: 'Один этап' }] },
  {
    props: {},
    items: [
      { title: 'Без кружка', text: 'a' },
      { bullet: '2', text: 'без заголовка' },
    ],
  },
  { props: { bulletSize: 0, lineWidth: 4 }, items: [{ bullet: '1', title: 'Ноль', text: 'b' }] },
];

describe('the plain Timeline', () => {
  it.each(cases)(
    'shows each stage’s bullet, title and text in order, with classes of its own: %o',
    ({ props, items }) => {
      const tree = (
        <Timeline {...props}>
          {items.map((item, i) => (
            <Timeline.Item
              key={i}
              bullet={item.bullet === undefined ? undefined : <Text size="xs">{item.bullet}</Text>}
              title={item.title}
            >
              <Text size="sm" c="dimmed">
                {item.text}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      );
      const { container, unmount } = render(tree);
      const text = (item: Item) =>
        `${(item.bullet as string) ?? ''}${(item.title as string) ?? ''}${item.text}`;
      const root = container.firstElementChild!;
      expect([...root.children].map((c) => c.textContent)).toEqual(items.map(text));
      // The sizes are the root's variables, which the bullets and the line read.
      const style = (root as HTMLElement).style;
      if (props.bulletSize !== undefined)
        expect(style.getPropertyValue('--tl-bullet-size')).toContain(
          props.bulletSize === 0 ? '0rem' : `${props.bulletSize / 16}rem`,
        );
      expect(foreignClasses(renderToString(tree))).toEqual([]);
      unmount();
    },
  );

  it('keeps the order of the stages and their texts, found by its test id', () => {
    render(
      <Timeline bulletSize={22} lineWidth={2} data-testid="vacancy-pipeline">
        <Timeline.Item bullet="1" title="Анкета">
          первый
        </Timeline.Item>
        <Timeline.Item bullet="2" title="Интервью">
          второй
        </Timeline.Item>
      </Timeline>,
    );
    const stages = screen.getByTestId('vacancy-pipeline').children;
    expect([...stages].map((t) => t.textContent)).toEqual(['1Анкетапервый', '2Интервьювторой']);
  });
});
