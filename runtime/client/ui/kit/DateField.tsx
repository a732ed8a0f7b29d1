import { useState } from 'react';
import type { DateDisplayFormat } from '../../../core/format/index.ts';
import { Calendar } from './Calendar.tsx';
import { CalendarPopover } from './CalendarPopover.tsx';
import { DateInput } from './DateInput.tsx';
import { FieldFrame } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';
import { leaveWithin } from './leaveWithin.ts';
import './date.css';
import { tShell } from '../../i18n/index.ts';

/** Props of DateField: the field contract plus the day. Dates are local `yyyy-MM-dd` strings. */
export interface DateFieldProps extends FieldProps {
  /** The chosen day; `''` when empty. */
  value: string;
  /** Called with a valid day typed or picked, or `''` when the text is cleared. */
  onChange: (value: string) => void;
  /** Earliest day accepted (typed or picked); default none. */
  min?: string | undefined;
  /** Latest day accepted; default none. */
  max?: string | undefined;
  hideLabel?: boolean | undefined;
  /** Form field name; default none. */
  name?: string | undefined;
  /** Today as the calendar marks it; default `new Date()`. */
  today?: Date | undefined;
  /** Called when focus leaves the field (input, button and popover together); default none. */
  onBlur?: (() => void) | undefined;
  /** How the day is shown and may be typed (screens pass `app.dateFormat`); default `yyyy-MM-dd`. */
  dateFormat?: DateDisplayFormat | undefined;
}

/** A labelled date input (`yyyy-MM-dd`, typed or picked) with a 달력 열기 button and popover Calendar. */
export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  error,
  required,
  disabled,
  hideLabel,
  name,
  today,
  onBlur,
  dateFormat,
}: DateFieldProps) {
  // Typed text that was not taken: said under the field until a day is typed, picked or cleared.
  const [typedError, setTypedError] = useState<string | undefined>();
  const shownError = error ?? typedError;
  return (
    <FieldFrame label={label} hint={hint} error={shownError} required={required} hideLabel={hideLabel}>
      {({ id, describedBy }) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: only listens to blur bubbling up from the input, button and popover.
        <div className="c-date" onBlur={(e) => leaveWithin(e, onBlur)}>
          <DateInput
            id={id}
            name={name}
            className="c-input c-date__input"
            value={value}
            onChange={onChange}
            min={min}
            max={max}
            required={required}
            disabled={disabled}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy}
            onTypedError={setTypedError}
            dateFormat={dateFormat}
          />
          <CalendarPopover dialogLabel={tShell('calendar.dialog', { label })} disabled={disabled}>
            {(close) => (
              <Calendar
                value={value}
                min={min}
                max={max}
                today={today}
                autoFocus
                onSelect={(day) => {
                  setTypedError(undefined);
                  onChange(day);
                  close();
                }}
              />
            )}
          </CalendarPopover>
        </div>
      )}
    </FieldFrame>
  );
}
