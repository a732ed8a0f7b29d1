import { type InputHTMLAttributes, useState } from 'react';
import { isWithinBounds, normalizeTypedDate } from './dateValue.ts';
import './date.css';

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
}

/**
 * Text entry for a date: `yyyy-MM-dd` or `yyyyMMdd` is committed as soon as it is a real day within
 * the bounds. Half-typed text stays on screen while typing and is replaced by the committed value on
 * blur, so what is shown is what is stored.
 */
export function DateInput({
  value,
  onChange,
  min,
  max,
  onBlur,
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
          if (value !== '') onChange('');
          return;
        }
        const day = normalizeTypedDate(typed);
        if (day && day !== value && isWithinBounds(day, min, max)) onChange(day);
      }}
      onBlur={(e) => {
        setText(value);
        onBlur?.(e);
      }}
    />
  );
}
