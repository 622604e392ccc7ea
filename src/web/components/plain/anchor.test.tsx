import { Anchor as MantineAnchor } from '@mantine/core';
import { createElement, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { Anchor } from './anchor.tsx';

/** Each case written once: ours, and Mantine's Anchor given the same props (a router link needs a router). */
const cases: [string, ReactElement<ComponentProps<typeof Anchor>>][] = [
  ['a link', <Anchor href="/vacancies">Текст</Anchor>],
  [
    'a small link',
    <Anchor href="/x" size="sm">
      Текст
    </Anchor>,
  ],
  [
    'inline, in a line of text',
    <Anchor href="mailto:support@example.com" inline>
      Текст
    </Anchor>,
  ],
  [
    'in a new tab',
    <Anchor href="https://example.com" target="_blank" rel="noopener noreferrer">
      Текст
    </Anchor>,
  ],
  [
    'in a new tab, small',
    <Anchor href="https://example.com" target="_blank" rel="noreferrer" size="sm">
      Текст
    </Anchor>,
  ],
  [
    'a download with its name and a style',
    <Anchor href="/api/file/1" download="offer.pdf" style={{ overflowWrap: 'anywhere' }}>
      Текст
    </Anchor>,
  ],
  [
    'a download, small',
    <Anchor href="/template.xlsx" download size="sm">
      Текст
    </Anchor>,
  ],
  ['no address (an unsafe one dropped)', <Anchor href={undefined}>Текст</Anchor>],
  [
    'a button drawn as a link',
    <Anchor component="button" type="button" size="sm" onClick={() => {}}>
      Текст
    </Anchor>,
  ],
  [
    'a button drawn as a link, body size',
    <Anchor component="button" type="button">
      Текст
    </Anchor>,
  ],
  [
    'a router link',
    <Anchor component={Link} to="/login">
      Текст
    </Anchor>,
  ],
  [
    'a router link, small',
    <Anchor component={Link} to="/mobile" size="sm">
      Текст
    </Anchor>,
  ],
  [
    'a router link, centred',
    <Anchor component={Link} to="/login" ta="center" size="sm">
      Текст
    </Anchor>,
  ],
  [
    'a back link: margin, display and a style',
    <Anchor
      component={Link}
      to="/vacancies"
      size="sm"
      mb="md"
      display="inline-flex"
      style={{ alignItems: 'center', gap: 4 }}
    >
      Текст
    </Anchor>,
  ],
  [
    'a back link with its display in the style',
    <Anchor
      component={Link}
      to="/mobile"
      size="sm"
      mb="xs"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      Текст
    </Anchor>,
  ],
  [
    'a colour with its shade, bold, small',
    <Anchor component={Link} to="/admin/positions/1/candidates" c="red.8" fw={600} size="sm">
      Текст
    </Anchor>,
  ],
  [
    'a weight, small',
    <Anchor component={Link} to="/admin/positions/1" size="sm" fw={500}>
      Текст
    </Anchor>,
  ],
  [
    'bold, with a style of two declarations',
    <Anchor component={Link} to="/x" fw={600} style={{ flex: 1, overflowWrap: 'anywhere' }}>
      Текст
    </Anchor>,
  ],
  [
    'a name for screen readers',
    <Anchor component={Link} to="/x" fw={600} aria-label="Открыть карточку: Стажёр">
      Текст
    </Anchor>,
  ],
  [
    'extra small',
    <Anchor href="/x" size="xs">
      Текст
    </Anchor>,
  ],
  [
    'large, with a class',
    <Anchor href="/x" size="lg" className="extra">
      Текст
    </Anchor>,
  ],
  [
    'a theme colour, with margins',
    <Anchor href="/x" c="dimmed" mt="sm" mx="xs">
      Текст
    </Anchor>,
  ],
];

describe('the plain Anchor', () => {
  it.each(cases)('renders what Mantine’s Anchor renders: %s', (_, ours) => {
    const theirs = createElement(MantineAnchor as ComponentType<object>, ours.props);
    expect(markup(<MemoryRouter>{ours}</MemoryRouter>)).toEqual(
      markup(<MemoryRouter>{theirs}</MemoryRouter>),
    );
  });
});
