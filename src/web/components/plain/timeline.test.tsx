import { Timeline as MantineTimeline } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { html, markup } from '#web/test/mantine-markup.tsx';
import { Text } from './plain.tsx';
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

/** The items' contents are the page's own (plain Text) in both: only the Timeline's markup is compared. */
describe('the plain Timeline', () => {
  it.each(cases)('renders what Mantine’s Timeline renders: %o', ({ props, items }) => {
    const ours = (
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
    const theirs = (
      <MantineTimeline {...(props as object)}>
        {items.map((item, i) => (
          <MantineTimeline.Item
            key={i}
            bullet={item.bullet === undefined ? undefined : <Text size="xs">{item.bullet}</Text>}
            title={item.title}
          >
            <Text size="sm" c="dimmed">
              {item.text}
            </Text>
          </MantineTimeline.Item>
        ))}
      </MantineTimeline>
    );
    expect(markup(ours)).toEqual(markup(theirs));
    // The attributes in Mantine's order too: the page's markup is the same to the byte.
    expect(html(ours)).toBe(html(theirs));
  });

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
    const titles = screen.getByTestId('vacancy-pipeline').querySelectorAll('.mantine-Timeline-itemTitle');
    expect([...titles].map((t) => t.textContent)).toEqual(['Анкета', 'Интервью']);
  });
});
