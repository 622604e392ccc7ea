/**
 * A field for a whole number (docs/decisions/064): a text input that takes digits only, announced
 * as a `spinbutton` with its bounds, that ArrowUp and ArrowDown step by one within `min` and `max`;
 * the two small buttons at its end do the same for a pointer (out of the tab order: the keys do it).
 * Empty is `''`. Label, description and error as every field (input.tsx).
 */
import type { ComponentPropsWithoutRef, KeyboardEvent } from 'react';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { Field, fieldAndInput, InputBox, inputMarks, useFieldIds, type FieldOwnProps } from './input.tsx';
import type { StyleProps } from './primitives.tsx';
import classes from './number-input.module.css';

export type NumberInputProps = FieldOwnProps &
  StyleProps &
  Omit<
    ComponentPropsWithoutRef<'input'>,
    keyof FieldOwnProps | 'size' | 'color' | 'value' | 'onChange' | 'min' | 'max'
  > & {
    /** The number, `''` when empty (optional to the types only, as a form's `getInputProps` gives it). */
    value?: number | '';
    onChange: (value: number | '') => void;
    min?: number;
    max?: number;
  };

export function NumberInput({ value = '', onChange, min, max, ...props }: NumberInputProps) {
  const { field, root, input, id, inputStyle } = fieldAndInput(props);
  const ids = useFieldIds(id, field.error, field.description);
  const invalid = Boolean(field.error);
  const step = (by: number) => {
    const next = value === '' ? (min ?? 0) : value + by;
    onChange(Math.min(max ?? Infinity, Math.max(min ?? -Infinity, next)));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  const control = (by: 1 | -1) => (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden
      className={classes.control}
      disabled={
        input.disabled ||
        (value !== '' && (by > 0 ? value >= (max ?? Infinity) : value <= (min ?? -Infinity)))
      }
      // Keeps the focus (and the caret) in the field.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => step(by)}
    >
      {by > 0 ? <IconChevronUp aria-hidden /> : <IconChevronDown aria-hidden />}
    </button>
  );
  return (
    <Field field={field} root={root} ids={ids}>
      <InputBox
        size={field.size}
        description={field.description}
        ids={ids}
        invalid={invalid}
        rightSection={
          <span className={classes.controls}>
            {control(1)}
            {control(-1)}
          </span>
        }
      >
        <input
          {...input}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={value === '' ? undefined : value}
          value={value}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '');
            onChange(digits === '' ? '' : Number(digits));
          }}
          onKeyDown={onKeyDown}
          style={inputStyle}
          {...inputMarks(ids, invalid)}
        />
      </InputBox>
    </Field>
  );
}
