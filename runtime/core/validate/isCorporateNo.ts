import { checkDigitOf, digitsOf } from './checkDigit.ts';

const SHAPE = /^(?:[0-9]{6}-[0-9]{7}|[0-9]{13})$/;

/**
 * Corporate registration number (법인등록번호) rule of spec section 5: 13 digits as 6-7, hyphen
 * optional; weights 1,2 alternating over the first 12 digits; the 13th digit is
 * `(10 - sum mod 10) mod 10`. Example: `isCorporateNo('130111-0006246') === true`.
 */
export function isCorporateNo(s: unknown): boolean {
  if (typeof s !== 'string' || !SHAPE.test(s)) return false;
  const d = digitsOf(s);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += d[i]! * (i % 2 === 0 ? 1 : 2);
  return checkDigitOf(sum) === d[12];
}
