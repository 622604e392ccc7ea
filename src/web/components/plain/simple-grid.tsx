/**
 * Mantine's SimpleGrid as a plain element (docs/decisions/038-mantine-markup-without-its-runtime.md):
 * the same markup (its columns by breakpoint as a `<style>` beside the grid, under a class made from
 * React's id), with Mantine's stylesheet and without its runtime. `simple-grid.test.tsx` renders both
 * and compares them.
 */
import '@mantine/core/styles/SimpleGrid.css';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { join, split, type StyleProps, type Token } from './plain.tsx';

/** The theme's breakpoints (Mantine's defaults), smallest first. */
const BREAKPOINTS = { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' } as const;

export type SimpleGridProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'color'> & {
    /** Columns on the smallest screens (`base`), and from a breakpoint up. */
    cols: number | ({ base: number } & Partial<Record<keyof typeof BREAKPOINTS, number>>);
    /** The gap between cells, both ways. */
    spacing?: Token;
  };

/** Cells in equal columns, their number by breakpoint. */
export function SimpleGrid(props: SimpleGridProps) {
  const { cols, spacing = 'md', ...others } = props;
  const [rest, style, names] = split(others, {});
  // Mantine's form: `__m__-` and React's id, so the server's and the browser's are the same.
  const selector = `__m__-${useId().replace(/[:«»]/g, '')}`;
  const byBreakpoint = typeof cols === 'number' ? { base: cols } : cols;
  const gap = `var(--mantine-spacing-${spacing})`;
  let css = `.${selector}{--sg-spacing-x:${gap};--sg-spacing-y:${gap};--sg-cols:${byBreakpoint.base};}`;
  for (const [breakpoint, width] of Object.entries(BREAKPOINTS)) {
    const n = byBreakpoint[breakpoint as keyof typeof BREAKPOINTS];
    if (n !== undefined) css += `@media(min-width: ${width}){.${selector}{--sg-cols:${n};}}`;
  }
  return (
    <>
      <style data-mantine-styles="inline">{css}</style>
      <div
        {...rest}
        style={style}
        className={join(`m_2415a157 mantine-SimpleGrid-root ${selector}`, names)}
      />
    </>
  );
}
