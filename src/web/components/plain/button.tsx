/**
 * Mantine's Button as a plain element (docs/decisions/035-plain-layout-primitives.md): the same
 * markup, class names and CSS variables Mantine's Button renders, with Mantine's own stylesheet, and
 * none of its runtime (theme defaults, styles API, style-props parser) on every render, on the server
 * and in the phone's browser while it hydrates. `button.test.tsx` renders both and compares them, so
 * a Mantine upgrade that changes its markup or class names fails there, not on screen.
 */
import '@mantine/core/styles/UnstyledButton.css';
// The spinner's class names, and Loader's stylesheet before Button's (as Mantine's order has it).
import { MANTINE_LOADER } from './loader.tsx';
import '@mantine/core/styles/Button.css';
import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode } from 'react';
import { variantColors, type Variant } from './variant-colors.ts';
import { join, split, type Common, type StyleProps, type Token } from './plain.tsx';

/** Mantine's class names for the parts of a button (its CSS modules' names in the stylesheets above). */
export const MANTINE_BUTTON = {
  root: 'mantine-focus-auto m_77c9d27d mantine-Button-root m_87cf2631 mantine-UnstyledButton-root',
  inner: 'm_80f1301b mantine-Button-inner',
  label: 'm_811560b9 mantine-Button-label',
  section: 'm_a74036a mantine-Button-section',
  loader: 'm_a25b86ee mantine-Button-loader',
  spinner: MANTINE_LOADER,
} as const;

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
  children?: ReactNode;
};

export type ButtonProps<C extends ElementType = 'button'> = OwnProps &
  StyleProps & { component?: C } & Omit<
    ComponentPropsWithoutRef<C>,
    keyof OwnProps | keyof StyleProps | 'component' | 'color'
  >;

/** The button's colour variables; a filled button in the primary colour leaves them to the stylesheet. */
function buttonColors(variant: ButtonVariant, color: string | undefined): Record<string, string> {
  if (variant === 'filled' && color === undefined) return { '--button-color': 'var(--mantine-color-white)' };
  const c = variantColors(variant, color);
  return {
    '--button-bg': c.bg,
    '--button-hover': c.hover,
    '--button-color': c.color,
    '--button-bd': c.border,
  };
}

/** Where Mantine's Transition leaves the spinner once shown (its inline style, for the same markup). */
const SPINNER_PLACE: CSSProperties = {
  transitionProperty: 'transform, opacity',
  WebkitBackfaceVisibility: 'hidden',
  transitionDuration: '150ms',
  transitionTimingFunction: 'ease',
  transformOrigin: 'center',
  opacity: 1,
  transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
};

/** A button (or, with `component`, a link drawn as one) in Mantine's variants, colours and sizes. */
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
          '--button-fz': `var(--mantine-font-size-${size.replace('compact-', '')})`,
        }),
    ...(radius === undefined ? {} : { '--button-radius': `var(--mantine-radius-${radius})` }),
    ...buttonColors(variant ?? 'filled', color),
  });
  const Element = component ?? 'button';
  const inactive = Boolean(disabled || loading);
  return (
    <Element
      {...(Element === 'button' ? { type: 'button' } : {})}
      {...rest}
      style={style}
      className={join(inactive ? MANTINE_BUTTON.root : `${MANTINE_BUTTON.root} mantine-active`, names)}
      data-variant={variant}
      data-size={size}
      data-block={fullWidth || undefined}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
      disabled={Element === 'button' ? inactive || undefined : undefined}
    >
      {loading && (
        <span style={SPINNER_PLACE} className={MANTINE_BUTTON.loader} aria-hidden="true">
          <span
            style={
              {
                '--loader-size': 'calc(var(--button-height) / 1.8)',
                '--loader-color': 'var(--button-color)',
              } as CSSProperties
            }
            className={MANTINE_BUTTON.spinner}
            role="status"
          />
        </span>
      )}
      <span className={MANTINE_BUTTON.inner}>
        {leftSection && (
          <span className={MANTINE_BUTTON.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={MANTINE_BUTTON.label} data-loading={loading || undefined}>
          {children}
        </span>
        {rightSection && (
          <span className={MANTINE_BUTTON.section} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </Element>
  );
}
