/**
 * The app's icon button (docs/decisions/064-one-component-system-of-our-own.md): a `button` showing
 * only an icon, named by its `aria-label`, with a CSS module of its own.
 */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { variantColors, type Variant } from './variant-colors.ts';
import { join, split, type Common, type StyleProps } from './primitives.tsx';
import classes from './action-icon.module.css';

type OwnProps = {
  variant?: Variant;
  /** A theme colour's name (`red`, `gray`); the primary colour when absent. */
  color?: string;
  disabled?: boolean;
  /** Its name for assistive technologies: an icon says nothing. */
  'aria-label': string;
  children: ReactNode;
};

export type ActionIconProps = OwnProps &
  StyleProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof OwnProps | keyof StyleProps | 'color' | 'type'>;

/** The icon button's colour variables; with neither a variant nor a colour, the stylesheet's own. */
function iconColors(variant: Variant | undefined, color: string | undefined): Record<string, string> {
  if (variant === undefined && color === undefined) return {};
  const c = variantColors(variant ?? 'filled', color);
  return { '--ai-bg': c.bg, '--ai-hover': c.hover, '--ai-color': c.color, '--ai-bd': c.border };
}

/** A button showing only an icon. */
export function ActionIcon(props: ActionIconProps) {
  const { variant, color, disabled, children, ...others } = props as OwnProps & Common;
  const [rest, style, names] = split(others, iconColors(variant, color));
  return (
    <button
      type="button"
      {...(rest as ComponentPropsWithoutRef<'button'>)}
      style={style}
      className={join(classes.root ?? '', names)}
      data-variant={variant ?? 'filled'}
      disabled={disabled || undefined}
    >
      <span className={classes.icon}>{children}</span>
    </button>
  );
}
