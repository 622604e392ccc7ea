/**
 * Cells in equal columns, their number by breakpoint, with a stylesheet of our own
 * (simple-grid.module.css): the columns are CSS variables on the grid, so the server's markup is the
 * browser's and nothing is computed while hydrating.
 */
import type { ComponentPropsWithoutRef } from 'react';
import classes from './simple-grid.module.css';
import { join, split, type StyleProps, type Token } from './primitives.tsx';

/** The theme's breakpoints the grid's columns change at, smallest first. */
const BREAKPOINTS = ['xs', 'sm', 'md', 'lg'] as const;

export type SimpleGridProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'color'> & {
    /** Columns on the smallest screens (`base`), and from a breakpoint up. */
    cols: number | ({ base: number } & Partial<Record<(typeof BREAKPOINTS)[number], number>>);
    /** The gap between cells, both ways. */
    spacing?: Token;
  };

/** Cells in equal columns, their number by breakpoint. */
export function SimpleGrid(props: SimpleGridProps) {
  const { cols, spacing = 'md', ...others } = props;
  const byBreakpoint: Partial<Record<string, number>> = typeof cols === 'number' ? { base: cols } : cols;
  // Each breakpoint takes the columns of the nearest one below it that names a number.
  let n = byBreakpoint.base!;
  const vars: Record<string, string> = { '--sg-spacing': `var(--ui-spacing-${spacing})` };
  vars['--sg-cols-base'] = String(n);
  for (const breakpoint of BREAKPOINTS) {
    n = byBreakpoint[breakpoint] ?? n;
    vars[`--sg-cols-${breakpoint}`] = String(n);
  }
  const [rest, style, names] = split(others, vars);
  return <div {...rest} style={style} className={join(classes.grid, names)} />;
}
