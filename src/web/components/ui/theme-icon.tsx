/**
 * The app's icon on a coloured square (docs/decisions/064-one-component-system-of-our-own.md), with a
 * CSS module of its own: the empty state of every list.
 */
import { variantColors, type Variant } from './variant-colors.ts';
import { join, radius as radiusOf, split, type Common, type Token } from './primitives.tsx';
import classes from './theme-icon.module.css';

const SIZES: Record<Token, string> = {
  xs: '1.125rem',
  sm: '1.375rem',
  md: '1.75rem',
  lg: '2.125rem',
  xl: '2.75rem',
};

export type ThemeIconProps = Common & {
  variant?: Exclude<Variant, 'subtle'>;
  /** A theme colour's name (`red`, `gray`); the primary colour when absent. */
  color?: string;
  /** A size token or px. */
  size?: Token | number;
  radius?: Token | number;
};

/** An icon on a square of the theme's colours. */
export function ThemeIcon(props: ThemeIconProps) {
  const { variant, color, size, radius, ...others } = props;
  const colors =
    variant === undefined && color === undefined ? null : variantColors(variant ?? 'filled', color);
  const [rest, style, names] = split(others, {
    '--ti-size': size === undefined ? undefined : typeof size === 'number' ? `${size / 16}rem` : SIZES[size],
    '--ti-radius': radius === undefined ? undefined : radiusOf(radius),
    '--ti-bg': colors?.bg,
    '--ti-color': colors?.color,
    '--ti-bd': colors?.border,
  });
  const Element = props.component ?? 'div';
  return (
    <Element
      {...rest}
      style={style}
      className={join(classes.root ?? '', names)}
      data-variant={variant ?? 'filled'}
    />
  );
}
