import { Card as MantineCard, Paper as MantinePaper } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { Card, Paper, type CardProps } from './card.tsx';

const cases: CardProps[] = [
  {},
  { withBorder: true, radius: 'lg', p: 'md' },
  { withBorder: true, padding: 'lg', component: 'article' },
  { shadow: 'sm', radius: 12 },
  { bg: 'gray.0', withBorder: true },
  { bg: 'var(--mantine-color-jti-light)' },
  { bg: 'white' },
  { display: 'flex' },
  { withBorder: true, mt: 'xl', radius: 'md', padding: 'xs' },
];

describe('the plain Card and Paper', () => {
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))(
    'render what Mantine’s render: %s',
    (_, props) => {
      expect(markup(<Card {...props}>Текст</Card>)).toEqual(
        // Ours is a block unless told otherwise (card.tsx says why).
        markup(
          <MantineCard display="block" {...(props as object)}>
            Текст
          </MantineCard>,
        ),
      );
      const { padding: _padding, ...paper } = props;
      expect(markup(<Paper {...paper}>Текст</Paper>)).toEqual(
        markup(<MantinePaper {...(paper as object)}>Текст</MantinePaper>),
      );
    },
  );
});
