import { TextField, type TextFieldProps } from './TextField.tsx';
import { useByteLimit } from './useByteLimit.ts';

/** Props of ByteLimitField. */
export interface ByteLimitFieldProps extends Omit<TextFieldProps, 'counter' | 'onCompositionEnd'> {
  /** Most bytes the value may hold (non-ASCII and newline count 2, see `byteLength`). */
  maxBytes: number;
}

/**
 * Text field capped by byte length (spec section 5) with an `N/M byte` counter. While a Hangul IME
 * is composing the text is left alone (cutting it would break the syllable); it is cut when composition ends.
 */
export function ByteLimitField({ maxBytes, value, onChange, ...rest }: ByteLimitFieldProps) {
  const limit = useByteLimit(value, onChange, maxBytes);
  return <TextField {...rest} value={value} {...limit} />;
}
