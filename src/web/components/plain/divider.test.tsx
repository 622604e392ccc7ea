import { Divider as MantineDivider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { markup } from '#web/test/mantine-markup.tsx';
import { Divider, type DividerProps } from './divider.tsx';

const cases: DividerProps[] = [
  {},
  { my: 'lg' },
  { my: 'lg', label: 'или', labelPosition: 'center' },
  { label: 'Комментарии' },
  { label: 'Справа', labelPosition: 'right', mt: 'md', className: 'extra' },
];

describe('the plain Divider', () => {
  it.each(cases.map((props) => [JSON.stringify(props), props] as const))(
    'renders what Mantine’s Divider renders: %s',
    (_, props) => {
      expect(markup(<Divider {...props} />)).toEqual(markup(<MantineDivider {...props} />));
    },
  );
});
