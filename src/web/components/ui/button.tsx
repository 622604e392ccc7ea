/**
 * The app's button (docs/decisions/064-one-component-system-of-our-own.md): a `button`, or a link
 * drawn as one, in the theme's variants, colours and sizes, with a CSS module of its own.
 */
import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode } from 'react';
import { spinnerClass } from './loader.tsx';
import { variantColors, type Variant } from './variant-colors.ts';
import { join, split, type Common, type StyleProps, type Token } from './primitives.tsx';
import classes from './button.module.css';

export type ButtonVariant = Variant;

type OwnProps = {
  variant?: ButtonVariant;
  /** A theme colour's name (`red`, `gray`), or with a shade (`red.9`); the primary colour when absent. */
  color?: string;
  /** A size, or its compact form (lower, narrower, the same text). */
  size?: Token | `compact-${Token}`;
  fullWidth?: boolean;
  /** A radius token; the theme's default radius when absent. */
  radius?: Token;
  /** Shows a spinner over the label, and the button cannot be pressed meanwhile. */
  loading?: boolean;
  disabled?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** Where the label and sections sit in a wide button (`flex-start` in a drawer's column). */
  justify?: CSSProperties['justifyContent'];
  children?: ReactNode;
};

export type ButtonProps<C extends ElementType = 'button'> = OwnProps &
  StyleProps & { component?: C } & Omit<
    ComponentPropsWithoutRef<C>,
    keyof OwnProps | keyof StyleProps | 'component' | 'color'
  >;

/** The button's colour variables; a filled button in the primary colour leaves them to the stylesheet. */
function buttonColors(variant: ButtonVariant, color: string | undefined): Record<string, string> {
  if (variant === 'filled' && color === undefined) return {};
  const c = variantColors(variant, color);
  return {
    '--button-bg': c.bg,
    '--button-hover': c.hover,
    '--button-color': c.color,
    '--button-bd': c.border,
  };
}

/** The spinner's size and colour: the button's text colour, a little over half its height. */
const SPINNER = {
  '--loader-size': 'calc(var(--button-height) / 1.8)',
  '--loader-color': 'var(--button-color)',
} as CSSProperties;

/** A button (or, with `component`, a link drawn as one). */
export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    variant,
    color,
    size,
    fullWidth,
    radius,
    loading,
    disabled,
    leftSection,
    rightSection,
    justify,
    children,
    component,
    ...others
  } = props as OwnProps & Common & { component?: ElementType };
  const [rest, style, names] = split(others, {
    ...(size === undefined
      ? {}
      : {
          '--button-height': `var(--button-height-${size})`,
          '--button-padding-x': `var(--button-padding-x-${size})`,
          '--button-fz': `var(--ui-font-size-${size.replace('compact-', '')})`,
        }),
    ...(radius === undefined ? {} : { '--button-radius': `var(--ui-radius-${radius})` }),
    '--button-justify': justify,
    ...buttonColors(variant ?? 'filled', color),
  });
  const Element = component ?? 'button';
  const isButton = Element === 'button';
  // Unavailable yet focusable (a tooltip says why): looks disabled, stays in the tab order.
  const ariaDisabled = Boolean((others as { 'aria-disabled'?: boolean })['aria-disabled']);
  return (
    <Element
      {...(isButton ? { type: 'button' } : {})}
      {...rest}
      style={style}
      className={join(classes.root ?? '', names)}
      data-variant={variant ?? 'filled'}
      data-size={size}
      data-block={fullWidth || undefined}
      data-disabled={disabled || ariaDisabled || undefined}
      data-loading={loading || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      disabled={isButton ? Boolean(disabled || loading) || undefined : undefined}
      aria-disabled={(!isButton && disabled) || ariaDisabled || undefined}
      aria-busy={loading || undefined}
    >
      {loading && (
        <span className={classes.loader} aria-hidden="true">
          <span style={SPINNER} className={spinnerClass} />
        </span>
      )}
      <span className={classes.inner}>
        {leftSection && (
          <span className={classes.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={classes.label} data-loading={loading || undefined}>
          {children}
        </span>
        {rightSection && (
          <span className={classes.section} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </Element>
  );
}
