/**
 * A progress bar (docs/decisions/064): a `progressbar` from 0 to 100 named by its `aria-label`, a
 * filled part in a theme colour on a grey track (progress.module.css). A bar that only repeats
 * numbers shown beside it is `aria-hidden` instead, and needs no name. `animated` stripes move along
 * the filled part while something is under way (an upload).
 */
import type { ComponentPropsWithoutRef } from 'react';
import { join, split, type StyleProps, type Token } from './primitives.tsx';
import classes from './progress.module.css';

export type ProgressProps = StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, 'color' | 'children' | 'aria-label' | 'aria-hidden'> & {
    /** Per cent done, 0–100. */
    value: number;
    /** A theme colour's name; the primary colour when absent. */
    color?: string;
    size?: Token;
    /** Moving stripes on the filled part: the work goes on. */
    animated?: boolean;
  } & (
    | { /** What is in progress, for screen readers. */ 'aria-label': string; 'aria-hidden'?: never }
    | { /** Decoration beside the numbers it repeats. */ 'aria-hidden': true; 'aria-label'?: never }
  );

export function Progress(props: ProgressProps) {
  const { value, color, size, animated, ...others } = props;
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
      <div className={classes.bar} style={{ width: `${done}%` }} data-animated={animated || undefined} />
    </div>
  );
}
