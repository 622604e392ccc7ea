/**
 * A meeting's date and time, typed as DD.MM.YYYY and 24-hour HH:MM whatever the browser's language
 * (issue 31 item 14: the staff's meeting inputs were the browser's own, in US order with AM/PM for
 * an English browser), or its date picked from the calendar: React Aria's DatePicker to the minute
 * in the `ru-RU` locale, in the date field's box (date-input.tsx). The value is what the
 * `datetime-local` input gave (`2026-12-07T14:30`, a wall time the pages read as Moscow's), or `''`.
 */
import { parseDateTime, type CalendarDateTime } from '@internationalized/date';
import { Calendar, DatePicker } from 'react-aria-components';
import {
  CalendarBody,
  CalendarPopover,
  DateBox,
  DateFrame,
  useTypedValue,
  type DateFieldProps,
} from './date-input.tsx';
import classes from './date-input.module.css';

export type DateTimeInputProps = DateFieldProps & {
  /** A wall time, `YYYY-MM-DDTHH:MM`; `''` or null: none (optional only as `getInputProps` types it). */
  value?: string | null;
  onChange: (value: string) => void;
};

/** A `YYYY-MM-DDTHH:MM` wall time as React Aria's, or null when there is none (or it is not one). */
function toDateTime(value: string | null | undefined): CalendarDateTime | null {
  if (!value) return null;
  try {
    return parseDateTime(value.slice(0, 16));
  } catch {
    return null;
  }
}

export function DateTimeInput({ value, onChange, ...props }: DateTimeInputProps) {
  const [at, change] = useTypedValue(
    value ?? '',
    toDateTime,
    (next) => (next ? next.toString().slice(0, 16) : ''),
    onChange,
  );
  return (
    <DateFrame props={props} filled={at !== null} onClear={() => change(null)}>
      {(aria, box) => (
        <DatePicker
          className={classes.picker}
          value={at}
          onChange={change}
          granularity="minute"
          hourCycle={24}
          // A calendar's pick sets the date and leaves the time to be typed.
          shouldCloseOnSelect={false}
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
