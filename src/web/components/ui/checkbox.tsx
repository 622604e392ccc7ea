/**
 * A checkbox with its label, alone or in a labelled group whose value is the list of the checked
 * ones, with a stylesheet of our own (checkbox.module.css). A group is controlled (`value`,
 * `onChange`) or, in a form that posts, left to the browser (`defaultValue`; each box its `name`).
 */
import {
  createContext,
  use,
  useId,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import fieldClasses from './field.module.css';
import classes from './checkbox.module.css';

type GroupContext =
  { value: string[]; toggle: (value: string) => void } | { defaultValue: string[]; describedBy?: string };
const CheckboxGroupContext = createContext<GroupContext | null>(null);

export type CheckboxGroupProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** `REQUIRED` (components/required.ts): the label's asterisk. */
  labelProps?: { 'data-asterisk'?: boolean };
  children: ReactNode;
} & (
  | { value: string[]; onChange: (value: string[]) => void; defaultValue?: never }
  | { defaultValue: string[]; value?: never; onChange?: never }
);

/**
 * A labelled `role="group"`: controlled, its checkboxes add or remove their value; or left to the
 * browser, each box checked at first if its value is in `defaultValue`.
 */
function CheckboxGroup(props: CheckboxGroupProps) {
  const { label, description, error, labelProps, children } = props;
  const id = useId();
  const hasError = Boolean(error) && typeof error !== 'boolean';
  const describedBy =
    `${hasError ? `${id}-error` : ''} ${description ? `${id}-description` : ''}`.trim() || undefined;
  const context: GroupContext =
    props.value === undefined
      ? { defaultValue: props.defaultValue, describedBy }
      : {
          value: props.value,
          toggle: (item: string) =>
            props.onChange(
              props.value.includes(item) ? props.value.filter((v) => v !== item) : [...props.value, item],
            ),
        };
  return (
    <CheckboxGroupContext value={context}>
      <div className={classes.group}>
        <div className={classes.groupLabel} id={`${id}-label`}>
          {label}
          {labelProps?.['data-asterisk'] && (
            <span className={fieldClasses.required} aria-hidden>
              {' *'}
            </span>
          )}
        </div>
        {description && (
          <p className={`${fieldClasses.description} ${classes.groupDescription}`} id={`${id}-description`}>
            {description}
          </p>
        )}
        <div role="group" aria-labelledby={`${id}-label`} aria-describedby={describedBy}>
          {children}
        </div>
        {hasError && (
          <p className={`${fieldClasses.error} ${classes.groupError}`} id={`${id}-error`}>
            {error}
          </p>
        )}
        {props.value !== undefined && <input type="hidden" value={props.value.join(',')} />}
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
  /** A line under the label. */
  description?: ReactNode;
  /** Alone: the error under the label (it marks the box invalid). */
  error?: ReactNode;
  /** In a group: the value it adds to the group's. */
  value?: string;
  /** Alone: checked or not (ignored in a controlled group, which decides). */
  checked?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** A checkbox in the theme's colour, its label on the right. */
export function Checkbox(props: CheckboxProps) {
  const {
    label,
    indeterminate,
    description,
    error,
    value,
    checked,
    defaultChecked,
    onChange,
    id,
    disabled,
    ...rest
  } = props;
  const reactId = useId();
  const inputId = id ?? reactId;
  const group = use(CheckboxGroupContext);
  const inGroup = group !== null && value !== undefined;
  const controlled = inGroup && 'value' in group;
  const state = !inGroup
    ? { checked, defaultChecked }
    : 'value' in group
      ? { checked: group.value.includes(value) }
      : { defaultChecked: group.defaultValue.includes(value) };
  const hasError = Boolean(error) && typeof error !== 'boolean';
  const describedBy =
    [
      hasError ? `${inputId}-error` : '',
      description ? `${inputId}-description` : '',
      group && 'describedBy' in group ? (group.describedBy ?? '') : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
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
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
          value={value}
          {...state}
          onChange={(event) => {
            if (controlled) group.toggle(value);
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
      <div className={classes.body}>
        {label && (
          <label className={classes.label} htmlFor={inputId} data-disabled={disabled || undefined}>
            {label}
          </label>
        )}
        {description && (
          <p className={`${fieldClasses.description} ${classes.description}`} id={`${inputId}-description`}>
            {description}
          </p>
        )}
        {hasError && (
          <p className={`${fieldClasses.error} ${classes.description}`} id={`${inputId}-error`}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

Checkbox.Group = CheckboxGroup;
