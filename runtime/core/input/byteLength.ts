/** Bytes one character counts for the byte-length input limit: newline and non-ASCII 2, others 1. */
function charBytes(ch: string): number {
  return ch === '\n' || ch.codePointAt(0)! > 0x7f ? 2 : 1;
}

/**
 * Byte length of spec section 5's input limit: a newline and any character above U+007F count 2,
 * others 1. Characters are code points, so an emoji (a surrogate pair) counts 2, not 4.
 */
export function byteLength(s: string): number {
  let n = 0;
  for (const ch of s) n += charBytes(ch);
  return n;
}

/**
 * The longest prefix of `s` whose byteLength is at most `max` (never splits a character). A `max`
 * below 0 or NaN gives `''`; a fractional `max` counts down to the whole byte.
 */
export function truncateToBytes(s: string, max: number): string {
  const limit = Number.isNaN(max) ? 0 : Math.floor(max);
  let n = 0;
  let end = 0;
  for (const ch of s) {
    n += charBytes(ch);
    if (n > limit) return s.slice(0, end);
    end += ch.length;
  }
  return s;
}
