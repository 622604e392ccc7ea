/**
 * A choice of one among a few, drawn as a row of segments (docs/decisions/043-plain-segmented-control-and-text.md),
 * with a stylesheet of our own (segmented-control.module.css). The segments are native radios under
 * one name inside `role="radiogroup"`: Tab reaches the checked one, the arrows move the choice, Tab
 * leaves. The chosen segment's pill is its label's own `::before`, drawn by CSS from the markup: nothing
 * is measured, nothing moves while the phone hydrates, and a new choice moves the pill at once.
 */
import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import classes from './segmented-control.module.css';
import { join, radius as radiusOf, split, type Common, type StyleProps, type Token } from './primitives.tsx';

export type SegmentedControlItem = { value: string; label: ReactNode; disabled?: boolean };

type OwnProps = {
  /** The segments: a value that is its own label, or a value with its label. */
  data: ReadonlyArray<string | SegmentedControlItem>;
  /** The chosen segment's value; none is shown chosen when it matches none (an unanswered score). */
  value: string;
  onChange: (value: string) => void;
  /** The radios' name; React's id otherwise (the same on the server and in the browser). */
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** As wide as its parent, the segments sharing the width. */
  fullWidth?: boolean;
  size?: Token;
  radius?: Token | number;
  /** Lines between the segments (the default). */
  withItemsBorders?: boolean;
  /**
   * What `@mantine/form`'s `getInputProps` gives besides the value: shown by the field's wrapper
   * (Input.Wrapper), not here: dropped.
   */
  error?: ReactNode;
};

export type SegmentedControlProps = OwnProps &
  StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, keyof OwnProps | keyof StyleProps | 'color' | 'role'>;

/** A choice of one among a few, drawn as a row of segments. */
export function SegmentedControl(props: SegmentedControlProps) {
  const {
    data,
    value,
    onChange,
    name,
    disabled,
    readOnly,
    fullWidth,
    size,
    radius,
    withItemsBorders = true,
    error: _error,
    ...others
  } = props as OwnProps & Common;
  // React's id: the same on the server and in the browser.
  const reactId = useId();
  const group = name ?? reactId;
  const [rest, style, names] = split(others, {
    '--sc-radius': radius === undefined ? undefined : radiusOf(radius),
    '--sc-padding': size === undefined ? undefined : `var(--sc-padding-${size})`,
    '--sc-font-size': size === undefined ? undefined : `var(--ui-font-size-${size})`,
  });
  if (data.length === 0) return null;
  return (
    <div
      style={style}
      className={join(classes.root, names)}
      data-full-width={fullWidth || undefined}
      data-with-items-borders={withItemsBorders || undefined}
      {...(rest as ComponentPropsWithoutRef<'div'>)}
      role="radiogroup"
      data-disabled={disabled || undefined}
    >
      {data.map((entry) => {
        const item = typeof entry === 'string' ? { value: entry, label: entry } : entry;
        const active = value === item.value;
        const off = disabled || item.disabled;
        const id = `${group}-${item.value}`;
        return (
          <div key={item.value} className={classes.control} data-active={active || undefined}>
            <input
              className={classes.input}
              disabled={off}
              type="radio"
              name={group}
              value={item.value}
              id={id}
              checked={active}
              onChange={() => !readOnly && onChange(item.value)}
            />
            <label
              className={classes.label}
              data-active={(active && !off) || undefined}
              data-disabled={off || undefined}
              data-read-only={readOnly || undefined}
              htmlFor={id}
            >
              <span className={classes.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
