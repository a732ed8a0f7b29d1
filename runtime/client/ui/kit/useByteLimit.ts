import { useRef } from 'react';
import { byteLength, truncateToBytes } from '../../../core/input/index.ts';
import { t } from '../../i18n/index.ts';

/** What a text control spreads in to be capped by bytes. */
export interface ByteLimit {
  /** The `N/M바이트` line, or undefined without a limit. */
  counter: string | undefined;
  onCompositionStart: () => void;
  onCompositionEnd: (e: { currentTarget: { value: string } }) => void;
  /** Takes the edited text: cut to the limit unless an IME is composing. */
  onChange: (text: string) => void;
}

/**
 * A byte cap (spec section 5) for a text control: while a Hangul IME is composing the text is left
 * alone (cutting it would break the syllable); it is cut when composition ends. Without `maxBytes`
 * the text passes unchanged and there is no counter.
 */
export function useByteLimit(
  value: string,
  onChange: (value: string) => void,
  maxBytes: number | undefined,
): ByteLimit {
  const composing = useRef(false);
  const limit = (text: string) => (maxBytes === undefined ? text : truncateToBytes(text, maxBytes));
  return {
    counter:
      maxBytes === undefined
        ? undefined
        : t('field.byteCounter', { count: byteLength(value), max: maxBytes }),
    onCompositionStart: () => {
      composing.current = true;
    },
    onCompositionEnd: (e) => {
      composing.current = false;
      onChange(limit(e.currentTarget.value));
    },
    onChange: (text) => onChange(composing.current ? text : limit(text)),
  };
}
