/**
 * A file field (docs/decisions/064-one-component-system-of-our-own.md): the platform's own
 * `input type="file"` in the fields' wrapper (label, description, error), so the browser's picker,
 * keyboard and screen-reader support come with it and a form posts the file as it is. `onChange`
 * gives the file (or, with `multiple`, the files); a value set back to none clears the input.
 */
import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
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

/** The words of the clear button, read by screen readers. */
export const CLEAR_FILE = 'Убрать файл';

export function FileInput<M extends boolean = false>(props: FileInputProps<M>) {
  const { multiple, value, onChange, clearable, rightSection, ...others } = props;
  const { field, root, input, id, inputStyle, leftSection } = fieldAndInput(others);
  const ids = useFieldIds(id, field.error, field.description);
  const invalid = Boolean(field.error);
  const ref = useRef<HTMLInputElement>(null);
  const none = value === null || (Array.isArray(value) && value.length === 0);
  const chosen = value !== undefined && !none;

  // A choice cleared from outside (the form reset, the file refused) empties the browser's input too.
  useEffect(() => {
    if (none && ref.current) ref.current.value = '';
  }, [none]);

  const emit = (files: File[]) => onChange?.((multiple ? files : (files[0] ?? null)) as Chosen<M>);
  const clear = () => {
    if (ref.current) ref.current.value = '';
    emit([]);
  };

  return (
    <Field field={field} root={root} ids={ids}>
      <InputBox
        size={field.size}
        description={field.description}
        ids={ids}
        invalid={invalid}
        leftSection={leftSection}
        rightSection={
          clearable && chosen && !input.disabled ? (
            <button type="button" className={classes.clear} aria-label={CLEAR_FILE} onClick={clear}>
              {/* Drawn here, not an icon package's: its shared code would join the ui chunk every page loads. */}
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          ) : (
            rightSection
          )
        }
      >
        <input
          {...input}
          ref={ref}
          type="file"
          multiple={multiple}
          style={inputStyle}
          onChange={(event) => emit(Array.from(event.currentTarget.files ?? []))}
          {...inputMarks(ids, invalid)}
          className={`${inputMarks(ids, invalid).className} ${classes.file}`}
        />
      </InputBox>
    </Field>
  );
}
