/** The check digit both Korean registration numbers share (spec section 5): `(10 - sum mod 10) mod 10`. */
export function checkDigitOf(sum: number): number {
  return (10 - (sum % 10)) % 10;
}

/** The ASCII digits of `s` as numbers, in order (hyphens and anything else dropped). */
export function digitsOf(s: string): number[] {
  const out: number[] = [];
  for (const ch of s) if (ch >= '0' && ch <= '9') out.push(ch.charCodeAt(0) - 48);
  return out;
}
