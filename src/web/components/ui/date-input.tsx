/**
 * Date fields in Russian order, whatever the browser's language: DD.MM.YYYY typed into segments or
 * picked from a calendar that starts on Monday (React Aria's DatePicker and DateRangePicker in the
 * `ru-RU` locale, in our own field and calendar: field.module.css, date-input.module.css;
 * docs/decisions/064-one-component-system-of-our-own.md). Values are ISO dates (`2026-12-07`), as the
 * pages kept them for Mantine's DatePickerInput, which this replaced; with `name`, the value also
 * goes with a real form. date-time-input.tsx adds the time to the same field.
 */
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput as Segments,
  DatePicker,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { Field, InputBox, useFieldIds, type FieldOwnProps } from './input.tsx';
import { split, type StyleProps } from './primitives.tsx';
import { CLEAR, CrossIcon } from './select.tsx';
import field from './field.module.css';
import list from './select.module.css';
import classes from './date-input.module.css';

/** The locale of every date field: the order of the segments, the calendar's first day, 24 hours. */
export const LOCALE = 'ru-RU';

export type DateFieldProps = Omit<FieldOwnProps, 'labelProps' | 'styles' | 'leftSection'> &
  StyleProps & {
    /** A button that empties the field, shown when it holds a date. */
    clearable?: boolean;
    disabled?: boolean;
    /** The label's asterisk, and the form is not sent without a value. */
    required?: boolean;
    /** The form field's name: the value is posted with the form. */
    name?: string;
    onFocus?: (event: FocusEvent) => void;
    onBlur?: (event: FocusEvent) => void;
    className?: string;
    style?: CSSProperties;
  };

export type DateInputProps = DateFieldProps & {
  /** An ISO date (`2026-12-07`); `null` or `''`: none (optional only as `getInputProps` types it). */
  value?: string | null;
  onChange: (value: string | null) => void;
  /** The earliest and latest dates the field takes, ISO. */
  minDate?: string;
  maxDate?: string;
};

/** An ISO date as React Aria's, or null when there is none (or it is not a date). */
export function isoToDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso.slice(0, 10));
  } catch {
    return null;
  }
}

/**
 * The value React Aria's picker shows, and what the page is told. React Aria reports a date as soon
 * as every segment holds a number, so typing a year reports the years 2, 20 and 202 first; the page
 * hears of a date once its year has four digits (or of none), and the picker meanwhile shows what is
 * typed. A value the page changes itself (a reset) replaces it.
 */
export function useTypedValue<V extends Dated>(
  outside: string,
  parse: (text: string) => V | null,
  format: (value: V | null) => string,
  tell: (text: string) => void,
) {
  const [shown, setShown] = useState<V | null>(() => parse(outside));
  const [heard, setHeard] = useState(outside);
  if (outside !== heard) {
    setHeard(outside);
    setShown(parse(outside));
  }
  const change = (next: V | null) => {
    setShown(next);
    const years = next === null ? [] : 'year' in next ? [next.year] : [next.start.year, next.end.year];
    if (years.some((year) => year < 1000)) return;
    const text = format(next);
    setHeard(text);
    tell(text);
  };
  return [shown, change] as const;
}

/** A date, a date and time, or a period. */
type Dated = { year: number } | { start: { year: number }; end: { year: number } };

/** A date field: DD.MM.YYYY segments and a calendar. */
export function DateInput({ value, onChange, minDate, maxDate, ...props }: DateInputProps) {
  const [date, change] = useTypedValue(
    value ?? '',
    isoToDate,
    (next) => next?.toString() ?? '',
    (iso) => onChange(iso || null),
  );
  return (
    <DateFrame props={props} filled={date !== null} onClear={() => change(null)}>
      {(aria, box) => (
        <DatePicker
          className={classes.picker}
          value={date}
          onChange={change}
          minValue={isoToDate(minDate)}
          maxValue={isoToDate(maxDate)}
          {...aria}
        >
          <DateBox props={props} box={box} />
          <CalendarPopover>
            <Calendar className={classes.calendar}>
              <CalendarBody />
            </Calendar>
          </CalendarPopover>
        </DatePicker>
      )}
    </DateFrame>
  );
}

export type DateRangeInputProps = DateFieldProps & {
  /** The first and last days, ISO; either may be null. */
  value: [string | null, string | null];
  onChange: (value: [string | null, string | null]) => void;
  placeholder?: string;
};

