import { isNumberOnlyKey } from '../../../core/input/index.ts';
import { TextField, type TextFieldProps } from './TextField.tsx';

/** Props of NumberOnlyField: a TextField whose value only ever holds ASCII digits. */
export type NumberOnlyFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'onKeyDown' | 'onPaste'>;

const NON_DIGITS = /[^0-9]/g;

/**
 * Digits-only text field (spec section 5): refuses keys `isNumberOnlyKey` refuses, strips
 * non-digits from pasted text and from any other edit (IME, drop, autofill). Leading zeros are kept.
 */
export function NumberOnlyField({ onChange, ...rest }: NumberOnlyFieldProps) {
  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      onChange={(v) => onChange(v.replace(NON_DIGITS, ''))}
      onKeyDown={(e) => {
        if (!isNumberOnlyKey(e)) e.preventDefault();
      }}
      onPaste={(e) => {
        e.preventDefault();
        const input = e.currentTarget;
        const digits = e.clipboardData.getData('text').replace(NON_DIGITS, '');
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? start;
        onChange(input.value.slice(0, start) + digits + input.value.slice(end));
      }}
    />
  );
}
