import { describe, expect, it } from 'vitest';
import { formatCorporateNo } from '../../../../runtime/core/format/index.ts';
import { isBusinessNo, isCorporateNo } from '../../../../runtime/core/validate/index.ts';
import { prng, randomDigits, randomStrings } from '../support/randomStrings.ts';

describe('formatCorporateNo: 3-2-5 for 10 digits, 6-7 for 13 (spec section 9, fidelity.md)', () => {
  it.each<[string | null | undefined, string]>([
    ['3148123992', '314-81-23992'],
    ['314-81-23992', '314-81-23992'],
    ['314 81 23992', '314-81-23992'],
    ['31481-23992', '314-81-23992'],
    ['1301110006246', '130111-0006246'],
    ['130111-0006246', '130111-0006246'],
    ['123456789', '123456789'], // other lengths come back as they were
    ['12345678901', '12345678901'],
    ['314-81-2399x', '314-81-2399x'],
    ['３１４８１２３９９２', '３１４８１２３９９２'],
    ['사업자번호', '사업자번호'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    expect(formatCorporateNo(input)).toBe(expected);
  });

  it('formats what the validators accept into their hyphenated form', () => {
    const rng = prng(0x5eed55);
    for (let i = 0; i < 300; i++) {
      const ten = randomDigits(rng, 10);
      expect(isBusinessNo(formatCorporateNo(ten))).toBe(isBusinessNo(ten));
      const thirteen = randomDigits(rng, 13);
      expect(isCorporateNo(formatCorporateNo(thirteen))).toBe(isCorporateNo(thirteen));
    }
    for (const s of randomStrings(0x5eed56)) expect(typeof formatCorporateNo(s)).toBe('string');
  });
});
