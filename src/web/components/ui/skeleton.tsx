/**
 * A grey block that pulses where content is still loading (docs/decisions/064), a given height, the
 * width of its place (skeleton.module.css). A block that says what loads carries an `aria-label`,
 * announced as a status; one without is decoration.
 */
import type { ComponentPropsWithoutRef } from 'react';
import { radius as radiusOf, rem, type Length, type Token } from './primitives.tsx';
import classes from './skeleton.module.css';

export type SkeletonProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  height: Length;
  width?: Length;
  radius?: Token | number;
};

export function Skeleton({ height, width, radius, style, className, ...rest }: SkeletonProps) {
  const named = rest['aria-label'] !== undefined;
  return (
    <div
      role={named ? 'status' : undefined}
      aria-hidden={named ? undefined : true}
      {...rest}
      className={className ? `${classes.skeleton} ${className}` : classes.skeleton}
      style={{
        height: rem(height),
        width: width === undefined ? undefined : rem(width),
        borderRadius: radius === undefined ? undefined : radiusOf(radius),
        ...style,
      }}
    />
  );
}
