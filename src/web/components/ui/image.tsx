/**
 * An image (docs/decisions/064-one-component-system-of-our-own.md): a block `img`, as wide as its
 * place unless sized, with the theme's radius and how it fills its box.
 */
import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { join, radius as radiusOf, split, type StyleProps, type Token } from './primitives.tsx';
import classes from './image.module.css';

export type ImageProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'img'>, keyof StyleProps | 'color'> & {
    /** Alternative text is required: `""` for a picture that only decorates. */
    alt: string;
    radius?: Token | number;
    fit?: CSSProperties['objectFit'];
  };

export function Image({ radius, fit, ...others }: ImageProps) {
  const [rest, style, names] = split(others, {
    '--image-radius': radius === undefined ? undefined : radiusOf(radius),
    '--image-fit': fit,
  });
  return <img {...rest} style={style} className={join(classes.root, names)} />;
}
