/**
 * Mantine's text fields as plain elements (docs/decisions/038-mantine-markup-without-its-runtime.md):
 * TextInput, InputBase (a field whose input is another component, such as a mask) and PasswordInput
 * render the markup Mantine's render (the wrapper with its label, description and error, the ids that
 * tie them to the input, the same class names and variables) with Mantine's stylesheets and without
 * its runtime. `input.test.tsx` renders both and compares them. They take what `@mantine/form`'s
 * `getInputProps` gives (`value`, `onChange`, `onFocus`, `onBlur`, `error`).
 */
import '@mantine/core/styles/UnstyledButton.css';
// The password's visibility toggle is Mantine's ActionIcon: its sheet, then the inputs' (Mantine's order).
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import {
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ElementType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { join, split, type StyleProps, type Token } from './plain.tsx';
import { useMantineId } from './mantine-id.ts';

/** What a field's wrapper takes: the texts around the input and its size (Mantine's InputWrapper props). */
export type FieldOwnProps = {
  label?: ReactNode;
  description?: ReactNode;
  /** The error's text under the input; `true` marks the field invalid without a text. */
  error?: ReactNode;
  size?: Token;
  id?: string;
  /** `REQUIRED` (components/required.ts) marks the label with the CSS-drawn asterisk. */
  labelProps?: { 'data-asterisk'?: boolean };
  /** Mantine's own asterisk after the label (the staff's forms); the visitor's pages use `REQUIRED`. */
  withAsterisk?: boolean;
  /** Inline style for the input element itself (the wrapper takes `style`). */
  styles?: { input?: CSSProperties };
  /** An icon inside the field, before the text (a search field's magnifier). */
  leftSection?: ReactNode;
};

type FieldTexts = Pick<
  FieldOwnProps,
  'label' | 'description' | 'error' | 'size' | 'labelProps' | 'withAsterisk'
>;

/** Which Mantine component's class names a field wears beside the shared `InputWrapper`/`Input` ones. */
type Selector = 'TextInput' | 'InputBase' | 'PasswordInput' | 'Textarea' | 'NativeSelect' | 'NumberInput';

/** A size's text size less 2 px: the description's and the error's (Mantine's `calc`). */
const smaller = (size: Token) =>
  `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`;

/**
 * The ids of a field and its texts, and what the input is described by. Mantine's form of id
 * (`mantine-` and React's), so the server's and the browser's are the same; Mantine's own swaps in a
 * random id after mount, one more render of every field for nothing. This keeps React's.
 */
export function useFieldIds(id: string | undefined, error: ReactNode, description: ReactNode) {
  const inputId = useMantineId(id);
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const hasError = Boolean(error) && typeof error !== 'boolean';
  // Mantine joins the error's, a success text's (never used here) and the description's ids with a space each.
  const joined = `${hasError ? errorId : ''}  ${description ? descriptionId : ''}`.trim();
  return { inputId, errorId, descriptionId, hasError, describedBy: joined || undefined };
}

/** What Mantine writes on a field's input element itself: its classes, its marks and the field's ids. */
export function inputMarks(
  selector: string,
  ids: ReturnType<typeof useFieldIds>,
  invalid: boolean,
  disabled: boolean | undefined,
) {
  return {
    className: `m_8fb7ebe7 mantine-Input-input mantine-${selector}-input`,
    'data-variant': 'default',
    'data-error': invalid || undefined,
    'data-disabled': disabled || undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids.describedBy,
    id: ids.inputId,
  } as const;
}

/** A double click on a label selects no text (Mantine's label does the same). */
function keepSelection(event: MouseEvent<HTMLLabelElement>) {
  if (event.detail > 1) event.preventDefault();
}

/** The wrapper: label, description, the input's box, error (Mantine's InputWrapper in its default order). */
export function Field({
  selector,
  field,
  root: { style, names },
  ids,
  rootClass,
  children,
}: {
  selector: Selector;
  field: FieldTexts;
  root: { style: CSSProperties; names: string };
  ids: ReturnType<typeof useFieldIds>;
  rootClass?: string;
  children: ReactNode;
}) {
  const { label, description, error, size = 'sm', labelProps, withAsterisk } = field;
  const base = `m_46b77525 mantine-InputWrapper-root mantine-${selector}-root`;
  return (
    <div
      style={style}
      className={join(rootClass ? `${rootClass} ${base}` : base, names)}
      data-size={size}
      data-error={error ? true : undefined}
    >
      {label && (
        <label
          {...labelProps}
          style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as CSSProperties}
          className={`m_8fdc1311 mantine-InputWrapper-label mantine-${selector}-label`}
          data-size={size}
          htmlFor={ids.inputId}
          id={`${ids.inputId}-label`}
          onMouseDown={keepSelection}
          data-required={withAsterisk || undefined}
        >
          {label}
          {withAsterisk && (
            <span
              className={`m_78a94662 mantine-InputWrapper-required mantine-${selector}-required`}
              aria-hidden
            >
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <p
          style={{ '--input-description-size': smaller(size) } as CSSProperties}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${selector}-description`}
          data-size={size}
          id={ids.descriptionId}
        >
          {description}
        </p>
      )}
      {children}
      {ids.hasError && (
        <p
          style={{ '--input-error-size': smaller(size) } as CSSProperties}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${selector}-error`}
          data-size={size}
          id={ids.errorId}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** The input's box (Mantine's `Input` wrapper): its height and text size, and its place between the texts. */
export function InputBox({
  selector,
  size = 'sm',
  description,
  ids,
  invalid,
  disabled,
  leftSection,
  rightSection,
  multiline,
  pointer,
  rightSectionWidth,
  children,
}: {
  selector: Selector;
  size?: Token;
  /** The right section's width (a number field's steppers). */
  rightSectionWidth?: string;
  /** A select: the pointer cursor, and clicks on the chevron go through to the select. */
  pointer?: boolean;
  /** A textarea: its own vertical padding. */
  multiline?: boolean;
  description: ReactNode;
  ids: ReturnType<typeof useFieldIds>;
  invalid: boolean;
  disabled?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      style={
        {
          '--input-margin-top': description ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
          '--input-margin-bottom': ids.hasError ? 'calc(var(--mantine-spacing-xs) / 2)' : undefined,
          '--input-height': `var(--input-height-${size})`,
          '--input-fz': `var(--mantine-font-size-${size})`,
          '--input-padding-y': multiline ? `var(--input-padding-y-${size})` : undefined,
          '--input-right-section-width': rightSectionWidth,
          '--input-right-section-pointer-events': pointer ? 'none' : undefined,
        } as CSSProperties
      }
      className={`m_6c018570 mantine-Input-wrapper mantine-${selector}-wrapper`}
      data-variant="default"
      data-size={size}
      data-error={invalid || undefined}
      data-disabled={disabled || undefined}
      data-pointer={pointer || undefined}
      data-with-right-section={rightSection ? true : undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-multiline={multiline || undefined}
    >
      {leftSection && (
        <div data-position="left" className={`m_82577fc2 mantine-Input-section mantine-${selector}-section`}>
          {leftSection}
        </div>
      )}
      {children}
      {rightSection && (
        <div data-position="right" className={`m_82577fc2 mantine-Input-section mantine-${selector}-section`}>
          {rightSection}
        </div>
      )}
    </div>
  );
}

export type TextInputProps = FieldOwnProps &
  StyleProps &
  Omit<ComponentPropsWithoutRef<'input'>, keyof FieldOwnProps | 'size' | 'color'>;

export type InputBaseProps<C extends ElementType = 'input'> = TextInputProps & {
  /** The element or component drawn as the input (a mask such as react-imask's `IMaskInput`). */
  component?: C;
} & Omit<ComponentPropsWithoutRef<C>, keyof TextInputProps | 'component'>;

/**
 * Splits a field's props: the wrapper's texts and size, the root's style (the style props, `style`,
 * `className`, as Mantine puts them on the wrapper) and the input element's props.
 */
export function fieldAndInput(props: TextInputProps, rootVars: Record<string, string> = {}) {
  const { label, description, error, size, id, labelProps, withAsterisk, styles, leftSection, ...others } =
    props;
  const [input, style, names] = split(others, rootVars);
  const field: FieldTexts = { label, description, error, size, labelProps, withAsterisk };
  return { field, root: { style, names }, input, id, inputStyle: styles?.input, leftSection };
}

/** A field whose input is `component` (an `input` when absent): Mantine's InputBase. */
export function InputBase<C extends ElementType = 'input'>(props: InputBaseProps<C>) {
  const { component, ...others } = props as TextInputProps & { component?: ElementType };
  return <TextField selector="InputBase" component={component ?? 'input'} props={others} />;
}

/** A one-line text field with its label, description and error: Mantine's TextInput. */
export function TextInput(props: TextInputProps) {
  return <TextField selector="TextInput" component="input" props={props} />;
}

function TextField({
  selector,
  component: Element,
  props,
  resize,
}: {
  selector: Selector;
  component: ElementType;
  props: TextInputProps;
  /** A textarea's resize handle (`vertical`); a textarea is drawn as multiline. */
  resize?: CSSProperties['resize'];
}) {
  const { field, root, input, id, inputStyle, leftSection } = fieldAndInput(props);
  const ids = useFieldIds(id, field.error, field.description);
  const invalid = Boolean(field.error);
  return (
    <Field selector={selector} field={field} root={root} ids={ids}>
      <InputBox
        selector={selector}
        size={field.size}
        description={field.description}
        ids={ids}
        invalid={invalid}
        disabled={input.disabled}
        leftSection={leftSection}
        multiline={Element === 'textarea'}
      >
        <Element
          {...input}
          style={resize ? { '--input-resize': resize, ...inputStyle } : inputStyle}
          {...inputMarks(selector, ids, invalid, input.disabled)}
        />
      </InputBox>
    </Field>
  );
}

export type TextareaProps = FieldOwnProps &
  StyleProps &
  Omit<ComponentPropsWithoutRef<'textarea'>, keyof FieldOwnProps | 'size' | 'color'> & {
    resize?: CSSProperties['resize'];
  };

/** A text field of several lines, a fixed number of rows high: Mantine's Textarea without autosize. */
export function Textarea({ resize, ...props }: TextareaProps) {
  return (
    <TextField selector="Textarea" component="textarea" props={props as TextInputProps} resize={resize} />
  );
}

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'disabled' | 'leftSection'>;

/** The toggle's accessible name: the button shows only an eye; `aria-pressed` says whether it is shown. */
export const SHOW_PASSWORD = 'Показать пароль';

/** The toggle button's look: Mantine's subtle grey ActionIcon. */
const TOGGLE_COLORS = {
  '--ai-bg': 'transparent',
  '--ai-hover': 'var(--mantine-color-gray-light-hover)',
  '--ai-color': 'var(--mantine-color-gray-light-color)',
  '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
} as CSSProperties;

const TOGGLE_CLASS =
  'mantine-focus-auto mantine-active m_b1072d44 mantine-PasswordInput-visibilityToggle m_8d3f4000 mantine-ActionIcon-root m_87cf2631 mantine-UnstyledButton-root';

/**
 * A password field with a button that shows the password (Mantine's PasswordInput). As in Mantine's,
 * the button is out of the tab order (Tab goes from the password to what follows it) and toggles on a
 * press without taking the focus from the field. Two deliberate differences, tested: its name is
 * Russian («Показать пароль», Mantine says «Toggle password visibility»), and the input says
 * `aria-invalid` when the field has an error, as the other fields do (Mantine's omits it here).
 */
export function PasswordInput(props: PasswordInputProps) {
  const size = props.size ?? 'sm';
  const { field, root, input, id, inputStyle } = fieldAndInput(props, {
    '--psi-icon-size': `var(--psi-icon-size-${size})`,
    '--psi-button-size': `var(--psi-button-size-${size})`,
  });
  const ids = useFieldIds(id, field.error, field.description);
  const [visible, setVisible] = useState(false);
  const invalid = Boolean(field.error);
  const toggle = (
    <button
      style={TOGGLE_COLORS}
      className={TOGGLE_CLASS}
      data-variant="subtle"
      type="button"
      aria-pressed={visible}
      tabIndex={-1}
      aria-label={SHOW_PASSWORD}
      onTouchEnd={(event) => {
        event.preventDefault();
        setVisible((v) => !v);
      }}
      onMouseDown={(event) => {
        // Keeps the focus (and the caret) in the field.
        event.preventDefault();
        setVisible((v) => !v);
      }}
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          setVisible((v) => !v);
        }
      }}
    >
      <span className="m_8d3afb97 mantine-ActionIcon-icon">
        <EyeIcon crossed={visible} />
      </span>
    </button>
  );
  return (
    <Field
      selector="PasswordInput"
      field={field}
      root={root}
      ids={ids}
      rootClass="m_f61ca620 mantine-PasswordInput-root"
    >
      <InputBox
        selector="PasswordInput"
        size={field.size}
        description={field.description}
        ids={ids}
        invalid={invalid}
        rightSection={toggle}
      >
        <div
          className="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input"
          data-variant="default"
          data-error={invalid || undefined}
        >
          <input
            data-invalid={invalid || undefined}
            className="m_f2d85dd2 mantine-PasswordInput-innerInput"
            id={ids.inputId}
            {...input}
            style={inputStyle}
            autoComplete={input.autoComplete || 'off'}
            type={visible ? 'text' : 'password'}
            aria-invalid={invalid || undefined}
            aria-describedby={ids.describedBy}
          />
        </div>
      </InputBox>
    </Field>
  );
}

/** Mantine's eye (PasswordToggleIcon), crossed out while the password is shown. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  const line = {
    fill: 'none',
    stroke: 'currentColor',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    strokeWidth: '16',
  } as const;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 256 256"
      style={{ width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' }}
    >
      <path fill="none" d="M0 0h256v256H0z" />
      {crossed ? (
        <>
          <path
            {...line}
            d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53"
          />
          <path
            {...line}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...line} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle cx="128" cy="128" r="40" {...line} />
        </>
      )}
    </svg>
  );
}
