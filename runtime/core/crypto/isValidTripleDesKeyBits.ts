/** TripleDES key length rule of spec section 5: 64, 128, 192 or more than 192 bits (an integer). */
export function isValidTripleDesKeyBits(bits: number): boolean {
  return Number.isInteger(bits) && (bits === 64 || bits === 128 || bits >= 192);
}
