/**
 * A staff table (docs/decisions/064-one-component-system-of-our-own.md): a plain HTML `table` whose
 * `thead`, `tbody`, `tr`, `th` and `td` the page writes itself, styled by table.module.css. It sits in
 * a box that scrolls sideways when the table is wider than the screen, with the first column held in
 * place (issue 31 item 12: a phone at 375 px keeps the row's name in sight). The box is a region named
 * as the table and reachable by Tab, so the keyboard can scroll it too (axe's «scrollable region
 * focusable»).
 *
 * A cell with `data-numeric` is a number: aligned to the end, in digits of one width. A row with
 * `data-selected` is the one the page shows more of (its preview).
 */
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { rem, spacing, type Length } from './primitives.tsx';
import classes from './table.module.css';

export type TableProps = Omit<ComponentPropsWithoutRef<'table'>, 'aria-label'> & {
  /** Names the table and its scrolling box for screen readers. */
  'aria-label': string;
  /** The width (px) under which the box scrolls rather than squeezing the columns. */
  minWidth?: number;
  /** The height (px) over which the box scrolls down, its header row staying in sight. */
  maxHeight?: number;
  /** The cells' padding above and below (a spacing token or px; 7 px by default). */
  verticalSpacing?: Length;
  /** A row under the pointer is shaded. */
  highlightOnHover?: boolean;
  /** Every other row is shaded, to follow a long row across. */
  striped?: boolean;
};

export function Table({
  minWidth,
  maxHeight,
  verticalSpacing,
  highlightOnHover,
  striped,
  className,
  style,
  ...table
}: TableProps) {
  const box = {
    '--table-min-width': minWidth === undefined ? undefined : rem(minWidth),
    '--table-max-height': maxHeight === undefined ? undefined : rem(maxHeight),
  } as CSSProperties;
  const spacingVar =
    verticalSpacing === undefined ? {} : { '--table-vertical-spacing': spacing(verticalSpacing) };
  return (
    <div
      className={classes.scroll}
      style={box}
      role="region"
      aria-label={table['aria-label']}
      tabIndex={0}
      data-max-height={maxHeight === undefined ? undefined : true}
    >
      <table
        {...table}
        className={className ? `${classes.table} ${className}` : classes.table}
        style={{ ...spacingVar, ...style } as CSSProperties}
        data-hover={highlightOnHover || undefined}
        data-striped={striped || undefined}
      />
    </div>
  );
}
