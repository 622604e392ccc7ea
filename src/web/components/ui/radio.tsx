/**
 * Radio buttons in a labelled group (docs/decisions/064-one-component-system-of-our-own.md): the
 * platform's own `input type="radio"` with one `name`, so the arrow keys move the choice and a form
 * posts it before the scripts; `role="radiogroup"` named by the group's label. The group is
 * controlled (`value`, `onChange`) or, in a form that posts, left to the browser (`defaultValue`).
 */
import { createContext, use, useId, type ChangeEvent, type ReactNode } from 'react';
import fieldClasses from './field.module.css';
import { split, join, type StyleProps, type Token } from './primitives.tsx';
import classes from './radio.module.css';

type GroupContext = {
  name: string;
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  invalid: boolean;
  describedBy?: string;
};
const RadioGroupContext = createContext<GroupContext | null>(null);

export type RadioGroupProps = StyleProps & {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The radios' `name`; one of React's ids when absent (a group that no form posts). */
  name?: string;
  /** Controlled: the chosen value (`null`: none yet). */
  value?: string | null;
  onChange?: (value: string) => void;
  /** Left to the browser: the value chosen at first. */
  defaultValue?: string;
  /** `REQUIRED` (components/required.ts) or `withAsterisk`: the label's asterisk. */
  labelProps?: { 'data-asterisk'?: boolean };
  withAsterisk?: boolean;
  id?: string;
  size?: Token;
  children: ReactNode;
};

function RadioGroup(props: RadioGroupProps) {
  const {
    label,
    description,
    error,
    name,
    value,
    onChange,
    defaultValue,
    labelProps,
    withAsterisk,
    id,
    size = 'sm',
    children,
    ...others
  } = props;
  const reactId = useId();
  const groupId = id ?? reactId;
  const hasError = Boolean(error) && typeof error !== 'boolean';
  const describedBy =
    `${hasError ? `${groupId}-error` : ''} ${description ? `${groupId}-description` : ''}`.trim() ||
    undefined;
  const [, style, names] = split(others, { '--field-fz': `var(--ui-font-size-${size})` });
  const context: GroupContext = {
    name: name ?? groupId,
    value,
    defaultValue,
    onChange,
    invalid: Boolean(error),
    describedBy,
  };
  return (
    <RadioGroupContext value={context}>
      <div
        role="radiogroup"
        id={groupId}
        aria-labelledby={`${groupId}-label`}
        aria-describedby={describedBy}
        style={style}
        className={join(fieldClasses.root, names)}
      >
        <div className={fieldClasses.label} id={`${groupId}-label`}>
          {label}
          {(withAsterisk || labelProps?.['data-asterisk']) && (
            <span className={fieldClasses.required} aria-hidden>
              {' *'}
            </span>
          )}
        </div>
        {description && (
          <p className={fieldClasses.description} id={`${groupId}-description`}>
            {description}
          </p>
        )}
        {children}
        {hasError && (
          <p className={`${fieldClasses.error} ${classes.error}`} id={`${groupId}-error`}>
            {error}
          </p>
        )}
      </div>
    </RadioGroupContext>
  );
}

export type RadioProps = {
  value: string;
  /** The visible label; without one, `aria-label` names the radio. */
  label?: ReactNode;
  'aria-label'?: string;
  disabled?: boolean;
  size?: Token;
  /** Outside a group only: the radio's own name and first state. */
  name?: string;
  defaultChecked?: boolean;
};

/** A radio in the theme's colour, its label on the right; in a group, the group decides. */
export function Radio({ value, label, disabled, size = 'sm', name, defaultChecked, ...aria }: RadioProps) {
  const inputId = useId();
  const group = use(RadioGroupContext);
  const state: { checked?: boolean; defaultChecked?: boolean } =
    group === null
      ? { defaultChecked }
      : group.onChange
        ? { checked: group.value === value }
        : { defaultChecked: group.defaultValue === value };
  return (
    <div className={classes.root} data-size={size}>
      <input
        className={classes.input}
        type="radio"
        id={inputId}
        name={group?.name ?? name}
        value={value}
        disabled={disabled}
        aria-invalid={group?.invalid || undefined}
        aria-describedby={group?.describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          if (event.target.checked) group?.onChange?.(value);
        }}
        {...state}
        {...aria}
      />
      {label !== undefined && (
        <label className={classes.label} htmlFor={inputId} data-disabled={disabled || undefined}>
          {label}
        </label>
      )}
    </div>
  );
}

Radio.Group = RadioGroup;
