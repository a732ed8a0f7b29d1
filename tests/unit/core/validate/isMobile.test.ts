import { describe, expect, it } from 'vitest';
import { isMobile } from '../../../../runtime/core/validate/index.ts';
import { prng, randomDigits, randomInt, randomStrings } from '../support/randomStrings.ts';

describe('isMobile: 01[016789], 3-4 digits, 4 digits, hyphens optional (spec section 5)', () => {
  it.each([
    ['010-1234-5678', true],
    ['01012345678', true],
    ['011-123-4567', true],
    ['0111234567', true],
    ['016-1234-5678', true],
    ['017-123-4567', true],
    ['018-1234-5678', true],
    ['019-123-4567', true],
    ['012-1234-5678', false],
    ['015-1234-5678', false],
    ['02-1234-5678', false],
    ['010-12-5678', false],
    ['010-12345-6789', false],
    ['010-1234-567', false],
    ['010-12345678', true], // hyphens optional, each on its own (the spec)
    ['0101234-5678', true],
    ['010--1234-5678', false],
    ['010-1234-5678-', false],
    ['010 1234 5678', false],
    ['+82-10-1234-5678', false],
    ['０１０-１２３４-５６７８', false],
    ['공일공-1234-5678', false],
    ['', false],
    ['0'.repeat(10_000), false],
  ])('%j → %s', (input, expected) => {
    expect(isMobile(input)).toBe(expected);
  });

  it.each([null, undefined, 1012345678])('refuses a non-string %j', (input) => {
    expect(isMobile(input)).toBe(false);
  });

  it('accepts every well-formed random number, with and without hyphens', () => {
    const rng = prng(0x5eed0a);
    for (let i = 0; i < 300; i++) {
      const prefix = `01${'016789'[randomInt(rng, 6)]}`;
      const middle = randomDigits(rng, 3 + randomInt(rng, 2));
      const last = randomDigits(rng, 4);
      expect(isMobile(`${prefix}-${middle}-${last}`)).toBe(true);
      expect(isMobile(`${prefix}${middle}${last}`)).toBe(true);
      expect(isMobile(`${prefix}-${middle}${last}`)).toBe(true);
    }
  });

  it('never throws on random strings', () => {
    for (const s of randomStrings(0x5eed0b)) expect(typeof isMobile(s)).toBe('boolean');
  });
});
