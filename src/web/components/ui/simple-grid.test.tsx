import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { foreignClasses } from '#web/test/own-classes.ts';
import { SimpleGrid, type SimpleGridProps } from './simple-grid.tsx';

/** Each case's columns from the smallest screens up: base, xs, sm, md, lg. */
const cases: [SimpleGridProps, number[]][] = [
  [{ cols: { base: 1, sm: 2 }, spacing: 'md' }, [1, 1, 2, 2, 2]],
  [{ cols: { base: 1, sm: 3 }, spacing: 'md' }, [1, 1, 3, 3, 3]],
  [{ cols: { base: 1, xs: 2 }, spacing: 'xs', mt: 'xs' }, [1, 2, 2, 2, 2]],
  [{ cols: { base: 1, sm: 2, md: 3 }, spacing: 'md' }, [1, 1, 2, 3, 3]],
  [{ cols: { base: 1, lg: 2 }, spacing: 'md' }, [1, 1, 1, 1, 2]],
  [{ cols: 2 }, [2, 2, 2, 2, 2]],
  [
    { cols: { base: 2, md: 4 }, spacing: 'lg', className: 'extra', style: { maxWidth: 600 } },
    [2, 2, 2, 4, 4],
  ],
];

describe('the plain SimpleGrid', () => {
  it.each(cases.map(([props, cols]) => [JSON.stringify(props), props, cols] as const))(
    'writes every breakpoint’s columns (a nested grid inherits none of its parent’s) and its gap: %s',
    (_, props, cols) => {
      const { container, unmount } = render(
        <SimpleGrid {...props}>
          <i>1</i>
          <i>2</i>
        </SimpleGrid>,
      );
      const grid = container.firstElementChild as HTMLElement;
      const written = ['base', 'xs', 'sm', 'md', 'lg'].map((b) =>
        Number(grid.style.getPropertyValue(`--sg-cols-${b}`)),
      );
      expect(written).toEqual(cols);
      expect(grid.style.getPropertyValue('--sg-spacing')).toBe(`var(--ui-spacing-${props.spacing ?? 'md'})`);
      expect(grid.children).toHaveLength(2);
      if (props.className) expect(grid).toHaveClass(props.className);
      if (props.style) expect(grid.style.maxWidth).toBe('600px');
      // No `<style>` beside it: the server's markup is only the grid.
      expect(container.querySelector('style')).toBeNull();
      expect(foreignClasses(renderToString(<SimpleGrid {...props} />))).toEqual([]);
      unmount();
    },
  );
});
