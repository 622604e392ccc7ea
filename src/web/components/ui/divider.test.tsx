import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { foreignClasses } from '#web/test/own-classes.ts';
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
    'a horizontal separator, with its text where told, and classes of its own: %s',
    (_, props) => {
      const { unmount } = render(<Divider {...props} />);
      const line = screen.getByRole('separator');
      expect(line).toHaveAttribute('aria-orientation', 'horizontal');
      expect(line.textContent).toBe(props.label ?? '');
      if (props.label)
        expect(line.firstElementChild?.getAttribute('data-position') ?? null).toBe(
          props.labelPosition ?? null,
        );
      if (props.className) expect(line).toHaveClass(props.className);
      expect(foreignClasses(renderToString(<Divider {...props} />))).toEqual([]);
      unmount();
    },
  );
});

describe('the plain Divider’s margin by breakpoint', () => {
  it('writes each breakpoint’s margin as a variable, and the class that picks one', () => {
    const { container } = render(<Divider my={{ base: 'sm', sm: 'lg' }} />);
    const line = container.firstElementChild as HTMLElement;
    expect(line.style.getPropertyValue('--my-base')).toBe('var(--ui-spacing-sm)');
    expect(line.style.getPropertyValue('--my-xs')).toBe('var(--ui-spacing-sm)');
    expect(line.style.getPropertyValue('--my-sm')).toBe('var(--ui-spacing-lg)');
    expect(line.className).toMatch(/myByBreakpoint/);
  });
});
