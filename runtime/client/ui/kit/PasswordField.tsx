import { useState } from 'react';
import { t } from '../../i18n/index.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** Props of PasswordField: a TextField without `type` (the toggle owns it) or `trailing` (the toggle fills it). */
export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/**
 * A labelled password input with a 보기/숨기기 toggle (aria-pressed; named after the field, e.g.
 * `새 비밀번호 보기` / `새 비밀번호 숨기기`, so several password fields on one form stay distinguishable).
 * Pass `autoComplete` (`current-password` or `new-password`) so password managers help.
 */
export function PasswordField({ label, disabled, ...rest }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...rest}
      label={label}
      disabled={disabled}
      type={shown ? 'text' : 'password'}
      // Spell checkers would send a shown password to a dictionary service.
      spellCheck={false}
      autoCapitalize="off"
      trailing={
        <button
          type="button"
          className="c-btn c-btn--text c-field__toggle"
          aria-label={t('field.toggleShown', { label, action: shown ? t('field.hide') : t('field.show') })}
          aria-pressed={shown}
          disabled={disabled}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? t('field.hide') : t('field.show')}
        </button>
      }
    />
  );
}
