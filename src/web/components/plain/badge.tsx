/**
 * Mantine's Badge as a plain element (docs/decisions/035-plain-layout-primitives.md): the same
 * markup, class names and variables, with Mantine's stylesheet and without its runtime.
 * `badge.test.tsx` renders both and compares them.
 */
import '@mantine/core/styles/Badge.css';
import type { ReactNode } from 'react';
import { join, radius as radiusOf, split, type Common, type Token } from './plain.tsx';

export type BadgeVariant = 'filled' | 'light' | 'outline' | 'default';

export type BadgeProps = Common & {
  variant?: BadgeVariant;
  /** A theme colour's name (`red`, `gray`); the primary colour when absent. */
  color?: string;
  size?: Token;
  radius?: Token | number;
  fullWidth?: boolean;
  /** Round, for a number. */
  circle?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
};

const BORDER = 'calc(0.0625rem * var(--mantine-scale)) solid';

/** The colour variables of a variant, as Mantine's default variant colour resolver writes them. */
function variantColors(variant: BadgeVariant | undefined, color: string | undefined) {
  const name = color ?? 'jti';
  switch (variant) {
    case undefined:
    case 'filled':
      return color === undefined && variant === undefined
        ? {}
        : {
            '--badge-bg': `var(--mantine-color-${name}-filled)`,
            '--badge-color': 'var(--mantine-color-white)',
            '--badge-bd': `${BORDER} transparent`,
          };
    case 'light':
      return {
        '--badge-bg': `var(--mantine-color-${name}-light)`,
        '--badge-color': `var(--mantine-color-${name}-light-color)`,
        '--badge-bd': `${BORDER} transparent`,
      };
    case 'outline':
      return {
        '--badge-bg': 'transparent',
        '--badge-color': `var(--mantine-color-${name}-outline)`,
        '--badge-bd': `${BORDER} var(--mantine-color-${name}-outline)`,
      };
    case 'default':
      return {
        '--badge-bg': 'var(--mantine-color-default)',
        '--badge-color': 'var(--mantine-color-default-color)',
        '--badge-bd': `${BORDER} var(--mantine-color-default-border)`,
      };
  }
}

/** A small label in Mantine's badge variants, colours and sizes. */
export function Badge(props: BadgeProps) {
  const { variant, color, size, radius, fullWidth, circle, leftSection, rightSection, children, ...others } =
    props;
  const [rest, style, names] = split(others, {
    ...(size === undefined
      ? {}
      : {
          '--badge-height': `var(--badge-height-${size})`,
          '--badge-padding-x': `var(--badge-padding-x-${size})`,
          '--badge-fz': `var(--badge-fz-${size})`,
        }),
    '--badge-radius': radius === undefined ? undefined : radiusOf(radius),
    ...variantColors(variant, color),
  });
  const Element = props.component ?? 'div';
  return (
    <Element
      {...rest}
      style={style}
      className={join('m_347db0ec mantine-Badge-root', names)}
      data-variant={variant}
      data-size={size}
      data-block={fullWidth || undefined}
      data-circle={circle || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
    >
      {leftSection && (
        <span className="m_91fdda9b mantine-Badge-section" data-position="left">
          {leftSection}
        </span>
      )}
      <span className="m_5add502a mantine-Badge-label">{children}</span>
      {rightSection && (
        <span className="m_91fdda9b mantine-Badge-section" data-position="right">
          {rightSection}
        </span>
      )}
    </Element>
  );
}
