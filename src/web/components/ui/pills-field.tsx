/**
 * The markup of a closed Mantine MultiSelect or TagsInput (size `sm`, the default variant, no error
 * or description: the props the vacancy filters use), with Mantine's stylesheets and none of its
 * runtime; `multi-select.test.tsx` compares it with Mantine's. The picked values are pills whose
 * remove buttons, and the clear button, work here already; anything else waits for Mantine's own
 * field (multi-select.tsx), which the intents reported here fetch.
 */
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { CloseIcon } from '@mantine/core';
import { useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';

export type PillsKind = 'MultiSelect' | 'TagsInput';

export type ClosedPillsProps = {
  kind: PillsKind;
  id: string;
  label: ReactNode;
  placeholder?: string;
  /** The picked values, and the text each pill shows. */
  pills: { value: string; label: string }[];
  clearable?: boolean;
  /** A MultiSelect without search is a read-only field that a click opens. */
  searchable: boolean;
  maxLength?: number;
  /** The search text shown in the field. */
  search: string;
  onType: (text: string) => void;
  onRemove: (value: string) => void;
  onClear: () => void;
  /** The visitor points at the field or presses it: fetch Mantine's. */
  onApproach: () => void;
  onPress: () => void;
  onFocusChange: (focused: boolean) => void;
  /** A click on the field's box: Mantine's opens its list then. */
  onBoxClick: () => void;
};

/** Mantine's close icon in a transparent CloseButton: a pill's remove button, the clear button. */
function CloseButton({
  className,
  style,
  size,
  onClick,
}: {
  className: string;
  style?: CSSProperties;
  size?: 'sm';
  onClick: () => void;
}) {
  return (
    <button
      style={style}
      className={`mantine-focus-auto mantine-active ${className} m_86a44da5 m_87cf2631 mantine-UnstyledButton-root`}
      data-variant="transparent"
      data-size={size}
      type="button"
      tabIndex={-1}
      aria-hidden
      // As Mantine's: the press does not take the focus from the field, nor reach the field's box.
      onMouseDown={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
      onClick={(event) => {
        event.stopPropagation();
        onClick();
      }}
    >
      <CloseIcon />
    </button>
  );
}

export function ClosedPills({
  kind,
  id,
  label,
  placeholder,
  pills,
  clearable,
  searchable,
  maxLength,
  search,
  onType,
  onRemove,
  onClear,
  onApproach,
  onPress,
  onFocusChange,
  onBoxClick,
}: ClosedPillsProps) {
  const field = useRef<HTMLInputElement>(null);
  const multi = kind === 'MultiSelect';
  const clear = clearable && pills.length > 0;
  const clearButton = clear && (
    <CloseButton
      className="mantine-InputClearButton-root"
      style={
        {
          '--cb-size': 'var(--cb-size-sm)',
          pointerEvents: 'all',
          background: 'var(--input-bg)',
        } as CSSProperties
      }
      size="sm"
      onClick={() => {
        onClear();
        // Mantine's TagsInput gives the field the focus after clearing it.
        if (!multi) field.current?.focus();
      }}
    />
  );
  // A MultiSelect's section is its chevron, with the clear button before it when there is something
  // to clear; a TagsInput has no chevron.
  const section = multi ? (
    clear ? (
      <div
        data-combined-clear-section="true"
        style={{ display: 'flex', gap: 2, alignItems: 'center', paddingInlineEnd: 8 }}
      >
        {clearButton}
        <ComboboxChevron />
      </div>
    ) : (
      <ComboboxChevron />
    )
  ) : (
    clearButton
  );
  const pointer = multi && !searchable;
  return (
    <>
      <div
        className={`m_46b77525 mantine-InputWrapper-root mantine-${kind}-root`}
        data-size="sm"
        onPointerEnter={onApproach}
        onPointerDown={onPress}
      >
        <label
          style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
          className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
          data-size="sm"
          htmlFor={id}
          id={`${id}-label`}
        >
          {label}
        </label>
        <div
          style={
            {
              '--input-height': 'var(--input-height-sm)',
              '--input-fz': 'var(--mantine-font-size-sm)',
              '--input-padding-y': 'var(--input-padding-y-sm)',
              '--input-right-section-pointer-events': multi ? 'none' : undefined,
            } as CSSProperties
          }
          className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
          data-variant="default"
          data-size="sm"
          data-pointer={pointer || undefined}
          data-multiline="true"
          data-with-right-section={section ? true : undefined}
        >
          <div
            className={`m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`}
            data-variant="default"
            data-no-overflow="true"
            // Mantine's PillsInput: a press anywhere on the box focuses the field.
            onMouseDown={(event: MouseEvent) => {
              event.preventDefault();
              field.current?.focus();
            }}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              field.current?.focus();
              onBoxClick();
            }}
          >
            <div
              style={
                {
                  '--pg-gap': 'var(--pg-gap-sm)',
                  // Mantine's MultiSelect keeps the pills clear of its clear button (50 px at `sm`).
                  paddingInlineEnd: multi && clear ? 50 : undefined,
                } as CSSProperties
              }
              className={`mantine-${kind}-pillsList m_1dcfd90b mantine-PillGroup-group`}
              data-size="sm"
            >
              {pills.map((pill, index) => (
                <span
                  key={`${pill.value}-${index}`}
                  style={
                    {
                      '--pill-fz': 'var(--pill-fz-sm)',
                      '--pill-height': 'var(--pill-height-sm)',
                    } as CSSProperties
                  }
                  className={`m_44da308b mantine-${kind}-pill m_7cda1cd6 mantine-Pill-root`}
                  data-variant="default"
                  data-size="sm"
                  data-with-remove="true"
                >
                  <span className="m_1e0e6180 mantine-Pill-label">{pill.label}</span>
                  <CloseButton
                    className="m_ae386778 mantine-Pill-remove mantine-CloseButton-root"
                    onClick={() => onRemove(pill.value)}
                  />
                </span>
              ))}
              <input
                ref={field}
                className={`mantine-${kind}-inputField m_45c4369d mantine-PillsInputField-field`}
                data-pointer={pointer || undefined}
                // Mantine hides a read-only field's text box when it has no placeholder to show.
                data-type={pointer && !placeholder ? 'hidden' : 'visible'}
                placeholder={placeholder}
                readOnly={pointer || undefined}
                maxLength={maxLength}
                role="combobox"
                aria-haspopup="listbox"
                aria-expanded="false"
                autoComplete="off"
                id={id}
                aria-invalid="false"
                type="text"
                value={search}
                onChange={(event) => onType(event.currentTarget.value)}
                onFocus={() => onFocusChange(true)}
                onBlur={() => onFocusChange(false)}
              />
            </div>
          </div>
          {section && (
            <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${kind}-section`}>
              {section}
            </div>
          )}
        </div>
      </div>
      <input type="hidden" value={pills.map((p) => p.value).join(',')} />
    </>
  );
}

/** Mantine's ComboboxChevron (size `sm`): the up-down arrows at the right of a closed MultiSelect. */
function ComboboxChevron() {
  return (
    <svg
      style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-size="sm"
      data-combobox-chevron="true"
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
