/**
 * A file field (docs/decisions/064-one-component-system-of-our-own.md): the platform's own
 * `input type="file"` in the fields' wrapper (label, description, error), so the browser's picker,
 * keyboard and screen-reader support come with it and a form posts the file as it is. The input is
 * laid transparent over the field, which shows the chosen file's name or a Russian prompt (the
 * browser's own words follow its language). `onChange` gives the file (or, with `multiple`, the
 * files); a value set back to none clears the input.
 */
import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Field, InputBox, fieldAndInput, inputMarks, useFieldIds, type FieldOwnProps } from './input.tsx';
import type { StyleProps } from './primitives.tsx';
import classes from './file-input.module.css';

type Chosen<M extends boolean> = M extends true ? File[] : File | null;

export type FileInputProps<M extends boolean = false> = FieldOwnProps &
  StyleProps &
  Omit<
    ComponentPropsWithoutRef<'input'>,
    keyof FieldOwnProps | 'size' | 'color' | 'type' | 'value' | 'onChange' | 'multiple' | 'children'
  > & {
    multiple?: M;
    /** What is chosen; set it to none (`null`, `[]`) to clear the field. */
    value?: Chosen<M>;
    onChange?: (value: Chosen<M>) => void;
    /** A button that clears the choice. */
    clearable?: boolean;
    rightSection?: ReactNode;
  };

/** The words of the clear button, read by screen readers, and the empty field's prompt. */
export const CLEAR_FILE = 'Убрать файл';
export const PICK_FILE = 'Выберите файл';

const listOf = (value: File | File[] | null | undefined): File[] =>
  value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];

export function FileInput<M extends boolean = false>(props: FileInputProps<M>) {
  const { multiple, value, onChange, clearable, rightSection, placeholder, ...others } = props;
  const { field, root, input, id, inputStyle, leftSection } = fieldAndInput(others);
  const ids = useFieldIds(id, field.error, field.description);
  const invalid = Boolean(field.error);
  const ref = useRef<HTMLInputElement>(null);
  // Left uncontrolled, the field still shows what was picked.
  const [picked, setPicked] = useState<File[]>([]);
  const files = value === undefined ? picked : listOf(value);
  const none = files.length === 0;

  // A choice cleared from outside (the form reset, the file refused) empties the browser's input too.
  useEffect(() => {
    if (none && ref.current) ref.current.value = '';
  }, [none]);

  const emit = (chosen: File[]) => {
    setPicked(chosen);
    onChange?.((multiple ? chosen : (chosen[0] ?? null)) as Chosen<M>);
  };
  const clear = () => {
    if (ref.current) ref.current.value = '';
    emit([]);
  };
  const { className, ...marks } = inputMarks(ids, invalid);

  return (
    <Field field={field} root={root} ids={ids}>
      <InputBox
        size={field.size}
        description={field.description}
        ids={ids}
        invalid={invalid}
        leftSection={leftSection}
        rightSection={
          clearable && !none && !input.disabled ? (
            <button type="button" className={classes.clear} aria-label={CLEAR_FILE} onClick={clear}>
              {/* Drawn here, not an icon package's: its shared code would join the chunk every page loads. */}
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : (
            rightSection
          )
        }
      >
        <div className={`${className} ${classes.field}`} data-disabled={input.disabled || undefined}>
          <span className={classes.shown} data-placeholder={none || undefined} aria-hidden>
            {none ? (placeholder ?? PICK_FILE) : files.map((f) => f.name).join(', ')}
          </span>
          <input
            {...input}
            ref={ref}
            type="file"
            multiple={multiple}
            style={inputStyle}
            onChange={(event) => emit(Array.from(event.currentTarget.files ?? []))}
            {...marks}
            className={classes.native}
          />
        </div>
      </InputBox>
    </Field>
  );
}
