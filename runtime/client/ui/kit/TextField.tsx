import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame.tsx';

/** Native input attributes a TextField passes through (value and change are the field's own). */
export type TextInputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'id' | 'required' | 'aria-invalid' | 'aria-describedby'
>;

/** Props of TextField. */
export interface TextFieldProps extends TextInputAttributes {
  label: string;
  value: string;
  /** Called with the new text on every edit. */
  onChange: (value: string) => void;
  /** Helper line; default none. */
  hint?: string | undefined;
  /** Error line; sets aria-invalid. Default none. */
  error?: string | undefined;
  /** Required field: `*` after the label and native `required`; default false. */
  required?: boolean | undefined;
  /** Extra described-by line such as a counter; default none. */
  counter?: string | undefined;
  /** Keep the label for screen readers only; default false. */
  hideLabel?: boolean | undefined;
  /** Content after the input on the same row (`.c-field__row`), such as a toggle button; default none. */
  trailing?: ReactNode;
}

/** A labelled single-line text input with hint, error and required marker. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  counter,
  hideLabel,
  trailing,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      counter={counter}
      hideLabel={hideLabel}
    >
      {({ id, describedBy }) => {
        const input = (
          <input
            {...rest}
            id={id}
            type={type}
            className={className ? `c-input ${className}` : 'c-input'}
            value={value}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value)}
          />
        );
        return trailing ? (
          <div className="c-field__row">
            {input}
            {trailing}
          </div>
        ) : (
          input
        );
      }}
    </FieldFrame>
  );
}
