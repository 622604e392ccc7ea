/**
 * The app's badge (docs/decisions/064-one-component-system-of-our-own.md): a small label in the
 * theme's variants, colours and sizes, with a CSS module of its own.
 */
import type { ReactNode } from 'react';
import { variantColors, type Variant } from './variant-colors.ts';
import { join, radius as radiusOf, split, type Common, type Token } from './primitives.tsx';
import classes from './badge.module.css';

export type BadgeVariant = Exclude<Variant, 'subtle'>;

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

/** The badge's colour variables; with neither a variant nor a colour, the stylesheet's own. */
function badgeColors(variant: BadgeVariant | undefined, color: string | undefined): Record<string, string> {
  if (variant === undefined && color === undefined) return {};
  const c = variantColors(variant ?? 'filled', color);
  return { '--badge-bg': c.bg, '--badge-color': c.color, '--badge-bd': c.border };
}

/** A small label: a status, a count, a tag. */
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
    ...badgeColors(variant, color),
  });
  const Element = props.component ?? 'div';
  return (
    <Element
      {...rest}
      style={style}
      className={join(classes.root ?? '', names)}
      data-variant={variant ?? 'filled'}
      data-size={size}
      data-block={fullWidth || undefined}
      data-circle={circle || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
    >
      {leftSection && (
        <span className={classes.section} data-position="left">
          {leftSection}
        </span>
      )}
      {/* data-badge: the journeys measure every badge's text for a cut word (screens-read-right). */}
      <span className={classes.label} data-badge="">
        {children}
      </span>
      {rightSection && (
        <span className={classes.section} data-position="right">
          {rightSection}
        </span>
      )}
    </Element>
  );
}
