/** A horizontal line, with an optional text in it, and a stylesheet of our own (divider.module.css). */
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import classes from './divider.module.css';
import { join, split, type StyleProps } from './primitives.tsx';

export type DividerProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'color' | 'children'> & {
    /** A text in the line (`или`), placed by `labelPosition` (centred by default). */
    label?: ReactNode;
    labelPosition?: 'left' | 'center' | 'right';
  };

/** A horizontal line, with an optional label in it. */
export function Divider(props: DividerProps) {
  const { label, labelPosition, ...others } = props;
  const [rest, style, names] = split(others, {});
  return (
    <div
      {...rest}
      style={style}
      className={join(classes.divider, names)}
      data-with-label={label ? true : undefined}
      role="separator"
      aria-orientation="horizontal"
    >
      {label && (
        <span className={classes.label} data-position={labelPosition}>
          {label}
        </span>
      )}
    </div>
  );
}
