/**
 * A short fixed list as the platform's own select (docs/decisions/044-signup-loads-its-fields-on-demand.md),
 * in the field's wrapper and box of input.tsx, with an up-down chevron at its end.
 */
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import classes from './field.module.css';
import {
  Field,
  fieldAndInput,
  InputBox,
  inputMarks,
  useFieldIds,
  type FieldOwnProps,
  type TextInputProps,
} from './input.tsx';
import type { StyleProps, Token } from './primitives.tsx';

export type NativeSelectProps = FieldOwnProps &
  StyleProps &
  Omit<ComponentPropsWithoutRef<'select'>, keyof FieldOwnProps | 'size' | 'color' | 'value'> & {
    /** The choices; the first, an empty one, stands for «not chosen yet». */
    data: { value: string; label: string }[];
    /** `null` (a form's «nothing chosen») selects the empty choice; without it, `defaultValue` starts it. */
    value?: string | null;
  };

/**
 * A short fixed list as the platform's own select: a phone opens its native
 * picker, the keyboard and screen readers know it, and it needs no script to work
 * (docs/decisions/044-signup-loads-its-fields-on-demand.md). It starts with an empty choice, as the
 * Select it replaces started empty; choosing it again is «not chosen», which the form's check reports.
 */
export function NativeSelect({ data, value, ...props }: NativeSelectProps) {
  const { field, root, input, id } = fieldAndInput(props as TextInputProps);
  const ids = useFieldIds(id, field.error, field.description);
  const invalid = Boolean(field.error);
  const size = field.size ?? 'sm';
  return (
    <Field field={field} root={root} ids={ids}>
      <InputBox
        size={size}
        description={field.description}
        ids={ids}
        invalid={invalid}
        pointer
        rightSection={<Chevron size={size} error={field.error} />}
      >
        <select
          {...(input as ComponentPropsWithoutRef<'select'>)}
          // Without `value` the select keeps what is picked (a page form's field, from `defaultValue`).
          {...(value === undefined ? {} : { value: value ?? '' })}
          {...inputMarks(ids, invalid)}
        >
          <option value="" />
          {data.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </InputBox>
    </Field>
  );
}

/** The up-down arrows at the end of a select (select.tsx's too). */
export function Chevron({ size, error }: { size: Token; error?: ReactNode }) {
  return (
    <svg
      style={{ '--chevron-size': `var(--chevron-size-${size})` } as CSSProperties}
      className={classes.chevron}
      data-error={error ? true : undefined}
      aria-hidden
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
