import { describe, expect, it } from 'vitest';
import { formatCurrency } from '../../../../runtime/core/format/index.ts';
import { prng, randomInt, randomStrings } from '../support/randomStrings.ts';

describe('formatCurrency: thousands separators and given decimals (spec section 9)', () => {
  it.each<[Parameters<typeof formatCurrency>[0], number | undefined, string]>([
    [0, undefined, '0'],
    [1234, undefined, '1,234'],
    [1234567.891, 2, '1,234,567.89'],
    [1234567.891, undefined, '1,234,568'],
    [999.995, 2, '1,000.00'],
    [0.5, 0, '1'], // half away from zero
    [-0.5, 0, '-1'],
    [-1234.5, 1, '-1,234.5'],
    [-0.001, 2, '0.00'], // no "-0.00"
    [1e21, 0, '1,000,000,000,000,000,000,000'],
    [12345678901234567890n, 0, '12,345,678,901,234,567,890'],
    [10n, 2, '10.00'],
    ['1234567', undefined, '1,234,567'],
    ['1,234.5', 2, '1,234.50'],
    [' 42 ', 0, '42'],
    ['', 0, ''],
    ['   ', 0, ''],
    ['12a', 0, ''],
    ['１２３', 0, ''],
    ['천원', 0, ''],
    ['0x10', 0, ''],
    ['Infinity', 0, ''],
    [Number.NaN, 0, ''],
    [Number.POSITIVE_INFINITY, 0, ''],
    [null, 0, ''],
    [undefined, 0, ''],
    ['9'.repeat(400), 0, ''],
  ])('(%s, %s) → %j', (n, decimals, expected) => {
    expect(formatCurrency(n, decimals)).toBe(expected);
  });

  it.each([-1, 1.5, 21, Number.NaN])('throws a RangeError for decimals %d', (decimals) => {
    expect(() => formatCurrency(1, decimals)).toThrow(RangeError);
  });

  it('agrees with the number it formats, and never throws on random strings', () => {
    const rng = prng(0x5eed50);
    for (let i = 0; i < 500; i++) {
      const n = (randomInt(rng, 2_000_000_000) - 1_000_000_000) / 100;
      const decimals = randomInt(rng, 4);
      const text = formatCurrency(n, decimals);
      expect(text).toMatch(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
      expect(Number(text.replace(/,/g, ''))).toBeCloseTo(n, decimals - 1);
      expect(text.split('.')[1]?.length ?? 0).toBe(decimals);
    }
    for (const s of randomStrings(0x5eed51)) expect(typeof formatCurrency(s, 2)).toBe('string');
  });
});
