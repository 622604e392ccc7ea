/**
 * Mantine's Indicator (a dot on a corner of its child) as a plain element
 * (docs/decisions/038-mantine-markup-without-its-runtime.md), at the top end as the app places it:
 * the same markup, class names and variables, with Mantine's stylesheet and without its runtime (the
 * participant's menu has one per item on every page). `indicator.test.tsx` renders both and
 * compares them.
 */
import '@mantine/core/styles/Indicator.css';
import type { ReactNode } from 'react';
import { join, split, type Common } from './plain.tsx';

const MANTINE_INDICATOR = {
  root: 'm_e5262200 mantine-Indicator-root',
  dot: 'm_760d1fb1 mantine-Indicator-indicator',
} as const;

export type IndicatorProps = Omit<Common, 'ref' | 'component'> & {
  /** A theme colour's name (`red`); the primary colour when absent. */
  color?: string;
  /** The dot's diameter, px. */
  size?: number;
  /** How far in from the corner the dot's centre is, px. */
  offset?: number;
  /** Wraps an inline element. */
  inline?: boolean;
  /** The child alone, without the dot. */
  disabled?: boolean;
  children?: ReactNode;
};

/** px as Mantine's `rem()` writes them: scaled with the theme, zero as `0rem`. */
const scaled = (px: number) => (px === 0 ? '0rem' : `calc(${px / 16}rem * var(--mantine-scale))`);

/** A child with a dot at its top end (an unread mark). */
export function Indicator(props: IndicatorProps) {
  const { color, size, offset = 0, inline, disabled, children, ...others } = props;
  const [rest, style, names] = split(others, {
    '--indicator-color': color === undefined ? undefined : `var(--mantine-color-${color}-filled)`,
    '--indicator-size': size === undefined ? undefined : scaled(size),
    '--indicator-top': scaled(offset),
    '--indicator-right': scaled(offset),
    '--indicator-translate-x': '50%',
    '--indicator-translate-y': '-50%',
  });
  return (
    // In Mantine's order of attributes, so the markup is the same to the byte.
    <div
      style={style}
      className={join(MANTINE_INDICATOR.root, names)}
      data-inline={inline || undefined}
      {...rest}
    >
      {!disabled && <div className={MANTINE_INDICATOR.dot} />}
      {children}
    </div>
  );
}
