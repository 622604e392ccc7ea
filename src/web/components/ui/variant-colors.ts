/**
 * Mantine's default variant colour resolver, as far as the plain Button and Badge use it: the
 * background, hover, text and border a variant gets in a theme colour. One resolver for both, as
 * Mantine has one.
 */
export type Variant = 'filled' | 'light' | 'subtle' | 'outline' | 'default';

export type VariantColors = { bg: string; hover: string; color: string; border: string };

const BORDER = '0.0625rem solid';

/**
 * The colours of `variant` in `color` (a theme colour's name, or with a shade: `red.9`; the primary
 * colour when absent). A shade is taken by the filled and outline variants only (the others use the
 * colour's own light shades); the outline's hover is the shade at 5 %, which Mantine writes as an
 * `rgba()` of the shade's value and this as the same colour mixed with transparent.
 */
export function variantColors(variant: Variant, color: string | undefined): VariantColors {
  const [name = 'jti', shade] = (color ?? 'jti').split('.');
  const tone = shade === undefined ? null : Number(shade);
  switch (variant) {
    case 'filled':
      return {
        bg: tone === null ? `var(--ui-color-${name}-filled)` : `var(--ui-color-${name}-${tone})`,
        hover:
          tone === null
            ? `var(--ui-color-${name}-filled-hover)`
            : `var(--ui-color-${name}-${tone === 9 ? 8 : tone + 1})`,
        color: 'var(--ui-color-white)',
        border: `${BORDER} transparent`,
      };
    case 'light':
      return {
        bg: `var(--ui-color-${name}-light)`,
        hover: `var(--ui-color-${name}-light-hover)`,
        color: `var(--ui-color-${name}-light-color)`,
        border: `${BORDER} transparent`,
      };
    case 'subtle':
      return {
        bg: 'transparent',
        hover: `var(--ui-color-${name}-light-hover)`,
        color: `var(--ui-color-${name}-light-color)`,
        border: `${BORDER} transparent`,
      };
    case 'outline': {
      const line = tone === null ? `var(--ui-color-${name}-outline)` : `var(--ui-color-${name}-${tone})`;
      return {
        bg: 'transparent',
        hover:
          tone === null
            ? `var(--ui-color-${name}-outline-hover)`
            : `color-mix(in srgb, ${line} 5%, transparent)`,
        color: line,
        border: `${BORDER} ${line}`,
      };
    }
    case 'default':
      return {
        bg: 'var(--ui-color-default)',
        hover: 'var(--ui-color-default-hover)',
        color: 'var(--ui-color-default-color)',
        border: `${BORDER} var(--ui-color-default-border)`,
      };
  }
}
