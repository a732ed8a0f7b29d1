import { useState } from 'react';
import { FieldFrame } from './FieldFrame.tsx';
import type { TextFieldProps } from './TextField.tsx';

/** Props of PasswordField: a TextField without `type` (the toggle owns it). */
export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A labelled password input with a 보기/숨기기 toggle (aria-pressed; named after the field, e.g.
 * `새 비밀번호 보기` / `새 비밀번호 숨기기`, so several password fields on one form stay distinguishable).
 * Pass `autoComplete` (`current-password` or `new-password`) so password managers help.
 */
export function PasswordField({
  label,
  value,
  onChange,
  hint,
  error,
  required,
  counter,
  hideLabel,
  className,
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      counter={counter}
      hideLabel={hideLabel}
    >
      {({ id, describedBy }) => (
        <div className="c-field__row">
          <input
            {...rest}
            id={id}
            type={shown ? 'text' : 'password'}
            className={className ? `c-input ${className}` : 'c-input'}
            value={value}
            required={required}
            disabled={disabled}
            // Spell checkers would send a shown password to a dictionary service.
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => onChange(e.target.value)}
          />
          <button
            type="button"
            className="c-btn c-btn--text c-field__toggle"
            aria-label={`${label} ${shown ? '숨기기' : '보기'}`}
            aria-pressed={shown}
            disabled={disabled}
            onClick={() => setShown((v) => !v)}
          >
            {shown ? '숨기기' : '보기'}
          </button>
        </div>
      )}
    </FieldFrame>
  );
}
