/**
 * Mantine's SegmentedControl as plain elements (docs/decisions/043-plain-segmented-control-and-text.md):
 * Mantine's markup, class names and variables, with Mantine's stylesheet and without its runtime.
 * `segmented-control.test.tsx` renders both and compares them.
 *
 * One difference, deliberate: no floating indicator. Mantine's measures the active label in an effect
 * after mount, then draws a pill moved to that label's box and marks the root `data-initialized`;
 * until then its stylesheet draws the same pill as the active label's `::before` (what the server's
 * markup shows). This one stays in that first state: the pill is the checked segment's own, drawn by
 * CSS from the markup, so nothing is measured, nothing moves while the phone hydrates, and a change
 * of segment moves the pill at once rather than sliding it. The segments are native radios under one
 * name: Tab reaches the checked one, the arrows move the choice, as in Mantine's.
 */
import '@mantine/core/styles/SegmentedControl.css';
import { type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { join, radius as radiusOf, split, type Common, type StyleProps, type Token } from './plain.tsx';
import { useMantineId } from './mantine-id.ts';

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
  /** Lines between the segments (Mantine's default). */
  withItemsBorders?: boolean;
  /**
   * What `@mantine/form`'s `getInputProps` gives besides the value: shown by the field's wrapper
   * (Input.Wrapper), not here. Mantine's writes it on the root as an `error` attribute; this drops it.
   */
  error?: ReactNode;
};

export type SegmentedControlProps = OwnProps &
  StyleProps &
  Omit<ComponentPropsWithoutRef<'div'>, keyof OwnProps | keyof StyleProps | 'color' | 'role'>;

/** Mantine's class names for the parts (its CSS module's names in the stylesheet above). */
const CLASSES = {
  root: 'm_cf365364 mantine-SegmentedControl-root',
  control: 'm_69686b9b mantine-SegmentedControl-control',
  input: 'm_1714d588 mantine-SegmentedControl-input',
  label: 'm_1738fcb2 mantine-SegmentedControl-label',
  innerLabel: 'm_78882f40 mantine-SegmentedControl-innerLabel',
} as const;

/** A choice of one among a few, drawn as a row of segments (Mantine's SegmentedControl). */
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
  // Mantine's id (its `useId`: `mantine-` and React's), kept: Mantine's swaps in a random one after mount.
  const group = useMantineId(name);
  const [rest, style, names] = split(others, {
    '--sc-radius': radius === undefined ? undefined : radiusOf(radius),
    '--sc-shadow': 'var(--mantine-shadow-xs)',
    '--sc-padding': size === undefined ? undefined : `var(--sc-padding-${size})`,
    '--sc-font-size': size === undefined ? undefined : `var(--mantine-font-size-${size})`,
  });
  if (data.length === 0) return null;
  return (
    <div
      style={style}
      className={join(CLASSES.root, names)}
      data-size={size}
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
          <div key={item.value} className={CLASSES.control} data-active={active || undefined}>
            <input
              className={CLASSES.input}
              disabled={off}
              type="radio"
              name={group}
              value={item.value}
              id={id}
              checked={active}
              onChange={() => !readOnly && onChange(item.value)}
              data-focus-ring="auto"
            />
            <label
              className={CLASSES.label}
              data-active={(active && !off) || undefined}
              data-disabled={off || undefined}
              data-read-only={readOnly || undefined}
              htmlFor={id}
            >
              <span className={CLASSES.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
