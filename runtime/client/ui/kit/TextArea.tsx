import { type TextareaHTMLAttributes, useRef } from 'react';
import { byteLength, truncateToBytes } from '../../../core/input/byteLength.ts';
import { FieldFrame } from './FieldFrame.tsx';

/** Props of TextArea: native textarea attributes plus the kit's label, hint, error and byte limit. */
export interface TextAreaProps
  extends Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'value' | 'defaultValue' | 'onChange' | 'id' | 'required' | 'aria-invalid' | 'aria-describedby'
  > {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  hideLabel?: boolean | undefined;
  /** Most bytes the text may hold (Hangul and newline count 2), with an `N/M byte` counter; default no limit. */
  maxBytes?: number | undefined;
  /** Visible lines; default 4. */
  rows?: number | undefined;
}

/**
 * A labelled multi-line input. With `maxBytes` it is cut like ByteLimitField: left alone while a
 * Hangul IME composes (cutting would break the syllable) and cut when composition ends.
 */
export function TextArea({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  hideLabel,
  maxBytes,
  rows = 4,
  className,
  ...rest
}: TextAreaProps) {
  const composing = useRef(false);
  const limit = (text: string) => (maxBytes === undefined ? text : truncateToBytes(text, maxBytes));
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      counter={maxBytes === undefined ? undefined : `${byteLength(value)}/${maxBytes} byte`}
    >
      {({ id, describedBy }) => (
        <textarea
          {...rest}
          id={id}
          rows={rows}
          className={className ? `c-input c-textarea ${className}` : 'c-input c-textarea'}
          value={value}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={(e) => {
            composing.current = false;
            onChange(limit(e.currentTarget.value));
          }}
          onChange={(e) => onChange(composing.current ? e.target.value : limit(e.target.value))}
        />
      )}
    </FieldFrame>
  );
}
