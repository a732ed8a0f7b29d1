import { checkDigitOf, digitsOf } from './checkDigit.ts';

const SHAPE = /^[0-9]{3}-?[0-9]{2}-?[0-9]{5}$/;
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * Business registration number (사업자등록번호) rule of spec section 5: 10 digits as 3-2-5, hyphens
 * optional, each on its own (as the spec reads); weights 1,3,7,1,3,7,1,3,5 plus ⌊9th digit × 5 / 10⌋; the 10th digit is
 * `(10 - sum mod 10) mod 10`. Example: `isBusinessNo('314-81-23992') === true`.
 */
export function isBusinessNo(s: unknown): boolean {
  if (typeof s !== 'string' || !SHAPE.test(s)) return false;
  const d = digitsOf(s);
  let sum = 0;
  WEIGHTS.forEach((w, i) => {
    sum += d[i]! * w;
  });
  sum += Math.floor((d[8]! * 5) / 10);
  return checkDigitOf(sum) === d[9];
}
