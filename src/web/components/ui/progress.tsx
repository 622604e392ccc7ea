/**
 * A progress bar (docs/decisions/064): a `progressbar` from 0 to 100 named by its `aria-label`, a
 * filled part in a theme colour on a grey track (progress.module.css).
 */
import type { ComponentPropsWithoutRef } from 'react';
import { join, split, type StyleProps, type Token } from './primitives.tsx';
import classes from './progress.module.css';

export type ProgressProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'color' | 'children' | 'aria-label'> & {
    /** Per cent done, 0–100. */
    value: number;
    /** What is in progress, for screen readers. */
    'aria-label': string;
    /** A theme colour's name; the primary colour when absent. */
    color?: string;
    size?: Token;
  };

export function Progress(props: ProgressProps) {
  const { value, color, size, ...others } = props;
  const done = Math.min(100, Math.max(0, value));
  const [rest, style, names] = split(others, {
    '--progress-size': size === undefined ? undefined : `var(--progress-size-${size})`,
    '--progress-color': color === undefined ? undefined : `var(--ui-color-${color}-filled)`,
  });
  return (
    <div
      {...rest}
      style={style}
      className={join(classes.root, names)}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(done)}
    >
      <div className={classes.bar} style={{ width: `${done}%` }} />
    </div>
  );
}
