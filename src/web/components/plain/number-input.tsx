/**
 * Mantine's NumberInput, for a whole number in a range (the graduation year), as plain elements
 * (docs/decisions/044-signup-loads-its-fields-on-demand.md, in the manner of decision 038): the markup
 * Mantine's renders, with its stylesheet, without its runtime and react-number-format (10 kB gzipped
 * for one field of the sign-up's second step and the profile). `number-input.test.tsx` compares the
 * markup and the behaviour the app relies on, which is Mantine's with the app's theme
 * (`clampBehavior: 'none'`): only digits go in; a typed number outside the range stays as typed (the
 * form's check says why); leading zeros go on leaving the field; the arrows, and ArrowUp/ArrowDown,
 * step by one within the range, from its start when empty.
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/NumberInput.css';
import type { ComponentPropsWithoutRef, CSSProperties, FocusEvent, KeyboardEvent } from 'react';
import {
  Field,
  fieldAndInput,
  InputBox,
  inputMarks,
  useFieldIds,
  type FieldOwnProps,
  type TextInputProps,
} from './input.tsx';
import type { StyleProps } from './plain.tsx';

export type NumberInputProps = FieldOwnProps &
  StyleProps &
  Omit<
    ComponentPropsWithoutRef<'input'>,
    keyof FieldOwnProps | 'size' | 'color' | 'value' | 'onChange' | 'min' | 'max'
  > & {
    /** A number, or the text when it is not one yet (empty, or with leading zeros), as Mantine's gives. */
    value?: number | string;
    onChange?: (value: number | string) => void;
    min: number;
    max: number;
  };

/** What Mantine's NumberInput reports for a text of digits: a number, unless empty or zero-led. */
function valueOf(text: string): number | string {
  return text === '' || /^0\d/.test(text) ? text : Number(text);
}

/** Mantine's NumberInputChevron. */
function Chevron({ up }: { up: boolean }) {
  return (
    <svg
      style={{
        width: 'var(--ni-chevron-size)',
        height: 'var(--ni-chevron-size)',
        transform: up ? 'rotate(180deg)' : undefined,
      }}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** A whole number from `min` to `max`, with Mantine's up and down arrows. */
export function NumberInput({ value = '', onChange, min, max, ...props }: NumberInputProps) {
  const { field, root, input, id } = fieldAndInput(props as TextInputProps);
  const { onBlur, onKeyDown, ...rest } = input as ComponentPropsWithoutRef<'input'>;
  const ids = useFieldIds(id, field.error, field.description);
  const invalid = Boolean(field.error);
  const size = field.size ?? 'sm';
  const current = typeof value === 'number' ? value : value === '' ? null : Number(value);
  const step = (by: 1 | -1) => {
    // Mantine's: from the start of the range when there is no number yet, never past either end.
    const next = current === null || Number.isNaN(current) ? min : current + by;
    onChange?.(Math.min(max, Math.max(min, next)));
  };
  const control = (up: boolean) => (
    <button
      className="mantine-focus-auto m_80b4b171 mantine-NumberInput-control m_87cf2631 mantine-UnstyledButton-root"
      data-direction={up ? 'up' : 'down'}
      type="button"
      tabIndex={-1}
      aria-hidden
      disabled={rest.disabled || (typeof value === 'number' && (up ? value >= max : value <= min))}
      // The field keeps the focus (and the phone its keyboard).
      onMouseDown={(event) => event.preventDefault()}
      onPointerDown={(event) => {
        event.preventDefault();
        document.getElementById(ids.inputId)?.focus();
        step(up ? 1 : -1);
      }}
    >
      <Chevron up={up} />
    </button>
  );
  return (
    <Field selector="NumberInput" field={field} root={root} ids={ids} rootClass="m_e2f5cd4e">
      <InputBox
        selector="NumberInput"
        size={size}
        description={field.description}
        ids={ids}
        invalid={invalid}
        disabled={rest.disabled}
        rightSectionWidth={`var(--ni-right-section-width-${size})`}
        rightSection={
          <div
            className="m_95e17d22 mantine-NumberInput-controls"
            style={{ '--ni-chevron-size': `var(--ni-chevron-size-${size})` } as CSSProperties}
          >
            {control(true)}
            {control(false)}
          </div>
        }
      >
        <input
          inputMode="decimal"
          {...rest}
          {...inputMarks('NumberInput', ids, invalid, rest.disabled)}
          type="text"
          value={String(value)}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '');
            if (digits !== String(value)) onChange?.(valueOf(digits));
          }}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            onKeyDown?.(event);
            if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
              event.preventDefault();
              step(event.key === 'ArrowUp' ? 1 : -1);
            }
          }}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            // Mantine's trims leading zeros on leaving the field (and, with the app's theme, clamps nothing).
            if (typeof value === 'string' && /^0+\d/.test(value)) onChange?.(Number(value));
            onBlur?.(event);
          }}
        />
      </InputBox>
    </Field>
  );
}
