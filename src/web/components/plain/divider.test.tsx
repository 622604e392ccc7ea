import { Divider as MantineDivider } from '@mantine/core';
import { render } from '@testing-library/react';
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

describe('the plain Divider’s margin by breakpoint', () => {
  it('writes each breakpoint’s margin as a variable, and the class that picks one', () => {
    const { container } = render(<Divider my={{ base: 'sm', sm: 'lg' }} />);
    const line = container.firstElementChild as HTMLElement;
    expect(line.style.getPropertyValue('--my-base')).toBe('var(--mantine-spacing-sm)');
    expect(line.style.getPropertyValue('--my-xs')).toBe('var(--mantine-spacing-sm)');
    expect(line.style.getPropertyValue('--my-sm')).toBe('var(--mantine-spacing-lg)');
    expect(line.className).toMatch(/\bm_3eebeb36\b.*myByBreakpoint/);
  });
});
