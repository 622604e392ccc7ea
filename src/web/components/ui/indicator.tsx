/**
 * The app's unread mark (docs/decisions/064-one-component-system-of-our-own.md): a dot at the top end
 * of its child, with a CSS module of its own (the participant's menu has one per item on every page).
 */
import type { ReactNode } from 'react';
import { join, split, type Common } from './primitives.tsx';
import classes from './indicator.module.css';

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

/** px as rem. */
const scaled = (px: number) => `${px / 16}rem`;

/** A child with a dot at its top end (an unread mark). */
export function Indicator(props: IndicatorProps) {
  const { color, size, offset = 0, inline, disabled, children, ...others } = props;
  const [rest, style, names] = split(others, {
    '--indicator-color': color === undefined ? undefined : `var(--ui-color-${color}-filled)`,
    '--indicator-size': size === undefined ? undefined : scaled(size),
    '--indicator-offset': scaled(offset),
  });
  return (
    <div
      {...rest}
      style={style}
      className={join(classes.root ?? '', names)}
      data-inline={inline || undefined}
    >
      {!disabled && <div className={classes.dot} />}
      {children}
    </div>
  );
}
