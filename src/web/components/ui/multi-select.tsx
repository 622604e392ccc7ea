/**
 * Fields of several values: `MultiSelect` picks them from a list, `TagsInput` takes any text typed as
 * a tag, the list only suggesting. Both are chips in the field's box, followed by a React Aria
 * ComboBox's input whose typing filters the list (docs/decisions/064-one-component-system-of-our-own.md);
 * a chip's × or Backspace in the empty input removes a value. The props are those the pages gave
 * Mantine's fields, which these replaced (`data`, `value`, `onChange(values)`, what `@mantine/form`'s
 * `getInputProps` gives). With `name`, every value goes with a real form as a hidden input of its own.
 */
import {
  useContext,
  useMemo,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
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
import {
  CLEAR,
  CrossIcon,
  matches,
  NOTHING_FOUND,
  toOptions,
  type SelectData,
  type SelectOption,
} from './select.tsx';
import field from './field.module.css';
import list from './select.module.css';
import classes from './multi-select.module.css';

type CommonProps = Omit<FieldOwnProps, 'labelProps' | 'styles'> &
  StyleProps & {
    /** The values (optional only as `getInputProps` types it: the field always shows a given list). */
    value?: string[];
    onChange: (value: string[]) => void;
    onFocus?: (event: FocusEvent) => void;
    onBlur?: (event: FocusEvent) => void;
    placeholder?: string;
    /** A button that removes every value, shown when there is one. */
    clearable?: boolean;
    /** The search typed, for a page that looks it up on the server: the list is shown as given. */
    onSearchChange?: (search: string) => void;
    disabled?: boolean;
    /** The label's asterisk; the form's own check says what is missing. */
    required?: boolean;
    /** The form field's name: each value is posted with the form. */
    name?: string;
    className?: string;
    style?: CSSProperties;
  };

export type MultiSelectProps = CommonProps & {
  data: SelectData;
  /** What the list says when nothing matches (by default «Ничего не найдено»). */
  nothingFoundMessage?: ReactNode;
};

export type TagsInputProps = CommonProps & {
  /** Suggestions: a tag may also be anything typed. */
  data: readonly string[];
  /** The longest tag, in characters. */
  maxLength?: number;
  /** How many tags the field takes. */
  maxTags?: number;
};

/** The name of a chip's remove button. */
export const removeLabel = (label: string) => `Убрать «${label}»`;

export function MultiSelect({ data, nothingFoundMessage, ...props }: MultiSelectProps) {
  const options = useMemo(() => toOptions(data), [data]);
  return <ChipsField {...props} options={options} nothingFound={nothingFoundMessage ?? NOTHING_FOUND} />;
}

export function TagsInput({ data, maxLength, maxTags, ...props }: TagsInputProps) {
  const options = useMemo(() => toOptions(data), [data]);
  return <ChipsField {...props} options={options} tags={{ maxLength, maxTags }} />;
}

function ChipsField({
  options,
  nothingFound,
  tags,
  value = [],
  onChange,
  onFocus,
  onBlur,
  placeholder,
  clearable,
  onSearchChange,
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
  ...rest
}: CommonProps & {
  options: SelectOption[];
  /** A MultiSelect's empty list's text; a TagsInput shows no list when nothing is suggested. */
  nothingFound?: ReactNode;
  /** A TagsInput: anything typed is a tag. */
  tags?: { maxLength?: number; maxTags?: number };
}) {
  const [, style, names] = split(rest, {});
  const ids = useFieldIds(id, error, description);
  const [search, setSearch] = useState('');
  const invalid = Boolean(error);
  const byValue = new Map(options.map((o) => [o.value, o.label]));
  // A value missing from the list shows itself.
  const chips = value.map((v) => ({ value: v, label: byValue.get(v) ?? v }));
  const items = options.filter(
    (o) => !value.includes(o.value) && (onSearchChange || !search || matches(o.label, search)),
  );
  const full = tags?.maxTags !== undefined && value.length >= tags.maxTags;
  const typed = (text: string) => {
    setSearch(text);
    onSearchChange?.(text);
  };
  const add = (next: string) => {
    if (!next || value.includes(next) || full) return;
    onChange([...value, next]);
    typed('');
  };
  const remove = (gone: string) => onChange(value.filter((v) => v !== gone));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && search === '' && value.length > 0) remove(value[value.length - 1]!);
    // A tag typed and no suggestion under the arrow keys: the text is the tag.
    if (
      tags &&
      event.key === 'Enter' &&
      search.trim() &&
      !event.currentTarget.getAttribute('aria-activedescendant')
    ) {
      event.preventDefault();
      add(search.trim());
    }
  };
  const clear =
    clearable && value.length > 0 && !disabled ? (
      <button
        type="button"
        className={list.clear}
        aria-label={CLEAR}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          onChange([]);
          typed('');
        }}
      >
        <CrossIcon />
      </button>
    ) : null;
  return (
    <Field
      field={{ label, description, error, size, withAsterisk: withAsterisk || required }}
      root={{ style, names }}
      ids={ids}
    >
      <AriaLocale>
        <ComboBox
          className={list.select}
          items={items}
          selectedKey={null}
          onSelectionChange={(key: Key | null) => key !== null && add(String(key))}
          inputValue={search}
          onInputChange={typed}
          allowsCustomValue={Boolean(tags)}
          allowsEmptyCollection={!tags}
          menuTrigger="focus"
          isDisabled={disabled}
          isInvalid={invalid}
          onFocus={onFocus}
          onBlur={(event) => {
            // A tag typed and left is a tag, as a person leaving the field expects.
            if (tags && search.trim()) add(search.trim());
            onBlur?.(event);
          }}
          id={ids.inputId}
          aria-labelledby={label ? `${ids.inputId}-label` : undefined}
          aria-describedby={ids.describedBy}
        >
          <InputBox
            size={size}
            description={description}
            ids={ids}
            invalid={invalid}
            leftSection={leftSection}
            rightSection={clear ?? (tags ? null : <Chevron size={size ?? 'sm'} error={error} />)}
          >
            <div className={`${field.input} ${classes.box}`} data-disabled={disabled || undefined}>
              {chips.map((chip) => (
                <span key={chip.value} className={classes.chip}>
                  <span className={classes.chipLabel}>{chip.label}</span>
                  {!disabled && (
                    <button
                      type="button"
                      className={classes.remove}
                      aria-label={removeLabel(chip.label)}
                      // Backspace in the field does the same; the button keeps the focus where it is.
                      tabIndex={-1}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => remove(chip.value)}
                    >
                      <CrossIcon />
                    </button>
                  )}
                </span>
              ))}
              <SearchInput
                placeholder={value.length ? undefined : placeholder}
                maxLength={tags?.maxLength}
                readOnly={full || undefined}
                onKeyDown={onKeyDown}
              />
            </div>
          </InputBox>
          <Popover className={list.popover} offset={4}>
            <ListBox
              className={list.list}
              items={items}
              renderEmptyState={() => <div className={list.empty}>{nothingFound}</div>}
            >
              {(o) => (
                <ListBoxItem id={o.value} textValue={o.label} isDisabled={o.disabled} className={list.option}>
                  {o.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      </AriaLocale>
      {name && value.map((v) => <input key={v} type="hidden" name={name} value={v} />)}
    </Field>
  );
}

/**
 * The text box after the chips. The list opens on the focus, and again on a press while the box has
 * the focus and the list is closed (by Escape, a pick, or the page scrolling under it): a press on the
 * field always shows the list, as the single Select's does.
 */
function SearchInput(props: {
  placeholder?: string;
  maxLength?: number;
  readOnly?: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      {...props}
      className={classes.search}
      onClick={() => {
        if (state && !state.isOpen && !props.readOnly) state.open(null, 'manual');
      }}
    />
  );
}
