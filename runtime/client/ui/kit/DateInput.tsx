import { type InputHTMLAttributes, useState } from 'react';
import { isWithinBounds, normalizeTypedDate } from './dateValue.ts';
import './date.css';
import { t } from '../../i18n/t.ts';

/** Props of DateInput: a bare text input (the caller labels it) holding a `yyyy-MM-dd` value. */
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
}

/** Why `typed` is not a day this input takes, in Korean, or undefined. */
export function typedDateProblem(typed: string, min?: string, max?: string): string | undefined {
  if (typed.trim() === '') return undefined;
  const day = normalizeTypedDate(typed);
  if (!day) return t('date.invalidTyped', { typed: typed.trim() });
  if (isWithinBounds(day, min, max)) return undefined;
  const range =
    min && max
      ? t('date.rangeBoth', { min, max })
      : min
        ? t('date.rangeFrom', { min })
        : t('date.rangeUntil', { max: max ?? '' });
  return t('date.outOfRange', { day, range });
}

/**
 * Text entry for a date: `yyyy-MM-dd` or `yyyyMMdd` is committed as soon as it is a real day within
 * the bounds. Half-typed text stays on screen while typing and is replaced by the committed value on
 * blur, so what is shown is what is stored; `onTypedError` says why the text was not taken.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  onBlur,
  onTypedError,
  placeholder = 'YYYY-MM-DD',
  ...rest
}: DateInputProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // A value set from outside (the calendar, a reset) replaces whatever was being typed.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={placeholder}
      value={text}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        if (typed.trim() === '') {
          onTypedError?.(undefined);
          if (value !== '') onChange('');
          return;
        }
        const day = normalizeTypedDate(typed);
        if (day && isWithinBounds(day, min, max)) {
          onTypedError?.(undefined);
          if (day !== value) onChange(day);
        }
      }}
      onBlur={(e) => {
        // Text that is no day (or out of bounds) is not kept, and the user is told so.
        if (text !== value) onTypedError?.(typedDateProblem(text, min, max));
        setText(value);
        onBlur?.(e);
      }}
    />
  );
}
