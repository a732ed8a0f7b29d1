import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';
import { useByteLimit } from './useByteLimit.ts';

/** Props of TextArea: the field contract, native textarea attributes and a byte limit. */
export interface TextAreaProps
  extends Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'value' | 'defaultValue' | 'onChange' | 'id' | 'required' | 'aria-invalid' | 'aria-describedby'
    >,
    FieldProps {
  value: string;
  onChange: (value: string) => void;
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
  const limit = useByteLimit(value, onChange, maxBytes);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      counter={limit.counter}
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
          onCompositionStart={limit.onCompositionStart}
          onCompositionEnd={limit.onCompositionEnd}
          onChange={(e) => limit.onChange(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}
