/** Keys the number-only filter always lets through: editing and navigation (spec section 5). */
export const NUMBER_ONLY_EDIT_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Letters that, with Ctrl or Cmd, are clipboard, select-all and undo/redo shortcuts. */
const SHORTCUT_LETTERS = new Set(['a', 'c', 'v', 'x', 'y', 'z']);

/** The parts of a `KeyboardEvent` the filter reads. */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/**
 * Number-only key filter of spec section 5: true for an ASCII digit, an edit or navigation key
 * (NUMBER_ONLY_EDIT_KEYS), or Ctrl/Cmd with a, c, v, x, y or z. Everything else, including
 * full-width digits and the IME's `Process` key (Hangul input), is refused.
 */
export function isNumberOnlyKey(input: KeyLike | string): boolean {
  const { key, ctrlKey = false, metaKey = false } = typeof input === 'string' ? { key: input } : input;
  if (key.length === 1 && key >= '0' && key <= '9') return true;
  if (NUMBER_ONLY_EDIT_KEYS.has(key)) return true;
  return (ctrlKey || metaKey) && SHORTCUT_LETTERS.has(key.toLowerCase());
}
