/**
 * Mantine's Checkbox and Checkbox.Group as plain elements (docs/decisions/038-mantine-markup-without-its-runtime.md,
 * amended 2026-11-28): the markup Mantine's render for the props the app passes, with Mantine's
 * stylesheets and without its runtime (`useProps`, the styles API, `Box`); `checkbox.test.tsx`
 * compares them.
 */
// The group's wrapper and label are Input's; a checkbox's layout is InlineInput's, in Mantine's order.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import {
  createContext,
  use,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useMantineId } from './mantine-id.ts';

type GroupContext = { value: string[]; toggle: (value: string) => void };
const CheckboxGroupContext = createContext<GroupContext | null>(null);

export type CheckboxGroupProps = {
  label: ReactNode;
  value: string[];
  onChange: (value: string[]) => void;
  children: ReactNode;
};

/**
 * Mantine's Checkbox.Group, controlled: a labelled `role="group"` whose checkboxes add or remove their
 * value, and the hidden input with the values joined (Mantine's, for a form's submission).
 */
function CheckboxGroup({ label, value, onChange, children }: CheckboxGroupProps) {
  const labelId = `${useMantineId(undefined)}-label`;
  const toggle = (item: string) =>
    onChange(value.includes(item) ? value.filter((v) => v !== item) : [...value, item]);
  return (
    <CheckboxGroupContext value={{ value, toggle }}>
      <div className="m_46b77525 mantine-InputWrapper-root mantine-CheckboxGroup-root">
        <div className="m_8fdc1311 mantine-InputWrapper-label mantine-CheckboxGroup-label" id={labelId}>
          {label}
        </div>
        <div role="group" aria-labelledby={labelId}>
          {children}
        </div>
        {/* Mantine's separator is `undefined`, which `join` reads as a comma. */}
        <input type="hidden" value={value.join(',')} />
      </div>
    </CheckboxGroupContext>
  );
}

export type CheckboxProps = Omit<
  ComponentPropsWithoutRef<'input'>,
  'type' | 'value' | 'checked' | 'onChange' | 'children'
> & {
  label: ReactNode;
  /** In a group: the value it adds to the group's. */
  value?: string;
  /** Alone: checked or not (ignored in a group, which decides). */
  checked?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

/** Mantine's filled Checkbox (the theme's colour, radius `sm`, the label on the right). */
export function Checkbox({ label, value, checked, onChange, id, disabled, ...rest }: CheckboxProps) {
  const inputId = useMantineId(id);
  const group = use(CheckboxGroupContext);
  const isChecked = group && value !== undefined ? group.value.includes(value) : checked;
  return (
    <div
      style={
        {
          '--checkbox-radius': 'var(--mantine-radius-sm)',
          '--checkbox-color': 'var(--mantine-color-jti-filled)',
        } as CSSProperties
      }
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-variant="filled"
      data-label-position="right"
      data-checked={isChecked || undefined}
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-with-error-styles="true"
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
            className="m_bf295423 mantine-Checkbox-icon"
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper" data-disabled={disabled || undefined}>
          <label
            className="m_8ee546b8 mantine-Checkbox-label"
            htmlFor={inputId}
            data-disabled={disabled || undefined}
          >
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}

Checkbox.Group = CheckboxGroup;
