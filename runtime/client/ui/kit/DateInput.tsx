import { type InputHTMLAttributes, useState } from 'react';
import type { DateDisplayFormat } from '../../../core/format/index.ts';
import { displayDate, isWithinBounds, normalizeTypedDate } from './dateValue.ts';
import './date.css';
import { tShell } from '../../i18n/index.ts';

/**
 * Props of DateInput: a bare text input (the caller labels it) holding a `yyyy-MM-dd` value, shown
 * in the display format.
 */
export interface DateInputProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'type'
  > {
  /** The committed value; `''` when empty. */
  value: string;
  /** Called with a valid, in-bounds day (or `''` when cleared); other typing is not committed. */
  onChange: (value: string) => void;
  /** Earliest accepted day; default none. */
  min?: string | undefined;
  /** Latest accepted day; default none. */
  max?: string | undefined;
  /**
   * Told on blur why typed text was not taken (a Korean message), or `undefined` once the text is
   * taken or cleared; default none.
   */
  onTypedError?: ((message: string | undefined) => void) | undefined;
  /** How the day is shown and may be typed (screens pass `app.dateFormat`); default `yyyy-MM-dd`. */
  dateFormat?: DateDisplayFormat | undefined;
}

/** How the text of each display format is written in a placeholder or a message. */
export const DATE_PLACEHOLDERS: Record<DateDisplayFormat, string> = {
  'yyyy-MM-dd': 'YYYY-MM-DD',
  'MM/dd/yy': 'MM/DD/YY',
};

/** Why `typed` is not a day this input takes, in Korean (days as `dateFormat` shows them), or undefined. */
export function typedDateProblem(
  typed: string,
  min?: string,
  max?: string,
  dateFormat: DateDisplayFormat = 'yyyy-MM-dd',
): string | undefined {
  if (typed.trim() === '') return undefined;
  const day = normalizeTypedDate(typed, dateFormat);
  if (!day)
    return tShell('date.invalidTyped', { typed: typed.trim(), format: DATE_PLACEHOLDERS[dateFormat] });
  if (isWithinBounds(day, min, max)) return undefined;
  const shown = (v: string) => displayDate(v, dateFormat);
  const range =
    min && max
      ? tShell('date.rangeBoth', { min: shown(min), max: shown(max) })
      : min
        ? tShell('date.rangeFrom', { min: shown(min) })
        : tShell('date.rangeUntil', { max: shown(max ?? '') });
  return tShell('date.outOfRange', { day: shown(day), range });
}

/**
 * Text entry for a date: `yyyy-MM-dd` or `yyyyMMdd` (with the display format `MM/dd/yy` also
 * `MM/dd/yy` and `MM/dd/yyyy`) is committed as soon as it is a real day within the bounds.
 * Half-typed text stays on screen while typing and is replaced by the committed value, in the
 * display format, on blur, so what is shown is what is stored; `onTypedError` says why the text
 * was not taken.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  onBlur,
  onTypedError,
  placeholder,
  dateFormat = 'yyyy-MM-dd',
  ...rest
}: DateInputProps) {
  const display = displayDate(value, dateFormat);
  const [text, setText] = useState(display);
  const [shown, setShown] = useState(display);
  // A value set from outside (the calendar, a reset) replaces whatever was being typed.
  if (display !== shown) {
    setShown(display);
    setText(display);
  }
  return (
    <input
      {...rest}
      type="text"
      // Slashes need the full keyboard on a phone; yyyyMMdd is digits only.
      inputMode={dateFormat === 'MM/dd/yy' ? 'text' : 'numeric'}
      autoComplete="off"
      maxLength={10}
      placeholder={placeholder ?? DATE_PLACEHOLDERS[dateFormat]}
      value={text}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        if (typed.trim() === '') {
          onTypedError?.(undefined);
          if (value !== '') onChange('');
          return;
        }
        const day = normalizeTypedDate(typed, dateFormat);
        if (day && isWithinBounds(day, min, max)) {
          onTypedError?.(undefined);
          if (day !== value) onChange(day);
        }
      }}
      onBlur={(e) => {
        // Text that is no day (or out of bounds) is not kept, and the user is told so.
        if (text !== display) onTypedError?.(typedDateProblem(text, min, max, dateFormat));
        setText(display);
        onBlur?.(e);
      }}
    />
  );
}
