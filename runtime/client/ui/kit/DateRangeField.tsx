import { useId } from 'react';
import type { DateDisplayFormat } from '../../../core/format/index.ts';
import { Calendar } from './Calendar.tsx';
import { CalendarPopover } from './CalendarPopover.tsx';
import { DateInput } from './DateInput.tsx';
import { FieldsetFrame } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';
import { leaveWithin } from './leaveWithin.ts';
import './date.css';
import { tShell } from '../../i18n/index.ts';

/** A date range `[from, to]` as local `yyyy-MM-dd` strings; `''` for an open end. */
export type DateRange = readonly [from: string, to: string];

/** Props of DateRangeField: the field contract (`label` is the fieldset's legend, e.g. `조회 기간`). */
export interface DateRangeFieldProps extends FieldProps {
  value: DateRange;
  onChange: (value: [string, string]) => void;
  /** Earliest day of either end; default none. */
  min?: string | undefined;
  /** Latest day of either end; default none. */
  max?: string | undefined;
  /** Accessible names of the two inputs (also their placeholders); default `시작일` and `종료일`. */
  startLabel?: string | undefined;
  endLabel?: string | undefined;
  /** Today as the calendar marks it; default `new Date()`. */
  today?: Date | undefined;
  /** Form field name; the inputs are named `{name}-from` and `{name}-to`. Default none. */
  name?: string | undefined;
  /** Called when focus leaves the whole group; default none. */
  onBlur?: (() => void) | undefined;
  /** How the days are shown and may be typed (screens pass `app.dateFormat`); default `yyyy-MM-dd`. */
  dateFormat?: DateDisplayFormat | undefined;
  /**
   * Quick ranges as buttons under the inputs (오늘, 1개월, …): a click sets the whole range; the
   * one matching the value is pressed. Default none.
   */
  presets?: ReadonlyArray<{ label: string; range: DateRange }> | undefined;
}

/**
 * Two date inputs (시작일 ~ 종료일) in one fieldset, with a range calendar: a pick starts a range
 * (the popover stays open), the next pick on or after the start ends it and closes the popover. A day that would put the end before the start is kept and the other end
 * is cleared (typed or picked), so the range is never inverted and no day the user did not enter appears.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  min,
  max,
  hint,
  error,
  required,
  disabled,
  startLabel = tShell('date.rangeStart'),
  endLabel = tShell('date.rangeEnd'),
  today,
  name,
  onBlur,
  dateFormat,
  presets,
}: DateRangeFieldProps) {
  const id = useId();
  const [from, to] = value;
  const setFrom = (day: string) => onChange([day, day && to && to < day ? '' : to]);
  const setTo = (day: string) => onChange([day && from && day < from ? '' : from, day]);
  return (
    <FieldsetFrame
      className="c-field c-date-range"
      legend={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      onBlur={(e) => leaveWithin(e, onBlur)}
    >
      {({ describedBy }) => {
        const inputProps = {
          className: 'c-input c-date__input',
          min,
          max,
          required,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          dateFormat,
        };
        return (
          <div className="c-date">
            <label className="c-visually-hidden" htmlFor={`${id}-from`}>
              {startLabel}
            </label>
            <DateInput
              {...inputProps}
              id={`${id}-from`}
              name={name && `${name}-from`}
              placeholder={startLabel}
              value={from}
              onChange={setFrom}
            />
            <span className="c-date-range__sep" aria-hidden="true">
              ~
            </span>
            <label className="c-visually-hidden" htmlFor={`${id}-to`}>
              {endLabel}
            </label>
            <DateInput
              {...inputProps}
              id={`${id}-to`}
              name={name && `${name}-to`}
              placeholder={endLabel}
              value={to}
              onChange={setTo}
            />
            <CalendarPopover dialogLabel={tShell('calendar.dialog', { label })} disabled={disabled}>
              {(close) => (
                <Calendar
                  range={value}
                  min={min}
                  max={max}
                  today={today}
                  autoFocus
                  onSelect={(day) => {
                    if (from && !to && day >= from) {
                      onChange([from, day]);
                      close();
                      return;
                    }
                    // With no open range, or a day before its start, the pick starts a new range.
                    onChange([day, '']);
                  }}
                />
              )}
            </CalendarPopover>
            {presets?.length ? (
              // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form section
              <div className="c-date-range__presets" role="group" aria-label={tShell('date.presets')}>
                {presets.map((p) => (
                  <button
                    key={p.label}
                    type="button"
                    className="c-date-range__preset"
                    aria-pressed={p.range[0] === from && p.range[1] === to}
                    disabled={disabled}
                    onClick={() => onChange([p.range[0], p.range[1]])}
                  >
                    {p.label}
                  </button>
                ))}
              </div>
            ) : null}
          </div>
        );
      }}
    </FieldsetFrame>
  );
}
