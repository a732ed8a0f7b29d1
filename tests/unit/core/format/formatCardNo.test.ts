import { describe, expect, it } from 'vitest';
import { formatCardNo } from '../../../../runtime/core/format/index.ts';
import { prng, randomDigits, randomInt, randomStrings } from '../support/randomStrings.ts';

describe('formatCardNo: 4-4-4-4 (spec section 9)', () => {
  it.each<[string | null | undefined, string]>([
    ['1234567890123456', '1234-5678-9012-3456'],
    ['1234-5678-9012-3456', '1234-5678-9012-3456'],
    ['1234 5678 9012 3456', '1234-5678-9012-3456'],
    ['1234********3456', '1234-****-****-3456'],
    ['12345', '1234-5'], // as it is typed
    ['1234', '1234'],
    ['378282246310005', '3782-8224-6310-005'],
    ['카드 1234', '1234'],
    ['１２３４', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (input, expected) => {
    expect(formatCardNo(input)).toBe(expected);
  });

  it('keeps every digit in order in groups of four, whatever surrounds them', () => {
    const rng = prng(0x5eed53);
    for (let i = 0; i < 300; i++) {
      const digits = randomDigits(rng, randomInt(rng, 25));
      const formatted = formatCardNo(digits.replace(/(\d)/g, (d) => (rng() < 0.2 ? `${d} -` : d)));
      expect(formatted.replace(/-/g, '')).toBe(digits);
      expect(formatted).toMatch(/^(\d{4}(-\d{4})*(-\d{1,3})?|\d{1,3})?$/);
    }
    for (const s of randomStrings(0x5eed54)) expect(formatCardNo(s)).toMatch(/^[0-9*-]*$/);
  });
});
