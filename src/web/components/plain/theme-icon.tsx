/**
 * Mantine's ThemeIcon (an icon on a coloured square) as a plain element (docs/decisions/043-plain-
 * segmented-control-and-text.md): the same markup, class names and variables, with Mantine's
 * stylesheet and without its runtime (the empty state of every list). `theme-icon.test.tsx` renders
 * both and compares them.
 */
import '@mantine/core/styles/ThemeIcon.css';
import { variantColors, type Variant } from './variant-colors.ts';
import { join, radius as radiusOf, split, type Common, type Token } from './plain.tsx';

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
    '--ti-size':
      size === undefined
        ? undefined
        : typeof size === 'number'
          ? `calc(${size / 16}rem * var(--mantine-scale))`
          : `var(--ti-size-${size})`,
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
      className={join('m_7341320d mantine-ThemeIcon-root', names)}
      data-variant={variant}
      data-size={typeof size === 'string' ? size : undefined}
    />
  );
}
