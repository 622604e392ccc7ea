/**
 * A field that picks one value from a list, with React Aria's behaviour (the listbox's keys, the
 * screen reader's announcements) in our own field and list (field.module.css, select.module.css;
 * docs/decisions/064-one-component-system-of-our-own.md): React Aria's ComboBox. A long list is
 * `searchable`, typing filters it; a short one's text box is read-only, a press opens it. The
 * props are those the pages gave Mantine's Select, which this replaced: `data`, `value` and
 * `onChange(value | null)`, what `@mantine/form`'s `getInputProps` gives. With `name`, the value also
 * goes with a real form (React Aria draws a hidden input). The short lists of the visitor's forms,
 * which must work before any script, are native-select.tsx.
 */
import { useContext, useMemo, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import { AriaLocale } from './aria-locale.tsx';
import { Field, InputBox, useFieldIds, type FieldOwnProps } from './input.tsx';
import { Chevron } from './native-select.tsx';
import { split, type StyleProps } from './primitives.tsx';
import field from './field.module.css';
import classes from './select.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

/** What the list is built from: options, or strings that are both value and text. */
export type SelectData = readonly (string | SelectOption)[];

export type SelectProps = Omit<FieldOwnProps, 'labelProps' | 'styles'> &
  StyleProps & {
    data: SelectData;
    /** The picked value; `null` or `''`: none. */
    value?: string | null;
    defaultValue?: string | null;
    onChange?: (value: string | null, option: SelectOption | null) => void;
    onFocus?: (event: FocusEvent) => void;
    onBlur?: (event: FocusEvent) => void;
    placeholder?: string;
    /** Typing filters the list (a ComboBox). */
    searchable?: boolean;
    /** A button that empties the field, shown when it holds a value. */
    clearable?: boolean;
    /**
     * The search typed, for a page that looks it up on the server: the list is then shown as given,
     * not filtered here.
     */
    onSearchChange?: (search: string) => void;
    /** What the list says when nothing matches (by default «Ничего не найдено»). */
    nothingFoundMessage?: ReactNode;
    disabled?: boolean;
    /** The label's asterisk; the form's own check says what is missing. */
    required?: boolean;
    /** The form field's name: the value is posted with the form. */
    name?: string;
    className?: string;
    style?: CSSProperties;
    'aria-label'?: string;
  };

export const NOTHING_FOUND = 'Ничего не найдено';
export const CLEAR = 'Очистить';

export function toOptions(data: SelectData): SelectOption[] {
  return data.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
}

/** Case- and ё-insensitive «contains», as a person searching a Russian list expects. */
export function matches(label: string, search: string): boolean {
  const norm = (s: string) => s.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е').trim();
  return norm(label).includes(norm(search));
}

export function Select(props: SelectProps) {
  const {
    data,
    value,
    defaultValue,
    onChange,
    onFocus,
    onBlur,
    placeholder,
    searchable,
    clearable,
    onSearchChange,
    nothingFoundMessage,
    disabled,
    required,
    name,
    label,
    description,
    error,
    size,
    id,
    withAsterisk,
    leftSection,
    'aria-label': ariaLabel,
    ...rest
  } = props;
  const [, style, names] = split(rest, {});
  const ids = useFieldIds(id, error, description);
  const options = useMemo(() => toOptions(data), [data]);
  const [own, setOwn] = useState<string | null>(defaultValue || null);
  const controlled = value !== undefined;
  const current = (controlled ? value : own) || null;
  const pick = (key: Key | null) => {
    const next = key === null ? null : String(key);
    if (next === current) return;
    if (!controlled) setOwn(next);
    onChange?.(next, options.find((o) => o.value === next) ?? null);
  };
  const invalid = Boolean(error);
  const aria = {
    id: ids.inputId,
    'aria-label': ariaLabel,
    'aria-labelledby': label ? `${ids.inputId}-label` : undefined,
    'aria-describedby': ids.describedBy,
  };
  const clear =
    clearable && current !== null && !disabled ? (
      <button
        type="button"
        className={classes.clear}
        aria-label={CLEAR}
        // Keeps the focus where it is; the list does not open.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => pick(null)}
      >
        <CrossIcon />
      </button>
    ) : null;
  const box = (children: ReactNode) => (
    <InputBox
      size={size}
      description={description}
      ids={ids}
      invalid={invalid}
      leftSection={leftSection}
      rightSection={clear ?? <Chevron size={size ?? 'sm'} error={error} />}
      pointer={!searchable}
    >
      {children}
    </InputBox>
  );
  const empty = () => <div className={classes.empty}>{nothingFoundMessage ?? NOTHING_FOUND}</div>;
  const list = (items: SelectOption[]) => (
    <Popover className={classes.popover} offset={4}>
      <ListBox className={classes.list} items={items} renderEmptyState={empty}>
        {(o) => (
          <ListBoxItem id={o.value} textValue={o.label} isDisabled={o.disabled} className={classes.option}>
            {o.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
  return (
    <Field
      field={{ label, description, error, size, withAsterisk: withAsterisk || required }}
      root={{ style, names }}
      ids={ids}
    >
      <AriaLocale>
        <List
          options={options}
          current={current}
          pick={pick}
          searchable={Boolean(searchable)}
          name={name}
          disabled={disabled}
          invalid={invalid}
          placeholder={placeholder}
          aria={aria}
          onFocus={onFocus}
          onBlur={onBlur}
          onSearchChange={onSearchChange}
          box={box}
          list={list}
        />
      </AriaLocale>
    </Field>
  );
}

/**
 * The ComboBox. Searchable, its list is what matches the text typed (or, with `onSearchChange`, what
 * the page found) and opens on the focus; otherwise its text box is read-only and a press or the
 * arrow keys open the whole list. Both are comboboxes to a screen reader, as a native select is.
 */
function List({
  options,
  current,
  pick,
  searchable,
  name,
  disabled,
  invalid,
  placeholder,
  aria,
  onFocus,
  onBlur,
  onSearchChange,
  box,
  list,
}: {
  options: SelectOption[];
  current: string | null;
  pick: (key: Key | null) => void;
  searchable: boolean;
  name?: string;
  disabled?: boolean;
  invalid: boolean;
  placeholder?: string;
  aria: Record<string, string | undefined>;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onSearchChange?: (search: string) => void;
  box: (children: ReactNode) => ReactNode;
  list: (items: SelectOption[]) => ReactNode;
}) {
  const [text, setText] = useState<string | null>(null);
  const picked = options.find((o) => o.value === current);
  // The field shows the picked option's name until something else is typed; then the list is
  // what matches the text, all of it when the text is the picked name.
  const search = text === null || text === picked?.label ? '' : text;
  const items = onSearchChange || !search ? options : options.filter((o) => matches(o.label, search));
  return (
    <ComboBox
      className={classes.select}
      items={items}
      selectedKey={current}
      onSelectionChange={(key) => {
        setText(null);
        pick(key);
      }}
      inputValue={text ?? picked?.label ?? ''}
      onInputChange={(next) => {
        setText(next);
        onSearchChange?.(next);
        // Emptying the field empties the choice.
        if (next === '' && current !== null) pick(null);
      }}
      menuTrigger={searchable ? 'focus' : 'manual'}
      allowsEmptyCollection
      name={name}
      isDisabled={disabled}
      isInvalid={invalid}
      onFocus={onFocus}
      onBlur={(event) => {
        setText(null);
        onBlur?.(event);
      }}
      {...aria}
    >
      {box(<OpeningInput searchable={searchable} placeholder={placeholder} />)}
      {list(items)}
    </ComboBox>
  );
}

/** The text box, which a press opens the list from (and closes it, on a list without search). */
function OpeningInput({ searchable, placeholder }: { searchable: boolean; placeholder?: string }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      className={searchable ? field.input : `${field.input} ${classes.readOnly}`}
      placeholder={placeholder}
      readOnly={!searchable}
      onClick={() => {
        if (!state) return;
        if (!state.isOpen) state.open(null, 'manual');
        else if (!searchable) state.close();
      }}
    />
  );
}

/** The × of a clear button. */
export function CrossIcon() {
  return (
    <svg viewBox="0 0 15 15" width="14" height="14" fill="none" aria-hidden>
      <path
        d="M11.78 4.28a.75.75 0 0 0-1.06-1.06L7.5 6.44 4.28 3.22a.75.75 0 0 0-1.06 1.06L6.44 7.5l-3.22 3.22a.75.75 0 1 0 1.06 1.06L7.5 8.56l3.22 3.22a.75.75 0 1 0 1.06-1.06L8.56 7.5l3.22-3.22Z"
        fill="currentColor"
      />
    </svg>
  );
}
