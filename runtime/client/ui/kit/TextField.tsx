import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import type { FieldProps } from './fieldProps.ts';

/** Native input attributes a TextField passes through (value and change are the field's own). */
export type TextInputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'id' | 'required' | 'aria-invalid' | 'aria-describedby'
>;

/** Props of TextField: the field contract plus native input attributes. */
export interface TextFieldProps extends TextInputAttributes, FieldProps {
  value: string;
  /** Called with the new text on every edit. */
  onChange: (value: string) => void;
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
