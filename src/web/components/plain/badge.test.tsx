import { Badge as MantineBadge } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { Badge, type BadgeProps } from './badge.tsx';

const cases: BadgeProps[] = [
  {},
  { variant: 'filled' },
  { variant: 'filled', color: 'green' },
  { color: 'red' },
  { variant: 'light' },
  { variant: 'light', color: 'gray', size: 'sm' },
  { variant: 'outline' },
  { variant: 'outline', color: 'gray' },
  { variant: 'default' },
  { radius: 'lg', size: 'xs' },
  { size: 'lg', radius: 12 },
  { leftSection: <i>•</i> },
  { rightSection: <i>•</i>, variant: 'light' },
  { fullWidth: true, tt: 'none', fw: 500 },
  { circle: true, color: 'red' },
  { circle: true, color: 'red', size: 'sm' },
];

describe('the plain Badge', () => {
  it.each(
    cases.map(
      (props) =>
        [JSON.stringify(props, (k, v: unknown) => (k.endsWith('Section') ? 'icon' : v)), props] as const,
    ),
  )('renders what Mantine’s Badge renders: %s', (_, props) => {
    expect(markup(<Badge {...props}>Новое</Badge>)).toEqual(
      markup(<MantineBadge {...(props as object)}>Новое</MantineBadge>),
    );
  });
});