/** A period: two dates in one field, picked as two clicks on one calendar (one day is a period too). */
export function DateRangeInput({ value, onChange, placeholder, ...props }: DateRangeInputProps) {
  // The period as one text, `from/to`, each end ISO or empty.
  const [range, change] = useTypedValue(
    `${value[0] ?? ''}/${value[1] ?? ''}`,
    (text) => {
      const [start, end] = text.split('/').map(isoToDate);
      return start && end ? { start, end } : null;
    },
    (next) => (next ? `${next.start.toString()}/${next.end.toString()}` : '/'),
    (text) => {
      const [from, to] = text.split('/');
      onChange([from || null, to || null]);
    },
  );
  return (
    <DateFrame props={props} filled={range !== null} onClear={() => change(null)}>
      {(aria, box) => (
        <DateRangePicker className={classes.picker} value={range} onChange={change} {...aria}>
          <DateBox props={props} box={box} range placeholder={range ? undefined : placeholder} />
          <CalendarPopover>
            <RangeCalendar className={`${classes.calendar} ${classes.range}`}>
              <CalendarBody />
            </RangeCalendar>
          </CalendarPopover>
        </DateRangePicker>
      )}
    </DateFrame>
  );
}

/** What the field's box shows: its ids (for its spacing) and the clear button. */
export type BoxParts = { ids: ReturnType<typeof useFieldIds>; clear: ReactNode };

/** What a picker takes from the field around it. */
export type PickerAria = {
  id: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  isDisabled?: boolean;
  isInvalid: boolean;
  isRequired?: boolean;
  name?: string;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  shouldForceLeadingZeros: true;
};

/**
 * The field around a date picker, in the `ru-RU` locale: the label, hint and error, and what the
 * picker needs to be named and described by them.
 */
export function DateFrame({
  props,
  filled,
  onClear,
  children,
}: {
  props: DateFieldProps;
  filled: boolean;
  onClear: () => void;
  children: (aria: PickerAria, box: BoxParts) => ReactNode;
}) {
  const {
    label,
    description,
    error,
    size,
    id,
    withAsterisk,
    clearable,
    disabled,
    required,
    name,
    onFocus,
    onBlur,
    ...rest
  } = props;
  const [, style, names] = split(rest, {});
  const ids = useFieldIds(id, error, description);
  const clear =
    clearable && filled && !disabled ? (
      <button
        type="button"
        className={list.clear}
        aria-label={CLEAR}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClear}
      >
        <CrossIcon />
      </button>
    ) : null;
  return (
    <I18nProvider locale={LOCALE}>
      <Field
        field={{ label, description, error, size, withAsterisk: withAsterisk || required }}
        root={{ style, names }}
        ids={ids}
      >
        {children(
          {
            id: ids.inputId,
            'aria-labelledby': label ? `${ids.inputId}-label` : undefined,
            'aria-describedby': ids.describedBy,
            isDisabled: disabled,
            isInvalid: Boolean(error),
            isRequired: required,
            name,
            onFocus,
            onBlur,
            // 07.03.2026 rather than 7.3.2026: the field reads as the dates written elsewhere.
            shouldForceLeadingZeros: true,
          },
          { ids, clear },
        )}
      </Field>
    </I18nProvider>
  );
}

/** The field's box: the typed segments (two sets for a period), the clear button and the calendar's. */
export function DateBox({
  props,
  box: { ids, clear },
  range,
  placeholder,
}: {
  props: DateFieldProps;
  box: BoxParts;
  range?: boolean;
  placeholder?: string;
}) {
  const segments = (slot?: 'start' | 'end') => (
    <Segments slot={slot} className={classes.segments}>
      {(segment) => <DateSegment segment={segment} className={classes.segment} />}
    </Segments>
  );
  return (
    <InputBox
      size={props.size}
      description={props.description}
      ids={ids}
      invalid={Boolean(props.error)}
      rightSection={
        <span className={classes.buttons}>
          {clear}
          <Button className={classes.calendarButton}>
            <CalendarIcon />
          </Button>
        </span>
      }
    >
      <Group
        className={`${field.input} ${classes.box}`}
        data-wide-section={clear ? true : undefined}
        data-empty={placeholder ? true : undefined}
      >
        {range ? (
          <>
            {segments('start')}
            <span aria-hidden className={classes.dash}>
              –
            </span>
            {segments('end')}
          </>
        ) : (
          segments()
        )}
        {placeholder && <span className={classes.placeholder}>{placeholder}</span>}
      </Group>
    </InputBox>
  );
}

/** The calendar's pop-up under the field. */
export function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <Popover className={`${list.popover} ${classes.popover}`} offset={4} placement="bottom start">
      <Dialog className={classes.dialog}>{children}</Dialog>
    </Popover>
  );
}

/** A month: its name between the arrows to the months before and after, and its days. */
export function CalendarBody() {
  return (
    <>
      <header className={classes.header}>
        <Button slot="previous" className={classes.arrow}>
          ‹
        </Button>
        <Heading className={classes.heading} />
        <Button slot="next" className={classes.arrow}>
          ›
        </Button>
      </header>
      <CalendarGrid className={classes.grid}>
        {(date) => <CalendarCell date={date} className={classes.cell} />}
      </CalendarGrid>
    </>
  );
}

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <rect x="4" y="5" width="16" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M4 11h16" />
    </svg>
  );
}
