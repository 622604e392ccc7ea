/**
 * The text fields: TextInput, InputBase (a field whose input is another component, such as a mask),
 * Textarea and PasswordInput, on one wrapper (`Field`: label, description, the input's box, error)
 * with the stylesheet of our own (field.module.css; docs/decisions/064-one-component-system-of-our-own.md).
 * The label names the input, the description and the error describe it (`aria-describedby`, the
 * error first), an error marks it `aria-invalid`. They take what `@mantine/form`'s `getInputProps`
 * gives (`value`, `onChange`, `onFocus`, `onBlur`, `error`).
 */
import {
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ElementType,
  type MouseEvent,
  type ReactNode,
} from 'react';
import classes from './field.module.css';
import { join, split, type StyleProps, type Token } from './primitives.tsx';

/** What a field's wrapper takes: the texts around the input and its size. */
export type FieldOwnProps = {
  label?: ReactNode;
  description?: ReactNode;
  /** The error's text under the input; `true` marks the field invalid without a text. */
  error?: ReactNode;
  size?: Token;
  id?: string;
  /** `REQUIRED` (components/required.ts) marks the label with the CSS-drawn asterisk. */
  labelProps?: { 'data-asterisk'?: boolean };
  /** An asterisk after the label (the staff's forms); the visitor's pages use `REQUIRED`. */
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

/**
 * The ids of a field and its texts, and what the input is described by: React's id, the same on the
 * server and in the browser.
 */
export function useFieldIds(id: string | undefined, error: ReactNode, description: ReactNode) {
  const reactId = useId();
  const inputId = id ?? reactId;
  const errorId = `${inputId}-error`;
  const descriptionId = `${inputId}-description`;
  const hasError = Boolean(error) && typeof error !== 'boolean';
  // The error first: a screen reader says what is wrong before the hint.
  const joined = `${hasError ? errorId : ''} ${description ? descriptionId : ''}`.trim();
  return { inputId, errorId, descriptionId, hasError, describedBy: joined || undefined };
}

/** What a field's input element itself carries: its class, whether it is invalid, the field's ids. */
export function inputMarks(ids: ReturnType<typeof useFieldIds>, invalid: boolean) {
  return {
    className: classes.input,
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids.describedBy,
    id: ids.inputId,
  } as const;
}

/** A double click on a label selects no text. */
function keepSelection(event: MouseEvent<HTMLLabelElement>) {
  if (event.detail > 1) event.preventDefault();
}

/** The wrapper: label, description, the input's box, error. */
export function Field({
  field,
  root: { style, names },
  ids,
  rootClass,
  children,
}: {
  field: FieldTexts;
  root: { style: CSSProperties; names: string };
  ids: ReturnType<typeof useFieldIds>;
  rootClass?: string;
  children: ReactNode;
}) {
  const { label, description, error, size = 'sm', labelProps, withAsterisk } = field;
  const base = rootClass ? `${classes.root} ${rootClass}` : classes.root;
  return (
    <div
      style={{ '--field-fz': `var(--ui-font-size-${size})`, ...style } as CSSProperties}
      className={join(base, names)}
    >
      {label && (
        <label
          {...labelProps}
          className={classes.label}
          htmlFor={ids.inputId}
          id={`${ids.inputId}-label`}
          onMouseDown={keepSelection}
          data-required={withAsterisk || undefined}
        >
          {label}
          {withAsterisk && (
            <span className={classes.required} aria-hidden>
              {' *'}
            </span>
          )}
        </label>
      )}
      {description && (
        <p className={classes.description} id={ids.descriptionId}>
          {description}
        </p>
      )}
      {children}
      {ids.hasError && (
        <p className={classes.error} id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The input's box: its height and text size, its sections, and its place between the texts. */
export function InputBox({
  size = 'sm',
  description,
  ids,
  invalid,
  leftSection,
  rightSection,
  multiline,
  pointer,
  children,
}: {
  size?: Token;
  /** A select: the pointer cursor, and clicks on the chevron go through to the select. */
  pointer?: boolean;
  /** A textarea: its own vertical padding. */
  multiline?: boolean;
  description: ReactNode;
  ids: ReturnType<typeof useFieldIds>;
  invalid: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      style={
        {
          '--input-height': `var(--input-height-${size})`,
          '--input-fz': `var(--ui-font-size-${size})`,
          '--input-padding-y': multiline ? `var(--input-padding-y-${size})` : undefined,
        } as CSSProperties
      }
      className={classes.box}
      data-with-description={description ? true : undefined}
      data-with-error={ids.hasError || undefined}
      data-error={invalid || undefined}
      data-pointer={pointer || undefined}
      data-with-right-section={rightSection ? true : undefined}
      data-with-left-section={leftSection ? true : undefined}
      data-multiline={multiline || undefined}
    >
      {leftSection && (
        <div data-position="left" className={classes.section}>
          {leftSection}
        </div>
      )}
      {children}
      {rightSection && (
        <div data-position="right" className={classes.section}>
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
 * `className`, on the wrapper) and the input element's props.
 */
export function fieldAndInput(props: TextInputProps, rootVars: Record<string, string> = {}) {
  const { label, description, error, size, id, labelProps, withAsterisk, styles, leftSection, ...others } =
    props;
  const [input, style, names] = split(others, rootVars);
  const field: FieldTexts = { label, description, error, size, labelProps, withAsterisk };
  return { field, root: { style, names }, input, id, inputStyle: styles?.input, leftSection };
}

/** A field whose input is `component` (an `input` when absent). */
export function InputBase<C extends ElementType = 'input'>(props: InputBaseProps<C>) {
  const { component, ...others } = props as TextInputProps & { component?: ElementType };
  return <TextField component={component ?? 'input'} props={others} />;
}

/** A one-line text field with its label, description and error. */
export function TextInput(props: TextInputProps) {
  return <TextField component="input" props={props} />;
}

function TextField({
  component: Element,
  props,
  resize,
}: {
  component: ElementType;
  props: TextInputProps;
  /** A textarea's resize handle (`vertical`); a textarea is drawn as multiline. */
  resize?: CSSProperties['resize'];
}) {
  const { field, root, input, id, inputStyle, leftSection } = fieldAndInput(props);
  const ids = useFieldIds(id, field.error, field.description);
  const invalid = Boolean(field.error);
  return (
    <Field field={field} root={root} ids={ids}>
      <InputBox
        size={field.size}
        description={field.description}
        ids={ids}
        invalid={invalid}
        leftSection={leftSection}
        multiline={Element === 'textarea'}
      >
        <Element
          {...input}
          style={resize ? { '--input-resize': resize, ...inputStyle } : inputStyle}
          {...inputMarks(ids, invalid)}
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

/** A text field of several lines, a fixed number of rows high. */
export function Textarea({ resize, ...props }: TextareaProps) {
  return <TextField component="textarea" props={props as TextInputProps} resize={resize} />;
}

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'disabled' | 'leftSection'>;

/** The toggle's accessible name: the button shows only an eye; `aria-pressed` says whether it is shown. */
export const SHOW_PASSWORD = 'Показать пароль';

/**
 * A password field with a button that shows the password. The button is out of the tab order (Tab
 * goes from the password to what follows it) and toggles on a press without taking the focus from
 * the field, or by Enter or Space.
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
      className={classes.toggle}
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
      <EyeIcon crossed={visible} />
    </button>
  );
  return (
    <Field field={field} root={root} ids={ids} rootClass={classes.password}>
      <InputBox
        size={field.size}
        description={field.description}
        ids={ids}
        invalid={invalid}
        rightSection={toggle}
      >
        {/* The box's frame is drawn around an input that fills it, so the toggle sits inside it. */}
        <div className={`${classes.input} ${classes.passwordFrame}`}>
          <input
            className={classes.innerInput}
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

/** An eye (Phosphor's, as Mantine draws it), crossed out while the password is shown. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  const line = {
    fill: 'none',
    stroke: 'currentColor',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    strokeWidth: '16',
  } as const;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" className={classes.eye} aria-hidden>
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
