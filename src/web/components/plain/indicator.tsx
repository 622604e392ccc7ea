/**
 * Mantine's Indicator as a plain element (docs/decisions/038-mantine-markup-without-its-runtime.md),
 * as far as the app uses it: a dot without a label at the top end of its child. `indicator.test.tsx`
 * renders it and Mantine's and compares them.
 */
import '@mantine/core/styles/Indicator.css';
import type { CSSProperties, ReactNode } from 'react';
import { rem } from './plain.tsx';
import { variantColors } from './variant-colors.ts';

export type IndicatorProps = {
  /** Hides the dot, keeping the child where it is. */
  disabled?: boolean;
  /** A theme colour's name; the primary colour when absent. */
  color?: string;
  /** The dot's diameter, px (the stylesheet's 10 when absent). */
  size?: number;
  /** How far the dot sits inside the corner, px. */
  offset?: number;
  /** In a line of text rather than a block. */
  inline?: boolean;
  'aria-hidden'?: boolean;
  children?: ReactNode;
};

/** px as Mantine's `rem()` writes it: scaled, but a zero plain. */
const scaled = (px: number) => (px === 0 ? '0rem' : `calc(${rem(px)} * var(--mantine-scale))`);

/** A dot on the top end corner of its child (an unread flag). */
export function Indicator({ disabled, color, size, offset = 0, inline, children, ...aria }: IndicatorProps) {
  const style: CSSProperties & Record<`--${string}`, string | undefined> = {
    '--indicator-color': color === undefined ? undefined : variantColors('filled', color).bg,
    '--indicator-size': size === undefined ? undefined : scaled(size),
    '--indicator-top': scaled(offset),
    '--indicator-right': scaled(offset),
    '--indicator-translate-x': '50%',
    '--indicator-translate-y': '-50%',
  };
  return (
    <div
      style={style}
      className="m_e5262200 mantine-Indicator-root"
      data-inline={inline || undefined}
      {...aria}
    >
      {!disabled && <div className="m_760d1fb1 mantine-Indicator-indicator" />}
      {children}
    </div>
  );
}
