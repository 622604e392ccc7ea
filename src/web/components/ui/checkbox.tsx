/**
 * A checkbox with its label, alone (controlled) or in a labelled group whose value is the list of
 * the checked ones, with a stylesheet of our own (checkbox.module.css).
 */
import {
  createContext,
  use,
  useId,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import classes from './checkbox.module.css';

type GroupContext = { value: string[]; toggle: (value: string) => void };
const CheckboxGroupContext = createContext<GroupContext | null>(null);

export type CheckboxGroupProps = {
  label: ReactNode;
  value: string[];
  onChange: (value: string[]) => void;
  children: ReactNode;
};

/**
 * A group, controlled: a labelled `role="group"` whose checkboxes add or remove their value, and a
 * hidden input with the values joined by commas (for a form's submission).
 */
function CheckboxGroup({ label, value, onChange, children }: CheckboxGroupProps) {
  const labelId = `${useId()}-label`;
  const toggle = (item: string) =>
    onChange(value.includes(item) ? value.filter((v) => v !== item) : [...value, item]);
  return (
    <CheckboxGroupContext value={{ value, toggle }}>
      <div className={classes.group}>
        <div className={classes.groupLabel} id={labelId}>
          {label}
        </div>
        <div role="group" aria-labelledby={labelId}>
          {children}
        </div>
        <input type="hidden" value={value.join(',')} />
      </div>
    </CheckboxGroupContext>
  );
}

export type CheckboxProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'value' | 'checked' | 'onChange' | 'children'
> & {
  /** Its visible label; a checkbox in a table's cell may go without and carry an `aria-label`. */
  label?: ReactNode;
  /** Some of the items it stands for are checked, not all (a «select all» box): a dash. */
  indeterminate?: boolean;
  /** In a group: the value it adds to the group's. */
  value?: string;
  /** Alone: checked or not (ignored in a group, which decides). */
  checked?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** A checkbox in the theme's colour, its label on the right. */
export function Checkbox({
  label,
  indeterminate,
  value,
  checked,
  onChange,
  id,
  disabled,
  ...rest
}: CheckboxProps) {
  const reactId = useId();
  const inputId = id ?? reactId;
  const group = use(CheckboxGroupContext);
  const isChecked = group && value !== undefined ? group.value.includes(value) : checked;
  return (
    <div className={classes.root}>
      <div className={classes.box}>
        <input
          // `indeterminate` is a property only, no attribute: set on the element.
          ref={(input) => {
            if (input) input.indeterminate = Boolean(indeterminate);
          }}
          className={classes.input}
          id={inputId}
          {...rest}
          value={value}
          checked={isChecked}
          onChange={(event) => {
            if (group && value !== undefined) group.toggle(value);
            onChange?.(event);
          }}
          disabled={disabled}
          type="checkbox"
        />
        <svg
          viewBox="0 0 10 7"
          fill="none"
          xmlns="http://www.w3.org/2000/svg"
          aria-hidden="true"
          className={classes.icon}
        >
          {indeterminate ? (
            <rect x="0" y="2.5" width="10" height="2" rx="1" fill="currentColor" />
          ) : (
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          )}
        </svg>
      </div>
      {label && (
        <label className={classes.label} htmlFor={inputId} data-disabled={disabled || undefined}>
          {label}
        </label>
      )}
    </div>
  );
}

Checkbox.Group = CheckboxGroup;
